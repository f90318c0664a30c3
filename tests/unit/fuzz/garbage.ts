import fc from 'fast-check';

/**
 * Garbage for stored values, as storage can hold it (JSON: what browser.storage keeps): wrong
 * types, nulls, huge strings, nested junk, the value's own shape with fields of the wrong type, a
 * newer version `v`, and arrays cut short or with junk among readable items (which must survive).
 */

/** What JSON keeps of a value (undefined is no value). */
export const asStored = (v: unknown): unknown => (v === undefined ? null : (JSON.parse(JSON.stringify(v)) as unknown));

const HUGE = 'x'.repeat(300_000);

/** Any junk, of any type. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -3, 1e9, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ maxLength: 20 }),
  fc.constant(HUGE),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.anything({ maxDepth: 3, maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** The value's own shape, one or more fields (at any depth up to 2) given junk instead. */
export function shapedLike(value: unknown): fc.Arbitrary<unknown> {
  if (!value || typeof value !== 'object') return junk;
  const keys = Object.keys(value);
  if (keys.length === 0) return junk;
  const field = fc.tuple(fc.constantFrom(...keys), fc.oneof(junk, fc.constant(undefined)));
  return fc.array(field, { minLength: 1, maxLength: 3 }).chain((changes) => {
    const out: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...(value as Record<string, unknown>) };
    for (const [k, v] of changes) {
      if (v === undefined) delete out[k];
      else out[k] = v;
    }
    // One level down: a nested object's field made junk too.
    const nested = keys.filter((k) => out[k] && typeof out[k] === 'object' && !Array.isArray(out[k]));
    if (nested.length === 0) return fc.constant(out);
    return fc.tuple(fc.constantFrom(...nested), fc.boolean()).chain(([k, deeper]) =>
      deeper ? shapedLike(out[k]).map((inner) => ({ ...out, [k]: inner })) : fc.constant(out),
    );
  });
}

/** A list cut short, or with junk put among its items (the readable items must all survive then). */
export function mixedList(list: readonly unknown[]): fc.Arbitrary<{ value: unknown[]; kept: unknown[] }> {
  const sample = list[0];
  const bad = sample === undefined ? junk : fc.oneof(junk, shapedLike(sample));
  return fc.oneof(
    fc.nat({ max: list.length }).map((n) => ({ value: list.slice(0, n), kept: list.slice(0, n) })),
    fc.array(fc.tuple(fc.nat({ max: list.length }), bad), { minLength: 1, maxLength: 5 }).map((inserts) => {
      const value: unknown[] = [...list];
      for (const [at, item] of inserts.sort((a, b) => b[0] - a[0])) value.splice(at, 0, item);
      return { value, kept: [...list] };
    }),
  );
}

/** What becomes of one stored item: kept, replaced by garbage, or (for lists) mixed with it. */
export type Fate = { kind: 'kept' } | { kind: 'garbage'; value: unknown } | { kind: 'mixed'; value: unknown[]; kept: unknown[] } | { kind: 'newer'; value: unknown };

/** A fate for a stored value: mostly kept, so that several items go bad together but not all. */
export function fateOf(value: unknown): fc.Arbitrary<Fate> {
  const garbage = fc.oneof(junk, shapedLike(value)).map((v): Fate => ({ kind: 'garbage', value: asStored(v) }));
  const newer =
    value && typeof value === 'object' && !Array.isArray(value)
      ? [fc.integer({ min: 3, max: 1e6 }).map((v): Fate => ({ kind: 'newer', value: { ...(value as object), v } }))]
      : [];
  const mixed = Array.isArray(value) && value.length ? [mixedList(value).map((m): Fate => ({ kind: 'mixed', value: asStored(m.value) as unknown[], kept: m.kept }))] : [];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<Fate>({ kind: 'kept' }) },
    { weight: 2, arbitrary: garbage },
    ...newer.map((arbitrary) => ({ weight: 1, arbitrary })),
    ...mixed.map((arbitrary) => ({ weight: 2, arbitrary })),
  );
}
