import { describe, expect, it } from 'vitest';
import { createCreditLedger } from '../../../lib/lookup/ledger';
import { createErrorLog } from '../../../lib/lookup/log';
import { createRecorder, failedAttemptEntry } from '../../../lib/lookup/recorder';
import { memoryStore } from '../../../lib/lookup/store';
import { fullDisk } from './helpers';

const attempt = { attempt: 1, operationId: 'social_get_page_details' as const, params: { link: 'https://www.social.example/x' }, startedAt: 1, durationMs: 1, willRetry: false };

describe('recorder', () => {
  it('a call is pending before it goes out, then settled with what it came to', async () => {
    const ledger = createCreditLedger({ store: memoryStore() });
    const recorder = createRecorder({ ledger, log: createErrorLog({ store: memoryStore() }), now: () => 5 });
    const id = await recorder.begin('social_get_page_details', { link: 'x' }, 1);
    expect(await ledger.entries()).toMatchObject([{ status: 'pending', creditsCharged: 1 }]);
    await recorder.settle(id, [{ ...failedAttemptEntry({ ...attempt, status: 200 }, 1), creditsCharged: 1 }]);
    expect(await ledger.entries()).toMatchObject([{ status: 200, creditsCharged: 1 }]);
  });

  it('keeps each call\'s parameters exactly as sent, beside the shortened label', async () => {
    const ledger = createCreditLedger({ store: memoryStore() });
    const recorder = createRecorder({ ledger, log: createErrorLog({ store: memoryStore() }), now: () => 5 });
    const params = { link: 'https://www.social.example/northwindgames/posts/2257188721032235', end_cursor: 'AQHRzL1b2c3d4e5f6g7h8i9j0k' };
    const id = await recorder.begin('social_get_post_comments', params, 1);
    expect(await ledger.entries()).toMatchObject([{ status: 'pending', params }]);
    await recorder.settle(id, [failedAttemptEntry({ ...attempt, operationId: 'social_get_post_comments', params, status: 200 }, 1)]);
    await recorder.free('social_get_post_comments', params);
    const entries = await ledger.entries();
    expect(entries.map((e) => e.params)).toEqual([params, params]);
    expect(entries[0]!.summary).toBe('link=…/northwindgames/posts/2257… end_cursor=AQHRzL1b2c3d…');
  });

  it('a call cut off on the wire counts at the price shown, marked as an estimate; an answered error at what it cost', () => {
    expect(failedAttemptEntry({ ...attempt, error: { code: 'timeout' } }, 3)).toMatchObject({ creditsCharged: 3, priceEstimated: true });
    expect(failedAttemptEntry({ ...attempt, status: 401, error: { code: 'unauthorized' } }, 3)).toMatchObject({ creditsCharged: 0 });
    expect(failedAttemptEntry({ ...attempt, status: 401, error: { code: 'unauthorized' } }, 3).priceEstimated).toBeUndefined();
  });

  it('when the ledger cannot be written, paid calls stop (nothing lost), and resume once it can', async () => {
    const { store, state } = fullDisk();
    const logStore = memoryStore();
    const ledger = createCreditLedger({ store });
    const recorder = createRecorder({ ledger, log: createErrorLog({ store: logStore }), now: () => 5 });
    const id = await recorder.begin('social_get_page_details', { link: 'x' }, 1);
    state.full = true;
    await recorder.settle(id, [{ ...failedAttemptEntry({ ...attempt, status: 200 }, 1), creditsCharged: 1 }]);
    await expect(recorder.ready()).rejects.toMatchObject({ code: 'ledger_unavailable' });
    await expect(recorder.begin('social_get_page_details', { link: 'y' }, 1)).rejects.toMatchObject({ code: 'ledger_unavailable' });
    // The failure was logged with its context, not swallowed.
    expect(logStore.dump().errorLog).toEqual(expect.arrayContaining([expect.objectContaining({ where: 'ledger.settle', code: 'QuotaExceededError' })]));
    state.full = false;
    await recorder.ready();
    expect(await ledger.entries()).toMatchObject([{ status: 200, creditsCharged: 1 }]);
    expect((await ledger.spending(Date.now())).spentToday).toBe(0); // time 5 is not today: counted in the ledger, not today
  });

  it("the previous worker's pending calls become interrupted before this worker's first call, once; a failed recovery holds paid calls back and is tried again", async () => {
    const { store, state } = fullDisk();
    const previous = createRecorder({ ledger: createCreditLedger({ store }), log: createErrorLog({ store: memoryStore() }), now: () => 5 });
    await previous.begin('social_get_page_details', { link: 'x' }, 2);
    // The worker stops; a new one starts on the same storage, which refuses writes for now.
    const logStore = memoryStore();
    const ledger = createCreditLedger({ store });
    const recorder = createRecorder({ ledger, log: createErrorLog({ store: logStore }), now: () => 6 });
    state.full = true;
    await expect(recorder.ready()).rejects.toMatchObject({ code: 'ledger_unavailable' });
    expect(logStore.dump().errorLog).toEqual([expect.objectContaining({ where: 'ledger.recover', code: 'QuotaExceededError' })]);
    expect(await ledger.entries()).toMatchObject([{ status: 'pending', creditsCharged: 2 }]);
    state.full = false;
    await Promise.all([recorder.recover(), recorder.ready()]);
    const id = await recorder.begin('social_get_page_details', { link: 'y' }, 1);
    // Only the previous worker's call was taken as interrupted; this one stays pending until settled.
    await recorder.ready();
    expect(await ledger.entries()).toMatchObject([
      { status: 'interrupted', creditsCharged: 2, priceEstimated: true },
      { status: 'pending', creditsCharged: 1, flightId: id },
    ]);
  });
});
