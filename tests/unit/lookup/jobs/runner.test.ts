import { describe, expect } from 'vitest';
import { jobProgress } from '../../../../lib/lookup/jobs/completeness';
import { estimateJob } from '../../../../lib/lookup/jobs/estimate';
import { completenessLine, estimateText, spendText } from '../../../../lib/ui/jobs/job-text';
import { KNOWN } from '../../../../emulator/data/known';
import { it } from '../../fixtures/emulator';
import { commentsJob, jobOf, paid, pagesPaid, runJob, startWorker } from './helpers';

const PAGE = KNOWN.pages.northwindgames;

describe('a job collects a list in full, and its estimate is what the service charged', () => {
  it('all 210 comments of a post: 7 calls, 7 credits, as estimated; each page paid once', async ({ emu }) => {
    const w = startWorker(emu);
    const estimate = await w.runner.estimate(commentsJob());
    expect(estimate).toMatchObject({ calls: { min: 7, max: 7 }, credits: { min: 7, max: 7 }, total: 210 });
    expect(estimateText(estimate)).toBe('about 7 calls, at most 7 credits for 210 comments');
    const job = await runJob(w, commentsJob());
    const charged = await paid(emu);
    expect(charged.reduce((s, e) => s + e.creditsCharged, 0)).toBe(estimate.credits.max);
    expect(charged).toHaveLength(estimate.calls.max!);
    expect([...pagesPaid(charged).values()].every((n) => n === 1)).toBe(true);
    expect(job).toMatchObject({ status: 'done', end: 'complete', items: 210, total: 210, pages: 7, calls: 7, credits: 7 });
    expect(completenessLine(job)).toBe('210 of 210 comments');
    expect(jobProgress(job)).toMatchObject({ fraction: 1, totalReached: true });
    expect(spendText(job)).toBe('7 calls · 7 of 1,000 credits');
    // The job's credits are the app's ledger's too.
    expect((await w.h.ledger.spending()).spentToday).toBe(7);
  });

  it("with every comment's replies: one call per comment that has them (4 comments, 41 replies)", async ({ emu }) => {
    const w = startWorker(emu);
    const estimate = await w.runner.estimate(commentsJob({ withReplies: true }));
    expect(estimate.calls).toEqual({ min: 7, max: 7 + 210 });
    const job = await runJob(w, commentsJob({ withReplies: true }));
    const replies = await paid(emu, 'social_get_comment_replies');
    expect(replies).toHaveLength(4);
    expect(job).toMatchObject({ status: 'done', items: 210, replyItems: 12 + 3 + 1 + 25, calls: 11, credits: 11 });
    expect(job.credits).toBeGreaterThanOrEqual(estimate.credits.min);
    expect(job.credits).toBeLessThanOrEqual(estimate.credits.max!);
    expect(completenessLine(job)).toBe('210 of 210 comments and 41 replies');
  });

  it("a page's posts between two dates, 9 a call: charged by posts returned, as the job counts", async ({ emu }) => {
    const w = startWorker(emu);
    const spec = {
      useCase: 'page_posts' as const,
      input: { link: PAGE.url, limit: 9, after_time: '2026-09-01T00:00:00Z', before_time: '2026-10-29T00:00:00Z' },
      label: 'Posts of northwindgames in Sept–Oct',
    };
    expect((await w.runner.estimate(spec)).calls).toEqual({ min: 1 });
    const job = await runJob(w, spec);
    const charged = await paid(emu, 'social_get_page_posts');
    expect(charged.every((e) => e.params.after_time === spec.input.after_time && e.params.before_time === spec.input.before_time)).toBe(true);
    expect(job.status).toBe('done');
    expect(job.items).toBeGreaterThan(9);
    expect(job.calls).toBe(charged.length);
    expect(job.credits).toBe(charged.reduce((s, e) => s + e.creditsCharged, 0));
    expect(completenessLine(job)).toBe(`${job.items} posts`);
  });

  it("all 40 posts of a page, 9 a call: the estimate's 5 calls and 14 credits are what the service charged", async ({ emu }) => {
    const w = startWorker(emu);
    const spec = { useCase: 'page_posts' as const, input: { link: PAGE.url, limit: 9 }, announcedTotal: PAGE.posts, label: 'Posts of northwindgames' };
    const estimate = await w.runner.estimate(spec);
    expect(estimate).toMatchObject({ calls: { min: 5, max: 5 }, credits: { min: 14, max: 14 } });
    const job = await runJob(w, spec);
    const charged = await paid(emu, 'social_get_page_posts');
    expect(charged).toHaveLength(5);
    expect(charged.reduce((s, e) => s + e.creditsCharged, 0)).toBe(14);
    expect(job).toMatchObject({ status: 'done', end: 'complete', items: 40, credits: 14 });
    expect(completenessLine(job)).toBe('40 of 40 posts');
  });

  it("all ads of an advertiser: the total the answers announce is the job's, and it is reached", async ({ emu }) => {
    const w = startWorker(emu);
    const spec = { useCase: 'ads_library' as const, input: { ad_page_id: PAGE.adPageId, country: 'ALL', activeStatus: 'ALL' as const }, label: 'Ads of Northwind Games' };
    const job = await runJob(w, spec);
    const charged = await paid(emu, 'social_ads_search');
    expect(job).toMatchObject({ status: 'done', end: 'complete', total: PAGE.ads, items: PAGE.ads, calls: charged.length, credits: charged.length });
    expect(charged.every((e) => e.params.ad_page_id === PAGE.adPageId)).toBe(true);
    expect(completenessLine(job)).toBe('24 of 24 ads');
  });

  it("a page's videos and reels, and a search's results, to their last page", async ({ emu }) => {
    const w = startWorker(emu);
    const videos = await runJob(w, { useCase: 'page_videos', input: { link: PAGE.url }, label: 'Videos' });
    const reels = await runJob(w, { useCase: 'page_reels', input: { link: PAGE.url }, label: 'Reels' });
    expect([videos.items, reels.items]).toEqual([PAGE.videos, PAGE.reels]);
    expect([videos.status, reels.status]).toEqual(['done', 'done']);
    const search = await runJob(w, { useCase: 'search_posts', input: { query: 'gamenight' }, label: 'Search posts' });
    const pages = await paid(emu, 'social_search_posts');
    expect(search).toMatchObject({ status: 'done', end: 'complete', calls: pages.length, credits: pages.length });
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(1).every((e) => e.params.end_cursor !== undefined)).toBe(true);
    expect(completenessLine(search)).toBe(`${search.items} posts`);
  });

  it('an announced total the service does not reach is named, never silently less', async ({ emu }) => {
    const w = startWorker(emu);
    const spec = { useCase: 'group_videos' as const, input: { link: KNOWN.groups.corvitarts.url }, announcedTotal: 20, label: 'Videos of corvitarts' };
    const job = await runJob(w, spec);
    expect(job).toMatchObject({ status: 'done', end: 'no_cursor', items: KNOWN.groups.corvitarts.videos });
    expect(completenessLine(job)).toBe(`${KNOWN.groups.corvitarts.videos} of about 20 videos: the service returned no further cursor`);
  });

  it('refuses a job without a key, and says so before the start; nothing is sent', async ({ emu }) => {
    const w = startWorker(emu, undefined, { key: null });
    expect((await w.runner.estimate(commentsJob())).refusal).toMatchObject({ code: 'no_key' });
    expect(await w.runner.start(commentsJob(), 10)).toMatchObject({ ok: false, error: { code: 'no_key' } });
    expect(await w.runner.list()).toHaveLength(0);
    expect(await emu.ledger()).toHaveLength(0);
  });

  it('refuses a job whose request is not valid, sending nothing', async ({ emu }) => {
    const w = startWorker(emu);
    const r = await w.runner.start({ useCase: 'post_comments', input: { link: '' }, label: 'x' }, 10);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(await emu.ledger()).toHaveLength(0);
  });
});

