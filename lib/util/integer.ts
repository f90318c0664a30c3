import * as z from 'zod/mini';

/**
 * The checks of a whole number within the safe integers, for `z.number().check(...integer(), …)`:
 * what z.int() checks, with the same messages (`message`, else zod's "Invalid input"), but without
 * the number-format class z.int() brings into the background. A fraction stops the checks that
 * follow, as z.int() does; a whole number past the safe range is refused and they go on.
 */
export const integer = (message?: string) => {
  const error = message === undefined ? {} : { error: message };
  return [
    z.refine<number>((n) => Number.isInteger(n), { abort: true, ...error }),
    z.refine<number>((n) => Number.isSafeInteger(n), error),
  ] as const;
};
