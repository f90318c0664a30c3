import { configureExtension, launchWithExtension } from '../../scripts/browser';
import { startTestEmulator } from '../e2e/emulator-control';
import { runChaosSession, type SessionReport } from '../e2e/chaos/session';

/**
 * A shorter chaos session than the e2e suite's (tests/e2e/chaos.spec.ts): lookups and list pages
 * in real Chromium while the worker is stopped at random moments, then the extension's ledger
 * against the emulator's. The figure is the number of mismatches (target 0). Seed 1 unless
 * CHAOS_SEED says otherwise, so two runs ask the same things.
 */
export async function benchChaos(): Promise<{ mismatches: number; report: SessionReport }> {
  const seed = process.env.CHAOS_SEED ? Number(process.env.CHAOS_SEED) >>> 0 : 1;
  const emulator = await startTestEmulator();
  const ext = await launchWithExtension({ emulatorUrl: emulator.url });
  try {
    await configureExtension(ext.worker, emulator.url, 'demo');
    const report = await runChaosSession(ext, emulator, { seed, minRequests: 50, minStops: 10, panelSteps: 2 });
    const r = report.reconciliation;
    // Every way the ledgers can disagree counts: mismatched calls, a credit total apart, a paid
    // answer the library lost, an entry lost over the last stop.
    const mismatches =
      r.mismatches.length +
      (r.extensionCredits === r.serviceCredits + r.cutBeforeServiceCredits ? 0 : 1) +
      report.missingAnswers.length +
      Math.abs(report.ledgerAfterFinalStop - report.ledgerBeforeFinalStop);
    return { mismatches, report };
  } finally {
    await ext.close();
    await emulator.close();
  }
}
