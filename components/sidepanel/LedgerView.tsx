import { useState } from 'react';
import { creditsPerDay } from '../../lib/ui/account/credits-per-day';
import { libraryFocus } from '../../lib/ui/library/library-queries';
import { useExport, useLedgerAside } from '../../lib/ui/library/export-files';
import { BarChart } from '../charts/BarChart';
import { ExportControl } from '../common/ExportControl';
import type { LedgerEntry, LogEntry } from '../../lib/ui/types';
import { useUi } from '../../lib/ui/app/context';
import { useLedger, useProblemLog, useSession } from '../../lib/ui/account/session';
import { formatDate } from '../../lib/ui/text/dates';
import { ErrorPanel } from '../common/ErrorPanel';
import { Empty, Loading } from '../common/Status';
import { TimeText } from '../common/Text';
import { t } from '../../lib/ui/i18n/catalogue';
import { operationTitle } from '../../lib/ui/text/operations';
import { problemText } from '../../lib/ui/text/problems';
import '../../lib/ui/i18n/words/sidepanel-views';

function startOfToday(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}


function statusText(entry: LedgerEntry): string {
  if (entry.status === 'cached' || entry.fromCache) return t('sidepanel.ledger.status.cached');
  if (entry.status === 'error') return entry.errorCode ? t('sidepanel.ledger.status.failedCode', { code: entry.errorCode }) : t('sidepanel.ledger.status.failed');
  if (entry.status === 'pending') return t('sidepanel.ledger.status.inFlight');
  if (entry.status === 'interrupted') return t('sidepanel.ledger.status.interrupted');
  return entry.errorCode ? `${entry.status} ${entry.errorCode}` : String(entry.status);
}

/** Opens in the library what a paid row fetched (free): one item, or the list it brought. */
function OpenKept({ entry }: { entry: LedgerEntry }) {
  const { env, stores } = useUi();
  const [missing, setMissing] = useState(false);
  if (entry.status === 'error' || entry.status === 'pending' || entry.status === 'interrupted' || entry.operationId.startsWith('account_')) return null;
  const open = async () => {
    const kept = await env.api.ledgerAnswer({ operationId: entry.operationId, summary: entry.summary, ...(entry.requestId ? { requestId: entry.requestId } : {}) });
    if (!kept.uids.length) {
      setMissing(true);
      return;
    }
    libraryFocus.getState().show({ selection: { uids: kept.uids, label: `${operationTitle(entry.operationId)} · ${entry.summary}` } });
    stores.panel.getState().setView('library');
  };
  return missing ? (
    <span className="muted small">{t('sidepanel.ledger.notKept')}</span>
  ) : (
    <button type="button" className="btn btn-link" onClick={() => void open()}>
      {t('sidepanel.ledger.openFree')}
    </button>
  );
}

/** Credits spent per day, the last 30 days. */
function SpendingChart({ entries, now }: { entries: LedgerEntry[]; now: number }) {
  const days = creditsPerDay(entries, now, 30);
  const bars = days.map((d, i) => ({ label: formatDate(`${d.day}T12:00:00`), tick: i % 7 === 6 ? d.day.slice(5) : '', value: d.credits }));
  return <BarChart title={t('sidepanel.ledger.chartTitle')} bars={bars} unit={t('sidepanel.ledger.chartUnit')} />;
}

export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const title = operationTitle(entry.operationId);
  const failed =
    entry.status === 'error' || entry.status === 'interrupted' || (typeof entry.status === 'number' && entry.status >= 400);
  return (
    <article className={`ledger-row${failed ? ' failed' : ''}`} aria-label={title}>
      <header className="ledger-head">
        <span className="title" title={entry.operationId}>
          {title}
        </span>
        <span className={`badge${entry.fromCache ? ' badge-cached' : failed ? ' badge-error' : ''}`}>{statusText(entry)}</span>
        <span className="ledger-credits">{t('count.credit', { count: entry.fromCache ? 0 : entry.creditsCharged })}</span>
      </header>
      <p className="mono small ledger-summary">{entry.summary}</p>
      <p className="muted small">
        <TimeText value={entry.time} />
        {entry.creditsRemaining !== undefined ? t('sidepanel.ledger.left', { count: entry.creditsRemaining }) : ''}
        {entry.attempt > 1 ? t('sidepanel.ledger.attempt', { count: entry.attempt }) : ''}
        {entry.requestId ? (
          <>
            {' · '}
            {t('sidepanel.ledger.request')} <span className="mono">{entry.requestId}</span>
          </>
        ) : null}{' '}
        <OpenKept entry={entry} />
      </p>
    </article>
  );
}