describe('the cap and the budget', () => {
  it('never spends past its cap: pauses before the page that would pass it, and says why', async ({ emu }) => {
    const w = startWorker(emu);
    const job = await runJob(w, commentsJob(), 3);
    expect(job).toMatchObject({ status: 'paused', items: 90, credits: 3, reason: { code: 'job_cap_reached' } });
    expect(job.reason).toMatchObject({ estimate: 1, spent: 3, cap: 3 });
    expect(await paid(emu)).toHaveLength(3);
    // Resumed with a higher cap, it goes on from its cursor: no page is paid twice.
    await w.runner.control(job.id, 'resume', { capCredits: 7 });
    await w.runner.idle();
    const done = await jobOf(w, job.id);
    expect(done).toMatchObject({ status: 'done', items: 210, credits: 7 });
    const charged = await paid(emu);
    expect(charged).toHaveLength(7);
    expect([...pagesPaid(charged).values()].every((n) => n === 1)).toBe(true);
  });

  it("never spends past today's budget: pauses with the budget's refusal", async ({ emu }) => {
    const w = startWorker(emu, undefined, { settings: { dailyBudget: 2 } });
    expect((await w.runner.estimate(commentsJob())).defaultCap).toBe(2);
    const job = await runJob(w, commentsJob(), 100);
    expect(job).toMatchObject({ status: 'paused', credits: 2, items: 60, reason: { code: 'budget_exceeded' } });
    expect(await paid(emu)).toHaveLength(2);
    // Nothing left today: the next job's estimate says so before it starts.
    expect(await w.runner.estimate(commentsJob())).toMatchObject({ defaultCap: 0, budgetLeft: 0, refusal: { code: 'budget_exceeded' } });
  });
});

