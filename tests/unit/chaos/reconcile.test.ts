import { describe, expect, it } from 'vitest';
import { summarizeParams } from '../../../lib/lookup/summary';
import type { LedgerEntry } from '../../../lib/lookup/types';
import { couldHaveSent, CUT_MS, cutWindowMs, reconcile, type ServiceCall } from '../../e2e/chaos/reconcile';

/** The chaos suite's comparison of the two ledgers (tests/e2e/chaos/reconcile.ts): each rule can fail. */

const POST = { link: 'https://www.social.example/northwindgames/posts/2257188721032235' };
const PAGE = { link: 'https://www.social.example/northwindgames' };
const T = 1_800_000_000_000;

const call = (seq: number, operation: string, params: Record<string, string>, extra: Partial<ServiceCall> = {}): ServiceCall => ({
  seq, key: 'demo', operation, params, status: 200, creditsCharged: 1, requestId: `req-${seq}`, ...extra,
});
const entry = (time: number, operationId: string, params: Record<string, string>, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  time, operationId, summary: summarizeParams(params), status: 200, creditsCharged: 1, fromCache: false, attempt: 1, ...extra,
});
const interrupted = (time: number, op: string, params: Record<string, string>) =>
  entry(time, op, params, { status: 'interrupted', errorCode: 'interrupted', attempt: 0, priceEstimated: true });

