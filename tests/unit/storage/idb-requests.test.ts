import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { done, openDatabase, req, walk } from '../../../lib/storage/idb-requests';

const open = () =>
  openDatabase(`idb-requests-${Math.random().toString(36).slice(2)}`, 1, (db, oldVersion) => {
    expect(oldVersion).toBe(0);
    db.createObjectStore('rows', { keyPath: 'id' }).createIndex('n', 'n');
  });

describe('IndexedDB requests as promises', () => {
  it('a transaction spans awaits of its own requests, and commits', async () => {
    const db = await open();
    const tx = db.transaction('rows', 'readwrite');
    const rows = tx.objectStore('rows');
    const committed = done(tx);
    for (let n = 0; n < 5; n++) await req(rows.put({ id: `r${n}`, n }));
    expect(await req(rows.count())).toBe(5);
    await committed;
    expect(await req(db.transaction('rows').objectStore('rows').get('r3'))).toEqual({ id: 'r3', n: 3 });
  });

  it('a refused request rejects, and its transaction aborts with nothing kept', async () => {
    const db = await open();
    const tx = db.transaction('rows', 'readwrite');
    const committed = done(tx);
    await req(tx.objectStore('rows').put({ id: 'a', n: 1 }));
    await expect(req(tx.objectStore('rows').add({ id: 'a', n: 2 }))).rejects.toMatchObject({ name: 'ConstraintError' });
    await expect(committed).rejects.toBeInstanceOf(DOMException);
    expect(await req(db.transaction('rows').objectStore('rows').count())).toBe(0);
  });

  it('walks a cursor while asked to', async () => {
    const db = await open();
    const tx = db.transaction('rows', 'readwrite');
    await Promise.all([0, 1, 2, 3, 4].map((n) => req(tx.objectStore('rows').put({ id: `r${n}`, n }))));
    await done(tx);
    const seen: number[] = [];
    const cursor = db.transaction('rows').objectStore('rows').index('n').openCursor(null, 'prev');
    await walk<{ n: number }>(cursor, () => seen.length < 3, (row) => seen.push(row.n));
    expect(seen).toEqual([4, 3, 2]);
  });
});
