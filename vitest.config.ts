import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { xlsxZipOnMainThread } from './scripts/xlsx-zip-plugin.ts';

export default defineConfig({
  plugins: [WxtVitest(), xlsxZipOnMainThread()],
  test: {
    // Through Vite, so write-excel-file zips as it does in the extension (the plugin above).
    server: { deps: { inline: ['write-excel-file'] } },
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Vitest's default is one file at a time on two cores (CPUs − 1); much of a file's time is
    // waiting (IndexedDB, local servers, a browser), so two files share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
    restoreMocks: true,
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
});
