import type { CacheKind, OperationId } from '../../service/catalog';
import type { CachedAnswer, CacheStats } from '../cache-types';
import type { HistoryEntry } from '../types';

/**
 * The local library: every paid answer kept raw, and split into the entities it holds. These are
 * the shapes stored (in IndexedDB, see lib/storage/library-db.ts) and sent to the views.
 */

export const ENTITY_KINDS = [
  'page', 'group', 'post', 'comment', 'reply', 'video', 'reel', 'attachment', 'ad', 'advertiser', 'search_result', 'location',
  'listing', 'seller',
  // The photo network's (a highlight's items are its stories).
  'photo_profile', 'photo_post', 'photo_reel', 'photo_highlight', 'photo_story', 'photo_location', 'photo_audio',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Where a piece of data came from: the call that brought it. */
export interface Provenance {
  /** The kept answer's key (the cache key: service URL + operation + parameters). */
  answerKey: string;
  operationId: OperationId;
  params: Record<string, string>;
  fetchedAt: number;
  /** Credits charged for the whole answer the entity came in. */
  creditsCharged: number;
  requestId?: string;
}

/** One time an entity was met: when, in which answer. */
export interface EntityVersion {
  fetchedAt: number;
  answerKey: string;
  operationId: OperationId;
  creditsCharged: number;
  requestId?: string;
}

/** An entity as stored: one record per kind and id, however many answers held it. */
export interface LibraryEntity {
  /** `<kind>:<id>`. */
  uid: string;
  kind: EntityKind;
  id: string;
  /** What it belongs to: an entity uid (`post:123`) or a reference resolved through aliases (`link:…`, `feedback:…`, `search:…`). */
  owner?: string;
  title: string;
  text?: string;
  url?: string;
  /** When it was published, ms since epoch (posts, comments, videos …). */
  time?: number;
  /** Its place in the answer of `source` (the service's order: a thread reads in it). */
  position: number;
  /** The newest normalised data (fields of older versions that the newest lacks are kept). */
  data: Record<string, unknown>;
  /** Provenance of the newest version. */
  source: Provenance;
  /** Newest fetch time (also the library's sort order). */
  fetchedAt: number;
  /** Every time it was fetched, newest first (bounded). */
  versions: EntityVersion[];
  /** Kept answers that hold it; it is deleted with the last of them. */
  answerKeys: string[];
  /** Search tokens of its names and texts. */
  tokens: string[];
}

/** A kept answer: the body exactly as the service sent it, with what the library needs. */
export interface LibraryAnswer extends CachedAnswer {
  kind: CacheKind;
  /** Stored size, counted for the size cap: the body and the entities taken from it, as JSON. */
  bytes: number;
  /** The ledger's parameter summary, to find the answer of a ledger row without a request id. */
  summary: string;
  entityUids: string[];
}

/** An entity met in an answer, before it is merged with what the library already holds. */
export type ExtractedEntity = Omit<LibraryEntity, 'versions' | 'answerKeys'>;

export interface Extraction {
  entities: ExtractedEntity[];
  /** Alias key → entity uid (a link or a comment's feedback id naming an entity). */
  aliases: Record<string, string>;
}

/** What the library lists: a filter, newest first. */
export interface LibraryQuery {
  kind?: EntityKind;
  /** An entity uid (its children: a page's posts, a post's comments, a comment's replies) or a reference. */
  owner?: string;
  /** Fetched at or after / before (ms since epoch). */
  from?: number;
  to?: number;
  /** Full-text search over names and texts. */
  text?: string;
  /** Exact uids (a selection). */
  uids?: string[];
  limit?: number;
  /** Page on: entities fetched strictly before this time (from the previous page's last item). */
  before?: { fetchedAt: number; uid: string };
}

export type StoreQuery = Omit<LibraryQuery, 'owner'> & { owners?: string[] };

export interface LibraryPage {
  items: LibraryEntity[];
  /** Present when there may be more. */
  next?: { fetchedAt: number; uid: string };
  /** How many match in all (a first page only). */
  total?: number;
}

/** `entries` (kept answers) and `bytes` as the cache counts them, with the entities by kind. */
export interface LibraryStats extends CacheStats {
  entities: number;
  byKind: Partial<Record<EntityKind, number>>;
}

/**
 * The persistence the library needs, written against by lib/lookup (no IndexedDB here); the
 * IndexedDB database (idb) in lib/storage/library-db.ts implements it. Each method is one transaction.
 */
export interface LibraryStore {
  getAnswer(key: string): Promise<LibraryAnswer | undefined>;
  /** Keeps an answer and merges its entities and aliases (all or nothing). */
  putAnswer(answer: LibraryAnswer, extraction: Extraction): Promise<void>;
  /** Keeps many answers in one transaction (an import), in order (all or nothing). */
  putAnswers(list: { answer: LibraryAnswer; extraction: Extraction }[]): Promise<void>;
  /** Deletes answers and every entity that no other kept answer holds. */
  deleteAnswers(keys: string[]): Promise<void>;
  /** Deletes entities (and the answers that held only them are kept: they are the raw record). */
  deleteEntities(uids: string[]): Promise<void>;
  clear(): Promise<void>;
  answerByRequestId(requestId: string): Promise<LibraryAnswer | undefined>;
  answerBySummary(operationId: string, summary: string): Promise<LibraryAnswer | undefined>;
  setAlias(alias: string, target: string): Promise<void>;
  getAlias(alias: string): Promise<string | undefined>;
  /** Aliases that name this uid. */
  aliasesOf(uid: string): Promise<string[]>;
  getEntity(uid: string): Promise<LibraryEntity | undefined>;
  getEntities(uids: string[]): Promise<LibraryEntity[]>;
  /** As LibraryQuery, with the owner given as every reference it may be filed under. */
  query(query: StoreQuery): Promise<LibraryPage>;
  stats(): Promise<LibraryStats>;
  /** Answer keys, oldest fetched first, with their sizes, cost and items (for the size cap). */
  oldestAnswers(limit: number): Promise<{ key: string; bytes: number; creditsCharged: number; entityUids: string[] }[]>;
  addLookup(entry: HistoryEntry): Promise<void>;
  lookups(limit: number): Promise<HistoryEntry[]>;
  clearLookups(): Promise<void>;
}
