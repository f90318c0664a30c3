import { type ModelKind, type OperationId, type Operations, getOperation, isOperationId } from './catalog';
import type { ListPage, ModelMap, Normalized } from './model';
import * as A from './normalize/ads';
import * as E from './normalize/entities';
import * as M from './normalize/marketplace';
import { mediaDownload } from './normalize/media';
import * as P from './normalize/photo';
import { ENVELOPE_KEYS, entityPayload, findEndCursor, findList, isEnvelope, topLevelPayload } from './normalize/envelope';
import { type Rec, hasContent, idText, isRecord, rec } from './normalize/values';

/**
 * Raw body → the extension's model, per the operation's model kind. Lenient by design: the
 * service's envelopes differ by endpoint and change over time. Never throws: a shape it cannot
 * read is `unrecognised` (the caller shows the raw JSON it kept), a recognised envelope without
 * a payload (a link to nothing answers 200 with an empty body) is `empty`.
 */

export { findEndCursor } from './normalize/envelope';
export { parseCount, safeHttpUrl, toIso } from './normalize/values';

/**
 * The model kind of each operation, as literal types, so `normalize('social_get_page_posts', …)`
 * is typed `Normalized<'post_list'>`. It mirrors the catalog (a test checks they agree); the
 * catalog's `op()` helper widens `model` to ModelKind, so the literal is not available from it.
 */
/** The model an operation's body normalises into, from the catalog. */
export type OperationModel<Id extends OperationId> = Operations[Id]['model'];

type ListKind = {
  [K in ModelKind]: ModelMap[K] extends ListPage<unknown> ? K : never;
}[ModelKind];
type SingleKind = Exclude<ModelKind, ListKind>;
type ItemOf<K extends ListKind> = ModelMap[K] extends ListPage<infer T> ? T : never;

interface ListSpec<K extends ListKind> {
  /** Names of the list array, tried in order inside `data`, at the top and under "0". */
  keys: string[];
  item: (raw: unknown) => ItemOf<K> | undefined;
  /** Other forms of the list, tried when no array is found (a map, a single entity). */
  fallback?: (body: Rec) => unknown[] | undefined;
}

/** Applies a reader to objects only (and to `{node: {...}}` wrappers). */
const obj =
  <T>(read: (o: Rec) => T | undefined) =>
  (raw: unknown): T | undefined => {
    const o = rec(raw);
    if (!o) return undefined;
    return read(rec(o.node) ?? o);
  };

const LISTS: { [K in ListKind]: ListSpec<K> } = {
  post_list: { keys: ['posts', 'items', 'results', 'edges'], item: obj(E.post) },
  video_list: { keys: ['videos', 'items', 'results'], item: obj(E.video) },
  reel_list: { keys: ['reels', 'videos', 'items', 'results'], item: obj(E.reel) },
  comment_list: { keys: ['items', 'comments', 'results'], item: obj(E.comment) },
  reply_list: { keys: ['items', 'replies', 'comments', 'results'], item: obj(E.reply) },
  attachment_list: { keys: ['attachments', 'items', 'media', 'results'], item: E.attachment },
  page_search: { keys: ['results', 'items', 'pages'], item: obj(E.pageSearchResult) },
  people_search: { keys: ['results', 'items', 'people', 'profiles', 'users'], item: obj(E.personResult) },
  location_search: { keys: ['results', 'items', 'locations', 'places'], item: obj(E.locationResult) },
  post_search: { keys: ['items', 'results', 'posts'], item: obj(E.postSearchResult) },
  video_search: { keys: ['results', 'items', 'videos'], item: obj(E.videoSearchResult) },
  ad_list: { keys: ['ads', 'results', 'items'], item: obj(E.ad) },
  country_list: {
    keys: ['countries', 'items', 'results'],
    item: E.country,
    // Also a map { "US": "United States" }.
    fallback: (body) => {
      const map = rec(rec(body.data)?.countries) ?? rec(body.countries);
      return map ? Object.entries(map).map(([code, name]) => ({ code, name })) : undefined;
    },
  },
  ad_keyword_list: {
    keys: ['pages', 'pageResults', 'page_results', 'advertisers', 'results', 'items'],
    item: obj(A.adKeywordResult),
  },
  listing_list: { keys: ['listings', 'items', 'results', 'edges'], item: obj(M.listingSummary) },
  vehicle_list: { keys: ['listings', 'vehicles', 'items', 'results', 'edges'], item: obj(M.vehicleListing) },
  rental_list: { keys: ['listings', 'rentals', 'items', 'results', 'edges'], item: obj(M.rentalListing) },
  category_list: { keys: ['categories', 'items', 'results'], item: (raw) => M.category(raw), fallback: M.categoryMap },
  city_list: {
    keys: ['results', 'cities', 'locations', 'matches', 'items'],
    item: obj(M.city),
    // exactly_one=true may answer with the one city itself.
    fallback: (body) => {
      const one = entityPayload(body);
      return one && M.city(one) ? [one] : undefined;
    },
  },
  photo_post_list: { keys: ['posts', 'items', 'medias', 'results', 'edges'], item: obj(P.post) },
  photo_reel_list: { keys: ['reels', 'items', 'clips', 'posts', 'medias', 'results', 'edges'], item: obj(P.post) },
  photo_highlight_list: { keys: ['highlights', 'items', 'tray', 'results', 'edges'], item: obj(P.highlight) },
  photo_story_list: { keys: ['items', 'stories', 'media', 'results'], item: obj(P.story) },
  // Users, hashtags and places come as three lists: one list of hits, each with its type.
  photo_search: { keys: ['results', 'items'], item: P.searchHit, fallback: P.searchHits },
  photo_location_list: { keys: ['locations', 'places', 'venues', 'items', 'results'], item: obj((o) => P.place(o)) },
};

