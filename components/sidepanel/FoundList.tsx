import { useMemo, useState } from 'react';
import { filterRows, foundRows, kindCounts, type FoundFilter, type FoundRow } from '../../lib/ui/panel/found';
import { formatNumber } from '../../lib/ui/text/numbers';
import { t } from '../../lib/ui/i18n/catalogue';
import { kindLabel } from '../../lib/ui/text/kinds';
import type { FoundEntity, SocialKind } from '../../lib/ui/types';
import { SafeLink } from '../SafeLink';
import { Empty } from '../common/Status';
import { OpenButton } from './OpenButton';
import '../../lib/ui/i18n/words/sidepanel';

const PAGE = 50;

function attachedName(d: FoundEntity): string {
  if (d.kind === 'share_link') return t('sidepanel.found.shareLink');
  return d.text && d.text.length <= 40 ? d.text : `${kindLabel(d.kind)} ${d.id ?? ''}`.trim();
}

function FoundItem({ row }: { row: FoundRow }) {
  const d = row.entity;
  const sub = [row.owner, d.id && d.id !== row.title ? d.id : undefined].filter(Boolean).join(' · ');
  return (
    <div className="entity-row">
      <span className="badge">{kindLabel(d.kind)}</span>
      <span className="entity-main">
        <span className="entity-id">{row.title}</span>
        {sub ? <span className="small muted">{sub}</span> : null}
        <SafeLink href={d.url} className="entity-url small" title={d.url}>
          {d.url}
        </SafeLink>
        {row.attached.length ? (
          <span className="small found-attached">
            {t('sidepanel.found.withThisPost')}{' '}
            {row.attached.map((a, i) => (
              <span key={`${a.kind}:${a.url}`}>
                {i ? ', ' : ''}
                <SafeLink href={a.url} title={a.url}>
                  {attachedName(a)}
                </SafeLink>
              </span>
            ))}
          </span>
        ) : null}
      </span>
      <span className="entity-action">
        <OpenButton url={d.url} label={t('sidepanel.found.lookUp')} />
      </span>
    </div>
  );
}

/**
 * The entities linked from the tab's page (free: from the content script's changes), filtered by
 * kind and text. `total` counts every link the page showed; only the newest are kept, and a
 * post's share and photo links fold into its row: every count shown is of rows.
 */
export function FoundList({ found, total }: { found: FoundEntity[]; total: number }) {
  const [filter, setFilter] = useState<FoundFilter>({ kind: 'all', text: '', newestFirst: false });
  const [limit, setLimit] = useState(PAGE);
  const rows = useMemo(() => foundRows(found), [found]);
  const counts = useMemo(() => kindCounts(rows), [rows]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const update = (patch: Partial<FoundFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setLimit(PAGE);
  };
  const kept = found.length;
  // The order select's value (an option's id, not words).
  const order = filter.newestFirst ? 'newest' : 'page';
  const filtered = filter.kind !== 'all' || filter.text.trim() !== '';
  // One count of rows everywhere (heading, kind filter, matches); the links behind it said apart.
  const folded = kept - rows.length;
  const notes = [
    total > kept ? t('sidepanel.found.kept', { total, kept }) : '',
    folded > 0 ? t('sidepanel.found.folded', { links: kept, count: rows.length }) : '',
  ].filter(Boolean);
  return (
    <section className="section" aria-labelledby="found-title">
      <h2 id="found-title" className="subtitle">
        {t('sidepanel.found.title')} <span className="muted">{t('sidepanel.found.titleNote', { count: rows.length })}</span>
      </h2>
      {notes.length ? <p className="hint">{notes.join(' ')}</p> : null}
      {kept === 0 ? (
        <Empty>{t('sidepanel.found.none')}</Empty>
      ) : (
        <>
          <div className="filters found-filters">
            <input
              type="search"
              className="field-wide"
              aria-label={t('sidepanel.found.filterLabel')}
              placeholder={t('sidepanel.found.filterPlaceholder')}
              value={filter.text}
              onChange={(e) => update({ text: e.target.value })}
            />
            <select aria-label={t('sidepanel.found.kind')} value={filter.kind} onChange={(e) => update({ kind: e.target.value as SocialKind | 'all' })}>
              <option value="all">{t('sidepanel.found.allKinds', { count: rows.length })}</option>
              {[...counts].map(([kind, n]) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind)} ({formatNumber(n)})
                </option>
              ))}
            </select>
            <select aria-label={t('sidepanel.found.order')} value={order} onChange={(e) => update({ newestFirst: e.target.value === 'newest' })}>
              <option value="page">{t('sidepanel.found.pageOrder')}</option>
              <option value="newest">{t('sidepanel.found.newestFirst')}</option>
            </select>
          </div>
          {filtered ? (
            <p className="hint" role="status">
              {t('sidepanel.found.matches', { shown: shown.length, count: rows.length })}
            </p>
          ) : null}
          <ul className="items" aria-label={t('sidepanel.found.title')}>
            {shown.slice(0, limit).map((row) => (
              <li key={`${row.entity.kind}:${row.entity.url}`}>
                <FoundItem row={row} />
              </li>
            ))}
          </ul>
          {shown.length > limit ? (
            <button type="button" className="btn btn-link" onClick={() => setLimit((n) => n + 4 * PAGE)}>
              {t('sidepanel.found.showMore', { count: shown.length - limit })}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
