import { describe, expect, it } from 'vitest';
import { summarizeParams } from '../../../lib/lookup/plan';
import type { LedgerEntry } from '../../../lib/lookup/types';
import { CUT_MS, reconcile, type ServiceCall } from '../../e2e/chaos/reconcile';

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