describe('pause, resume, cancel, and fairness', () => {
  it('pause after a page stops it there; resume goes on from the cursor', async ({ emu }) => {
    const w = startWorker(emu);
    let pages = 0;
    w.hooks.afterAnswer = async (j) => {
      if (++pages === 2) await w.runner.control(j.id, 'pause');
    };
    const paused = await runJob(w, commentsJob());
    expect(paused).toMatchObject({ status: 'paused', items: 60, pages: 2 });
    expect(paused.reason).toBeUndefined();
    expect(completenessLine(paused)).toBe('60 of about 210 comments so far: paused');
    expect(await paid(emu)).toHaveLength(2);
    await w.runner.control(paused.id, 'resume');
    await w.runner.idle();
    expect(await jobOf(w, paused.id)).toMatchObject({ status: 'done', items: 210, credits: 7 });
    expect(await paid(emu)).toHaveLength(7);
  });

  it('cancel keeps what was fetched; a cancelled job cannot be resumed', async ({ emu }) => {
    const w = startWorker(emu);
    let pages = 0;
    w.hooks.afterAnswer = async (j) => {
      if (++pages === 3) await w.runner.control(j.id, 'cancel');
    };
    const job = await runJob(w, commentsJob());
    expect(job).toMatchObject({ status: 'cancelled', items: 90, credits: 3 });
    expect(completenessLine(job)).toBe('90 of about 210 comments: cancelled; everything fetched is kept');
    expect(await w.runner.pages(job.id)).toHaveLength(3);
    expect(await w.runner.control(job.id, 'resume')).toMatchObject({ status: 'cancelled' });
    await w.runner.idle();
    expect(await paid(emu)).toHaveLength(3);
    expect(await w.runner.control(job.id, 'remove')).toBeNull();
    expect(await w.runner.list()).toHaveLength(0);
  });

  it('two jobs take turns, one page at a time', async ({ emu }) => {
    const w = startWorker(emu);
    const group = KNOWN.posts.groupPost;
    let inFlight = 0;
    let most = 0;
    w.hooks.beforeCall = () => void (most = Math.max(most, ++inFlight));
    w.hooks.afterAnswer = () => void inFlight--;
    const a = await w.runner.start(commentsJob(), 100);
    const b = await w.runner.start({ useCase: 'post_comments', input: { link: group.url }, announcedTotal: group.comments, label: 'Group post' }, 100);
    await w.runner.idle();
    expect(a.ok && b.ok).toBe(true);
    const links = (await paid(emu)).map((e) => (e.params.link!.includes(group.id) ? 'b' : 'a'));
    // 7 pages and 15 pages: alternating while both run.
    expect(links.slice(0, 14).join('')).toBe('ab'.repeat(7));
    expect(links.slice(14).join('')).toBe('b'.repeat(8));
    expect(most).toBe(1);
  });
});

describe('the estimate', () => {
  it('is a range when the total is not announced, and the cap defaults to the budget left', () => {
    const e = estimateJob({ useCase: 'search_posts', input: { query: 'gamenight' }, label: 'Search' }, { budgetLeft: 40 });
    expect(e).toMatchObject({ calls: { min: 1 }, credits: { min: 1 }, defaultCap: 40, budgetLeft: 40 });
    expect(e.calls.max).toBeUndefined();
    expect(estimateText(e)).toBe('at least 1 call (1 credit a page); the total is not announced, so the cap decides how far it goes');
  });

  it('prices post lists by posts returned: 40 posts at 9 a call cost 4 × 3 + 2 credits', () => {
    const e = estimateJob({ useCase: 'page_posts', input: { link: PAGE.url, limit: 9 }, announcedTotal: 40, label: 'Posts' });
    expect(e).toMatchObject({ calls: { min: 5, max: 5 }, credits: { min: 14, max: 14 } });
  });
});
