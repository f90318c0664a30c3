/** Keys of T whose value may be undefined. */
type MaybeKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/** T with every property that may be undefined made optional and never undefined. */
export type DefinedOnly<T> = { [K in Exclude<keyof T, MaybeKeys<T>>]: T[K] } & { [K in MaybeKeys<T>]?: Exclude<T[K], undefined> };

/**
 * The fields that have a value, without the undefined ones. With `exactOptionalPropertyTypes` an
 * optional property is absent or has a value, never `undefined` (so a patch cannot blank a stored
 * value by accident): `{ a, ...definedOnly({ b, c }) }` sets b and c only when they are defined.
 */
export function definedOnly<T extends object>(fields: T): DefinedOnly<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out as DefinedOnly<T>;
}
