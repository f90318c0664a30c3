import { describe, expect, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KNOWN } from '../../../emulator/data/known';
import { createBackgroundServices } from '../../../lib/background/services';
import { createUiHandlers } from '../../../lib/background/ui-handlers';
import { BOARD_FORMAT, type BoardFile } from '../../../lib/lookup/boards/model';
import { memoryStore } from '../../../lib/lookup/store';
import { describeError } from '../../../lib/ui/text/errors';
import { connectedApi } from '../messaging/ports';
import { freshLibraryStore } from '../library/helpers';
import { it } from '../fixtures/emulator';
import { stubMissingApis } from '../background/stubs';

const KEY = 'k3y-0123456789abcdef0123456789abcdef';
const page = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') });
const PAGE = KNOWN.pages.northwindgames;

/** One person's extension: a background of its own (storage, library), reached through the one door. */
function extension(fetch?: typeof globalThis.fetch) {
  const bg = createBackgroundServices({ store: memoryStore(), libraryStore: freshLibraryStore(), ...(fetch ? { fetch } : {}) });
  return { bg, api: connectedApi(createUiHandlers(bg), page()) };
}

/** A board with notes, made by someone who paid for its items: the file they export, read back as a file is. */
async function exportedBoard(emu: { url: string; putKey(key: string, o: { credits: number }): Promise<unknown> }) {
  fakeBrowser.reset();
  stubMissingApis();
  const { api } = extension();
  await emu.putKey(KEY, { credits: 100 });
  expect(await api.saveSettings({ baseUrl: emu.url })).toMatchObject({ ok: true });
  await api.setApiKey({ key: KEY });
  expect((await api.run({ request: { useCase: 'lookup_url', input: { url: PAGE.url } } })).ok).toBe(true);
  expect((await api.run({ request: { useCase: 'page_posts', input: { link: PAGE.url } } })).ok).toBe(true);
  const pageItem = (await api.libraryList({ kind: 'page' })).items[0]!;
  const posts = (await api.libraryList({ kind: 'post', limit: 3 })).items;
  const saved = await api.boardSave({ name: 'Rivals', items: [{ uid: pageItem.uid, note: 'the one to watch', tags: ['games'] }] });
  if (!saved.ok) throw new Error('not saved');
  await api.boardSave({ id: saved.board.id, items: posts.map((p, i) => ({ uid: p.uid, note: `post ${i}`, tags: ['launch'] })) });
  const file = JSON.parse(JSON.stringify(await api.boardFile({ id: saved.board.id }))) as BoardFile;
  return { file, uids: [pageItem.uid, ...posts.map((p) => p.uid)], titles: [pageItem.title, ...posts.map((p) => p.title)] };
}

