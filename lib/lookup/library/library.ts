import { isOperationId, type CacheKind } from '../../service/catalog';
import { normalize } from '../../service/normalize';
import type { Normalized } from '../../service/model';
import type { CachedAnswer, Lifetimes, ResponseCache } from '../cache-types';
import type { HistoryEntry, LedgerEntry } from '../types';
import { replyParents, threadOrder, threadRows, type ExportRow } from './threads';
import { feedbackRef } from './extract';
import { prepareAnswer } from './prepare';
import { isLibraryNewer, readsWhenNewer, type NewerLibrary } from './newer';
import { enforceCap, figuresOf, MB, planCap, trimAfterWrite, type CapAgreement, type CapFigures, type CapOutcome } from './cap';
import type { EntityKind, LibraryAnswer, LibraryEntity, LibraryQuery, LibraryPage, LibraryStats, LibraryStore } from './types';

/**
 * The library: keeps every paid answer and its entities for good (or up to a size cap, oldest
 * first), and serves as the lookup core's response cache. Freshness and retention are apart: an
 * answer older than its kind's cache lifetime is not served as a cache hit (a new lookup pays
 * again), but it stays in the library, where it opens for free.
 */

export interface LibraryOptions {
  store: LibraryStore;
  /** Minutes per cache kind (settings.cacheLifetimes). */
  lifetimes: () => Lifetimes | Promise<Lifetimes>;
  /** The size cap in MB, or null to keep everything until the user deletes it. */
  maxMegabytes: () => number | null | Promise<number | null>;
  now?: () => number;
  /** The database turned out to be saved by a newer version (or usable again: null). */
  onNewer?: (newer: NewerLibrary | null) => void;
}

/** Why the last write was refused (the browser's storage is full), until a write succeeds. */
export interface WriteFailure {
  at: number;
  name: string;
  message: string;
}

export interface OpenedItem {
  entity: LibraryEntity;
  /** Its answer normalised again from the kept raw body (what the views render). */
  normalized: Normalized | null;
  /** Entities that belong to it (a post's comments, a comment's replies), counted by kind. */
  children: Partial<Record<EntityKind, number>>;
}

export interface Library extends ResponseCache {
  /** The answer kept under a cache key, fresh or not (opening it is free). */
  answer(key: string): Promise<LibraryAnswer | undefined>;
  /** The kept answer a ledger row paid for (by request id, else operation and parameters). */
  answerForLedger(entry: Pick<LedgerEntry, 'operationId' | 'summary' | 'requestId'>): Promise<LibraryAnswer | undefined>;
  list(query: LibraryQuery): Promise<LibraryPage>;
  /** Keeps many answers at once (a board's import): one write with no size cap, else one by one; how many were kept. */
  setMany(list: { answer: CachedAnswer; kind: CacheKind }[]): Promise<number>;
  open(uid: string): Promise<OpenedItem | null>;
  deleteEntities(uids: string[]): Promise<void>;
  /** Everything a filter holds, for export: comments followed by their replies. */
  collect(query: LibraryQuery): Promise<ExportRow<LibraryEntity>[]>;
  /** Stats with the size cap applied. */
  stats(): Promise<LibraryStats>;
  /** What bringing the library down to this size would delete (0: everything); deletes nothing. */
  capPlan(megabytes: number): Promise<CapFigures>;
  /** Deletes what `capPlan` says, only when `agreed` is still what it says (else returns the new figures). */
  enforceCap(megabytes: number, agreed?: CapAgreement): Promise<CapOutcome>;
  lastWriteFailure(): WriteFailure | null;
  /** The database was saved by a newer version: nothing is read from it or kept in it (newer.ts). */
  newer(): NewerLibrary | null;
  history: {
    add(entry: HistoryEntry): Promise<void>;
    list(limit?: number): Promise<HistoryEntry[]>;
    clear(): Promise<void>;
  };
}

/** The browser refused a write for lack of space. */
export function isQuotaError(e: unknown): boolean {
  const names = [(e as { name?: string })?.name, (e as { inner?: { name?: string } })?.inner?.name];
  return names.some((n) => n === 'QuotaExceededError') || /quota/i.test(String((e as Error)?.message ?? ''));
}

/** An export takes everything a filter holds, up to this many entities. */
export const EXPORT_LIMIT = 100_000;

