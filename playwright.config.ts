import { defineConfig } from '@playwright/test';

// Each test launches its own Chromium with the built extension (see tests/e2e/fixtures.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two browsers at once on two cores: a test spends most of its time waiting on pages, not computing.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  outputDir: 'test-results',
});
