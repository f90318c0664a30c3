import { useEffect, useId, useRef, useState } from 'react';
import type { JobRecord, JobSpec } from '../../lib/ui/types';
import { useJobEstimate, useStartJob } from '../../lib/ui/jobs';
import { formatCredits, plural } from '../../lib/ui/format';
import { describeError } from '../../lib/ui/words/errors';
import { collectTitle, estimateSentence, jobNoun } from '../../lib/ui/job-text';
import { Loading } from '../common/Status';
import { refusalText } from '../common/PaidButton';

/**
 * Before a job starts: what it will cost (free estimate from the background), a credit cap
 * (default: what is left of today's budget), replies as an option for comments, and Start. A cap
 * that may spend 5 credits or more asks once more in the page's own dialog.
 */
export function JobEstimateForm({
  spec: baseSpec,
  onClose,
  onStarted,
}: {
  spec: JobSpec;
  onClose: () => void;
  onStarted?: (job: JobRecord) => void;
}) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Opened by a click on a button that is gone now: the focus goes to the form.
  useEffect(() => titleRef.current?.focus(), []);
  const [withReplies, setWithReplies] = useState(false);
  const spec: JobSpec = baseSpec.useCase === 'post_comments' && withReplies ? { ...baseSpec, withReplies: true } : baseSpec;
  const { estimate, loading, error } = useJobEstimate(spec);
  const [capText, setCapText] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const { start, pending } = useStartJob();
  const noun = jobNoun(spec.useCase);

  const cap = capText === null ? estimate?.defaultCap : Number(capText);
  const capValid = cap !== undefined && Number.isInteger(cap) && cap >= 1 && (estimate?.budgetLeft === undefined || cap <= estimate.budgetLeft);
  const refusal = estimate?.refusal;
  const most = estimate && cap !== undefined ? Math.min(cap, estimate.credits.max ?? cap) : undefined;
  // No announced total: the cap bounds the calls (each page costs at least credits.min).
  const open = estimate && estimate.calls.max === undefined && cap !== undefined ? Math.max(1, Math.floor(cap / Math.max(1, estimate.credits.min))) : undefined;
  const short = estimate?.credits.max !== undefined && cap !== undefined && cap < estimate.credits.min;

  const submit = async () => {
    if (!estimate || !capValid || cap === undefined) return;
    setStartError(null);
    const out = await start(spec, estimate, cap);
    if (!out) return;
    if (!out.ok) {
      const d = describeError(out.error);
      setStartError(`${d.title}. ${d.detail}`);
      return;
    }
    onStarted?.(out.job);
    onClose();
  };

  return (
    <section className="card job-estimate" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="subtitle" ref={titleRef} tabIndex={-1}>
        {collectTitle(spec.label)}
      </h3>
      <p className="small muted">Runs in the background: closing this panel or the browser does not lose it.</p>
      {spec.useCase === 'post_comments' ? (
        <label className="check small">
          <input type="checkbox" checked={withReplies} onChange={(e) => setWithReplies(e.target.checked)} /> Also every comment’s replies
        </label>
      ) : null}
      {loading && !estimate ? <Loading>Estimating…</Loading> : null}
      {error ? <p className="notice notice-error small">{describeError(error).title}</p> : null}
      {estimate ? (
        <p className="job-estimate-text" role="status">
          {estimateSentence(estimate)}
        </p>
      ) : null}
      {refusal ? <p className="notice notice-warn small">{refusalText(refusal)}</p> : null}
      {estimate && !refusal ? (
        <div className="field">
          <label htmlFor={`${id}-cap`}>Spend at most (credits)</label>
          <input
            id={`${id}-cap`}
            type="number"
            inputMode="numeric"
            min={1}
            {...(estimate.budgetLeft !== undefined ? { max: estimate.budgetLeft } : {})}
            step={1}
            value={capText ?? String(estimate.defaultCap)}
            onChange={(e) => setCapText(e.target.value)}
            aria-describedby={`${id}-cap-hint`}
            aria-invalid={!capValid || undefined}
          />
          <span id={`${id}-cap-hint`} className="small muted">
            {estimate.budgetLeft !== undefined ? `Today’s budget has ${formatCredits(estimate.budgetLeft)} left. ` : ''}
            {short ? `A cap under ${formatCredits(estimate.credits.min)} pauses the job before all ${noun} are in.` : 'The job pauses at the cap and says so.'}
            {open && capValid ? ` With this cap: between 1 and ${plural(open, 'call')}.` : ''}
          </span>
          {!capValid && cap !== undefined ? (
            <span className="small danger" role="alert">
              {estimate.budgetLeft !== undefined && cap > estimate.budgetLeft
                ? `At most ${plural(estimate.budgetLeft, 'credit')}: what is left of today’s budget.`
                : 'A whole number of credits, 1 or more.'}
            </span>
          ) : null}
        </div>
      ) : null}
      {startError ? (
        <p className="notice notice-error small" role="alert">
          {startError}
        </p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!estimate || Boolean(refusal) || !capValid}
          aria-busy={pending || undefined}
          onClick={() => void submit()}
        >
          {most !== undefined ? `Start · at most ${formatCredits(most)}` : 'Start'}
        </button>
        <button type="button" className="btn btn-link" onClick={onClose}>
          Not now
        </button>
      </div>
    </section>
  );
}
