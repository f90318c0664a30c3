import { useRef } from 'react';
import { usePanel } from '../../lib/ui/context';
import { SHOW_LOADING_AFTER_MS } from '../../lib/ui/runs';
import { LookupButton } from '../common/LookupButton';

/**
 * Opens a link of the site in the panel, with the lookup's cost on the button. The view opens
 * when the lookup shows as loading, or with its answer if that comes first; a user who went
 * elsewhere meanwhile is not taken back to it.
 */
export function OpenButton({ url, label = 'Open', variant = 'link' }: { url: string; label?: string; variant?: 'primary' | 'secondary' | 'link' }) {
  const openEntity = usePanel((s) => s.openEntity);
  const opening = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openNow = () => {
    clearTimeout(opening.current);
    opening.current = undefined;
    openEntity(url);
  };
  return (
    <LookupButton
      request={{ useCase: 'lookup_url', input: { url } }}
      label={label}
      what="Look up this link"
      onStart={() => {
        clearTimeout(opening.current);
        opening.current = setTimeout(openNow, SHOW_LOADING_AFTER_MS);
      }}
      onDone={() => {
        if (opening.current !== undefined) openNow();
      }}
      variant={variant}
    />
  );
}
