import { callExpression, queryInPage, toWire, withNameShim, type Query } from './find';
import type { DriverPage, Target } from './types';

/** The reading half of DriverPage, the same in both browsers: one query sent into the page. */
export type PageQueries = Pick<DriverPage, 'text' | 'texts' | 'count' | 'attribute' | 'value'>;

export function pageQueries(run: (expression: string) => Promise<unknown>): PageQueries {
  const query = (target: Target, op: Query['op'], attribute?: string) =>
    run(callExpression(queryInPage, { target: toWire(target), op, ...(attribute ? { attribute } : {}) }));
  return {
    text: async (t) => (await query(t, 'text')) as string | null,
    texts: async (t) => (await query(t, 'texts')) as string[],
    count: async (t) => (await query(t, 'count')) as number,
    attribute: async (t, name) => (await query(t, 'attribute', name)) as string | null,
    value: async (t) => (await query(t, 'value')) as string | null,
  };
}

/** The expression that finds a target's element (for a handle to click or type into). */
export function elementExpression(target: Target): string {
  return callExpression(queryInPage, { target: toWire(target), op: 'element' });
}

/**
 * Wraps `fn(scope, arg)` for the extension: `scopeSource` is an async expression giving the scope
 * ({ api, hook }) where it runs; the result is returned through JSON.
 */
export function inExtensionExpression(scopeSource: string, fn: (...args: never[]) => unknown, arg: unknown): string {
  return withNameShim(`(async () => {
    const scope = await (${scopeSource});
    const result = await (${fn.toString()})(scope, ${arg === undefined ? 'undefined' : JSON.stringify(arg)});
    return result === undefined ? undefined : JSON.parse(JSON.stringify(result));
  })()`);
}
