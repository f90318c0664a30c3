import { useEffect, useId, useRef, useState } from 'react';
import type { JobRecord, JobSpec } from '../../lib/ui/types';
import { useJobEstimate, useStartJob } from '../../lib/ui/jobs/job-start';
import { formatCredits } from '../../lib/ui/account/cost-text';
import { t } from '../../lib/ui/i18n/catalogue';
import { describeError } from '../../lib/ui/text/errors';
import { collectTitle, estimateSentence, jobNounText } from '../../lib/ui/jobs/job-text';
import { Loading } from '../common/Status';
import { refusalText } from '../common/PaidButton';
import '../../lib/ui/i18n/words/jobs';

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
  const noun = jobNounText(spec.useCase);

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
      setStartError(t('jobs.form.error', { title: d.title, detail: d.detail }));
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
      <p className="small muted">{t('jobs.form.background')}</p>
      {spec.useCase === 'post_comments' ? (
        <label className="check small">
          <input type="checkbox" checked={withReplies} onChange={(e) => setWithReplies(e.target.checked)} /> {t('jobs.form.withReplies')}
        </label>
      ) : null}
      {loading && !estimate ? <Loading>{t('jobs.form.estimating')}</Loading> : null}
      {error ? <p className="notice notice-error small">{describeError(error).title}</p> : null}
      {estimate ? (
        <p className="job-estimate-text" role="status">
          {estimateSentence(estimate)}
        </p>
      ) : null}
      {refusal ? <p className="notice notice-warn small">{refusalText(refusal)}</p> : null}
      {estimate && !refusal ? (
        <div className="field">
          <label htmlFor={`${id}-cap`}>{t('jobs.form.spendAtMost')}</label>
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
            {estimate.budgetLeft !== undefined ? t('jobs.form.budgetLeft', { credits: formatCredits(estimate.budgetLeft) }) : ''}
            {short ? t('jobs.form.short', { credits: formatCredits(estimate.credits.min), noun }) : t('jobs.form.pausesAtCap')}
            {open && capValid ? t('jobs.form.callsRange', { calls: t('count.call', { count: open }) }) : ''}
          </span>
          {!capValid && cap !== undefined ? (
            <span className="small danger" role="alert">
              {estimate.budgetLeft !== undefined && cap > estimate.budgetLeft
                ? t('jobs.form.overBudget', { credits: t('count.credit', { count: estimate.budgetLeft }) })
                : t('jobs.form.whole')}
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
          {most !== undefined ? t('jobs.form.startAtMost', { credits: formatCredits(most) }) : t('jobs.form.start')}
        </button>
        <button type="button" className="btn btn-link" onClick={onClose}>
          {t('jobs.form.notNow')}
        </button>
      </div>
    </section>
  );
}
