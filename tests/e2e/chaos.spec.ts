import { writeFileSync } from 'node:fs';
import { chaosSeed } from './chaos/plan';
import { runChaosSession, SESSION_SETTINGS } from './chaos/session';
import { expect, test } from './fixtures';

/**
 * Chaos: a scripted session of more than 100 lookups and list pages (link shapes of posts, pages,
 * groups, videos, reels, share links, permalinks and photos; comments and posts by cursor; repeats
 * for the cache; twin requests sent at once for single-flight; some through the side panel's paid
 * button; a bulk job collecting a post's 450 comments behind them) while the service worker is stopped at random moments (CDP, at least 20 stops, some
 * while calls are on the wire: the emulator's latency fault keeps them there). One seed decides
 * everything asked and when a stop is due; it is printed, and `CHAOS_SEED=<n>` replays it
 * (`CHAOS_DEBUG=1` also prints each step and stop with its time; the
 * exact moment a stop lands still depends on the machine's timing, so the assertions are
 * invariants, not counts of interrupted calls).
 *
 * Afterwards the extension's ledger must equal the emulator's, call for call and credit for
 * credit. The matching rule (tests/e2e/chaos/reconcile.ts):
 *  - service operations only (the free account calls are not compared), and on the extension's
 *    side only calls it sent (not cache hits or answers shared with a call in flight);
 *  - an extension entry with a request id is the service call with that id (same operation,
 *    same credits);
 *  - an entry without one is a call whose answer never reached the extension: the worker stopped
 *    after the pending entry was written (recorded as 'interrupted' at the price shown,
 *    priceEstimated). It is matched to a service call whose answer the extension never got, of
 *    the same operation and parameters (the extension keeps the parameters' summary; the
 *    service's parameters are summarised the same way), each call, by when it arrived, with
 *    the first entry that could have sent it (begun before it arrived, its worker not yet stopped);
 *    credits must be equal. List pages use `limit: 3`, so a page's price never depends on how
 *    many items it holds and the price shown is what the service charges;
 *  - anything left on either side is a mismatch (a charge never recorded, or an entry never
 *    charged), but for one case no client can know: a call cut off on its way out (pending entry
 *    written, fetch called, the request not yet at the service: begun before the stop was asked
 *    for by less than twice the slowest such trip measured in the session, `cutWindowMs`). The extension rightly counts it (it may have been charged);
 *    it is reported apart and the credit totals must differ by exactly those entries.
 * No answer is paid twice: two charged service calls of the same operation and parameters only
 * when the extension never got the first one's answer (an honest re-request, counted apart, and
 * both must be in the extension's ledger — the matching above makes sure of that).
 * Settings saved before the session are unchanged, every answer received and paid for still opens
 * from the library, and a last worker stop loses no ledger entry.
 */

test('chaos: worker stops at random moments never lose or double a charge', async ({ configured: ext, emulator }) => {
  test.setTimeout(360_000);
  const seed = chaosSeed();
  test.info().annotations.push({ type: 'chaos seed', description: String(seed) });
  console.log(`chaos seed ${seed} (replay: CHAOS_SEED=${seed} npx playwright test tests/e2e/chaos.spec.ts)`);
  const at = `(chaos seed ${seed}; replay with CHAOS_SEED=${seed})`;

  const report = await runChaosSession(ext, emulator, { seed, minRequests: 110, minStops: 22, panelSteps: 8, ...(process.env.CHAOS_DEBUG ? { log: (l: string) => console.log(l) } : {}) });
  const r = report.reconciliation;
  // Both ledgers and the session's steps, to study a failure.
  const file = test.info().outputPath('chaos-ledgers.json');
  writeFileSync(file, JSON.stringify({ seed, reconciliation: r, service: report.service, extension: report.extension, log: report.log, windows: report.windows, job: report.job }, null, 1));
  await test.info().attach('chaos-ledgers.json', { path: file, contentType: 'application/json' });
  console.log(
    `chaos seed ${seed}: ${report.plan.requests} requests, ${report.stops} stops, ${report.answered} answered (${JSON.stringify(report.outcomes)}); ` +
      `service ${r.serviceCalls} calls / ${r.serviceCredits} credits, extension ${r.extensionCalls} / ${r.extensionCredits}; ` +
      `${r.byRequestId} by request id, ${r.byRequest} by request (${r.interrupted} interrupted), ${r.reRequests} re-requests, ${r.cutBeforeService} cut before reaching the service (window ${r.cutWindowMs} ms); job ${report.job?.status} with ${report.job?.items} items, ${report.job?.credits} credits; ${(report.ms / 1000).toFixed(1)} s`,
  );

  expect(report.plan.requests, at).toBeGreaterThanOrEqual(100);
  expect(report.stops, at).toBeGreaterThanOrEqual(20);
  // The session did pay for things, and some answers came back between the stops.
  expect(r.serviceCalls, at).toBeGreaterThan(20);
  expect(report.answered, at).toBeGreaterThan(20);

  expect(r.mismatches, at).toEqual([]);
  expect(r.extensionCredits, at).toBe(r.serviceCredits + r.cutBeforeServiceCredits);
  expect(r.byRequestId + r.byRequest, at).toBe(r.serviceCalls);

  expect(report.settingsAfter, at).toEqual(report.settingsBefore);
  expect(report.settingsAfter, at).toMatchObject(SESSION_SETTINGS);
  expect(report.missingAnswers, at).toEqual([]);
  expect(report.ledgerAfterFinalStop, at).toBe(report.ledgerBeforeFinalStop);
  // The job went on through the stops and collected every comment the post announced.
  expect(report.job, at).toMatchObject({ status: 'done', end: 'complete', items: 450 });
});
