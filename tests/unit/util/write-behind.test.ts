import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPendingWrites, WRITE_BEHIND_MS, writeBehindDelay } from '../../../lib/util/write-behind';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Whether `p` has settled once pending microtasks have run. */
async function isDone(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe('writeBehindDelay', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves WRITE_BEHIND_MS later (50 ms), or in the next task with 0', async () => {
    vi.useFakeTimers();
    expect(WRITE_BEHIND_MS).toBe(50);
    const later = writeBehindDelay();
    await vi.advanceTimersByTimeAsync(49);
    expect(await isDone(later)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isDone(later)).toBe(true);
    const next = writeBehindDelay(0);
    expect(await isDone(next)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await isDone(next)).toBe(true);
  });
});

describe('pending writes', () => {
  it('settled() resolves at once when nothing is under way', async () => {
    expect(await isDone(createPendingWrites().settled())).toBe(true);
  });

  it('waits for every write tracked so far, a failed one included, and never rejects', async () => {
    const writes = createPendingWrites();
    const a = deferred();
    const b = deferred();
    writes.track(a.promise);
    writes.track(b.promise);
    const settled = writes.settled();
    a.resolve();
    expect(await isDone(settled)).toBe(false);
    b.reject(new Error('refused'));
    expect(await isDone(settled)).toBe(true);
    await expect(settled).resolves.toBeUndefined();
    // Done writes are forgotten.
    expect(await isDone(writes.settled())).toBe(true);
  });

  it('a write tracked later does not hold up an earlier settled()', async () => {
    const writes = createPendingWrites();
    const a = deferred();
    writes.track(a.promise);
    const settled = writes.settled();
    writes.track(deferred().promise);
    a.resolve();
    expect(await isDone(settled)).toBe(true);
    expect(await isDone(writes.settled())).toBe(false);
  });
});
