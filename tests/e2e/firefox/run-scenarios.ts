import { afterEach, beforeEach, describe, test } from 'vitest';
import { FirefoxDriver } from '../adapter/firefox';
import { startTestEmulator, type RunningTestEmulator } from '../emulator-control';
import type { Scenario } from '../scenarios/common';

/**
 * Registers cross-browser scenarios as Vitest tests in Firefox: each gets a fresh emulator and a
 * fresh Firefox profile with the e2e build installed as a temporary add-on, both closed after it.
 */
export function runInFirefox(group: string, scenarios: Scenario[]): void {
  describe(`firefox ${group}`, () => {
    let emulator: RunningTestEmulator | undefined;
    let ext: FirefoxDriver | undefined;

    beforeEach(async () => {
      emulator = await startTestEmulator();
      ext = await FirefoxDriver.launch(emulator.url);
    });

    afterEach(async () => {
      await ext?.close().catch(() => undefined);
      await emulator?.close();
      ext = undefined;
      emulator = undefined;
    });

    for (const scenario of scenarios) {
      test(scenario.name, () => scenario.run({ ext: ext!, emulator: emulator! }));
    }
  });
}
