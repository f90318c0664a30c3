import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDatabase, req } from '../../../lib/storage/idb-requests';
import { createStores, LIBRARY_DB_VERSION } from '../../../lib/storage/library-schema';
import { createLibraryStore } from '../../../lib/storage/library-db';
import type { LibraryAnswer, LibraryEntity } from '../../../lib/lookup/library/types';

/** Rows as a build of library version 10 stored them: a reel filed as a post. */
const T = Date.UTC(2026, 9, 1);
const REEL_LINK = 'https://www.social.example/reel/1234567890123459';
const PAGE_LINK = 'https://www.social.example/pixelforge';

function keptPost(id: string, over: Partial<LibraryEntity> & { op?: string; link?: string } = {}): LibraryEntity {
  const { op = 'social_get_post_details', link = `https://www.social.example/pixelforge/posts/${id}`, ...rest } = over;
  const answerKey = `https://api.example|${op}|${id}`;
  return {
    uid: `post:${id}`, kind: 'post', id, title: `Post ${id}`, position: 0, data: { id, text: 'old' },
    source: { answerKey, operationId: op as LibraryEntity['source']['operationId'], params: { link }, fetchedAt: T, creditsCharged: 1 },
    fetchedAt: T, versions: [{ fetchedAt: T, answerKey, operationId: op as LibraryEntity['source']['operationId'], creditsCharged: 1 }],
    answerKeys: [answerKey], tokens: ['old'], ...rest,
  };
}
const answerOf = (e: LibraryEntity): LibraryAnswer => ({
  key: e.source.answerKey, operationId: e.source.operationId, params: e.source.params, raw: {}, fetchedAt: T, creditsCharged: 1,
  kind: 'details', bytes: 10, summary: '', entityUids: [e.uid],
});

async function version10(name: string, fill: (tx: IDBTransaction) => void) {
  const db = await openDatabase(name, 10, (d) => createStores(d));
  const tx = db.transaction(['answers', 'entities', 'aliases'], 'readwrite');
  fill(tx);
  await new Promise((r) => (tx.oncomplete = r));
  db.close();
}

describe('library migrations', () => {
  it('version 11 keeps a reel kept as a post as a reel, merging it with a reel kept since, and leaves posts and garbled rows as they were', async () => {
    const name = `migrate-${Math.random()}`;
    const byLink = keptPost('1234567890123459', { op: 'social_get_post_details_extended', link: REEL_LINK });
    const fromReels = keptPost('1234567890123460', { op: 'social_get_page_reels', link: PAGE_LINK });
    const plain = keptPost('1234567890123456');
    // The same reel kept since as a reel, newer: merged, not overwritten.
    const newer = { ...keptPost('1234567890123460', { op: 'social_get_post_details', link: 'https://www.social.example/reel/1234567890123460', fetchedAt: T + 1000 }), uid: 'reel:1234567890123460', kind: 'reel' as const, data: { id: '1234567890123460', text: 'new' } };
    newer.source = { ...newer.source, fetchedAt: T + 1000, answerKey: 'k-new' };
    newer.versions = [{ fetchedAt: T + 1000, answerKey: 'k-new', operationId: 'social_get_post_details', creditsCharged: 1 }];
    newer.answerKeys = ['k-new'];
    const comment = { ...keptPost('99'), uid: 'comment:99', kind: 'comment' as const, owner: byLink.uid };
    const garbled = { uid: 'post:1', kind: 'post', url: REEL_LINK };
    await version10(name, (tx) => {
      for (const e of [byLink, fromReels, plain, newer, comment, garbled]) tx.objectStore('entities').put(e);
      for (const e of [byLink, fromReels, plain]) tx.objectStore('answers').put(answerOf(e));
      tx.objectStore('aliases').put({ alias: `link:${REEL_LINK}`, target: byLink.uid });
    });

    const store = createLibraryStore(name);
    const reels = await store.query({ kind: 'reel' });
    expect(reels.items.map((e) => e.uid).sort()).toEqual(['reel:1234567890123459', 'reel:1234567890123460']);
    expect((await store.query({ kind: 'post' })).items.map((e) => e.uid)).toEqual(['post:1234567890123456']);
    const merged = await store.getEntity('reel:1234567890123460');
    expect(merged).toMatchObject({ kind: 'reel', data: { text: 'new' }, fetchedAt: T + 1000 });
    expect(merged!.answerKeys.sort()).toEqual([fromReels.source.answerKey, 'k-new'].sort());
    expect(merged!.versions.map((v) => v.answerKey)).toEqual(['k-new', fromReels.source.answerKey]);
    expect((await store.getAnswer(byLink.source.answerKey))!.entityUids).toEqual(['reel:1234567890123459']);
    expect(await store.getAlias(`link:${REEL_LINK}`)).toBe('reel:1234567890123459');
    expect(await store.getAlias('post:1234567890123459')).toBe('reel:1234567890123459');
    expect(await store.getEntity('comment:99')).toMatchObject({ owner: 'reel:1234567890123459' });
    const db = await store.db();
    expect(db.version).toBe(LIBRARY_DB_VERSION);
    // A row the views cannot read is kept as it was, not dropped.
    expect(await req(db.transaction('entities').objectStore('entities').get('post:1'))).toEqual(garbled);
    db.close();
  });
});
