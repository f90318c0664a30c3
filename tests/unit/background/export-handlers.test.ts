import { describe, expect } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KNOWN } from '../../../emulator/data/known';
import { createBackgroundServices } from '../../../lib/background/services';
import { createUiHandlers } from '../../../lib/background/ui-handlers';
import { memoryStore } from '../../../lib/lookup/store';
import type { LedgerEntry } from '../../../lib/lookup/types';
import { exportAside } from '../../../lib/lookup/library/ledger-export';
import { connectedApi } from '../messaging/ports';
import { freshLibraryStore } from '../library/helpers';
import { it } from '../fixtures/emulator';
import { stubMissingApis } from './stubs';

const KEY = 'k3y-0123456789abcdef0123456789abcdef';
const page = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') });
const entry = (i: number): LedgerEntry => ({ time: 1_000 + i, operationId: 'social_get_page_details', summary: `link=…/p${i}`, status: 200, creditsCharged: 1, fromCache: false, attempt: 1 });

function apiOver(store = memoryStore()) {
  fakeBrowser.reset();
  stubMissingApis();
  const bg = createBackgroundServices({ store, libraryStore: freshLibraryStore() });
  return { bg, api: connectedApi(createUiHandlers(bg), page()) };
}

describe('ledgerAside', () => {
  it('answers what the ledger could not read, exactly as stored, and nothing once all is readable', async () => {
    const garbled = { not: 'an entry', nested: [1, null, 'x'] };
    const { api } = apiOver(memoryStore({ ledgerHead: { v: 2, firstSeq: 0, nextSeq: 4 }, 'ledger:0': [entry(0), null, garbled, entry(1)] }));
    const aside = await api.ledgerAside();
    expect(aside.map((r) => [r.key, r.reason, r.raw])).toEqual([
      ['ledger:0', 'entry', null],
      ['ledger:0', 'entry', garbled],
    ]);
    // The readable entries are the ledger; the export of what was set aside is the stored records, raw.
    expect((await api.getLedger()).map((e) => e.summary)).toEqual(['link=…/p0', 'link=…/p1']);
    expect(JSON.parse(exportAside(aside, 5).text)).toEqual({ exportedAt: new Date(5).toISOString(), count: 2, items: aside });
    const { api: clean } = apiOver(memoryStore({ ledgerHead: { v: 2, firstSeq: 0, nextSeq: 1 }, 'ledger:0': [entry(0)] }));
    expect(await clean.ledgerAside()).toEqual([]);
  });
});

describe('answersExport', () => {
  it("holds exactly the items of a list's loaded pages, not what else the library keeps of it", async ({ emu }) => {
    const { api } = apiOver();
    await emu.putKey(KEY, { credits: 100 });
    expect(await api.saveSettings({ baseUrl: emu.url })).toMatchObject({ ok: true });
    await api.setApiKey({ key: KEY });
    const POST = KNOWN.posts.manyComments;
    const first = await api.run({ request: { useCase: 'post_comments', input: { link: POST.url } } });
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    const step = first.result.steps[0]!;
    const comments = (step.normalized as { data: { items: { feedbackId?: string; expansionToken?: string; replies?: number }[] } }).data.items;
    const c = comments.find((x) => x.feedbackId && x.expansionToken && (x.replies ?? 0) > 0)!;
    expect((await api.run({ request: { useCase: 'comment_replies', input: { comment_feedback_id: c.feedbackId!, expansion_token: c.expansionToken! } } })).ok).toBe(true);
    const sent = await api.answersExport({ calls: [{ operationId: step.operationId, params: step.params }] });
    expect(sent.rows.map((r) => r.entity.kind)).toEqual(Array(comments.length).fill('comment'));
    // An unknown operation or an answer not kept holds nothing (and costs nothing).
    expect(await api.answersExport({ calls: [{ operationId: 'nope', params: {} }, { operationId: step.operationId, params: { link: 'https://x.example/1' } }] })).toEqual({ rows: [] });
    expect((await emu.ledger()).length).toBe(2);
  });
});
