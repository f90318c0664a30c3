import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { costFields } from '../../lib/ui/account/confirm';
import { useEstimatedCost } from '../../lib/ui/account/costs';
import { type Cost } from '../../lib/ui/account/cost-text';
import { jobSpecOf, useJobFor } from '../../lib/ui/jobs/job-start';
import { useNow } from '../../lib/ui/app/time-hooks';
import { usePaid } from '../../lib/ui/requests/run-hooks';
import { listKey, listRequest, usePagedList, type ListEntry, type ListSpec } from '../../lib/ui/requests/paged-lists';
import { JobCard } from '../jobs/JobCard';
import { JobEstimateForm } from '../jobs/JobEstimateForm';
import { WatchButton } from '../watch/WatchButton';
import { CacheNote } from './CacheNote';
import { ErrorPanel } from './ErrorPanel';
import { ListExport } from './ExportControl';
import { ItemList } from './ItemList';
import { PaidButton } from './PaidButton';
import { Unrecognised } from './RawJson';
import { RunWaiting } from './RunResult';
import { Empty, Loading } from './Status';
import { definedOnly } from '../../lib/ui/requests/results';
import { t } from '../../lib/ui/i18n/catalogue';
import { noticeText } from '../../lib/ui/text/notices';

/**
 * A paged list (posts, videos, comments, ads, search results): a start button with its cost,
 * then the items and "Load more · N credits" by cursor, a page at a time. "Collect all…" hands the
 * whole list to a background job (estimate and cap first; it survives a closed panel), whose card
 * then shows here. Every state has its own text: loading, empty, failed, unrecognised.
 */

