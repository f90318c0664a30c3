import { describe, expect } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KNOWN } from '../../../emulator/data/known';
import { JOBS_ALARM, onJobsAlarm, onJobsWorkerStart, reflectJobs, SESSION_MARKER } from '../../../lib/background/jobs';
import { createBackgroundServices, type BackgroundServices } from '../../../lib/background/services';
import { createUiHandlers } from '../../../lib/background/ui-handlers';
import type { BackgroundApi } from '../../../lib/ui/env/ui-env';
import { connectedApi } from '../messaging/ports';
import type { JobRecord } from '../../../lib/lookup/jobs/types';
import { estimateText } from '../../../lib/ui/jobs/job-text';
import { memoryStore } from '../../../lib/lookup/store';
import { exportEntities } from '../../../lib/lookup/library/export';
import { freshLibraryStore } from '../library/helpers';
import { it, type Emu } from '../fixtures/emulator';
import { stubMissingApis } from './stubs';

const KEY = 'k3y-0123456789abcdef0123456789abcdef';
const POST = KNOWN.posts.manyComments;
const spec = { useCase: 'post_comments' as const, input: { link: POST.url }, announcedTotal: POST.comments, label: `Comments of post ${POST.id}` };

let emu: Emu;
let bg: BackgroundServices;
/** What a page calls: the real client over a port the real server answers. */
let api: BackgroundApi;

it.beforeEach(async ({ emu: started }) => {
  emu = started;
  fakeBrowser.reset();
  stubMissingApis();
  await emu.putKey(KEY, { credits: 100 });
  bg = createBackgroundServices({ store: memoryStore(), libraryStore: freshLibraryStore() });
  api = connectedApi(createUiHandlers(bg), page());
  expect(await api.saveSettings({ baseUrl: emu.url, dailyBudget: 50 })).toMatchObject({ ok: true });
  await api.setApiKey({ key: KEY });
});

const page = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') });
const ids = (text: string) => (JSON.parse(text) as { items: { id: string; kind: string }[] }).items;
/** The file the page builds from what the background sends (rows and a name). */
const fileOf = (sent: { rows: Parameters<typeof exportEntities>[0]; name: string }, format: 'csv' | 'json') => exportEntities(sent.rows, format, sent.name, Date.now());

