import { estimateCost, getOperation, type OperationId } from '../../service/catalog';
import { t } from '../i18n/catalogue';

/**
 * Prices and page sizes the views show before any estimate, read from the catalog (the single
 * source of prices): a choice of page size with its price, a price rule in words.
 */

/** A page size a list can ask for, and what a call of that size is expected to cost. */
export interface PageSizeChoice {
  size: number;
  credits: number;
}

/** Every page size the operation accepts, with its price ("3 posts · 1 credit" … "9 posts · 3 credits"). */
export function pageSizeChoices(operationId: OperationId): PageSizeChoice[] {
  const range = getOperation(operationId).pageSize;
  if (!range) return [];
  const out: PageSizeChoice[] = [];
  for (let size = range.min; size <= range.max; size++) {
    out.push({ size, credits: estimateCost(operationId, { limit: String(size) }) });
  }
  return out;
}

/** The page size a list gets when it asks for none. */
export function defaultPageSize(operationId: OperationId): number | undefined {
  return getOperation(operationId).pageSize?.default;
}

/** Items a call returns at most. */
export function maxPageSize(operationId: OperationId): number | undefined {
  return getOperation(operationId).pageSize?.max;
}

/** The price rule in words: "1 credit a call", "1 credit per 3 posts returned, at least 1". */
export function priceInWords(operationId: OperationId): string {
  const price = getOperation(operationId).price;
  switch (price.kind) {
    case 'flat':
      return price.credits === 0 ? t('labels.price.free') : t('labels.price.flat', { cost: t('count.credit', { count: price.credits }) });
    case 'exact_followers':
      return t('labels.price.exactFollowers', { cost: t('count.credit', { count: price.credits }), exact: price.exact });
    case 'per_posts':
      return t('labels.price.perPosts', { per: price.per });
  }
}
