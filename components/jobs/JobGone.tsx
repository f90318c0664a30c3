import { useState } from 'react';
import type { JobRecord } from '../../lib/ui/types';
import { goneText } from '../../lib/ui/jobs/job-kept';
import { JobEstimateForm } from './JobEstimateForm';
import { t } from '../../lib/ui/i18n/catalogue';
import '../../lib/ui/i18n/words/jobs';

/**
 * An ended job whose items were deleted from the library: says so, and offers to collect them
 * again as a new job with the same request (its estimate and cap shown before Start).
 */
export function JobGone({ job, kept }: { job: JobRecord; kept: number }) {
  const [again, setAgain] = useState(false);
  const text = goneText(job, kept);
  if (!text) return null;
  return (
    <>
      <p className="notice notice-info small" role="status">
        {text}
      </p>
      {again ? (
        <JobEstimateForm spec={job.spec} onClose={() => setAgain(false)} />
      ) : (
        <div className="actions">
          <button type="button" className="btn btn-secondary" onClick={() => setAgain(true)} aria-label={t('jobs.gone.collectAgainLabel', { label: job.spec.label })}>
            {t('jobs.gone.collectAgain')}
          </button>
        </div>
      )}
    </>
  );
}