describe('job messages', () => {
  it("estimate, start, list, export exactly the job's items, at any moment", async () => {
    const est = await api.jobEstimate({ spec });
    expect(est).toMatchObject({ defaultCap: 50, budgetLeft: 50 });
    expect(estimateText(est)).toBe('about 7 calls, at most 7 credits for 210 comments');
    // Another post's comments are in the library too: they are not the job's.
    const other = KNOWN.posts.multiPhoto;
    expect((await api.run({ request: { useCase: 'post_comments' as const, input: { link: other.url } } })).ok).toBe(true);
    const started = await api.jobStart({ spec, capCredits: 3 });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    await bg.jobRunner.idle();
    const [job] = (await api.jobList()).filter((j) => j.id === started.job.id);
    expect(job).toMatchObject({ status: 'paused', items: 90, reason: { code: 'job_cap_reached' } });
    // Paused at its cap: its 90 comments export now.
    const partial = fileOf(await api.jobExport({ id: job!.id }), 'json');
    expect(partial.rows).toBe(90);
    expect(ids(partial.text).every((i) => i.kind === 'comment')).toBe(true);
    await api.jobControl({ id: job!.id, action: 'resume', capCredits: 10 });
    await bg.jobRunner.idle();
    const csv = fileOf(await api.jobExport({ id: job!.id }), 'csv');
    expect(csv).toMatchObject({ rows: 210, mime: expect.stringContaining('csv'), filename: expect.stringMatching(new RegExp(`^comments-${POST.id}-\\d{4}-\\d\\d-\\d\\d\\.csv$`)) });
    const json = ids(fileOf(await api.jobExport({ id: job!.id }), 'json').text);
    expect(new Set(json.map((i) => i.id)).size).toBe(210);
    // Exactly what the service returned for this post, in its pages.
    const served = (await emu.ledger()).filter((e) => e.operation === 'social_get_post_comments' && e.params.link?.includes(POST.id));
    expect(served).toHaveLength(7);
  });

  it('a comments job without replies exports its comments only, not replies fetched before by hand', async () => {
    const first = await api.run({ request: { useCase: 'post_comments' as const, input: { link: POST.url } } });
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    const comments = (first.result.steps[0]!.normalized as { data: { items: { id: string; feedbackId?: string; expansionToken?: string; replies?: number }[] } }).data.items;
    const withReplies = comments.find((c) => c.feedbackId && c.expansionToken && (c.replies ?? 0) > 0)!;
    const replies = await api.run({ request: { useCase: 'comment_replies' as const, input: { comment_feedback_id: withReplies.feedbackId!, expansion_token: withReplies.expansionToken! } } });
    expect(replies.ok).toBe(true);
    // The library exports that comment with its replies, as it should …
    expect((await api.libraryExport({ query: { owner: `link:${POST.url}` } })).rows.some((r) => r.entity.kind === 'reply')).toBe(true);
    const started = await api.jobStart({ spec, capCredits: 10 });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    await bg.jobRunner.idle();
    // … the job collected comments only: its file holds those, all of them.
    const sent = await api.jobExport({ id: started.job.id });
    expect(sent.rows.map((r) => r.entity.kind)).toEqual(Array(POST.comments).fill('comment'));
    expect(sent.name).toBe(`comments-${POST.id}`);
  });

  it('an invalid spec is refused as data, and nothing is sent', async () => {
    const r = await api.jobStart({ spec: { useCase: 'post_comments', input: {}, label: '' } as never, capCredits: 5 });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    await expect(api.jobExport({ id: 'nope' })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(await emu.ledger()).toHaveLength(0);
  });
});

describe('the background keeps jobs going', () => {
  const running = { status: 'running' } as JobRecord;

  it('keeps an alarm and a badge while a job runs, and clears them after', async () => {
    reflectJobs([running, running]);
    await new Promise((r) => setTimeout(r, 10));
    expect(await fakeBrowser.alarms.get(JOBS_ALARM)).toMatchObject({ name: JOBS_ALARM, periodInMinutes: 0.5 });
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    reflectJobs([{ ...running, status: 'done' }]);
    await new Promise((r) => setTimeout(r, 10));
    expect(await fakeBrowser.alarms.get(JOBS_ALARM)).toBeUndefined();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
  });

  it('a browser restart (no session marker) pauses running jobs; a worker restart goes on', async () => {
    const started = await bg.jobRunner.start(spec, 50);
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    // The first worker stopped: its job is still "running" in storage.
    bg.jobRunner.halt();
    const { pages } = (await bg.jobRunner.list())[0]!;
    const next = createBackgroundServices({ store: memoryStore({ jobs: await bg.jobRunner.list() }), libraryStore: freshLibraryStore() });
    await onJobsWorkerStart(next.jobRunner);
    await next.jobRunner.idle();
    expect((await next.jobRunner.list())[0]).toMatchObject({ status: 'paused', pages, reason: { code: 'browser_closed' } });
    expect((await fakeBrowser.storage.session.get(SESSION_MARKER))[SESSION_MARKER]).toEqual(expect.any(Number));
    // Resumed, then the worker restarts (the marker is there): it goes on by itself, woken by the alarm too.
    await next.jobRunner.control(started.job.id, 'resume');
    const third = createBackgroundServices({ store: memoryStore({ jobs: await next.jobRunner.list() }), libraryStore: freshLibraryStore() });
    next.jobRunner.halt();
    await onJobsWorkerStart(third.jobRunner);
    onJobsAlarm(third.jobRunner, { name: JOBS_ALARM });
    await third.jobRunner.idle();
    expect((await third.jobRunner.list())[0]).toMatchObject({ status: 'done', items: 210 });
  });

  it('after a browser restart, a job started before the start check goes on; one left running is paused before it sends anything', async () => {
    const left = await bg.jobRunner.start(spec, 50);
    if (!left.ok) throw new Error(JSON.stringify(left.error));
    bg.jobRunner.halt();
    await bg.jobRunner.idle();
    const sentBefore = (await emu.ledger()).length;
    const next = createBackgroundServices({ store: memoryStore({ jobs: await bg.jobRunner.list() }), libraryStore: freshLibraryStore() });
    // As the background wires it: the check waits for the worker's first answer (here, a gate).
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let sentAtCheck = -1;
    next.jobRunner.holdUntil(
      gate.then(async () => {
        sentAtCheck = (await emu.ledger()).length;
        await onJobsWorkerStart(next.jobRunner);
      }),
    );
    const other = KNOWN.posts.multiPhoto;
    const asked = await next.jobRunner.start({ useCase: 'post_comments', input: { link: other.url }, announcedTotal: other.comments, label: `Comments of post ${other.id}` }, 50);
    if (!asked.ok) throw new Error(JSON.stringify(asked.error));
    // Time for a page to go out if nothing held it (locally a few milliseconds).
    await new Promise((r) => setTimeout(r, 100));
    open();
    await next.jobRunner.idle();
    expect(sentAtCheck).toBe(sentBefore);
    const [before, started] = await next.jobRunner.list();
    expect(before).toMatchObject({ id: left.job.id, status: 'paused', reason: { code: 'browser_closed' } });
    expect(started).toMatchObject({ id: asked.job.id, status: 'done', items: other.comments });
    // The service saw the left job's earlier pages and the new job's one, nothing of the left one since.
    const calls = await emu.ledger();
    expect(calls.slice(sentBefore).map((e) => e.params.link)).toEqual([other.url]);
  });
});
