import { describe, expect, it } from 'vitest';
import { getOperation, OPERATION_IDS, validateParams } from '../../../lib/service/catalog';
import { settingsFields } from '../../../lib/lookup/settings';
import { hasCode } from '../../../lib/service/errors';
import { serializeError } from '../../../lib/service/errors';
import { describeError } from '../../../lib/ui/text/errors';
import { issueSentence, PARAM_LABELS } from '../../../lib/ui/text/params';
import * as z from 'zod/mini';

/** The names of an operation's parameters, from its schema. */
function paramNames(id: (typeof OPERATION_IDS)[number]): string[] {
  const schema = getOperation(id).params as unknown as { _zod: { def: { shape?: object; in?: { _zod: { def: { shape?: object } } } } } };
  const shape = schema._zod.def.shape ?? schema._zod.def.in?._zod.def.shape;
  return Object.keys(shape ?? {});
}

/** What the pages say of a refusal of these parameters before anything is sent. */
function refusal(id: (typeof OPERATION_IDS)[number], params: Record<string, unknown>) {
  try {
    validateParams(id, params);
  } catch (e) {
    if (hasCode(e, 'invalid_params')) return describeError(serializeError(e));
    throw e;
  }
  throw new Error('not refused');
}

describe('parameters in the user’s words', () => {
  it('every parameter of every operation and every setting has its words', () => {
    const names = new Set([...OPERATION_IDS.flatMap(paramNames), ...Object.keys(settingsFields)]);
    expect(names.size).toBeGreaterThan(40);
    expect([...names].filter((n) => !Object.hasOwn(PARAM_LABELS, n))).toEqual([]);
  });

  it('a price range the wrong way round', () => {
    const said = refusal('social_marketplace_search', { query: 'desk', filter_price_lower_bound: 500, filter_price_upper_bound: 499 });
    expect(said.title).toBe('The lowest price is not accepted');
    expect(said.detail).toBe('The lowest price must not be above the highest price.');
  });

  it('a value out of range, and a check that names its parameter itself', () => {
    const limit = refusal('social_get_page_posts', { link: 'https://www.social.example/northwind', limit: 99 });
    expect(`${limit.title}. ${limit.detail}`).toMatch(/^The number of items is not accepted\. The number of items must be at most \d+\.$/);
    const query = refusal('social_search_pages', {});
    expect(query.detail).toBe('The search text is required.');
  });

  it('the service’s own message that names parameters the catalog’s way', () => {
    const said = describeError({ code: 'bad_request', status: 400, serviceMessage: 'Invalid parameter filter_price_lower_bound: must not be greater than filter_price_upper_bound' });
    expect(said.detail).toBe('The service did not accept this value: The lowest price must not be above the highest price.');
    expect(describeError({ code: 'bad_request', status: 400, serviceMessage: 'link is not a page' }).detail).toBe('link is not a page');
  });

  it('no raw name is left in what a refusal says', () => {
    for (const id of OPERATION_IDS) {
      const names = paramNames(id).filter((n) => /_|[a-z][A-Z]/.test(n));
      const said = (() => {
        try {
          validateParams(id, Object.fromEntries(paramNames(id).map((n) => [n, { not: 'a value' }])));
          return '';
        } catch (e) {
          const d = describeError(serializeError(e));
          return `${d.title}. ${d.detail}`;
        }
      })();
      for (const n of names) expect(said, `${id}: ${said}`).not.toContain(n);
    }
  });

  it('a daily budget over the limit says the limit, from the settings schema', () => {
    const over = z.safeParse(settingsFields.dailyBudget, 10_000_001);
    expect(over.success).toBe(false);
    expect(issueSentence(`dailyBudget: ${over.error!.issues[0]!.message}`)).toBe('The daily budget can be at most 10,000,000 credits.');
  });
});
