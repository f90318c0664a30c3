import { shownKind, type LibraryItem } from '../../lib/ui/library/library-queries';
import { formatAge } from '../../lib/ui/text/dates';
import { truncate } from '../../lib/ui/text/strings';
import { CopyLinks } from './CopyLinks';

const KIND_NAMES: Record<string, string> = {
  page: 'Page', group: 'Group', post: 'Post', comment: 'Comment', reply: 'Reply', video: 'Video', reel: 'Reel', attachment: 'Attachment',
  ad: 'Ad', advertiser: 'Advertiser', search_result: 'Search result', location: 'Location',
  listing: 'Listing', seller: 'Seller',
};
export const kindName = (kind: string) => KIND_NAMES[kind] ?? kind;

/** One kept item: kind, name, a line of its text, when it was fetched, copy and open. */
export function LibraryRow({ item, now, onOpen }: { item: LibraryItem; now: number; onOpen: (uid: string) => void }) {
  return (
    <article className="library-row" aria-label={`${kindName(shownKind(item))}: ${item.title}`}>
      <header className="library-row-head">
        <span className="badge">{kindName(shownKind(item))}</span>
        <button type="button" className="btn btn-link library-title" onClick={() => onOpen(item.uid)}>
          {truncate(item.title, 80)}
        </button>
      </header>
      {item.text && item.text !== item.title ? <p className="small library-text">{truncate(item.text, 160)}</p> : null}
      <p className="muted small library-meta">
        <span title={isoOrNothing(item.fetchedAt)}>fetched {formatAge(now - item.fetchedAt)}</span>
        {' · '}
        <CopyLinks id={item.id} url={item.url} />
      </p>
    </article>
  );
}

/** A stored time as ISO 8601, or nothing when what is stored is no time (a garbled row still lists). */
function isoOrNothing(ms: number): string | undefined {
  const at = new Date(ms);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