/** "Collect all comments…": the estimate form when open, else the card of the job collecting this list. */
export function CollectAll({ spec, noun, announcedTotal, of, canStart }: { spec: ListSpec; noun: string; announcedTotal?: number; of?: string; canStart: boolean }) {
  const key = listKey(spec);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the spec
  const jobSpec = useMemo(() => jobSpecOf(spec, announcedTotal, of), [key, announcedTotal, of]);
  const job = useJobFor(jobSpec);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [closedByUser, setClosedByUser] = useState(false);
  // The form closed without a job: the focus goes back to the button that opened it.
  useEffect(() => {
    if (closedByUser && !open) buttonRef.current?.focus();
  }, [closedByUser, open]);
  if (!jobSpec) return null;
  const running = job && (job.status === 'running' || job.status === 'paused');
  return (
    <>
      {open ? (
        <JobEstimateForm
          spec={jobSpec}
          onClose={() => {
            setOpen(false);
            setClosedByUser(true);
          }}
        />
      ) : null}
      {job ? <JobCard job={job} /> : null}
      {!open && !running && canStart ? (
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setOpen(true);
            setClosedByUser(false);
          }}
          title={t('common.list.collectHint')}
        >
          {t('common.list.collectAll', { noun })}
        </button>
      ) : null}
    </>
  );
}
export function PagedList({
  spec,
  noun,
  startLabel,
  emptyText,
  renderItem,
  expectedTotal,
  header,
  listLabel,
  startless,
  emptyTextFor,
  order,
  collectOf,
}: {
  spec: ListSpec;
  /** Plural noun: "posts", "comments". */
  noun: string;
  startLabel: string;
  emptyText: string;
  renderItem: (item: unknown, index: number) => ReactNode;
  /** Total the service announced (a post's comment count): progress here and in a job. */
  expectedTotal?: number;
  header?: (entry: ListEntry) => ReactNode;
  listLabel?: string;
  /** No start button: a form elsewhere starts the list (search). */
  startless?: boolean;
  /** Empty text that depends on the answer. */
  emptyTextFor?: (entry: ListEntry) => string | undefined;
  /** Shows the loaded items in another order (ads longest-running first). */
  order?: (items: unknown[]) => unknown[];
  /** Whose list a job collects, by name ("All ads of “Pixel Forge Games”"). */
  collectOf?: string;
}) {
  const perform = usePaid();
  const now = useNow();
  const key = listKey(spec);
  const { entry: listEntry, actions } = usePagedList(spec);
  const entry = listEntry?.status === 'idle' ? undefined : listEntry;
  const list = actions!;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the spec
  const firstRequest = useMemo(() => listRequest(spec), [key]);
  const moreRequest = useMemo(
    () => (entry?.endCursor ? listRequest(spec, entry.endCursor) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the spec
    [key, entry?.endCursor],
  );
  // Prices come from the background's estimate: the catalog's price rules, minus what is cached.
  const firstEstimate = useEstimatedCost(firstRequest);
  const moreEstimate = useEstimatedCost(moreRequest);
  const startCost: Cost | undefined = firstEstimate.cost;
  const moreCost: Cost | undefined = moreEstimate.cost;

  const start = (refresh = false) =>
    void perform({
      what: `${startLabel}`,
      ...costFields(startCost),
      ...(refresh ? { credits: startCost?.refreshCredits ?? startCost?.credits ?? 0, overBudget: false } : {}),
      execute: (c) => list.start({ ...(refresh ? { refresh } : {}), ...(c ? { confirmOverBudget: true } : {}) }),
    });
  const more = () =>
    void perform({
      what: t('common.list.loadMoreOf', { noun }),
      ...costFields(moreCost),
      execute: (c) => list.more(c ? { confirmOverBudget: true } : {}),
    });

  const loaded = entry?.items.length ?? 0;
  // A list a watch can follow offers one (its setup shows the cost before saving).
  const watch = <WatchButton list={spec} {...definedOnly({ of: collectOf })} />;
  const collect = <CollectAll spec={spec} noun={noun} canStart={!entry || Boolean(entry.endCursor)} {...definedOnly({ announcedTotal: expectedTotal, of: collectOf })} />;

  if (!entry || (entry.pages === 0 && entry.status !== 'loading' && entry.status !== 'error')) {
    if (startless) return null;
    return (
      <div className="paged">
        <div className="actions">
          <PaidButton
            label={startLabel}
            cost={startCost}
            costLoading={firstEstimate.loading}
            {...(firstEstimate.refusal ? { refusal: firstEstimate.refusal } : {})}
            onClick={() => start()}
          />
        </div>
        {firstEstimate.refusal ? null : collect}
        {firstEstimate.refusal ? null : watch}
      </div>
    );
  }

  if (entry.pages === 0 && entry.status === 'loading') {
    return (
      <div className="paged">
        <Loading>{entry.progress ? <RunWaiting progress={entry.progress} /> : t('common.list.loadingOf', { noun })}</Loading>
        <button type="button" className="btn btn-link" onClick={() => list.stop()}>
          {t('common.cancel')}
        </button>
      </div>
    );
  }

  if (entry.pages === 0 && entry.status === 'error' && entry.error) {
    return (
      <div className="paged">
        <ErrorPanel
          error={entry.error}
          onRetry={() => start()}
          onConfirmBudget={() => void list.start({ confirmOverBudget: true })}
        />
      </div>
    );
  }

  const progress =
    expectedTotal !== undefined
      ? t('common.list.progressOf', { loaded, total: Math.max(expectedTotal, loaded), noun })
      : t('common.list.progress', { loaded, noun });

  return (
    <div className="paged">
      {header ? header(entry) : null}
      {entry.firstResult ? (
        <CacheNote
          result={entry.pages > 1 && entry.lastResult ? entry.lastResult : entry.firstResult}
          now={now}
          {...definedOnly({ refreshCredits: startCost?.refreshCredits })}
          onRefresh={() => start(true)}
          refreshing={entry.status === 'loading'}
        />
      ) : null}
      {entry.unrecognised ? <Unrecognised reason={entry.unrecognised.reason} raw={entry.unrecognised.raw} /> : null}
      {!entry.unrecognised && loaded === 0 && entry.status !== 'loading' ? <Empty>{(entry.firstResult?.notice ? noticeText(entry.firstResult.notice) : undefined) ?? emptyTextFor?.(entry) ?? emptyText}</Empty> : null}
      {loaded > 0 && entry.firstResult?.notice ? <p className="muted small">{noticeText(entry.firstResult.notice)}</p> : null}
      {loaded > 0 ? <ItemList items={order ? order(entry.items) : entry.items} renderItem={renderItem} label={listLabel ?? noun} /> : null}
      {loaded > 0 ? <ListExport calls={entry.calls} noun={noun} useCase={spec.useCase} input={spec.input} /> : null}
      {entry.status === 'error' && entry.error ? (
        <ErrorPanel
          error={entry.error}
          onRetry={more}
          onConfirmBudget={() => void list.more({ confirmOverBudget: true })}
          compact
        />
      ) : null}
      {entry.stopped && entry.endCursor ? (
        <p className="muted small end-note" role="status">
          {t('common.list.stopped', { progress })}
        </p>
      ) : null}
      {entry.status === 'loading' ? (
        <Loading>{entry.progress ? <RunWaiting progress={entry.progress} /> : t('common.list.loadingMoreOf', { noun })}</Loading>
      ) : entry.endCursor ? (
        <div className="actions">
          <PaidButton label={t('common.list.loadMore')} cost={moreCost} costLoading={moreEstimate.loading} onClick={more} variant="secondary" />
        </div>
      ) : loaded > 0 ? (
        <p className="muted small end-note">
          {entry.stopped ? t('common.list.stopped', { progress }) : t('common.list.allLoaded', { noun, count: loaded })}
        </p>
      ) : null}
      {collect}
      {watch}
    </div>
  );
}
