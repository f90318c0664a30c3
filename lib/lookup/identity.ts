import type { OperationId } from '../service/catalog';
import { operationKey } from '../service/operation-key';
import type { Normalized } from '../service/model';
import { classifyUrl, type SiteHosts } from '../site';
import { ENTITY_BY_LINK, NUMERIC } from './answer-entities';

/**
 * Identity, not spelling: an entity is known by its kind and numeric id, and every link to it is
 * an alias. An answer is stored under its request's key; it is also found through the ids the
 * answer reveals (the post's id, its photos' ids …) and through the id a request's link carries,
 * so every link form of one entity is served by one paid answer. A link whose id cannot be read
 * (a share link, a vanity name) costs one call, and is then an alias too.
 */

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

// The photo network keys a profile's reels and highlights by its numeric id, which the link (a
// username) does not show: each answer that says a username's id makes it an alias, kept for
// good, so the id is paid for once at most (chains/photo.ts).

/** The key a photo username's id is kept under (scoped like answers), and the target it points to. */
export function photoUserKey(scope: string, username: string): string {
  return `${scope.trim()} photo_user:${username.toLowerCase()}`;
}
const ID_TARGET = 'photo_user_id:';
export const photoUserTarget = (id: string) => `${ID_TARGET}${id}`;
export const photoUserIdOf = (target: string | null): string | null =>
  target?.startsWith(ID_TARGET) && NUMERIC.test(target.slice(ID_TARGET.length)) ? target.slice(ID_TARGET.length) : null;

const USERNAME = /^[a-z0-9._]{1,30}$/;
/** Each answer names a few profiles at most; a long list's owners are not all worth a write. */
const MAX_PAIRS = 50;

/** The usernames an answer gives the numeric id of, with that id (lowercased usernames). */
export function photoUsersOfAnswer(op: OperationId, params: Record<string, string>, normalized: Normalized): Array<[string, string]> {
  if (!op.startsWith('photo_') || normalized.status !== 'ok') return [];
  const pairs = new Map<string, string>();
  const add = (username: unknown, id: unknown) => {
    if (typeof username !== 'string' || typeof id !== 'string' || !NUMERIC.test(id) || pairs.size >= MAX_PAIRS) return;
    const name = username.replace(/^@/, '').toLowerCase();
    if (USERNAME.test(name)) pairs.set(name, id);
  };
  type User = { id?: unknown; username?: unknown };
  const data = normalized.data as User & { owner?: User; items?: Array<User & { owner?: User; type?: unknown }> };
  switch (normalized.model) {
    case 'id':
      if (op === 'photo_get_user_id') add(params.username, data.id);
      break;
    case 'photo_profile':
      add(data.username ?? params.username, data.id);
      break;
    case 'photo_post':
      add(data.owner?.username, data.owner?.id);
      break;
    case 'photo_post_list':
    case 'photo_reel_list':
      for (const item of data.items ?? []) add(item.owner?.username, item.owner?.id);
      break;
    case 'photo_search':
      for (const item of data.items ?? []) if (item.type === 'user') add(item.username, item.id);
      break;
  }
  return [...pairs];
}
