import { EXPORT_LIMIT } from '../lookup/library/library';
import type { ExportRow } from '../lookup/library/threads';
import type { LibraryEntity, LibraryQuery } from '../lookup/library/types';
import type { LibraryExportRows, LibraryItem, LibraryStatsView } from '../messaging/protocol';
import type { UiHandlers } from '../messaging/ui-server';
import type { BackgroundServices } from './services';
import { saveSettings } from '../storage/settings';

/**
 * The library's messages: list, open, stats, export rows, delete, and the kept answer of a ledger row.
 * All free (nothing here calls the service); each is sender-checked and validated like the others,
 * and reads the library once the answers already shown are in it (their writes go behind them).
 */

type LibraryMessages =
  | 'libraryList' | 'libraryOpen' | 'libraryStats' | 'libraryExport' | 'libraryDelete' | 'libraryRaw' | 'libraryReset'
  | 'libraryCapPreview' | 'librarySetCap' | 'ledgerAnswer';
/** Rows per raw export message (bodies included: a message stays well under the browser's limit). */
const RAW_PAGE = 200;
type Handlers = Pick<UiHandlers, LibraryMessages>;

/** Drops the search words: the views never need them. */
function item(e: LibraryEntity): LibraryItem {
  const { tokens: _tokens, ...rest } = e;
  return rest;
}

/** An export's rows as pages get them (without the search words). */
export function exportRows(rows: ExportRow<LibraryEntity>[]): LibraryExportRows['rows'] {
  return rows.map(({ entity, parent }) => ({ entity: item(entity), ...(parent ? { parent } : {}) }));
}

/** Optional fields as zod gives them (possibly undefined) → the query without them. */
function query(q: Record<string, unknown>): LibraryQuery {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as LibraryQuery;
}

const NOTHING = { ok: true as const, deleted: { answers: 0, items: 0, bytes: 0, credits: 0 } };

export function createLibraryHandlers(bg: BackgroundServices): Handlers {
  const { library } = bg;
  const settled = () => bg.lookup.settled();
  return {
    libraryList: async (data) => {
      await settled();
      const page = await library.list(query(data));
      return { items: page.items.map(item), ...(page.next ? { next: page.next } : {}), ...(page.total === undefined ? {} : { total: page.total }) };
    },

    libraryOpen: async ({ uid }) => {
      await settled();
      const opened = await library.open(uid);
      return opened && { item: item(opened.entity), normalized: opened.normalized, children: opened.children };
    },

    libraryStats: async (): Promise<LibraryStatsView> => {
      await settled();
      const [stats, settings] = await Promise.all([library.stats(), bg.settings()]);
      const failure = library.lastWriteFailure();
      const newer = library.newer() && ((await bg.libraryCare?.inspect()) ?? { ...library.newer()!, counts: null });
      return {
        stats,
        maxMegabytes: settings.libraryMaxMegabytes,
        ...(failure ? { writeFailure: { at: failure.at, message: failure.message } } : {}),
        ...(newer ? { newer } : {}),
      };
    },

    // The rows only: the page that asks builds the file (the worker carries no file building).
    libraryExport: async (data) => {
      await settled();
      return { rows: exportRows(await library.collect(query(data.query))) };
    },

    libraryDelete: async (data) => {
      // What the user saw listed is what goes: an answer still being written would land after.
      await settled();
      if (data.all) {
        const { entities } = await library.stats();
        await library.clear();
        return { deleted: entities };
      }
      const uids = new Set(data.uids ?? []);
      if (data.query) for (const e of (await library.list({ ...query(data.query), limit: EXPORT_LIMIT })).items) uids.add(e.uid);
      await library.deleteEntities([...uids]);
      return { deleted: uids.size };
    },

    // A library a newer version saved: read as it is, deleted only at the user's word (lib/lookup/library/newer.ts).
    libraryRaw: async ({ store, offset }) => (bg.libraryCare ? bg.libraryCare.rawRows(store, offset, RAW_PAGE) : { rows: [], more: false }),
    libraryReset: async ({ version }) => {
      const reset = (await bg.libraryCare?.reset(version)) ?? false;
      // The next read opens the library afresh (and the notice goes).
      if (reset) await library.stats();
      return { reset };
    },

    libraryCapPreview: async ({ maxMegabytes }) => {
      await settled();
      return library.capPlan(maxMegabytes);
    },

    // What goes is what the user was shown: the cap deletes nothing else, and is saved only then.
    librarySetCap: async ({ maxMegabytes, agreed }) => {
      await settled();
      const out = maxMegabytes === null ? NOTHING : await library.enforceCap(maxMegabytes, agreed);
      if (!out.ok) return out;
      const saved = await saveSettings({ libraryMaxMegabytes: maxMegabytes });
      return saved.ok ? out : saved;
    },

    ledgerAnswer: async (data) => {
      await settled();
      const answer = await library.answerForLedger({
        operationId: data.operationId,
        summary: data.summary,
        ...(data.requestId ? { requestId: data.requestId } : {}),
      });
      return answer ? { uids: answer.entityUids, fetchedAt: answer.fetchedAt } : { uids: [] };
    },
  };
}
