import { copyText } from '../../lib/ui/library/export-files';
import { SafeLink } from '../SafeLink';

/** "Copy id · Copy link · Open on the site" of a kept item (the link parts only when it has one). */
export function CopyLinks({ id, url }: { id: string; url?: string | undefined }) {
  return (
    <>
      <button type="button" className="btn btn-link" onClick={() => void copyText(id)} title={`Copy ${id}`}>
        Copy id
      </button>
      {url ? (
        <>
          {' · '}
          <button type="button" className="btn btn-link" onClick={() => void copyText(url)}>
            Copy link
          </button>
          {' · '}
          <SafeLink href={url}>Open on the site</SafeLink>
        </>
      ) : null}
    </>
  );
}
