import type { OperationId } from '../service/catalog';
import { operationKey } from '../service/operation-key';
import type { Normalized } from '../service/model';
import { classifyUrl, type SiteHosts } from '../site';

/**
 * Identity, not spelling: an entity is known by its kind and numeric id, and every link to it is
 * an alias. An answer is stored under its request's key; it is also found through the ids the
 * answer reveals (the post's id, its photos' ids …) and through the id a request's link carries,
 * so every link form of one entity is served by one paid answer. A link whose id cannot be read
 * (a share link, a vanity name) costs one call, and is then an alias too.
 */

/** Operations whose answer is one entity, asked for by a link. */
const ENTITY_BY_LINK: Partial<Record<OperationId, true>> = {
  social_get_page_details: true,
  social_get_group_details: true,
  social_get_post_details: true,
  social_get_post_details_extended: true,
};

const NUMERIC = /^\d+$/;

/** The key an entity is found by for this operation and these parameters (the link replaced by the entity). */
export function entityAliasKey(scope: string, op: OperationId, params: Record<string, string>, entity: string): string {
  return `${scope.trim()} ${operationKey(op, { ...params, link: entity })}`;
}

/** The entity a request's link names by its numeric id ("post:123"), when it can be read from the link. */
export function entityOfRequest(op: OperationId, params: Record<string, string>, hosts: SiteHosts): string | null {
  if (!ENTITY_BY_LINK[op] || !params.link) return null;
  const detection = classifyUrl(params.link, hosts);
  const ids = detection?.ids ?? {};
  const numeric = (kind: string, id: string | undefined) => (id && NUMERIC.test(id) ? `${kind}:${id}` : null);
  switch (detection?.kind) {
    case 'page':
      return numeric('page', ids.page);
    case 'group':
      return numeric('group', ids.group);
    case 'post':
      // A photo link names the photo; the post's answer lists its photos (see entitiesOfAnswer).
      return numeric('post', ids.post) ?? numeric('photo', ids.photo);
    case 'video':
    case 'reel':
      // Posts, videos and reels share one id space on the site.
      return numeric('post', ids.video);
    default:
      return null;
  }
}

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
