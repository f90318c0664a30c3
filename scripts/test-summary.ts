/**
 * Prints one closing line per test runner from their JSON reports (reports/unit.json from
 * Vitest, reports/e2e.json from Playwright), and a total: "tests: N passed, N failed".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './browser';

function read(file: string): unknown {
  const path = join(ROOT, 'reports', file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

const unit = read('unit.json') as { numPassedTests: number; numFailedTests: number; numPendingTests: number } | null;
const e2e = read('e2e.json') as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | null;

let passed = 0;
let failed = 0;
if (unit) {
  console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}
if (e2e) {
  console.log(`e2e: ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed`);
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
}
console.log(`tests: ${passed} passed, ${failed} failed`);
