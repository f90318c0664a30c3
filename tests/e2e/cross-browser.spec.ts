import { ChromiumDriver } from './adapter/chromium';
import { test } from './fixtures';
import { SCENARIOS } from './scenarios';

/**
 * The cross-browser scenarios in Chromium; the same ones run in Firefox with
 * "npm run test:firefox" (tests/e2e/firefox/). Each gets a fresh profile and emulator.
 */
for (const [group, scenarios] of Object.entries(SCENARIOS)) {
  test.describe(`cross-browser ${group}`, () => {
    for (const scenario of scenarios) {
      test(scenario.name, async ({ emulator }) => {
        const ext = await ChromiumDriver.launch(emulator.url);
        try {
          await scenario.run({ ext, emulator });
        } finally {
          await ext.close();
        }
      });
    }
  });
}
