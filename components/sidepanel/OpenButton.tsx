import { usePanel } from '../../lib/ui/context';
import { LookupButton } from '../common/LookupButton';

/** Opens a link of the site in the panel, with the lookup's cost on the button. */
export function OpenButton({ url, label = 'Open', variant = 'link' }: { url: string; label?: string; variant?: 'primary' | 'secondary' | 'link' }) {
  const openEntity = usePanel((s) => s.openEntity);
  return (
    <LookupButton
      request={{ useCase: 'lookup_url', input: { url } }}
      label={label}
      what="Look up this link"
      onStart={() => openEntity(url)}
      variant={variant}
    />
  );
}
