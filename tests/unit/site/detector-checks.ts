import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { classifyUrl } from '../../../lib/site/index';
import type { ParsedUrl } from '../../../lib/site/params';
import type { Detector, DetectorExample } from '../../../lib/site/site';
import type { DetectionIds } from '../../../lib/site/types';

/** What the detector tests of every site share: fixtures, the detectors' verdicts, and one example classified. */

/** A JSON file of tests/fixtures. */
export function readFixture<T>(name: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url)), 'utf8')) as T;
}

/** Of these detectors, exactly the one of `kind` accepts the parsed link (none for `other`); its match is returned. */
export function expectOnlyDetectorOf(detectors: readonly Detector[], p: ParsedUrl, kind: string) {
  let accepted: ReturnType<Detector['match']> = null;
  for (const d of detectors) {
    const m = d.match(p);
    if (d.kind === kind) {
      expect(m, `${d.kind} detector must accept`).not.toBeNull();
      accepted = m;
    } else expect(m, `${d.kind} detector must reject`).toBeNull();
  }
  return accepted;
}

/**
 * An example classified as its kind, with its id, owner, canonical link and ids when it names
 * them; the canonical link matches `canonical` (https, no fragment) and classifies to the same
 * entity again, keeping the ids `keeps` says name the entity itself.
 */
export function expectClassified(kind: string, ex: DetectorExample, canonical: RegExp, keeps?: (ids: DetectionIds | undefined) => DetectionIds) {
  const det = classifyUrl(ex.url);
  expect(det?.kind).toBe(kind);
  expect(det?.id).toBe(ex.id);
  if (ex.owner !== undefined) expect(det?.owner).toBe(ex.owner);
  if (ex.canonical !== undefined) expect(det?.url).toBe(ex.canonical);
  if (ex.ids !== undefined) expect(det?.ids).toEqual(ex.ids);
  expect(det!.url).toMatch(canonical);
  const again = classifyUrl(det!.url);
  expect(again && { kind: again.kind, id: again.id, url: again.url }).toEqual({ kind: det!.kind, id: det!.id, url: det!.url });
  if (keeps) expect(again!.ids).toMatchObject(keeps(det!.ids));
}
