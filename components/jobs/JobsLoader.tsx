import { lazy, Suspense, type ReactNode } from 'react';
import { useGlanceJobs } from '../../lib/ui/jobs/job-queries';
import { Loading } from '../common/Status';

// The jobs a page shows at a glance (the popup's section, the side panel's strip) load with the
// first job to show, cards and words with them: most pages open with none, and their first paint
// should not wait for that code.
const PopupJobs = lazy(() => import('./JobsList').then((m) => ({ default: m.PopupJobs })));
const JobsStrip = lazy(() => import('./JobsList').then((m) => ({ default: m.JobsStrip })));

/** Its children, loaded once there is a job to show. */
function OnceAJob({ children }: { children: ReactNode }) {
  const { jobs } = useGlanceJobs();
  if (!jobs.length) return null;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** The popup's jobs, once there is one. */
export function PopupJobsLoader() {
  return (
    <OnceAJob>
      <PopupJobs />
    </OnceAJob>
  );
}

/** The side panel's strip of jobs, once there is one. */
export function JobsStripLoader({ onShowAll }: { onShowAll: () => void }) {
  return (
    <OnceAJob>
      <JobsStrip onShowAll={onShowAll} />
    </OnceAJob>
  );
}
