import { defineConfig } from 'vitest/config';

// The cross-browser scenarios in real Firefox (puppeteer-core over WebDriver BiDi), after
// "npm run build:firefox:e2e". One browser at a time: each test launches its own.
export default defineConfig({
  test: {
    include: ['tests/e2e/firefox/**/*.firefox.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'reports/firefox.json' }]],
  },
});
