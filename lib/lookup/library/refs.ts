import type { EntityKind } from './types';

/** References an entity or an owner is written as (uids, and links, feedback ids and searches until resolved). */

export const linkRef = (link: string) => `link:${link.trim()}`;
export const feedbackRef = (feedbackId: string) => `feedback:${feedbackId}`;
export const searchRef = (operationId: string, query: string) => `search:${operationId.replace(/^social_search_/, '')}:${query.trim()}`;
export const uidOf = (kind: EntityKind, id: string) => `${kind}:${id}`;
