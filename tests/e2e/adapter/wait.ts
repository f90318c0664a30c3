import assert from 'node:assert/strict';
import { describe } from './find';
import type { DriverPage, Target, TextMatch } from './types';

/**
 * Waiting for what the user would see, the same way in every runner (Playwright, Vitest):
 * read, check with node:assert, and read again until the check passes or time runs out; the
 * last failure is what is reported.
 */

export const WAIT_MS = 10_000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeoutMs = WAIT_MS): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await read();
      check(value);
      return value;
    } catch (e) {
      if (Date.now() >= end) throw e;
    }
    await sleep(100);
  }
}

function matches(actual: string | null, expected: TextMatch): boolean {
  if (actual === null) return false;
  return typeof expected === 'string' ? actual === expected : expected.test(actual);
}

/** Waits until the target's text equals (or matches) `expected`; returns the text. */
export async function seeText(page: DriverPage, target: Target, expected: TextMatch, timeoutMs = WAIT_MS): Promise<string> {
  const text = await eventually(
    () => page.text(target),
    (t) => assert.ok(matches(t, expected), `${describe(target)}: expected text ${String(expected)}, got ${JSON.stringify(t)}`),
    timeoutMs,
  );
  return text!;
}

/** Waits until the target's text contains `part`. */
export function seeTextContaining(page: DriverPage, target: Target, part: string, timeoutMs = WAIT_MS): Promise<string> {
  const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return seeText(page, target, new RegExp(escaped), timeoutMs);
}

export async function seeCount(page: DriverPage, target: Target, expected: number, timeoutMs = WAIT_MS): Promise<void> {
  await eventually(
    () => page.count(target),
    (n) => assert.equal(n, expected, `${describe(target)}: expected ${expected} elements, found ${n}`),
    timeoutMs,
  );
}

export async function seeAttribute(page: DriverPage, target: Target, name: string, expected: TextMatch, timeoutMs = WAIT_MS): Promise<void> {
  await eventually(
    () => page.attribute(target, name),
    (v) => assert.ok(matches(v, expected), `${describe(target)}: expected ${name}=${String(expected)}, got ${JSON.stringify(v)}`),
    timeoutMs,
  );
}

export async function seeValue(page: DriverPage, target: Target, expected: string, timeoutMs = WAIT_MS): Promise<void> {
  await eventually(
    () => page.value(target),
    (v) => assert.equal(v, expected, `${describe(target)}: expected value ${JSON.stringify(expected)}`),
    timeoutMs,
  );
}