export interface NormalizeContext {
  operationId?: OperationId;
  params?: Record<string, string>;
}

interface SingleSpec<K extends SingleKind> {
  /** Containers inside "0"/data tried before the container itself (e.g. data.post). */
  nested?: string[];
  read: (payload: Rec, ctx: NormalizeContext) => ModelMap[K] | undefined;
}

/** The id field each id operation is expected to answer with. */
function preferredIdFields(operationId?: OperationId): string[] {
  if (!operationId) return [];
  if (operationId === 'photo_get_user_id') return ['user_id', 'pk', 'id'];
  if (operationId === 'photo_get_post_id') return ['shortcode', 'code'];
  if (operationId.includes('_page_')) return ['page_id'];
  if (operationId.includes('_group_')) return ['group_id'];
  if (operationId.includes('_post_')) return ['post_id'];
  return [];
}

const SINGLES: { [K in SingleKind]: SingleSpec<K> } = {
  id: {
    read: (p, ctx) => {
      const value = E.idResult(p, preferredIdFields(ctx.operationId));
      return value ? { id: value } : undefined;
    },
  },
  page: { nested: ['page'], read: (p, ctx) => E.page(p, ctx.params?.exact_followers_count === 'true') },
  group: { nested: ['group'], read: (p) => E.group(p) },
  post: { nested: ['post', 'posts', 'items', 'results'], read: (p) => E.post(p) },
  post_extended: { nested: ['post', 'posts', 'items', 'results'], read: (p) => E.postExtended(p) },
  video: { nested: ['video', 'videos', 'items'], read: (p) => E.video(p) },
  advertiser: { nested: ['advertiser', 'page'], read: (p) => E.advertiser(p) },
  ad_details: { nested: ['ad', 'ad_details'], read: (p) => A.adDetails(p) },
  listing: { nested: ['listing', 'item'], read: (p) => M.listing(p) },
  // Not nested: the seller's listings may sit beside `data.seller`.
  seller: { read: (p) => M.seller(p) },
  media_download: { nested: ['result', 'download'], read: (p) => mediaDownload(p) },
  usage: { nested: ['usage'], read: (p) => E.usage(p) },
  limits: { nested: ['limits'], read: (p) => E.limits(p) },
  top_ups: { nested: ['top_ups'], read: (p) => E.topUps(p) },
  photo_profile: { nested: ['user', 'profile'], read: (p) => P.profile(p) },
  photo_post: { nested: ['post', 'media', 'shortcode_media', 'items'], read: (p) => P.post(p) },
};

function isListKind(kind: ModelKind): kind is ListKind {
  return Object.hasOwn(LISTS, kind);
}

function describe(body: unknown): string {
  if (body === null) return 'null';
  if (Array.isArray(body)) return 'an array';
  return typeof body === 'object' ? 'an object' : `a ${typeof body}`;
}

