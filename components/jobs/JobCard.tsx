import { useId, useState } from 'react';
import type { JobRecord } from '../../lib/ui/types';
import { completenessText, failedWayText, jobBar, pausedText, progressText, rateText, spendText, statusText, timeLeftText } from '../../lib/ui/jobs/job-text';
import { useJobControl, useJobExport } from '../../lib/ui/jobs/job-actions';
import { useNow } from '../../lib/ui/app/time-hooks';
import { ExportButtons } from '../library/ExportBar';
import { useJobKept } from '../../lib/ui/jobs/job-kept';
import { JobGone } from './JobGone';
import { JobEstimateForm } from './JobEstimateForm';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/jobs';

const BADGE: Record<JobRecord['status'], string> = {
  running: 'badge badge-cached',
  paused: 'badge badge-warn',
  done: 'badge badge-ok',
  failed: 'badge badge-error',
  cancelled: 'badge',
};

/**
 * One bulk job: what it collects, a progress bar with its figures (items of the announced total,
 * calls, credits of the cap, rate, time left), why it paused, how complete it ended, and its
 * buttons. Whatever it fetched exports at any time. `compact` (popup, the panel's strip) keeps
 * the bar, the figures and the buttons; `onDismiss` puts a Dismiss button in the card (the strip).
 */
export function JobCard({ job, compact = false, onDismiss }: { job: JobRecord; compact?: boolean; onDismiss?: () => void }) {
  const { control, pending } = useJobControl();
  const capId = useId();
  const atCap = job.status === 'paused' && job.reason?.code === 'job_cap_reached';
  const [newCap, setNewCap] = useState(() => String(job.capCredits * 2));
  const raisedTo = Number(newCap);
  const raiseValid = Number.isInteger(raisedTo) && raisedTo > job.capCredits;
  const exporter = useJobExport(job.id);
  // Read again every few seconds, so "Waiting until 14:05" gives way to "Running" once it is time.
  const now = useNow(5000);
  const kept = useJobKept(job, !compact);
  const bar = jobBar(job);
  const progress = progressText(job);
  const rate = job.status === 'running' ? rateText(job) : undefined;
  const left = job.status === 'running' ? timeLeftText(job) : undefined;
  // A paused job says why and what to do; a failed one's reason is in its completeness line, and
  // this says what to do (it cannot resume: a new job collects the list again).
  const reason = job.status === 'paused' ? pausedText(job) : failedWayText(job);
  const [again, setAgain] = useState(false);
  const completeness = completenessText(job);
  const open = job.status === 'running' || job.status === 'paused';
  const busy = (action: string) => pending === `${job.id}:${action}`;
  const button = (action: 'pause' | 'resume' | 'cancel' | 'remove', label: string, variant = 'secondary') => (
    <button
      type="button"
      className={`btn btn-${variant}`}
      onClick={() => void control(job.id, action)}
      aria-busy={busy(action) || undefined}
      aria-label={t('jobs.card.action', { action: label, label: job.spec.label })}
    >
      {label}
    </button>
  );
  return (
    <article className={`card job-card${compact ? ' job-card-compact' : ''}`} aria-label={t('jobs.card.label', { label: job.spec.label })}>
      <div className="job-head">
        <strong className="job-title">{job.spec.label}</strong>
        <span className={BADGE[job.status]}>{statusText(job, now)}</span>
      </div>
      <div className="job-progress">
        {/* Once it ended, the completeness line below says it (once). */}
        {completeness ? null : <span className="job-count">{progress}</span>}
        {/* Only a running job's bar moves; one that waits or ended without a total has none. */}
        {bar === 'none' ? null : (
          <progress
            {...(bar === 'moving' ? {} : { value: bar.value, max: bar.max })}
            aria-label={t('jobs.card.progress', { progress })}
            aria-valuetext={progress}
          />
        )}
      </div>
      <p className="small muted job-figures">
        {spendText(job)}
        {rate ? ` · ${rate}` : ''}
        {left ? ` · ${left}` : ''}
      </p>
      {reason ? (
        <p className="notice notice-warn small" role="status">
          {reason}
        </p>
      ) : null}
      {completeness ? (
        <p className="small job-completeness" role="status">
          {completeness}
        </p>
      ) : null}
      {atCap ? (
        <div className="field">
          <label htmlFor={capId}>{t('jobs.card.newCap')}</label>
          <input id={capId} type="number" inputMode="numeric" min={job.capCredits + 1} step={1} value={newCap} onChange={(e) => setNewCap(e.target.value)} />
        </div>
      ) : null}
      {open ? (
      <div className="actions">
        {job.status === 'running' ? button('pause', t('jobs.card.pause')) : null}
        {job.status === 'paused' && atCap ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!raiseValid}
            onClick={() => void control(job.id, 'resume', { from: job.capCredits, to: raisedTo })}
            aria-label={t('jobs.card.raiseLabel', { label: job.spec.label })}
          >
            {t('jobs.card.raise')}
          </button>
        ) : null}
        {job.status === 'paused' && !atCap ? button('resume', t('jobs.card.resume'), 'primary') : null}
        {button('cancel', t('jobs.card.cancel'), 'link')}
      </div>
      ) : null}
      {job.status === 'failed' && !compact ? (
        again ? (
          <JobEstimateForm spec={job.spec} onClose={() => setAgain(false)} />
        ) : (
          <div className="actions">
            <button type="button" className="btn btn-secondary" onClick={() => setAgain(true)} aria-label={t('jobs.collectAgainFailedLabel', { label: job.spec.label })}>
              {t('jobs.collectAgainFailed')}
            </button>
          </div>
        )
      ) : null}
      {kept !== undefined && !compact ? <JobGone job={job} kept={kept} /> : null}
      {job.items > 0 && !compact && kept !== 0 ? (
        <ExportButtons
          label={open ? t('jobs.card.exportSoFar') : t('jobs.card.export')}
          status={exporter.status}
          copy={false}
          onExport={(f) => void (f !== 'tsv' && exporter.exportAs(f))}
        />
      ) : null}
      {!open && !compact ? <div className="actions">{button('remove', t('jobs.card.remove'), 'link')}</div> : null}
      {onDismiss ? (
        <div className="actions">
          <button type="button" className="btn btn-link small" onClick={onDismiss} aria-label={t('jobs.card.dismissLabel', { label: job.spec.label })}>
            {t('jobs.card.dismiss')}
          </button>
        </div>
      ) : null}
    </article>
  );
}