function ProblemEntry({ entry }: { entry: LogEntry }) {
  const context = entry.context ? Object.entries(entry.context).map(([k, v]) => `${k}=${String(v)}`).join(' · ') : '';
  return (
    <article className="problem" aria-label={entry.where}>
      <p className="small">
        <TimeText value={entry.time} /> · <span className="mono">{entry.where}</span> · {entry.code}
      </p>
      <p className="small">{problemText(entry)}</p>
      {context ? <p className="mono small muted">{context}</p> : null}
    </article>
  );
}

/**
 * The failures the background handled on purpose (a write the browser refused, an answer that
 * could not be kept), newest first, folded away: for debugging, not for every look at the ledger.
 */
function ProblemsHandled() {
  const problems = useProblemLog();
  if (problems.entries.length === 0) return null;
  return (
    <details className="problems">
      <summary>{t('sidepanel.ledger.problemsHandledCount', { count: problems.entries.length })}</summary>
      <ul className="items" aria-label={t('sidepanel.ledger.problemsHandled')}>
        {problems.entries.map((e, i) => (
          <li key={`${e.time}-${i}`}>
            <ProblemEntry entry={e} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function LedgerExport() {
  const { status, exportLedger } = useExport();
  return <ExportControl label={t('sidepanel.ledger.exportLedger')} status={status} onExport={(format) => void exportLedger(format)} />;
}

/** Stored records the ledger could not read: never dropped, counted here and exported raw (JSON, as stored). */
function LedgerAside() {
  const { records } = useLedgerAside();
  const { status, exportAside } = useExport();
  if (records.length === 0) return null;
  return (
    <section className="notice notice-warn small" aria-label={t('sidepanel.ledger.unreadableLabel')}>
      <p>{t('sidepanel.ledger.unreadable', { count: records.length })}</p>
      <ExportControl label={t('sidepanel.ledger.exportAsStored')} status={status} copy={false} formats={['json']} onExport={() => void exportAside()} />
    </section>
  );
}

/** Recent calls with what each cost (free: kept by the background). */
export function LedgerView() {
  const { env } = useUi();
  const ledger = useLedger();
  const today = startOfToday(env.now());
  const todays = ledger.entries.filter((e) => e.time >= today);
  // Today's spending is the header's figure (the background's sum), not a second sum of its own.
  const spent = useSession((s) => s.overview?.credits.spentToday);
  const entries = [...ledger.entries].sort((a, b) => b.time - a.time);
  return (
    <div className="ledger">
      <header className="section-head">
        <h2 className="subtitle">{t('sidepanel.ledger.recentCalls')}</h2>
        <button
          type="button"
          className="btn btn-link"
          onClick={ledger.reload}
          disabled={ledger.fetching}
        >
          {t('sidepanel.ledger.refreshFree')}
        </button>
      </header>
      <p className="small">
        {spent !== undefined
          ? t('sidepanel.ledger.todaySpent', { credits: t('count.credit', { count: spent }), calls: t('count.call', { count: todays.length }) })
          : t('sidepanel.ledger.today', { calls: t('count.call', { count: todays.length }) })}
      </p>
      {entries.length ? <SpendingChart entries={entries} now={env.now()} /> : null}
      {entries.length ? <LedgerExport /> : null}
      <LedgerAside />
      {ledger.status === 'loading' && entries.length === 0 ? <Loading>{t('sidepanel.ledger.loading')}</Loading> : null}
      {ledger.status === 'error' && ledger.error ? (
        <ErrorPanel error={ledger.error} onRetry={ledger.reload} compact />
      ) : null}
      {ledger.status === 'ok' && entries.length === 0 ? <Empty>{t('sidepanel.ledger.noCalls')}</Empty> : null}
      <ProblemsHandled />
      {entries.length ? (
        <ul className="items" aria-label={t('sidepanel.ledger.label')}>
          {entries.map((e, i) => (
            <li key={`${e.time}-${i}`}>
              <LedgerRow entry={e} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
