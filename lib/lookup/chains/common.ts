import type { ModelMap, Normalized } from '../../service/model';
import type { Notice, NoticeSubject } from '../types';
import type { UseCaseInput } from '../use-cases';
import type { Chain } from '../plan';
import type { OperationId } from '../../service/catalog';

/** Small pieces the chains share. */

export function dataOf<K extends keyof ModelMap>(n: Normalized | null, model: K): ModelMap[K] | undefined {
  return n && n.status === 'ok' && n.model === model ? (n.data as ModelMap[K]) : undefined;
}

/** The notice for an answer a chain cannot go on from. */
export function stopNotice(n: Normalized, what: NoticeSubject): Notice {
  return { code: n.status === 'empty' ? 'not_found' : 'unrecognised', what };
}

export function compact(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

export function adsFilterParams(input: UseCaseInput<'page_related_ads'>): Record<string, unknown> {
  const { country, activeStatus, after_time, before_time, sort_data, end_cursor } = input;
  return compact({ country, activeStatus, after_time, before_time, sort_data, end_cursor });
}

export const single =
  (operationId: OperationId, params: Record<string, unknown>): Chain =>
  async (io) => {
    await io.call(operationId, compact(params));
  };

