import { useCallback, useMemo, useState } from 'react';
import { ENTITY_KINDS, useLibraryList, type EntityKind, type LibraryItem } from '../../lib/ui/library/library-queries';
import { refreshOf, useRefresh } from '../../lib/ui/library/refresh';
import { t } from '../../lib/ui/i18n/catalogue';
import { formatAge } from '../../lib/ui/text/dates';
import { PaidButton } from '../common/PaidButton';
import { kindName } from '../library/LibraryRow';
import { adsOwner, columnFigures, comparable, type ColumnFigures } from './figures';
import { FigureBars } from './FigureBars';
import '../../lib/ui/i18n/words/compare';

const MAX = 4;
const LIST = 500;
/** The kinds the library keeps that can be compared (a profile kind once the library keeps one). */
const KINDS = ENTITY_KINDS.filter(comparable);

/** "Page fetched 3 days ago · posts 2 days ago · ads 1 hour ago", and Refresh with its price. */
function Freshness({ subject, figures, now }: { subject: LibraryItem; figures: ColumnFigures; now: number }) {
  const request = useMemo(() => refreshOf(subject), [subject]);
  const refresh = useRefresh(request, useCallback(() => undefined, []));
  const { fetched } = figures;
  const parts = [
    t('compare.fresh.subject', { kind: kindName(subject.kind), age: formatAge(now - fetched.subject) }),
    fetched.posts !== undefined ? t('compare.fresh.posts', { age: formatAge(now - fetched.posts) }) : t('compare.fresh.noPosts'),
    fetched.ads !== undefined ? t('compare.fresh.ads', { age: formatAge(now - fetched.ads) }) : t('compare.fresh.noAds'),
  ];
  return (
    <p className="small muted" aria-label={t('compare.fresh.label', { title: subject.title })}>
      <strong>{subject.title}</strong>: {parts.join(' · ')}{' '}
      {request ? (
        <PaidButton
          label={t('compare.fresh.refresh')}
          variant="link"
          cost={refresh.credits === undefined ? undefined : { credits: refresh.credits }}
          costLoading={refresh.credits === undefined}
          busy={refresh.busy}
          onClick={() => void refresh.refresh()}
        />
      ) : null}
      {refresh.error ? <span className="danger"> {refresh.error}</span> : null}
    </p>
  );
}

/** The figures compared, one chart each; their words are the catalogue's `compare.figure.<name>`. */
const FIGURES = ['audience', 'postsPerWeek', 'medianReactions', 'medianComments', 'adsRunning', 'medianDaysRunning'] as const satisfies readonly (keyof ColumnFigures)[];

/**
 * Two to four pages, groups, advertisers or profiles side by side, from what the library keeps
 * (free): a small chart per figure, and how fresh each column is with what refreshing it costs.
 */
export function CompareView({ now }: { now: number }) {
  const [kind, setKind] = useState<EntityKind>('page');
  const [picked, setPicked] = useState<LibraryItem[]>([]);
  const candidates = useLibraryList({ kind, limit: 100 });
  const slots = Array.from({ length: MAX }, (_, i) => picked[i] ?? null);
  // One list of posts and one of ads per column (a fixed number of hooks: empty columns load nothing).
  const posts = slots.map((s) => useLibraryList(s ? { owner: s.uid, kind: 'post', limit: LIST } : null)); // eslint-disable-line react-hooks/rules-of-hooks
  const ads = slots.map((s) => useLibraryList(s ? { owner: adsOwner(s), kind: 'ad', limit: LIST } : null)); // eslint-disable-line react-hooks/rules-of-hooks
  const columns = picked.map((s, i) => ({ subject: s, figures: columnFigures(s, posts[i]?.data?.items ?? [], ads[i]?.data?.items ?? [], now) }));
  const toggle = (item: LibraryItem) =>
    setPicked((p) => (p.some((x) => x.uid === item.uid) ? p.filter((x) => x.uid !== item.uid) : p.length < MAX ? [...p, item] : p));
  return (
    <section className="compare" aria-label={t('compare.title')}>
      <h2 className="subtitle">{t('compare.title')}</h2>
      <p className="muted small">{t('compare.intro')}</p>
      <label className="field">
        <span className="label">{t('compare.compare')}</span>
        <select aria-label={t('compare.kindToCompare')} value={kind} onChange={(e) => (setKind(e.target.value as EntityKind), setPicked([]))}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {kindName(k)}
            </option>
          ))}
        </select>
      </label>
      <ul className="items small" aria-label={t('compare.keptToCompare')}>
        {(candidates.data?.items ?? []).map((c) => (
          <li key={c.uid}>
            <label>
              <input type="checkbox" checked={picked.some((p) => p.uid === c.uid)} disabled={picked.length >= MAX && !picked.some((p) => p.uid === c.uid)} onChange={() => toggle(c)} /> {c.title}
            </label>
          </li>
        ))}
      </ul>
      {candidates.data && candidates.data.items.length === 0 ? <p className="small muted">{t('compare.nothingKept')}</p> : null}
      {columns.length >= 2 ? (
        <>
          {columns.map((c) => (
            <Freshness key={c.subject.uid} subject={c.subject} figures={c.figures} now={now} />
          ))}
          {FIGURES.map((f) => (
            <FigureBars
              key={f}
              title={t(`compare.figure.${f}.title`)}
              say={(count) => t(`compare.figure.${f}.value`, { count })}
              bars={columns.map((c) => ({ label: c.subject.title, value: c.figures[f] }))}
            />
          ))}
          <p className="small muted">{t('compare.from', { columns: columns.map((c) => t('compare.postsOf', { count: c.figures.posts, title: c.subject.title })).join(', ') })}</p>
        </>
      ) : (
        <p className="small muted">{t('compare.pickTwo')}</p>
      )}
    </section>
  );
}
