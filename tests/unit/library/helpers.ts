import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import { getOperation, validateParams, type OperationId } from '../../../lib/service/catalog';
import type { CachedAnswer } from '../../../lib/lookup/cache-types';
import { scopedKey } from '../../../lib/lookup/answers';
import { createLibrary, type Library, type LibraryOptions } from '../../../lib/lookup/library/library';
import { createLibraryStore } from '../../../lib/storage/library-db';
import { BODIES } from '../service/bodies';

export const SCOPE = 'https://api.example';
export const DAY = 24 * 60 * 60 * 1000;
export const T0 = Date.UTC(2026, 10, 20, 12, 0, 0);

/** A library over a fresh database of the in-memory IndexedDB (fake-indexeddb/auto). */
export function makeLibrary(options: Partial<LibraryOptions> & { clock?: { t: number } } = {}) {
  const store = createLibraryStore(`library-test-${Math.random().toString(36).slice(2)}`);
  const clock = options.clock ?? { t: T0 };
  const library: Library = createLibrary({
    store,
    lifetimes: options.lifetimes ?? (() => ({ details: 24 * 60, list: 60, search: 60, reference: 7 * 24 * 60 })),
    maxMegabytes: options.maxMegabytes ?? (() => null),
    now: () => clock.t,
  });
  return { library, store, clock };
}

/** The answer the lookup core would keep for this call. */
export function answerOf(op: OperationId, params: Record<string, unknown>, raw: unknown, extra: Partial<CachedAnswer> = {}): [CachedAnswer, ReturnType<typeof getOperation>['cache']] {
  const validated = validateParams(op, params);
  return [
    { key: scopedKey(SCOPE, op, validated), operationId: op, params: validated, raw, fetchedAt: T0, creditsCharged: 1, requestId: `req-${op}`, ...extra },
    getOperation(op).cache,
  ];
}

/** A library store over its own in-memory IndexedDB (for the background's services in tests). */
export function freshLibraryStore() {
  return createLibraryStore(`bg-test-${Math.random().toString(36).slice(2)}`);
}

/**
 * The browser refusing writes to one object store for lack of space: its put() throws the
 * QuotaExceededError IndexedDB raises (restored after each test by `restoreMocks`).
 */
export function refuseWrites(storeName: string, message = 'The quota has been exceeded.') {
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    if (this.name === storeName) throw new DOMException(message, 'QuotaExceededError');
    return put.apply(this, args);
  });
}

/** The post the kept thread below belongs to. */
export const THREAD_POST = 'https://www.social.example/pixelforge/posts/1234567890123456';

/** A library holding a post, its comments and one comment's replies, as the emulator's bodies answer them. */
export async function keptThread(): Promise<Library> {
  const { library } = makeLibrary();
  for (const [op, params] of [
    ['social_get_post_details', { link: THREAD_POST }],
    ['social_get_post_comments', { link: THREAD_POST }],
    ['social_get_comment_replies', { comment_feedback_id: 'ZmVlZGJhY2s6MQ==', expansion_token: 'MTpleHBhbnNpb24=' }],
  ] as const) {
    const [a, k] = answerOf(op, params, BODIES[op], { requestId: `req-${op}` });
    await library.set(a, k);
  }
  return library;
}