describe('a board file', () => {
  it('is versioned JSON with each item, its note and tags, and the kept answers it came in', async ({ emu }) => {
    const { file, uids } = await exportedBoard(emu);
    expect(file).toMatchObject({ format: BOARD_FORMAT, version: 1, board: { name: 'Rivals' } });
    expect(file.items.map((i) => i.entity)).toEqual(uids);
    expect(file.items[0]).toMatchObject({ note: 'the one to watch', tags: ['games'], kept: { uid: uids[0], kind: 'page' } });
    // Each answer once: the posts came in one answer.
    expect(file.answers.map((a) => a.operationId).sort()).toEqual(['social_get_page_details', 'social_get_page_posts']);
  });

  it("imported by a colleague with the service off, shows the same items and notes with no call, and a second import adds nothing", async ({ emu }) => {
    const { file, uids, titles } = await exportedBoard(emu);
    const calls = (await emu.ledger()).length;
    const fetch = vi.fn(async () => {
      throw new Error('the service is off');
    });
    const colleague = extension(fetch as unknown as typeof globalThis.fetch);
    const first = await colleague.api.boardImport({ file });
    expect(first).toMatchObject({ ok: true, imported: { name: 'Rivals', added: uids.length, answersKept: 2, answersSkipped: 0 } });
    const view = (await colleague.api.boardOpen({ id: file.board.id }))!;
    expect(view.board.items.map((i) => [i.uid, i.note, i.tags])).toEqual([
      [uids[0], 'the one to watch', ['games']],
      ...uids.slice(1).map((u, i) => [u, `post ${i}`, ['launch']]),
    ]);
    expect(uids.map((u) => view.kept[u]?.title)).toEqual(titles);
    // Opened as a kept item: its card from the kept answer, free.
    expect((await colleague.api.libraryOpen({ uid: uids[0]! }))?.normalized?.status).toBe('ok');
    const second = await colleague.api.boardImport({ file });
    expect(second).toMatchObject({ ok: true, imported: { added: 0, answersKept: 0, answersSkipped: 2 } });
    expect((await colleague.api.boardOpen({ id: file.board.id }))!.board.items.length).toBe(uids.length);
    expect((await colleague.api.boardList()).boards.length).toBe(1);
    expect(fetch).not.toHaveBeenCalled();
    expect(await colleague.api.getLedger()).toEqual([]);
    expect((await emu.ledger()).length).toBe(calls);
  });

  it('never writes an older answer over newer kept data', async ({ emu }) => {
    const { file, uids, titles } = await exportedBoard(emu);
    const colleague = extension();
    await colleague.api.boardImport({ file });
    // The same board, exported a day earlier, with another name for the page.
    const older: BoardFile = {
      ...file,
      answers: file.answers.map((a) => ({ ...a, fetchedAt: a.fetchedAt - 86_400_000, raw: JSON.parse(JSON.stringify(a.raw).replaceAll(PAGE.name, 'Old Name')) })),
    };
    expect(await colleague.api.boardImport({ file: older })).toMatchObject({ ok: true, imported: { answersKept: 0, answersSkipped: 2 } });
    expect((await colleague.api.boardOpen({ id: file.board.id }))!.kept[uids[0]!]?.title).toBe(titles[0]);
    const opened = JSON.stringify((await colleague.api.libraryOpen({ uid: uids[0]! }))?.normalized);
    expect(opened).toContain(PAGE.name);
    expect(opened).not.toContain('Old Name');
    // The same answers under keys this library lacks: kept, but the items keep their newer data.
    const moved: BoardFile = { ...older, answers: older.answers.map((a) => ({ ...a, key: `${a.key}&older=1` })) };
    expect(await colleague.api.boardImport({ file: moved })).toMatchObject({ ok: true, imported: { answersKept: 2 } });
    expect((await colleague.api.boardOpen({ id: file.board.id }))!.kept[uids[0]!]?.title).toBe(titles[0]);
  });

  it('refuses a file that is not a board, or of another version, for free', async () => {
    fakeBrowser.reset();
    stubMissingApis();
    const { api } = extension();
    const said: string[] = [];
    for (const file of [{ hello: 1 }, { format: BOARD_FORMAT, version: 2 }, { format: BOARD_FORMAT, version: 1, board: {} }]) {
      const out = await api.boardImport({ file });
      if (out.ok) throw new Error('imported');
      // Sent as its code, said in the words table: what happened, then what to do.
      expect(out.error.code).toBe('board_file_invalid');
      const words = describeError(out.error);
      expect(words.title).toBe('This is not a board file');
      said.push(words.detail);
    }
    expect(said[0]).toContain('(not a board)');
    expect(said[1]).toContain('(version 2)');
    for (const s of said) expect(s).toMatch(/nothing was imported\. Pick a file made by/);
    expect((await api.boardList()).boards).toEqual([]);
  });

  it('a board deleted meanwhile says so in words, not as a bug', async () => {
    fakeBrowser.reset();
    stubMissingApis();
    const { api } = extension();
    const out = await api.boardSave({ id: 'no-such-board', items: [{ uid: 'post:1' }] });
    if (out.ok) throw new Error('saved');
    expect(out.error.code).toBe('board_gone');
    expect(describeError(out.error).title).toBe('This board is gone');
  });
});
