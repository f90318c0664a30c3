import { useState } from 'react';
import { useNow } from '../../lib/ui/app/time-hooks';
import { ENTITY_KINDS, useLibraryFocus, useLibraryList, useLibraryStats, type EntityKind, type LibraryItem, type LibraryQueryInput } from '../../lib/ui/library/library-queries';
import { useConfirmAsk } from '../../lib/ui/account/confirm-ask';
import { useUi } from '../../lib/ui/app/context';
import { CategoryBars } from '../charts/CategoryBars';
import { Empty, Loading } from '../common/Status';
import { JobsList } from '../jobs/JobsList';
import { ExportBar } from './ExportBar';
import { ownerText, pluralOf } from '../../lib/ui/library/export-files';
import { LibraryItemView } from './LibraryItemView';
import { NewerLibraryNotice } from './NewerLibraryNotice';
import { kindName, LibraryRow } from './LibraryRow';
import { definedOnly } from '../../lib/ui/requests/results';
import { t } from '../../lib/ui/i18n/catalogue';
import { KindFilter } from './KindFilter';
import '../../lib/ui/i18n/words/library';

const PAGE = 50;
const dayStart = (date: string) => (date ? new Date(`${date}T00:00:00`).getTime() : undefined);
const dayEnd = (date: string) => (date ? new Date(`${date}T23:59:59.999`).getTime() : undefined);

/** "50 of 312 shown", or "312 shown" when that is all of them. */
function shownText(shown: number, total: number | undefined): string {
  return total !== undefined && total > shown ? t('library.shownOf', { shown, total }) : t('library.shown', { shown });
}

interface Scope {
  owner?: string;
  uids?: string[];
  label: string;
}

/** What the library holds, by kind (a picture and its text). */
function HoldingsChart() {
  const stats = useLibraryStats();
  const byKind = stats.data?.stats.byKind ?? {};
  const bars = ENTITY_KINDS.filter((k) => byKind[k]).map((k) => ({ label: kindName(k), value: byKind[k]! }));
  if (!bars.length) return null;
  return <CategoryBars title={t('library.holdings')} bars={bars} unit={t('library.holdingsUnit')} />;
}

/**
 * Everything looked up or collected, newest first: filter by kind, owner and date, search the
 * names and texts, open any item offline for free, export what a filter holds.
 */
export function LibraryView() {
  const { env } = useUi();
  const now = useNow();
  const ask = useConfirmAsk();
  const focus = useLibraryFocus();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<EntityKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [scope, setScope] = useState<Scope | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [pages, setPages] = useState<LibraryItem[][]>([]);
  const [version, setVersion] = useState(0);

  // Another view asked to show something here (a ledger row's answer): taken once, while rendering.
  const [seenFocus, setSeenFocus] = useState<number | null>(null);
  if (focus && focus.at !== seenFocus) {
    setSeenFocus(focus.at);
    if (focus.open) setOpen(focus.open);
    if (focus.selection) {
      setScope({ uids: focus.selection.uids, label: focus.selection.label });
      setOpen(focus.selection.uids.length === 1 ? focus.selection.uids[0]! : null);
    }
  }

  const filter: Omit<LibraryQueryInput, 'limit' | 'before'> = {
    ...(kind ? { kind } : {}),
    ...(text.trim() ? { text: text.trim() } : {}),
    ...definedOnly({ from: dayStart(from), to: dayEnd(to) }),
    ...(scope?.owner ? { owner: scope.owner } : {}),
    ...(scope?.uids ? { uids: scope.uids } : {}),
  };
  const last = pages.at(-1)?.at(-1);
  const first = useLibraryList({ ...filter, limit: PAGE });
  // A new filter starts from its first page.
  const filterKey = `${JSON.stringify(filter)} ${version}`;
  const [pagesOf, setPagesOf] = useState(filterKey);
  if (pagesOf !== filterKey) {
    setPagesOf(filterKey);
    setPages([]);
  }
  const items = [...(first.data?.items ?? []), ...pages.flat()];
  const more = pages.length ? pages.at(-1)!.length === PAGE : Boolean(first.data?.next);
  const loadMore = async () => {
    const after = last ?? first.data?.items.at(-1);
    if (!after) return;
    const next = await env.api.libraryList({ ...filter, limit: PAGE, before: { fetchedAt: after.fetchedAt, uid: after.uid } });
    setPages((p) => [...p, next.items]);
  };
  const reload = () => {
    setVersion((v) => v + 1);
    first.reload();
  };
  const deleteShown = async () => {
    const title = scope || kind || text || from || to ? t('library.deleteFilteredQuestion') : t('library.deleteAllQuestion');
    if (!(await ask({ title, body: t('library.deleteBody'), confirmLabel: t('library.delete') }))) return;
    await env.api.libraryDelete(Object.keys(filter).length ? { query: filter } : { all: true });
    reload();
  };

  if (open) {
    return (
      <LibraryItemView
        uid={open}
        now={now}
        onBack={() => setOpen(null)}
        onDeleted={() => {
          setOpen(null);
          reload();
        }}
        onChildren={(owner, childKind, label) => {
          setScope({ owner, label });
          setKind(childKind);
          setOpen(null);
        }}
      />
    );
  }

  const name = [kind ? pluralOf(kind) : scope ? 'items' : 'library', ownerText(scope?.owner)].filter(Boolean).join('-');
  return (
    <div className="library">
      <header className="section-head">
        <h2 className="subtitle">{t('library.title')}</h2>
        <button type="button" className="btn btn-link" onClick={reload}>
          {t('library.refreshFree')}
        </button>
      </header>
      <p className="muted small">{t('library.intro')}</p>
      <NewerLibraryNotice onReset={reload} />
      <JobsList />
      <div className="filters library-filters">
        <label className="field field-wide">
          <span className="label">{t('library.search')}</span>
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('library.searchHint')} />
        </label>
        <KindFilter kinds={ENTITY_KINDS} value={kind} onChange={setKind} label={t('library.kindOfItem')} />
        <label className="field">
          <span className="label">{t('library.fetchedFrom')}</span>
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="field">
          <span className="label">{t('library.fetchedTo')}</span>
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      {scope ? (
        <p className="small">
          <span className="chip">{scope.label}</span>{' '}
          <button type="button" className="btn btn-link" onClick={() => setScope(null)}>
            {t('library.showEverything')}
          </button>
        </p>
      ) : null}
      <ExportBar query={filter} name={name} label={items.length === 1 ? t('library.exportItem') : t('library.exportListed')} />
      {first.loading && !first.data ? <Loading>{t('library.reading')}</Loading> : null}
      {first.error ? <p className="small danger">{first.error}</p> : null}
      {first.data && items.length === 0 ? <Empty>{t('library.noMatch')}</Empty> : null}
      {items.length ? (
        <ul className="items" aria-label={t('library.listLabel')}>
          {items.map((item) => (
            <li key={item.uid}>
              <LibraryRow item={item} now={now} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      ) : null}
      {more ? (
        <button type="button" className="btn btn-secondary" onClick={() => void loadMore()}>
          {t('library.showMore')}
        </button>
      ) : null}
      {items.length ? (
        <p className="small muted">
          {shownText(items.length, more ? first.data?.total : items.length)} ·{' '}
          <button type="button" className="btn btn-link danger" onClick={() => void deleteShown()}>
            {Object.keys(filter).length ? t('library.deleteFiltered') : t('library.deleteAll')}
          </button>
        </p>
      ) : null}
      <HoldingsChart key={version} />
    </div>
  );
}
