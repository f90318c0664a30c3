import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { integer } from '../../../lib/util/integer';

// `integer()` stands in for z.int() in the schemas: every value must be refused or accepted alike,
// with the same messages, and the checks after it must run (or not) alike.
const issues = (schema: z.ZodMiniType, value: unknown) => {
  const r = z.safeParse(schema, value);
  return r.success ? 'ok' : r.error.issues.map((i) => i.message);
};
const VALUES = [0, 1, -1, -0, 0.5, -2.5, 3, 9, 10, 1e9, 2 ** 53 - 1, 2 ** 53, -(2 ** 53), 1e20, -1e20, NaN, Infinity, '3', null];

describe('integer()', () => {
  it.each(VALUES.map((v) => [String(v), v]))('%s reads as with z.int()', (_, v) => {
    expect(issues(z.number().check(...integer(), z.gte(1), z.lte(9)), v)).toEqual(issues(z.number().check(z.int(), z.gte(1), z.lte(9)), v));
    expect(issues(z.number().check(...integer('whole, 1 to 9'), z.nonnegative()), v)).toEqual(issues(z.number().check(z.int('whole, 1 to 9'), z.nonnegative()), v));
  });
});
