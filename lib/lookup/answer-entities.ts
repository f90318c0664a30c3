import type { OperationId } from '../service/catalog';
import type { Normalized } from '../service/model';

// What an answer reveals about the entities it names, apart from the link rules of ./identity.ts:
// the pages' after-run bookkeeping reads it without the site's link detectors.

/** Operations whose answer is one entity, asked for by a link. */
export const ENTITY_BY_LINK: Partial<Record<OperationId, true>> = {
  social_get_page_details: true,
  social_get_group_details: true,
  social_get_post_details: true,
  social_get_post_details_extended: true,
};

export const NUMERIC = /^\d+$/;

/** The entities an answer reveals, by numeric id: the entity itself and, for a post, its photos. */
export function entitiesOfAnswer(op: OperationId, normalized: Normalized): string[] {
  if (!ENTITY_BY_LINK[op] || normalized.status !== 'ok') return [];
  const data = normalized.data as { id?: unknown; media?: Array<{ id?: unknown }> };
  const kind = normalized.model === 'page' ? 'page' : normalized.model === 'group' ? 'group' : 'post';
  const out: string[] = [];
  if (typeof data.id === 'string' && NUMERIC.test(data.id)) out.push(`${kind}:${data.id}`);
  for (const m of Array.isArray(data.media) ? data.media : []) {
    if (typeof m?.id === 'string' && NUMERIC.test(m.id)) out.push(`photo:${m.id}`);
  }
  return out;
}
