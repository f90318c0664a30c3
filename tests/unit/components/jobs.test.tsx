// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobCard } from '../../../components/jobs/JobCard';
import { JobEstimateForm } from '../../../components/jobs/JobEstimateForm';
import { JobsStrip, PopupJobs } from '../../../components/jobs/JobsList';
import type { JobEstimate, JobRecord, JobSpec } from '../../../lib/lookup/jobs/types';
import { PostsTab } from '../../../components/sidepanel/Lists';
import { LibraryCollect } from '../../../components/jobs/LibraryCollect';
import { NOW, PAGE_URL, POST_URL } from './fixtures';
import { estimateSentence } from '../../../lib/ui/jobs/job-text';
import { createFakeEnv, renderUi } from './harness';

afterEach(cleanup);

const spec: JobSpec = { useCase: 'post_comments', input: { link: POST_URL }, label: 'All comments of post 2257188721032235', announcedTotal: 210 };

function job(patch: Partial<JobRecord> = {}): JobRecord {
  return {
    id: 'j1',
    spec,
    status: 'running',
    createdAt: NOW - 60_000,
    updatedAt: NOW,
    capCredits: 40,
    phase: 'items',
    pages: 4,
    items: 120,
    replyItems: 0,
    calls: 4,
    credits: 4,
    total: 210,
    runningMs: 40_000,
    ...patch,
  };
}

const estimate: JobEstimate = {
  calls: { min: 7, max: 7 },
  credits: { min: 7, max: 7 },
  total: 210,
  noun: 'comments',
  pagePrice: 1,
  defaultCap: 35,
  budgetLeft: 35,
};

