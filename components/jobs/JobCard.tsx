import { useId, useState } from 'react';
import type { JobRecord } from '../../lib/ui/types';
import { completenessText, jobBar, pausedText, progressText, rateText, spendText, statusText, timeLeftText } from '../../lib/ui/jobs/job-text';
import { useJobControl, useJobExport } from '../../lib/ui/jobs/job-queries';
import { useNow } from '../../lib/ui/app/time-hooks';
import { ExportButtons } from '../library/ExportBar';
import { useJobKept } from '../../lib/ui/jobs/job-kept';
import { JobGone } from './JobGone';

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
  // A failed job's reason is in its completeness line; a paused one says why and what to do.
  const reason = job.status === 'paused' ? pausedText(job) : undefined;
  const completeness = completenessText(job);
  const open = job.status === 'running' || job.status === 'paused';
  const busy = (action: string) => pending === `${job.id}:${action}`;
  const button = (action: 'pause' | 'resume' | 'cancel' | 'remove', label: string, variant = 'secondary') => (
    <button
      type="button"
      className={`btn btn-${variant}`}
      onClick={() => void control(job.id, action)}
      aria-busy={busy(action) || undefined}
      aria-label={`${label}: ${job.spec.label}`}
    >
      {label}
    </button>
  );
  return (
    <article className={`card job-card${compact ? ' job-card-compact' : ''}`} aria-label={`Job: ${job.spec.label}`}>
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
            aria-label={`Progress: ${progress}`}
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
          <label htmlFor={capId}>New cap (credits)</label>
          <input id={capId} type="number" inputMode="numeric" min={job.capCredits + 1} step={1} value={newCap} onChange={(e) => setNewCap(e.target.value)} />
        </div>
      ) : null}
      {open ? (
      <div className="actions">
        {job.status === 'running' ? button('pause', 'Pause') : null}
        {job.status === 'paused' && atCap ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!raiseValid}
            onClick={() => void control(job.id, 'resume', { from: job.capCredits, to: raisedTo })}
            aria-label={`Raise the cap and resume: ${job.spec.label}`}
          >
            Raise the cap and resume
          </button>
        ) : null}
        {job.status === 'paused' && !atCap ? button('resume', 'Resume', 'primary') : null}
        {button('cancel', 'Cancel', 'link')}
      </div>
      ) : null}
      {kept !== undefined && !compact ? <JobGone job={job} kept={kept} /> : null}
      {job.items > 0 && !compact && kept !== 0 ? (
        <ExportButtons
          label={open ? 'Export what it fetched so far' : 'Export'}
          status={exporter.status}
          copy={false}
          onExport={(f) => void (f !== 'tsv' && exporter.exportAs(f))}
        />
      ) : null}
      {!open && !compact ? <div className="actions">{button('remove', 'Remove from the list', 'link')}</div> : null}
      {onDismiss ? (
        <div className="actions">
          <button type="button" className="btn btn-link small" onClick={onDismiss} aria-label={`Dismiss: ${job.spec.label}`}>
            Dismiss
          </button>
        </div>
      ) : null}
    </article>
  );
}
