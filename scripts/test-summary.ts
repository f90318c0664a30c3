/**
 * Prints one closing line per test runner from their JSON reports (reports/unit.json and
 * reports/firefox.json from Vitest, reports/e2e.json from Playwright), and a total: "tests: N passed, N failed".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './browser';

function read(file: string): unknown {
  const path = join(ROOT, 'reports', file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number } | null;
const unit = read('unit.json') as VitestReport;
const firefox = read('firefox.json') as VitestReport;
const e2e = read('e2e.json') as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | null;

let passed = 0;
let failed = 0;
for (const [name, report] of [['unit', unit], ['firefox', firefox]] as const) {
  if (!report) continue;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (e2e) {
  console.log(`e2e: ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed`);
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
