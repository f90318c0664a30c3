import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, validateParams, type OperationId } from '../../../lib/service/catalog';
import { hostileString } from './bodies';

/**
 * Generated query parameters through every operation's schema: whatever comes in, what
 * `validateParams` lets out is a request the interface description allows (its copy in
 * tests/fixtures/operations.json, written independently of the catalog): required parameters
 * present, enums and limits respected, no parameter it does not name. Anything else is refused
 * with an invalid_params error, before a credit is spent.
 */
interface SpecParam {
  name: string;
  type: string;
  required?: boolean;
  enum?: string[];
  min?: number;
  max?: number;
}
const SPEC = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'operations.json'), 'utf8'),
) as { id: string; params: SpecParam[] }[];
const RUNS = 5_000;

/** A value a caller might pass for a parameter: plausible ones, out-of-range ones, hostile ones. */
function valueFor(p: SpecParam | undefined): fc.Arbitrary<unknown> {
  const plausible: fc.Arbitrary<unknown>[] = [
    fc.constantFrom('https://www.social.example/northwindgames', '123456789012345', 'cursor-2', 'coffee', 'US', '2026-01-31'),
    fc.constantFrom('true', 'false', true, false),
    fc.integer({ min: -5, max: 50 }),
    fc.integer({ min: -5, max: 50 }).map(String),
  ];
  if (p?.enum) plausible.push(fc.constantFrom(...p.enum), fc.constantFrom(...p.enum).map((v) => v.toUpperCase()));
  if (p?.min !== undefined || p?.max !== undefined) plausible.push(fc.integer({ min: (p.min ?? 0) - 3, max: (p.max ?? 30) + 3 }).map(String));
  return fc.oneof(
    { weight: 4, arbitrary: fc.oneof(...plausible) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, '', ' ', 1.5, NaN, [], {}, ['a']) },
  );
}

function paramsFor(spec: SpecParam[]): fc.Arbitrary<Record<string, unknown>> {
  const known = spec.map((p) => fc.tuple(fc.constant(p.name), valueFor(p)));
  const unknown = fc.tuple(fc.constantFrom('foo', '__proto__', 'constructor', 'x-api-token', 'link ', 'LIMIT', 'page'), valueFor(undefined));
  const entry = known.length ? fc.oneof({ weight: 5, arbitrary: fc.oneof(...known) }, { weight: 1, arbitrary: unknown }) : unknown;
  return fc.array(entry, { maxLength: spec.length + 2 }).map((entries) => {
    const o: Record<string, unknown> = {};
    for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
    return o;
  });
}

describe.each(OPERATION_IDS.map((id) => [id] as [OperationId]))('parameters of %s', (id) => {
  const spec = SPEC.find((o) => o.id === id)!.params;

  it(`${RUNS} generated parameter sets: only requests the interface allows`, () => {
    let accepted = 0;
    fc.assert(
      fc.property(paramsFor(spec), (params) => {
        let out: Record<string, string>;
        try {
          out = validateParams(id, params);
        } catch (e) {
          expect(e).toMatchObject({ code: 'invalid_params' });
          return;
        }
        accepted++;
        for (const [name, value] of Object.entries(out)) {
          const p = spec.find((s) => s.name === name);
          if (!p) expect.fail(`${name} is not a parameter of ${id}`);
          expect(typeof value).toBe('string');
          expect(value).not.toBe('');
          if (p.enum) expect(p.enum).toContain(value);
          if (p.type === 'boolean') expect(['true', 'false']).toContain(value);
          if (p.type === 'integer') {
            expect(value).toMatch(/^-?\d+$/);
            if (p.min !== undefined) expect(Number(value)).toBeGreaterThanOrEqual(p.min);
            if (p.max !== undefined) expect(Number(value)).toBeLessThanOrEqual(p.max);
          }
        }
        for (const p of spec.filter((s) => s.required)) expect(out, `${p.name} is required`).toHaveProperty(p.name);
      }),
      { numRuns: RUNS },
    );
    // Not only refusals: generated sets the interface allows get through.
    if (spec.length) expect(accepted).toBeGreaterThan(RUNS / 500);
  }, 60_000);
});