export function createLibrary(options: LibraryOptions): Library {
  const now = options.now ?? Date.now;
  let failure: WriteFailure | null = null;
  let newer: NewerLibrary | null = null;
  const store = readsWhenNewer(options.store, (seen) => {
    if (seen?.version === newer?.version) return;
    newer = seen;
    options.onNewer?.(seen);
  });

  async function fresh(answer: LibraryAnswer | undefined, key: string, kind: CacheKind): Promise<CachedAnswer | null> {
    if (!answer || answer.key !== key) return null;
    const minutes = (await options.lifetimes())[kind];
    const maxAge = typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : 0;
    if (maxAge === 0 || now() - answer.fetchedAt > maxAge) return null;
    const out: CachedAnswer = { key: answer.key, operationId: answer.operationId, params: answer.params, raw: answer.raw, fetchedAt: answer.fetchedAt };
    if (answer.creditsCharged !== undefined) out.creditsCharged = answer.creditsCharged;
    if (answer.requestId) out.requestId = answer.requestId;
    return out;
  }

  /** The cap in bytes, or null without one. */
  async function limit(): Promise<number | null> {
    const cap = await options.maxMegabytes();
    return cap === null || !(cap > 0) ? null : cap * MB;
  }

  function fail(e: unknown): void {
    failure = { at: now(), name: (e as Error)?.name ?? 'Error', message: String((e as Error)?.message ?? e) };
  }

  /** A write: false when the library is newer or the disk full (the transaction rolled back, what was kept stays). */
  async function written(put: () => Promise<void>): Promise<boolean> {
    try {
      await put();
      failure = null;
      return true;
    } catch (e) {
      if (isLibraryNewer(e)) return false;
      fail(e);
      if (!isQuotaError(e)) throw e;
      return false;
    }
  }

  const library: Library = {
    get: async (key, kind) => fresh(await store.getAnswer(key), key, kind),
    peek: async (key, kind) => fresh(await store.getAnswer(key), key, kind),

    async set(answer, kind, known) {
      const ready = prepareAnswer(answer, kind, known);
      if (!ready) return false;
      const cap = await limit();
      const before = cap === null ? 0 : (await store.stats()).bytes;
      if (!(await written(() => store.putAnswer(ready.answer, ready.extraction)))) return false;
      if (cap !== null) await trimAfterWrite(store, cap, before, ready.answer.key).catch(fail);
      return true;
    },

    async setMany(list) {
      // A size cap trims after each answer: then one by one, as lookups keep them.
      if ((await limit()) !== null) {
        let kept = 0;
        for (const { answer, kind } of list) if (await library.set(answer, kind)) kept++;
        return kept;
      }
      const ready = list.flatMap(({ answer, kind }) => prepareAnswer(answer, kind) ?? []);
      if (!ready.length) return 0;
      return (await written(() => store.putAnswers(ready))) ? ready.length : 0;
    },

    delete: (key) => store.deleteAnswers([key]),
    clear: () => store.clear(),
    stats: () => store.stats(),

    async alias(aliasKey, targetKey) {
      if (aliasKey === targetKey) return;
      await store.setAlias(aliasKey, targetKey);
    },
    async resolve(aliasKey) {
      return (await store.getAlias(aliasKey)) ?? null;
    },

    answer: (key) => store.getAnswer(key),

    async answerForLedger(entry) {
      if (entry.requestId) {
        const byId = await store.answerByRequestId(entry.requestId);
        if (byId) return byId;
      }
      return store.answerBySummary(entry.operationId, entry.summary);
    },

    async list(query) {
      if (query.owner) {
        // A page's posts may be filed under its link, or under the page itself: both count.
        const { owner, ...rest } = query;
        const target = (await store.getAlias(owner)) ?? owner;
        return store.query({ ...rest, owners: [target, ...(await store.aliasesOf(target))] });
      }
      return store.query(query);
    },

    async open(uid) {
      const entity = await store.getEntity(uid);
      if (!entity) return null;
      const answer = await store.getAnswer(entity.source.answerKey);
      const normalized = answer && isOperationId(answer.operationId) ? (normalize(answer.operationId, answer.raw, answer.params) as Normalized) : null;
      const owners = [uid, ...(await store.aliasesOf(uid))];
      const children: Partial<Record<EntityKind, number>> = {};
      const page = await store.query({ owners, limit: 1000 });
      for (const child of page.items) children[child.kind] = (children[child.kind] ?? 0) + 1;
      return { entity, normalized, children };
    },

    deleteEntities: (uids) => store.deleteEntities(uids),

    async collect(query) {
      const entities = (await library.list({ ...query, limit: EXPORT_LIMIT })).items;
      // A post's comments come with the replies kept for them.
      const commentOf = new Map<string, string>();
      for (const e of entities) {
        const fid = e.kind === 'comment' ? e.data.feedbackId : undefined;
        if (typeof fid === 'string') commentOf.set(feedbackRef(fid), e.id);
      }
      const have = new Set(entities.map((e) => e.uid));
      if (commentOf.size > 0) {
        const replies = await store.query({ owners: [...commentOf.keys()], kind: 'reply', limit: EXPORT_LIMIT });
        for (const r of replies.items) if (!have.has(r.uid)) entities.push(r);
      }
      // Threads read in the order they were written; other lists newest first.
      const at = (e: LibraryEntity) => e.time ?? e.fetchedAt;
      const ordered = [...entities].sort((a, b) => (commentOf.size > 0 ? threadOrder(a, b) : at(b) - at(a)));
      const parents = await replyParents(entities, commentOf, (ref) => store.getAlias(ref));
      return threadRows(ordered, (r) => (r.owner ? parents.get(r.owner) : undefined));
    },

    capPlan: async (megabytes) => figuresOf(await planCap(store, megabytes * MB)),
    enforceCap: (megabytes, agreed) => enforceCap(store, megabytes * MB, agreed),
    lastWriteFailure: () => failure,
    newer: () => newer,

    history: {
      add: (entry) => store.addLookup(entry).catch((e: unknown) => (isLibraryNewer(e) ? undefined : fail(e))),
      list: (limit) => store.lookups(limit ?? 50),
      clear: () => store.clearLookups(),
    },
  };
  return library;
}
