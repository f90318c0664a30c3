import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { xlsxZipOnMainThread } from './scripts/xlsx-zip-plugin.ts';

export default defineConfig({
  plugins: [WxtVitest(), xlsxZipOnMainThread()],
  test: {
    // Through Vite, so write-excel-file zips as it does in the extension (the plugin above).
    server: { deps: { inline: ['write-excel-file'] } },
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
    restoreMocks: true,
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
});
