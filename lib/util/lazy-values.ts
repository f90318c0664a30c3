/**
 * An object whose values are each built the first time they are read, then kept: for tables of
 * schemas that a worker's start would otherwise build in full to use one or two of them.
 */
export function lazyValues<B extends Record<string, () => unknown>>(builders: B): { readonly [K in keyof B]: ReturnType<B[K]> } {
  const out = {} as { [K in keyof B]: ReturnType<B[K]> };
  for (const name of Object.keys(builders) as (keyof B)[]) {
    let value: ReturnType<B[typeof name]> | undefined;
    let built = false;
    Object.defineProperty(out, name, {
      enumerable: true,
      get: () => {
        if (!built) {
          value = builders[name]!() as ReturnType<B[typeof name]>;
          built = true;
        }
        return value;
      },
    });
  }
  return out;
}