describe('reconcile', () => {
  it('matches by request id, then interrupted calls by operation and parameters; cache hits and account calls are not compared', () => {
    const service = [
      call(1, 'social_get_post_details', POST),
      call(2, 'social_get_page_details', PAGE, { requestId: 'lost' }),
      call(3, 'account_get_usage', {}, { creditsCharged: 0 }),
      call(4, 'social_get_page_details', PAGE, { key: 'probe' }),
    ];
    const ours = [
      entry(T, 'social_get_post_details', POST, { requestId: 'req-1' }),
      interrupted(T + 1, 'social_get_page_details', PAGE),
      entry(T + 2, 'social_get_post_details', POST, { status: 'cached', fromCache: true, creditsCharged: 0 }),
    ];
    const r = reconcile(service, ours, 'demo');
    expect(r).toMatchObject({ mismatches: [], byRequestId: 1, byRequest: 1, interrupted: 1, serviceCredits: 2, extensionCredits: 2, reRequests: 0 });
  });

  it('a charge the extension never recorded, a credit apart, and an entry never charged are mismatches', () => {
    expect(reconcile([call(1, 'social_get_post_details', POST)], [], 'demo').mismatches.map((m) => m.kind)).toEqual(['charged-not-recorded']);
    expect(
      reconcile([call(1, 'social_get_post_details', POST)], [entry(T, 'social_get_post_details', POST, { requestId: 'req-1', creditsCharged: 2 })], 'demo').mismatches.map((m) => m.kind),
    ).toEqual(['credits-differ']);
    expect(reconcile([], [interrupted(T, 'social_get_page_details', PAGE)], 'demo').mismatches.map((m) => m.kind)).toEqual(['recorded-not-charged']);
    expect(reconcile([], [entry(T, 'social_get_page_details', PAGE, { status: 'pending' })], 'demo').mismatches.map((m) => m.kind)).toContain('still-pending');
  });

  it('an interrupted call sent just before a stop and never seen by the service is counted apart, not one long before', () => {
    const stop = { asked: T + 100, done: T + 150 };
    const near = reconcile([], [interrupted(T + 100 - CUT_MS + 1, 'social_get_page_details', PAGE)], 'demo', [stop]);
    expect(near).toMatchObject({ mismatches: [], cutBeforeService: 1, cutBeforeServiceCredits: 1 });
    const early = reconcile([], [interrupted(T, 'social_get_page_details', PAGE)], 'demo', [stop]);
    expect(early.mismatches.map((m) => m.kind)).toEqual(['recorded-not-charged']);
    expect(early.mismatches[0]?.detail).toContain('100 ms before a stop was asked');
  });

  it('the window before a stop is twice the slowest trip from pending entry to the service measured in the session', () => {
    expect(cutWindowMs([])).toBe(CUT_MS);
    expect(cutWindowMs([12, 80, 30])).toBe(160);
    const stop = { asked: T + 1000, done: T + 1030 };
    // An interrupted call that did reach the service, 80 ms after its pending entry.
    const reached = call(1, 'social_get_post_details', POST, { requestId: 'lost', time: new Date(T + 100 + 80 + 5).toISOString(), durationMs: 5 });
    const slowTrip = interrupted(T + 100, 'social_get_post_details', POST);
    const cutAt = (time: number) => reconcile([reached], [slowTrip, interrupted(time, 'social_get_page_details', PAGE)], 'demo', [stop]);
    expect(cutAt(T + 1000 - 150)).toMatchObject({ mismatches: [], byRequest: 1, cutBeforeService: 1, cutWindowMs: 160 });
    expect(cutAt(T + 1000 - 170).mismatches.map((m) => m.kind)).toEqual(['recorded-not-charged']);
    // Without the slow trip, the floor.
    expect(reconcile([], [interrupted(T + 1000 - 150, 'social_get_page_details', PAGE)], 'demo', [stop]).mismatches.map((m) => m.kind)).toEqual(['recorded-not-charged']);
  });

  it('a call is matched to an entry that could have sent it: begun before it arrived, by a worker not yet stopped', () => {
    // A job page: its first call was cut by a stop (never at the service); the worker started
    // again and sent it anew; that call reached the service and was stopped before its answer.
    const COMMENTS = { link: POST.link, end_cursor: 'c390' };
    const stops = [{ asked: T + 5, done: T + 30 }, { asked: T + 1200, done: T + 1220 }];
    const resent = call(1, 'social_get_post_comments', COMMENTS, { requestId: 'lost', time: new Date(T + 290 + 900).toISOString(), durationMs: 900 });
    const r = reconcile([resent], [interrupted(T, 'social_get_post_comments', COMMENTS), interrupted(T + 250, 'social_get_post_comments', COMMENTS)], 'demo', stops);
    // Paired in time order alone, the first entry would take the call (a trip of 290 ms) and the
    // second, begun 950 ms before the next stop, would look like an entry never charged.
    expect(r).toMatchObject({ mismatches: [], byRequest: 1, cutBeforeService: 1, slowestTripMs: 40 });
    expect(couldHaveSent(interrupted(T, 'social_get_post_comments', COMMENTS), resent, T + 30)).toBe(false);
    expect(couldHaveSent(interrupted(T + 250, 'social_get_post_comments', COMMENTS), resent, T + 1220)).toBe(true);
    // An answered or abandoned attempt is recorded when it ended: its call arrived before.
    expect(couldHaveSent(entry(T + 100, 'social_get_post_comments', COMMENTS, { status: 'error', priceEstimated: true }), resent, undefined)).toBe(false);
    expect(couldHaveSent(entry(T + 2000, 'social_get_post_comments', COMMENTS, { status: 'error', priceEstimated: true }), resent, undefined)).toBe(true);
  });

  it('a second charge of one request is honest only when the first answer never arrived', () => {
    const service = [call(1, 'social_get_page_details', PAGE, { requestId: 'lost' }), call(2, 'social_get_page_details', PAGE)];
    const honest = reconcile(service, [interrupted(T, 'social_get_page_details', PAGE), entry(T + 5, 'social_get_page_details', PAGE, { requestId: 'req-2' })], 'demo');
    expect(honest).toMatchObject({ mismatches: [], reRequests: 1 });
    // The abandoned call, held by the service, charged after its re-request was answered.
    const late = reconcile(
      [call(1, 'social_get_page_details', PAGE), call(2, 'social_get_page_details', PAGE, { requestId: 'lost' })],
      [interrupted(T, 'social_get_page_details', PAGE), entry(T + 5, 'social_get_page_details', PAGE, { requestId: 'req-1' })],
      'demo',
    );
    expect(late).toMatchObject({ mismatches: [], reRequests: 1, byRequestId: 1, byRequest: 1 });
    const twice = reconcile(
      [call(1, 'social_get_page_details', PAGE), call(2, 'social_get_page_details', PAGE)],
      [entry(T, 'social_get_page_details', PAGE, { requestId: 'req-1' }), entry(T + 5, 'social_get_page_details', PAGE, { requestId: 'req-2' })],
      'demo',
    );
    expect(twice.mismatches.map((m) => m.kind)).toEqual(['paid-twice']);
  });
});
