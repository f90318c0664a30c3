import { useId, useState } from 'react';
import type { JobRecord } from '../../lib/ui/types';
import { useGlanceJobs, useJobs } from '../../lib/ui/jobs/job-queries';
import { useJobControl } from '../../lib/ui/jobs/job-actions';
import { Empty, Loading } from '../common/Status';
import { JobCard } from './JobCard';
import { shortError } from '../../lib/ui/text/errors';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/jobs';

/** Every job, newest first (the library's jobs section): progress, completeness, exports. */
export function JobsList() {
  const { jobs, loading, error } = useJobs();
  return (
    <section className="section jobs" aria-labelledby="jobs-title">
      <h2 id="jobs-title" className="subtitle">
        {t('jobs.title')}
      </h2>
      {loading ? <Loading>{t('jobs.reading')}</Loading> : null}
      {error ? <p className="small danger">{shortError(error)}</p> : null}
      {!loading && !error && jobs.length === 0 ? (
        <Empty>{t('jobs.none')}</Empty>
      ) : null}
      {jobs.length ? (
        <ul className="items jobs-list" aria-label={t('jobs.listLabel')}>
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Running and paused jobs under the side panel's header, whatever view is open. The ones that
 * ended while it was open fold into one line ("2 jobs ended · Show"), so the tabs stay on the
 * first screen; shown, each card has its own Dismiss.
 */
export function JobsStrip({ onShowAll }: { onShowAll: () => void }) {
  const { jobs, ended, dismiss } = useGlanceJobs();
  const [showEnded, setShowEnded] = useState(false);
  const endedId = useId();
  if (!jobs.length) return null;
  const open = jobs.filter((j) => !ended(j));
  const done = jobs.filter(ended);
  return (
    <section className="jobs-strip" aria-label={t('jobs.running')}>
      {open.length ? (
        <ul className="items" aria-label={t('jobs.inProgress')}>
          {open.map((job) => (
            <li key={job.id}>
              <JobCard job={job} compact />
            </li>
          ))}
        </ul>
      ) : null}
      {done.length ? (
        <p className="small jobs-ended">
          {t('jobs.ended', { count: done.length })} ·{' '}
          <button type="button" className="btn btn-link small" aria-expanded={showEnded} aria-controls={endedId} onClick={() => setShowEnded(!showEnded)}>
            {showEnded ? t('jobs.hide') : t('jobs.show')}
          </button>
        </p>
      ) : null}
      {done.length ? (
        <ul className="items" aria-label={t('jobs.endedList')} id={endedId} hidden={!showEnded}>
          {done.map((job) => (
            <li key={job.id}>
              <JobCard job={job} compact onDismiss={() => dismiss(job.id)} />
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="btn btn-link small" onClick={onShowAll}>
        {t('jobs.allJobs')}
      </button>
    </section>
  );
}

/**
 * The popup's jobs: progress of running ones, Resume for paused ones (a browser restart pauses
 * them), and how complete the ones that ended while it was open are.
 */
export function PopupJobs() {
  const { jobs } = useGlanceJobs();
  const { control } = useJobControl();
  if (!jobs.length) return null;
  const paused = jobs.filter((j: JobRecord) => j.status === 'paused');
  return (
    <section className="section jobs" aria-labelledby="popup-jobs-title">
      <h2 id="popup-jobs-title" className="subtitle">
        {t('jobs.title')}
      </h2>
      {paused.length > 1 ? (
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => paused.forEach((j) => void control(j.id, 'resume'))}>
            {t('jobs.resumeAll', { count: paused.length })}
          </button>
        </div>
      ) : null}
      <ul className="items" aria-label={t('jobs.listLabel')}>
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