describe('job card', () => {
  it('shows a running job’s progress: items of the total, calls, credits of the cap, rate and time left', () => {
    renderUi(<JobCard job={job()} />);
    const card = screen.getByRole('article', { name: 'Job: All comments of post 2257188721032235' });
    expect(within(card).getByText('Running')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Progress: 120 of about 210 comments' });
    expect((bar as HTMLProgressElement).value).toBeCloseTo(120 / 210);
    // 120 comments in 40 s: 180 a minute; 90 left: 30 s.
    expect(within(card).getByText('4 calls · 4 of 40 credits · about 180 comments a minute · about 30 s left')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Pause: All comments of post 2257188721032235' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel: All comments of post 2257188721032235' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Resume/ })).toBeNull();
  });

  it('a job the service told to wait says until when, in the user’s time, not “Running”', () => {
    renderUi(<JobCard job={job({ waitUntil: NOW + 25 * 60_000 })} />);
    const card = screen.getByRole('article', { name: 'Job: All comments of post 2257188721032235' });
    const at = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(NOW + 25 * 60_000);
    expect(within(card).getByText(`Waiting until ${at}`)).toBeTruthy();
    expect(within(card).queryByText('Running')).toBeNull();
  });

  it('a wait of years, stored before waits were capped, says the hour it ends instead', () => {
    renderUi(<JobCard job={job({ waitUntil: NOW + 1e12 })} />);
    const at = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(NOW + 60 * 60_000);
    expect(screen.getByText(`Waiting until ${at}`)).toBeTruthy();
  });

  it('says why a job paused, with the way forward, and offers Resume', async () => {
    const env = createFakeEnv();
    const paused = job({ status: 'paused', reason: { code: 'out_of_credits' } });
    renderUi(<JobCard job={paused} />, env);
    const status = screen.getByText(/^Paused: You are out of credits\./);
    expect(status.textContent).toBe('Paused: You are out of credits. Top up with the service, refresh your credits, then resume.');
    await userEvent.click(screen.getByRole('button', { name: 'Resume: All comments of post 2257188721032235' }));
    expect(env.api.jobControl).toHaveBeenCalledWith({ id: 'j1', action: 'resume' });
  });

  it('a job paused at its cap raises the cap on resume, asking first for 5 credits or more', async () => {
    const env = createFakeEnv();
    const atCap = job({ status: 'paused', credits: 4, capCredits: 4, reason: { code: 'job_cap_reached' } });
    renderUi(<JobCard job={atCap} />, env);
    expect(screen.getByText(/raise the cap and resume to go on, or export what it fetched\./)).toBeTruthy();
    const field = screen.getByLabelText('New cap (credits)');
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Raise the cap and resume: All comments of post 2257188721032235' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/up to 8 credits more \(12 credits in all\)/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume · up to 12 credits' }));
    await waitFor(() => expect(env.api.jobControl).toHaveBeenCalledWith({ id: 'j1', action: 'resume', capCredits: 12 }));
  });

  it('states completeness when a job ends, and exports what it has', async () => {
    const download = vi.fn(async (_o: { url: string; filename: string }) => 1);
    vi.stubGlobal('chrome', { downloads: { download } });
    const env = createFakeEnv();
    renderUi(<JobCard job={job({ status: 'done', items: 210, pages: 7, calls: 7, credits: 7, end: 'complete', finishedAt: NOW })} />, env);
    expect(screen.getByText('210 of 210 comments.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress: 210 of 210 comments' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
    const exportBar = screen.getByRole('group', { name: 'Export' });
    expect(within(exportBar).queryByRole('button', { name: 'Copy as table' })).toBeNull();
    await userEvent.click(within(exportBar).getByRole('button', { name: 'CSV' }));
    expect(env.api.jobExport).toHaveBeenCalledWith({ id: 'j1' });
    // The page builds the file from the rows the background sent, named after the job and the day.
    // The file writers load on first use: under a loaded machine that can take more than a second.
    const name = await within(exportBar).findByText(/^Saved j1-\d{4}-\d{2}-\d{2}\.csv \(1 rows\)$/, {}, { timeout: 5000 });
    expect(name).toBeTruthy();
    expect(download.mock.calls[0]![0].filename).toMatch(/^j1-\d{4}-\d{2}-\d{2}\.csv$/);
    // XLSX: the same rows, saved through the same downloads call.
    await userEvent.click(within(exportBar).getByRole('button', { name: 'XLSX' }));
    expect(await within(exportBar).findByText(/^Saved j1-\d{4}-\d{2}-\d{2}\.xlsx \(1 rows\)$/, {}, { timeout: 5000 })).toBeTruthy();
    expect(download.mock.calls[1]![0].filename).toMatch(/^j1-\d{4}-\d{2}-\d{2}\.xlsx$/);
    vi.unstubAllGlobals();
  });

  it('a job whose items were deleted says so instead of offering an empty export, and collects them again after showing the cost', async () => {
    const env = createFakeEnv({ jobEstimate: estimate });
    env.api.jobKept = vi.fn(async () => ({ items: 0 }));
    renderUi(<JobCard job={job({ status: 'done', items: 210, pages: 7, calls: 7, credits: 7, end: 'complete', finishedAt: NOW })} />, env);
    expect(await screen.findByText('Its 210 comments were deleted from the library.')).toBeTruthy();
    expect(env.api.jobKept).toHaveBeenCalledWith({ id: 'j1' });
    expect(screen.queryByRole('group', { name: 'Export' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `Collect them again: ${spec.label}` }));
    // The same request, priced before anything starts.
    expect(await screen.findByText(estimateSentence(estimate))).toBeTruthy();
    expect(env.api.jobEstimate).toHaveBeenCalledWith({ spec });
    expect(env.api.jobStart).not.toHaveBeenCalled();
  });

  it('a job some of whose items were deleted says how many are left', async () => {
    const env = createFakeEnv();
    env.api.jobKept = vi.fn(async () => ({ items: 12 }));
    renderUi(<JobCard job={job({ status: 'done', items: 210, end: 'complete', finishedAt: NOW })} />, env);
    expect(await screen.findByText('Only 12 of its 210 comments are still in the library; the rest were deleted.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Export' })).toBeTruthy();
  });

  it('names a shortfall: no further cursor before the announced total', () => {
    renderUi(<JobCard job={job({ spec: { ...spec, useCase: 'page_posts', input: { link: 'https://www.social.example/northwindgames' }, label: 'All posts of northwindgames' }, status: 'done', items: 1180, total: 1400, end: 'no_cursor' })} />);
    expect(screen.getByText('1,180 of about 1,400 posts: the service returned no further cursor.')).toBeTruthy();
  });

  it('a cancelled job keeps what it fetched and exports it', () => {
    renderUi(<JobCard job={job({ status: 'cancelled', items: 150, finishedAt: NOW })} />);
    expect(screen.getByText('150 of about 210 comments: cancelled; everything fetched is kept.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Export' })).toBeTruthy();
  });
});

