import { useRef } from 'react';
import type { UseCaseRequest } from '../../lib/ui/types';
import { usePanel, useUi } from '../../lib/ui/app/context';
import { onRunShown } from '../../lib/ui/requests/runs';
import { LookupButton } from '../common/LookupButton';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/sidepanel';

/**
 * Opens a link of the site in the panel, with the lookup's cost on the button. The view opens
 * when the lookup shows (as loading, or with its answer if that comes first); a user who went
 * elsewhere meanwhile is not taken back to it.
 */
export function OpenButton({ url, label = t('sidepanel.open.open'), variant = 'link' }: { url: string; label?: string; variant?: 'primary' | 'secondary' | 'link' }) {
  const { stores } = useUi();
  const openEntity = usePanel((s) => s.openEntity);
  const request: UseCaseRequest = { useCase: 'lookup_url', input: { url } };
  // Set while the view is still to open: stops waiting for the lookup to show.
  const pending = useRef<(() => void) | undefined>(undefined);
  const open = () => {
    pending.current?.();
    pending.current = undefined;
    openEntity(url);
  };
  return (
    <LookupButton
      request={request}
      label={label}
      what={t('sidepanel.open.lookUpLink')}
      onStart={() => {
        pending.current?.();
        let opened = false;
        const stop = onRunShown(stores.queries, request, () => {
          opened = true;
          open();
        });
        // It may have opened at once (the lookup showed already): nothing is left to wait for.
        if (!opened) pending.current = stop;
      }}
      onDone={() => {
        if (pending.current) open();
      }}
      variant={variant}
    />
  );
}
