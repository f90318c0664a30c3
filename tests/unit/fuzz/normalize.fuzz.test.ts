import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { normalize, safeHttpUrl } from '../../../lib/service/normalize';
import { BODIES } from '../service/bodies';
import { body, mutatedBody, operationPerModel } from './bodies';

/**
 * Every model kind of the catalog, 10,000 generated bodies each, through `normalize`: it never
 * throws, always says what it made of the body (ok, empty or unrecognised, of the operation's
 * model), lets only http(s) links through, pollutes no prototype, and gives data that survives
 * the message channel (JSON). Half the bodies are generated from the normalisers' field names, half
 * are real bodies with fields replaced by generated or hostile values. fast-check prints the seed
 * and the shrunk body of a failure.
 */
const RUNS = 10_000;

/** Fields of the model that hold links or pictures: each must pass the one link rule as is. */
const LINK_FIELD = /(^|[a-z])(url|Url|image|picture|thumbnail|website|videoHd|videoSd)$|^video$/;

function linksIn(value: unknown, path: string[] = [], out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) value.forEach((v, i) => linksIn(v, [...path, String(i)], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (LINK_FIELD.test(k) && (typeof v === 'string' || v === null)) out.push([[...path, k].join('.'), v]);
      else linksIn(v, [...path, k], out);
    }
  }
  return out;
}

afterAll(() => {
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe.each(operationPerModel())('normalise %s bodies', (model, operationId) => {
  it(`${RUNS} generated bodies through ${operationId}`, () => {
    const seen = { ok: 0, empty: 0, unrecognised: 0 };
    fc.assert(
      fc.property(fc.oneof(body, mutatedBody(BODIES[operationId as keyof typeof BODIES])), (raw) => {
        const n = normalize(operationId, raw);
        seen[n.status] += 1;
        expect(n.model).toBe(model);
        expect(['ok', 'empty', 'unrecognised']).toContain(n.status);
        if (n.status === 'unrecognised') expect(typeof n.reason).toBe('string');
        if (n.status !== 'ok') return;
        const data = (n as { data: unknown }).data;
        expect(data).toBeDefined();
        expect(() => JSON.stringify(data)).not.toThrow();
        for (const [field, link] of linksIn(data)) {
          if (safeHttpUrl(link) !== link) expect.fail(`${field} is not an http(s) link: ${String(link).slice(0, 200)}`);
        }
      }),
      { numRuns: RUNS },
    );
    // The generators must reach the model's readers, not only its "unrecognised" answer.
    expect(seen.ok, JSON.stringify(seen)).toBeGreaterThan(RUNS / 20);
  }, 120_000);
});