describe('a job card tells its state', () => {
  /** A job whose total was never announced (ads for a query, search results). */
  const unannounced = (patch: Partial<JobRecord> = {}): JobRecord => {
    const { total: _total, ...rest } = job(patch);
    const { announcedTotal: _announced, ...bare } = spec;
    return { ...rest, spec: bare };
  };
  const barOf = () => screen.queryByRole('progressbar') as HTMLProgressElement | null;

  it('only a running job’s bar moves: one without a total that waits or ended has a still card', () => {
    renderUi(<JobCard job={unannounced()} />);
    // Running without a total: an indeterminate bar (no value) is the honest one.
    expect(barOf()!.hasAttribute('value')).toBe(false);
    cleanup();
    for (const status of ['cancelled', 'paused', 'failed'] as const) {
      renderUi(<JobCard job={unannounced({ status, items: 45, ...(status === 'paused' ? {} : { finishedAt: NOW }) })} />);
      const bar = barOf();
      expect(bar === null || bar.hasAttribute('value'), status).toBe(true);
      cleanup();
    }
    // With a total the bar stands still where the job stopped.
    renderUi(<JobCard job={job({ status: 'cancelled', items: 150, finishedAt: NOW })} />);
    expect(barOf()!.value).toBeCloseTo(150 / 210);
  });

  it('a paused job says why and what to do once, in one sentence', () => {
    renderUi(<JobCard job={job({ status: 'paused', credits: 40, reason: { code: 'job_cap_reached', estimate: 1, spent: 40, cap: 40 } })} />);
    const line = screen.getByText(/^Paused /);
    expect(line.textContent).toBe('Paused at its cap of 40 credits (the next page costs 1 credit): raise the cap and resume to go on, or export what it fetched.');
    cleanup();
    renderUi(<JobCard job={job({ status: 'paused', reason: { code: 'budget_exceeded', estimate: 1, budgetLeft: 0 } })} />);
    expect(screen.getByText(/^Paused: /).textContent).toBe('Paused: This costs 1 credit; nothing is left of today’s budget. Raise the daily budget in the options and resume, or resume tomorrow.');
  });

  it('a failed job says what to do next, and collects the list again as a new job after showing the cost', async () => {
    const env = createFakeEnv();
    env.api.jobEstimate = vi.fn(async () => estimate);
    renderUi(<JobCard job={job({ status: 'failed', items: 120, finishedAt: NOW, reason: { code: 'invalid_params', param: 'link' } })} />, env);
    expect(screen.getByText(/^120 of about 210 comments: stopped \(/)).toBeTruthy();
    expect(screen.getByText('Check the link or the words it collects by; if they are right, collect the list again as a new job.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Collect the list again: ${spec.label}` }));
    expect(await screen.findByText(estimateSentence(estimate))).toBeTruthy();
    expect(env.api.jobEstimate).toHaveBeenCalledWith({ spec });
  });

  it('the panel’s strip shows running jobs; ended ones fold into one line, each with Dismiss in its own card', async () => {
    const finished = job({ id: 'j2', status: 'done', end: 'complete', items: 210, finishedAt: NOW + 1000, spec: { ...spec, label: 'All comments of post 1' } });
    const cancelled = job({ id: 'j3', status: 'cancelled', items: 20, finishedAt: NOW + 2000, spec: { ...spec, label: 'All comments of post 2' } });
    const env = createFakeEnv({ jobs: [job(), finished, cancelled] });
    renderUi(<JobsStrip onShowAll={() => {}} />, env);
    const strip = await screen.findByRole('region', { name: 'Running jobs' });
    await within(strip).findByRole('article', { name: `Job: ${spec.label}` });
    // Only the running job has a card; the ended ones are one short line.
    expect(within(strip).getAllByRole('article')).toHaveLength(1);
    expect(within(strip).getByText(/^2 jobs ended/)).toBeTruthy();
    expect(within(strip).queryByRole('button', { name: /^Dismiss/ })).toBeNull();
    await userEvent.click(within(strip).getByRole('button', { name: 'Show' }));
    const card = within(strip).getByRole('article', { name: 'Job: All comments of post 2' });
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss: All comments of post 2' }));
    expect(within(strip).queryByRole('article', { name: 'Job: All comments of post 2' })).toBeNull();
    expect(within(strip).getByText(/^1 job ended/)).toBeTruthy();
    const other = within(strip).getByRole('article', { name: 'Job: All comments of post 1' });
    expect(within(other).getByRole('button', { name: 'Dismiss: All comments of post 1' })).toBeTruthy();
  });
});

describe('an estimate in words', () => {
  it('says a range when the page size is unknown, with the total announced and replies priced', () => {
    const range: JobEstimate = { calls: { min: 1 }, credits: { min: 2 }, total: 40, noun: 'comments', pagePrice: 2, replyPrice: 1, defaultCap: 10 };
    expect(estimateSentence(range)).toBe('At least 1 call (2 credits a page); 40 comments announced, pages of unknown size, so the cap decides how far it goes; replies cost 1 credit per comment that has them.');
    const { replyPrice: _replies, ...withoutReplies } = range;
    expect(estimateSentence({ ...withoutReplies, total: 1 })).toBe('At least 1 call (2 credits a page); 1 comment announced, pages of unknown size, so the cap decides how far it goes.');
    expect(estimateSentence({ ...estimate, calls: { min: 1, max: 1 }, credits: { min: 1, max: 1 }, total: 1 })).toBe('About 1 call, at most 1 credit for 1 comment.');
  });
});

describe('job estimate form', () => {
  it('shows the estimate and the default cap (what is left of today’s budget), confirms, then starts', async () => {
    const env = createFakeEnv({ jobEstimate: estimate });
    const onClose = vi.fn();
    renderUi(<JobEstimateForm spec={spec} onClose={onClose} />, env);
    expect(await screen.findByText('About 7 calls, at most 7 credits for 210 comments.')).toBeTruthy();
    expect(env.api.jobEstimate).toHaveBeenCalledWith({ spec });
    expect((screen.getByLabelText('Spend at most (credits)') as HTMLInputElement).value).toBe('35');
    expect(screen.getByText(/Today’s budget has 35 credits left\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start · at most 7 credits' }));
    const dialog = await screen.findByRole('dialog');
    expect(env.api.jobStart).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start · at most 7 credits' }));
    await waitFor(() => expect(env.api.jobStart).toHaveBeenCalledWith({ spec, capCredits: 35 }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('declining the confirmation starts nothing', async () => {
    const env = createFakeEnv({ jobEstimate: estimate });
    renderUi(<JobEstimateForm spec={spec} onClose={() => {}} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Start · at most 7 credits' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(env.api.jobStart).not.toHaveBeenCalled();
  });

  it('a small cap starts without a dialog and says it pauses before the end', async () => {
    const env = createFakeEnv({ jobEstimate: estimate });
    renderUi(<JobEstimateForm spec={spec} onClose={() => {}} />, env);
    const cap = await screen.findByLabelText('Spend at most (credits)');
    await userEvent.clear(cap);
    await userEvent.type(cap, '3');
    expect(screen.getByText(/A cap under 7 credits pauses the job before all comments are in\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start · at most 3 credits' }));
    await waitFor(() => expect(env.api.jobStart).toHaveBeenCalledWith({ spec, capCredits: 3 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a cap over what is left of the budget is refused before anything is sent', async () => {
    const env = createFakeEnv({ jobEstimate: estimate });
    renderUi(<JobEstimateForm spec={spec} onClose={() => {}} />, env);
    const cap = await screen.findByLabelText('Spend at most (credits)');
    await userEvent.clear(cap);
    await userEvent.type(cap, '50');
    expect(screen.getByRole('alert').textContent).toBe('At most 35 credits: what is left of today’s budget.');
    expect((screen.getByRole('button', { name: /^Start/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('replies are an option for comments: the estimate is asked again with them', async () => {
    const env = createFakeEnv({ jobEstimate: (s) => (s.withReplies ? { ...estimate, calls: { min: 7, max: 217 }, credits: { min: 7, max: 217 }, replyPrice: 1 } : estimate) });
    renderUi(<JobEstimateForm spec={spec} onClose={() => {}} />, env);
    await screen.findByText('About 7 calls, at most 7 credits for 210 comments.');
    await userEvent.click(screen.getByLabelText('Also every comment’s replies'));
    expect(await screen.findByText('About 7 calls, at most 7 credits for 210 comments, plus up to 210 calls (210 credits) for their replies.')).toBeTruthy();
    expect(env.api.jobEstimate).toHaveBeenLastCalledWith({ spec: { ...spec, withReplies: true } });
  });

  it('a refusal is shown and nothing can start', async () => {
    const env = createFakeEnv({ jobEstimate: { ...estimate, refusal: { code: 'no_key' } } });
    renderUi(<JobEstimateForm spec={spec} onClose={() => {}} />, env);
    await screen.findByText('About 7 calls, at most 7 credits for 210 comments.');
    expect(screen.queryByLabelText('Spend at most (credits)')).toBeNull();
    expect(screen.getByText('Set up your key')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Start/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('jobs in the panel and the popup', () => {
  it('the popup lists open jobs and resumes paused ones (a browser restart pauses them)', async () => {
    const closed = job({ id: 'j2', status: 'paused', reason: { code: 'browser_closed' } });
    const env = createFakeEnv({ jobs: [closed, job({ id: 'j3', status: 'done', end: 'complete', items: 210 })] });
    renderUi(<PopupJobs />, env);
    const card = await screen.findByRole('article', { name: /^Job:/ });
    expect(within(card).getByText(/^Paused: The browser was closed\. Resume it to go on from its last page/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(within(card).getByRole('button', { name: /^Resume/ }));
    expect(env.api.jobControl).toHaveBeenCalledWith({ id: 'j2', action: 'resume' });
  });

  it('the list is read again when the background writes the jobs, not polled', async () => {
    const jobs: JobRecord[] = [];
    const env = createFakeEnv({ jobs });
    renderUi(<JobsStrip onShowAll={() => {}} />, env);
    await waitFor(() => expect(env.api.jobList).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Running jobs' })).toBeNull();
    jobs.push(job());
    env.emitJobs();
    expect(await screen.findByRole('progressbar', { name: 'Progress: 120 of about 210 comments' })).toBeTruthy();
    expect(env.api.jobList).toHaveBeenCalledTimes(2);
    expect(env.api.run).not.toHaveBeenCalled();
  });
});

describe('where jobs start', () => {
  it('a page’s posts between two dates: the job collects exactly the window the list shows', async () => {
    const env = createFakeEnv({
      jobEstimate: { calls: { min: 1 }, credits: { min: 1 }, noun: 'posts', pagePrice: 1, defaultCap: 35, budgetLeft: 35 },
    });
    renderUi(<PostsTab useCase="page_posts" link={PAGE_URL} emptyText="none" />, env);
    fireEvent.change(screen.getByLabelText('After'), { target: { value: '2026-10-01T00:00' } });
    fireEvent.change(screen.getByLabelText('Before'), { target: { value: '2026-10-31T00:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Collect all posts…' }));
    await screen.findByText(/^At least 1 call/);
    // No total: the cap bounds the calls, and the range follows the cap.
    expect(screen.getByText(/With this cap: between 1 and 35 calls\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Spend at most (credits)'), { target: { value: '10' } });
    expect(screen.getByText(/With this cap: between 1 and 10 calls\./)).toBeTruthy();
    const { spec: asked } = (env.api.jobEstimate as ReturnType<typeof vi.fn>).mock.calls.at(-1)![0] as { spec: JobSpec };
    expect(asked.useCase).toBe('page_posts');
    expect(asked.input).toMatchObject({ link: PAGE_URL, after_time: new Date('2026-10-01T00:00').toISOString(), before_time: new Date('2026-10-31T00:00').toISOString() });
    expect(asked.input).not.toHaveProperty('end_cursor');
    expect(asked.label).toMatch(/^All posts of .+ \(after 2026-\d\d-\d\d, before 2026-\d\d-\d\d\)$/);
    // Nothing was paid to get here.
    expect(env.api.run).not.toHaveBeenCalled();
  });

  it('the form takes the focus when it opens, and gives it back to “Collect all…” when put away', async () => {
    const env = createFakeEnv({ jobEstimate: estimate });
    renderUi(<PostsTab useCase="page_posts" link={PAGE_URL} emptyText="none" />, env);
    await userEvent.click(screen.getByRole('button', { name: 'Collect all posts…' }));
    const form = await screen.findByRole('region', { name: /^Collect all posts of / });
    expect(form.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Collect all posts…' })));
    expect(env.api.jobStart).not.toHaveBeenCalled();
  });

  it('a kept post in the library offers “Collect all comments…” with its announced count', async () => {
    const env = createFakeEnv({ jobEstimate: estimate });
    const item = {
      uid: 'post:2257188721032235', kind: 'post' as const, id: '2257188721032235', title: 'Which enemy scares you most?', url: POST_URL, position: 0,
      data: { comments: 210 }, source: { operationId: 'social_get_post_details', params: {}, fetchedAt: NOW, creditsCharged: 1 }, fetchedAt: NOW, versions: [], answerKeys: [],
    };
    renderUi(<LibraryCollect item={item as never} />, env);
    await userEvent.click(screen.getByRole('button', { name: 'Collect all comments…' }));
    await screen.findByText('About 7 calls, at most 7 credits for 210 comments.');
    expect(env.api.jobEstimate).toHaveBeenCalledWith({
      spec: { useCase: 'post_comments', input: { link: POST_URL }, label: 'All comments of “Which enemy scares you most?”', announcedTotal: 210 },
    });
  });
});
