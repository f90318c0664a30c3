import type { LibraryItem } from '../../lib/ui/library/library-queries';
import { shownKind } from '../../lib/ui/library/shown-kind';
import { formatAge } from '../../lib/ui/text/dates';
import { truncate } from '../../lib/ui/text/strings';
import { t } from '../../lib/ui/i18n/catalogue';
import { library } from '../../lib/ui/i18n/messages/en/library';
import { CopyLinks } from './CopyLinks';
import '../../lib/ui/i18n/words/library';

type KeptKind = keyof typeof library.kinds;
const isKeptKind = (kind: string): kind is KeptKind => Object.hasOwn(library.kinds, kind);
/** A kept item's kind as its badge says it ("Page"); a kind of a newer version as it is stored. */
export const kindName = (kind: string): string => (isKeptKind(kind) ? t(`library.kinds.${kind}`) : kind);

/** One kept item: kind, name, a line of its text, when it was fetched, copy and open. */
export function LibraryRow({ item, now, onOpen }: { item: LibraryItem; now: number; onOpen: (uid: string) => void }) {
  return (
    <article className="library-row" aria-label={t('library.row.label', { kind: kindName(shownKind(item)), title: item.title })}>
      <header className="library-row-head">
        <span className="badge">{kindName(shownKind(item))}</span>
        <button type="button" className="btn btn-link library-title" onClick={() => onOpen(item.uid)}>
          {truncate(item.title, 80)}
        </button>
      </header>
      {item.text && item.text !== item.title ? <p className="small library-text">{truncate(item.text, 160)}</p> : null}
      <p className="muted small library-meta">
        <span title={isoOrNothing(item.fetchedAt)}>{t('library.row.fetched', { age: formatAge(now - item.fetchedAt) })}</span>
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
