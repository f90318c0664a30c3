import type { HistoryEntity, HistoryEntry } from './types';
import { createSerialQueue } from '../util/serial-queue';
import { stableKey } from '../util/stable-key';
import { classifyUrl, kindName, type SiteHosts } from '../site';
import { shortLink } from './summary';
import type { KeyValueStore } from './store';
import type { UseCaseRequest } from './use-cases';
import { STORAGE_KEYS } from '../util/storage-keys';

/**
 * The last lookups, newest first (the popup shows five; running one again is free from the
 * cache). The same request run again moves to the top instead of appearing twice. Kept under
 * `history` in the store it is given (storage.local in the background, whose writes of it tell
 * the pages through the live signal: lib/storage/kv.ts).
 */

export const HISTORY_KEY = STORAGE_KEYS.local.history;
export const DEFAULT_HISTORY_MAX = 50;

export interface LookupHistory {
  add(entry: HistoryEntry): Promise<void>;
  /** Newest first. */
  list(limit?: number): Promise<HistoryEntry[]>;
  clear(): Promise<void>;
}

/** The entity a request is about: a lookup's link, or the link of its list (comment pages are their post). */
export function historyEntity(request: UseCaseRequest, hosts: SiteHosts): HistoryEntity | undefined {
  const input = request.input as Record<string, unknown>;
  const link = request.useCase === 'lookup_url' ? input.url : input.link;
  if (typeof link !== 'string' || !link) return undefined;
  const d = classifyUrl(link, hosts);
  if (!d || d.kind === 'other') return undefined;
  return { key: `${d.kind}:${d.id ?? d.url}`, label: `${kindName(d.kind)} ${d.id ?? shortLink(d.url)}`, url: link };
}

const obj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A stored lookup the popup can show and run again (garbled rows are passed over, the rest shown). */
export function isHistoryEntry(v: unknown): v is HistoryEntry {
  if (!obj(v) || !obj(v.request)) return false;
  const { entity } = v;
  return (
    Number.isFinite(v.time) && typeof v.useCase === 'string' && typeof v.request.useCase === 'string' && obj(v.request.input) &&
    typeof v.label === 'string' && Number.isFinite(v.creditsCharged) && typeof v.fromCache === 'boolean' &&
    (entity === undefined || (obj(entity) && typeof entity.key === 'string' && typeof entity.label === 'string' && typeof entity.url === 'string'))
  );
}

export function createLookupHistory(options: { store: KeyValueStore; max?: number }): LookupHistory {
  const { store } = options;
  const max = options.max ?? DEFAULT_HISTORY_MAX;
  const serial = createSerialQueue();
  const read = async (): Promise<HistoryEntry[]> => {
    const v = (await store.get([HISTORY_KEY]))[HISTORY_KEY];
    return Array.isArray(v) ? v.filter(isHistoryEntry) : [];
  };
  return {
    add(entry) {
      return serial(async () => {
        const id = stableKey(entry.request);
        const list = (await read()).filter((e) => stableKey(e.request) !== id);
        list.unshift(entry);
        await store.set({ [HISTORY_KEY]: list.slice(0, max) });
      });
    },
    list: (limit) => serial(async () => (await read()).slice(0, limit ?? max)),
    clear: () => serial(() => store.remove([HISTORY_KEY])),
  };
}

/** Where every lookup is kept for good (the library's history, in IndexedDB). */
export type LookupLog = LookupHistory;

/**
 * The history kept in the library (every lookup, newest first: the popup's recent list comes
 * from it), with the last few also under `history` in the store: read when the library has none
 * or cannot be read, and the write that tells pages to ask again.
 */
export function createKeptHistory(options: { log: LookupLog; store: KeyValueStore; max?: number }): LookupHistory {
  const recent = createLookupHistory(options);
  return {
    add: async (entry) => {
      await Promise.all([options.log.add(entry), recent.add(entry)]);
    },
    list: async (limit) => {
      const kept = (await options.log.list(limit).catch(() => null))?.filter(isHistoryEntry);
      return kept && kept.length ? kept : recent.list(limit);
    },
    clear: async () => {
      await Promise.all([options.log.clear(), recent.clear()]);
    },
  };
}