/** Anything beyond the envelope: `"0"` or `data` content, or top-level fields. */
function hasPayload(body: Rec): boolean {
  const strip = (o: Rec | undefined) => (o ? Object.fromEntries(Object.entries(o).filter(([k]) => !ENVELOPE_KEYS.has(k))) : {});
  return (
    hasContent(strip(rec(body.data))) ||
    (Array.isArray(body.data) && hasContent(body.data)) ||
    (body.data !== undefined && body.data !== null && !isRecord(body.data) && !Array.isArray(body.data)) ||
    hasContent(strip(rec(body['0']))) ||
    hasContent(topLevelPayload(body))
  );
}

function normalizeList<K extends ListKind>(kind: K, body: Rec): Normalized<K> {
  const spec = LISTS[kind] as ListSpec<K>;
  const list = findList(body, spec.keys) ?? spec.fallback?.(body);
  const endCursor = findEndCursor(body);
  if (!list) {
    if (hasPayload(body)) return { status: 'unrecognised', model: kind, reason: `no list (${spec.keys.join(', ')}) found` };
    if (endCursor) return { status: 'ok', model: kind, data: { items: [], endCursor } as ModelMap[K] };
    return isEnvelope(body)
      ? { status: 'empty', model: kind }
      : { status: 'unrecognised', model: kind, reason: 'none of the expected fields' };
  }
  const items = list.map((raw) => spec.item(raw)).filter((x): x is ItemOf<K> => x !== undefined);
  if (list.length > 0 && items.length === 0) {
    return { status: 'unrecognised', model: kind, reason: 'the list items have none of the expected fields' };
  }
  const data = (endCursor ? { items, endCursor } : { items }) as ModelMap[K];
  return { status: 'ok', model: kind, data };
}

function normalizeSingle<K extends SingleKind>(kind: K, body: Rec, ctx: NormalizeContext): Normalized<K> {
  const spec = SINGLES[kind] as SingleSpec<K>;
  // Id operations may answer with a bare value under data ({"data": "12345"}).
  if (kind === 'id' && (typeof body.data === 'string' || typeof body.data === 'number')) {
    const value = idText(body.data);
    if (value) return { status: 'ok', model: kind, data: { id: value } as ModelMap[K] };
  }
  const payload = entityPayload(body, spec.nested);
  if (!payload) {
    return isEnvelope(body)
      ? { status: 'empty', model: kind }
      : { status: 'unrecognised', model: kind, reason: 'none of the expected fields' };
  }
  const data = spec.read(payload, ctx);
  return data === undefined
    ? { status: 'unrecognised', model: kind, reason: 'none of the expected fields' }
    : { status: 'ok', model: kind, data };
}

/** Normalises a body by model kind (for callers that know the kind but not the operation). */
export function normalizeKind<K extends ModelKind>(kind: K, body: unknown, ctx: NormalizeContext = {}): Normalized<K> {
  try {
    if (!isRecord(body)) {
      return { status: 'unrecognised', model: kind, reason: `the body is ${describe(body)}, not a JSON object` };
    }
    return (
      isListKind(kind) ? normalizeList(kind, body) : normalizeSingle(kind as SingleKind, body, ctx)
    ) as Normalized<K>;
  } catch (e) {
    // Last resort: a reader bug must not break the view; the raw JSON is still shown.
    return { status: 'unrecognised', model: kind, reason: `could not read the body: ${(e as Error)?.message ?? e}` };
  }
}

/**
 * Normalises the body of an operation. `params` (the validated query) refines a few fields, such
 * as whether the follower count is exact.
 */
export function normalize<Id extends OperationId>(
  operationId: Id,
  body: unknown,
  params?: Record<string, string>,
): Normalized<OperationModel<Id>> {
  const kind = getOperation(operationId).model as OperationModel<Id>;
  return normalizeKind(kind, body, { operationId, ...(params ? { params } : {}) });
}

/** The raw list array of a list operation's body ([] when none): what a page holds (paginate.ts). */
export function listItems(operationId: OperationId, body: unknown): unknown[] {
  try {
    if (!isOperationId(operationId)) return [];
    const kind = getOperation(operationId).model;
    if (!isListKind(kind)) return [];
    return findList(body, LISTS[kind].keys) ?? [];
  } catch {
    return [];
  }
}
