import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createLibraryStore, openLibraryDb } from '../../../lib/storage/library-db';

const entity = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid, kind: 'post', id: uid.slice(5), title: 'A post', position: 0, data: {}, source: { answerKey: 'k' }, fetchedAt: 5,
  versions: [], answerKeys: ['k'], tokens: ['post'], ...extra,
});

describe('library rows that cannot be read', () => {
  it('are passed over by reads; the readable ones are listed (a kind that was an object made the library view fail)', async () => {
    const name = `garbage-${Math.random()}`;
    const db = await openLibraryDb(name);
    const tx = db.transaction('entities', 'readwrite');
    tx.objectStore('entities').put(entity('post:1'));
    tx.objectStore('entities').put(entity('post:2', { kind: {} }));
    tx.objectStore('entities').put({ uid: 'post:3', fetchedAt: 4 });
    await new Promise((r) => (tx.oncomplete = r));
    db.close();
    const store = createLibraryStore(name);
    expect((await store.query({})).items.map((e) => e.uid)).toEqual(['post:1']);
    expect((await store.getEntities(['post:1', 'post:2', 'post:3'])).map((e) => e.uid)).toEqual(['post:1']);
    expect(await store.getEntity('post:2')).toBeUndefined();
  });
});
