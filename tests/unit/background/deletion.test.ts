import { describe, expect } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KNOWN } from '../../../emulator/data/known';
import { createBackgroundServices, type BackgroundServices } from '../../../lib/background/services';
import { createUiHandlers } from '../../../lib/background/ui-handlers';
import type { BackgroundApi } from '../../../lib/ui/env/ui-env';
import { connectedApi } from '../messaging/ports';
import { memoryStore } from '../../../lib/lookup/store';
import { freshLibraryStore } from '../library/helpers';
import { it } from '../fixtures/emulator';
import { stubMissingApis } from './stubs';

const KEY = 'k3y-0123456789abcdef0123456789abcdef';
const page = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/options.html') });

let bg: BackgroundServices;
let api: BackgroundApi;

it.beforeEach(async ({ emu }) => {
  fakeBrowser.reset();
  stubMissingApis();
  await emu.putKey(KEY, { credits: 100 });
  bg = createBackgroundServices({ store: memoryStore(), libraryStore: freshLibraryStore() });
  api = connectedApi(createUiHandlers(bg), page());
  expect(await api.saveSettings({ baseUrl: emu.url, dailyBudget: 50 })).toMatchObject({ ok: true });
  await api.setApiKey({ key: KEY });
});

/** Three paid lookups, each its own answer, a little apart in time. */
async function fill() {
  for (const post of [KNOWN.posts.textOnly, KNOWN.posts.multiPhoto, KNOWN.posts.manyComments]) {
    expect((await api.run({ request: { useCase: 'post_comments', input: { link: post.url } } })).ok).toBe(true);
  }
  return api.libraryStats();
}

describe('deleting paid answers', () => {
  it('a size is saved only when what it deletes is what the user agreed to', async () => {
    const before = (await fill()).stats;
    // Everything (what "Delete everything" shows): every answer, item, byte and credit.
    const all = await api.libraryCapPreview({ maxMegabytes: 0 });
    expect(all).toMatchObject({ answers: 3, items: before.entities, bytes: before.bytes });
    expect(all.credits).toBeGreaterThan(0);
    // 1 MB holds the three: nothing to agree to, the size is saved.
    expect(await api.librarySetCap({ maxMegabytes: 1 })).toEqual({ ok: true, deleted: { answers: 0, items: 0, bytes: 0, credits: 0 } });
    expect((await api.getOverview()).settings.libraryMaxMegabytes).toBe(1);
    // The library refuses (the figures changed since the preview): the size stays as it was.
    const preview = { answers: 2, items: 5, bytes: 9, credits: 2 };
    bg.library.enforceCap = async () => ({ ok: false, preview });
    expect(await api.librarySetCap({ maxMegabytes: 2, agreed: { answers: 1, items: 1, bytes: 1, credits: 1 } })).toEqual({ ok: false, preview });
    expect((await api.getOverview()).settings.libraryMaxMegabytes).toBe(1);
    expect((await api.libraryStats()).stats.entries).toBe(3);
  });

  it('without agreement the cap changes nothing; with it exactly the previewed answers and items go', async () => {
    const before = (await fill()).stats;
    const mb = before.bytes / 2 / (1024 * 1024);
    const preview = await bg.library.capPlan(mb);
    expect(preview.answers).toBeGreaterThan(0);
    // The protocol's sizes start at 1 MB: the library's own call shows the rule at a smaller size.
    expect(await bg.library.enforceCap(mb)).toEqual({ ok: false, preview });
    expect((await api.libraryStats()).stats.entries).toBe(3);
    expect(await bg.library.enforceCap(mb, preview)).toEqual({ ok: true, deleted: preview });
    const after = (await api.libraryStats()).stats;
    expect(before.entries - after.entries).toBe(preview.answers);
    expect(before.entities - after.entities).toBe(preview.items);
  });

  it('a job whose items were deleted (Delete everything) says it keeps 0 of them', async () => {
    const post = KNOWN.posts.manyComments;
    const started = await api.jobStart({ spec: { useCase: 'post_comments', input: { link: post.url }, label: 'Comments' }, capCredits: 20 });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    await bg.jobRunner.idle();
    expect(await api.jobKept({ id: started.job.id })).toEqual({ items: post.comments });
    await api.libraryDelete({ all: true });
    expect(await api.jobKept({ id: started.job.id })).toEqual({ items: 0 });
    // The job still says what it collected; the page tells the two apart.
    expect((await api.jobList())[0]).toMatchObject({ status: 'done', items: post.comments });
  });
});
