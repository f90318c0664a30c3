import type { JobRecord } from '../../lib/ui/types';
import { completenessText, jobFraction, progressText, rateText, reasonText, spendText, statusText, timeLeftText } from '../../lib/ui/job-text';
import { useJobControl, useJobExport } from '../../lib/ui/jobs';
import { ExportButtons } from '../library/ExportBar';

const BADGE: Record<JobRecord['status'], string> = {
  queued: 'badge',
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
 * the bar, the figures and the buttons.
 */
export function JobCard({ job, compact = false }: { job: JobRecord; compact?: boolean }) {
  const { control, pending } = useJobControl();
  const exporter = useJobExport(job.id);
  const fraction = jobFraction(job);
  const progress = progressText(job);
  const rate = job.status === 'running' ? rateText(job) : undefined;
  const left = job.status === 'running' ? timeLeftText(job) : undefined;
  const reason = job.status === 'paused' || job.status === 'failed' ? reasonText(job) : undefined;
  const completeness = completenessText(job);
  const open = job.status === 'running' || job.status === 'queued' || job.status === 'paused';
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
        <span className={BADGE[job.status]}>{statusText(job)}</span>
      </div>
      <div className="job-progress">
        <progress
          {...(fraction ? { value: fraction.value, max: fraction.max } : {})}
          aria-label={`Progress: ${progress}`}
          aria-valuetext={progress}
        />
        <span className="job-count">{progress}</span>
      </div>
      <p className="small muted job-figures">
        {spendText(job)}
        {rate ? ` · ${rate}` : ''}
        {left ? ` · ${left}` : ''}
      </p>
      {reason ? (
        <p className={`notice ${job.status === 'failed' ? 'notice-error' : 'notice-warn'} small`} role="status">
          {job.status === 'failed' ? 'Failed' : 'Paused'}: {reason}
        </p>
      ) : null}
      {completeness ? (
        <p className="small job-completeness" role="status">
          {completeness}
        </p>
      ) : null}
      <div className="actions">
        {job.status === 'running' || job.status === 'queued' ? button('pause', 'Pause') : null}
        {job.status === 'paused' ? button('resume', 'Resume', 'primary') : null}
        {open ? button('cancel', 'Cancel', 'link') : null}
        {!open && !compact ? button('remove', 'Remove', 'link') : null}
      </div>
      {job.items > 0 && !compact ? (
        <ExportButtons label={open ? 'Export what it fetched so far' : 'Export'} status={exporter.status} onExport={(f) => void exporter.exportAs(f)} />
      ) : null}
    </article>
  );
}
