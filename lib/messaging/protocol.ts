import * as z from 'zod/mini';
import { integer } from '../util/integer';
import type { Detection } from '../site';
import type { DetectionReport } from '../site/report';
import { settingsPatch, type PublicSettings, type SettingsPatch } from '../lookup/settings';
import type { CostEstimate, CreditsView, ErrorView, HistoryEntry, LedgerEntry, RunResponse } from '../lookup/types';
import { useCaseRequest, type UseCaseRequest } from '../lookup/use-cases';
import { ESTIMATES_PER_MESSAGE } from './limits';
import { ENTITY_KINDS, type LibraryEntity, type LibraryStats } from '../lookup/library/types';
import type { Normalized } from '../service/model';
import type { LogEntry } from '../lookup/log';
import type { NewerLibraryHoldings } from '../lookup/library/newer';
import type { AsideRecord } from '../lookup/ledger';
import { jobSpec } from '../lookup/jobs/schema';
import type { JobAction, JobEstimate, JobRecord, JobSpec } from '../lookup/jobs/types';
import type { CapFigures } from '../lookup/library/cap';
import type { WatchEstimate, WatchPrefs, WatchRecord } from '../lookup/watch';
import { SETTINGS_LIMITS } from '../lookup/settings';
import { boardId, boardName, boardNote, boardTags, entityKey, type Board, type BoardSummary } from '../lookup/boards/model';
import type { BoardImport } from '../lookup/boards/file';
import type { BoardAside } from '../lookup/boards/store';

/**
 * The protocol between extension pages (popup, side panel, options) and the background.
 * Content scripts have their own, smaller protocol (content.ts). Every payload is validated with
 * the zod schema of the same name before the background acts on it; every answer is plain JSON.
 */

export interface VerifyResult {
  ok: boolean;
  plan?: string;
  remaining?: number;
  limit?: number;
  error?: ErrorView;
}

export interface TabState {
  tabId: number;
  url?: string;
  report?: DetectionReport;
  /** The entity of the tab's URL itself (free). */
  current: Detection | null;
  /** True when the tab is on one of the configured site hosts. */
  onSite: boolean;
}

export interface Overview {
  settings: PublicSettings;
  credits: CreditsView;
  history: HistoryEntry[];
}

// ---- Payload schemas (validated by the background) ----
// Each is built when its first message comes (z.lazy): building them all would cost every
// start of the worker, which serves a message or two.

const flag = () => z.optional(z.boolean());
const text = (max: number, min = 0) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const tabId = () => z.number().check(...integer(), z.nonnegative());

export const runRequest = z.lazy(() => z.object({
  request: useCaseRequest,
  /** Bypass the cache and pay again. */
  refresh: flag(),
  /** The user confirmed a call that takes the day over the budget. */
  confirmOverBudget: flag(),
  /** Lets the caller cancel it with `cancel`. */
  jobId: z.optional(text(100)),
  /**
   * An automatic lookup (the side panel showing the current entity): refused unless the user
   * turned auto-lookup on, cache first, and never over the daily budget (confirmOverBudget and
   * refresh are ignored).
   */
  autoLookup: flag(),
  /** Only an answer held (kept or in flight): never pays (the side panel showing what it was asked to). */
  heldOnly: flag(),
}));
/** The request's use case is typed by name (the zod schema checks it at run time). */
export type RunRequest = Omit<z.input<typeof runRequest>, 'request'> & { request: UseCaseRequest };

export const estimateRequest = z.lazy(() => z.object({ request: useCaseRequest, refresh: flag() }));
export type EstimateRequest = Omit<z.input<typeof estimateRequest>, 'request'> & { request: UseCaseRequest };
/** Estimates of many requests at once (every paid button of a view): one message, not one each. */
export const estimateManyRequest = z.lazy(() => z.object({
  requests: z.array(estimateRequest).check(z.maxLength(ESTIMATES_PER_MESSAGE)),
}));
export type EstimateManyRequest = { requests: EstimateRequest[] };
export const cancelRequest = z.lazy(() => z.object({ jobId: text(100) }));


/** Settings to save; a new service URL of another origin with a key saved needs `sendSavedKeyTo` naming it. */
export const saveSettingsRequest = z.extend(settingsPatch, {
  /** The user said yes to the saved key going to this origin (or typed the key for it). */
  sendSavedKeyTo: z.optional(text(2048)),
});
export type SaveSettingsRequest = SettingsPatch & { sendSavedKeyTo?: string | undefined };
export const setKeyRequest = z.lazy(() => z.object({ key: text(512, 1) }));
/** Verify a key (and base URL) with the free /usage call; both default to the saved ones. */
export const verifyRequest = z.lazy(() =>
  z.object({
    baseUrl: z.optional(text(2048)),
    key: z.optional(text(512)),
    /** The user said yes to sending the key saved for another service to this origin. */
    sendSavedKeyTo: z.optional(text(2048)),
  }),
);
export const tabRequest = z.lazy(() => z.object({ tabId: tabId() }));
export const showInPanelRequest = z.lazy(() => z.object({ tabId: z.optional(tabId()), url: z.string().check(z.maxLength(4096)) }));

// ---- The library ----

/** An entity as the views get it (without its search words). */
export type LibraryItem = Omit<LibraryEntity, 'tokens'>;

export interface LibraryListView {
  items: LibraryItem[];
  next?: { fetchedAt: number; uid: string };
  /** How many match in all (a first page only). */
  total?: number;
}

export interface LibraryItemView {
  item: LibraryItem;
  /** Its answer read again from the kept body (null when that answer is gone). */
  normalized: Normalized | null;
  children: Partial<Record<(typeof ENTITY_KINDS)[number], number>>;
}

export interface LibraryStatsView {
  stats: LibraryStats;
  maxMegabytes: number | null;
  /** The browser refused the last write (storage full): what was kept before is intact. */
  writeFailure?: { at: number; message: string };
  /** The library was saved by a newer version: nothing is kept until it is reset (what it holds, by store). */
  newer?: NewerLibraryHoldings;
}

const uid = () => text(400, 1);
const time = () => z.number().check(z.gte(0));
/** What the library holds that a filter selects (a shape: the list adds its page, export and delete use it as is). */
const libraryFilter = () => ({
  kind: z.optional(z.enum(ENTITY_KINDS)),
  owner: z.optional(text(4096, 1)),
  from: z.optional(time()),
  to: z.optional(time()),
  text: z.optional(text(200)),
  uids: z.optional(z.array(uid()).check(z.maxLength(100_000))),
});
export const libraryQuery = z.lazy(() => z.object({
  ...libraryFilter(),
  limit: z.optional(z.number().check(...integer(), z.gte(1), z.lte(500))),
  before: z.optional(z.object({ fetchedAt: time(), uid: uid() })),
}));
export type LibraryQueryInput = z.input<typeof libraryQuery>;
export const libraryOpenRequest = z.lazy(() => z.object({ uid: uid() }));
export const libraryExportRequest = z.lazy(() => z.object({
  /** Without a limit: everything the filter holds. */
  query: z.object(libraryFilter()),
}));
/** What an export holds, in order (comments each followed by their replies); the page builds the file. */
export interface LibraryExportRows {
  rows: { entity: LibraryItem; parent?: string }[];
}
/** Deletes the given items, or everything a filter holds, or (all: true) the whole library. */
export const libraryDeleteRequest = z.lazy(() => z.object({
  uids: z.optional(z.array(uid()).check(z.maxLength(100_000))),
  query: z.optional(z.object(libraryFilter())),
  all: flag(),
}));
/** Rows of one store of a library a newer version saved, as they are (a raw export reads it page by page). */
export const libraryRawRequest = z.lazy(() => z.object({ store: text(100, 1), offset: z.number().check(...integer(), z.gte(0)) }));
/** Deletes the library a newer version saved, if it is still the one at `version` the user confirmed deleting. */
export const libraryResetRequest = z.lazy(() => z.object({ version: z.number().check(...integer(), z.gte(1)) }));
/** What bringing the library down to a size would delete (0 MB: everything): a dry run of the cap. */
export const libraryCapPreviewRequest = z.lazy(() => z.object({ maxMegabytes: z.number().check(z.gte(0), z.lte(SETTINGS_LIMITS.libraryMegabytes)) }));
const count = () => z.number().check(...integer(), z.gte(0));
/**
 * Sets the library's size cap (null: keep everything). When it deletes, only with the figures of
 * the preview the user agreed to; otherwise nothing is saved and the current figures come back.
 */
export const librarySetCapRequest = z.lazy(() =>
  z.object({
    maxMegabytes: z.nullable(z.number().check(z.gte(1), z.lte(SETTINGS_LIMITS.libraryMegabytes))),
    agreed: z.optional(z.object({ answers: count(), items: count(), bytes: count(), credits: z.number().check(z.gte(0)) })),
  }),
);
export type LibrarySetCapResult = { ok: true; deleted: CapFigures } | { ok: false; preview: CapFigures } | { ok: false; error: ErrorView };
/** The newest entries of the log of problems the background handled (at most `limit`). */
export const problemLogRequest = z.lazy(() => z.object({ limit: z.optional(z.number().check(...integer(), z.gte(1), z.lte(200))) }));
export const ledgerAnswerRequest = z.lazy(() => z.object({
  operationId: text(100, 1),
  summary: text(400),
  requestId: z.optional(text(200)),
}));

// ---- Bulk jobs (lib/lookup/jobs) ----

const jobId = () => text(100, 1);
const credits = () => z.number().check(...integer(), z.gte(0), z.lte(1e9));
export const jobEstimateRequest = z.lazy(() => z.object({ spec: jobSpec }));
export const jobStartRequest = z.lazy(() => z.object({
  spec: jobSpec,
  /** Credits the job may spend at most (the estimate's defaultCap unless the user changed it). */
  capCredits: credits(),
}));
export const jobControlRequest = z.lazy(() => z.object({
  id: jobId(),
  action: z.enum(['pause', 'resume', 'cancel', 'remove']),
  /** resume only: a new cap (after the job paused at its cap). */
  capCredits: z.optional(credits()),
}));
export const jobExportRequest = z.lazy(() => z.object({ id: jobId() }));
export const jobKeptRequest = z.lazy(() => z.object({ id: jobId() }));

// ---- Watchlists (lib/lookup/watch) ----

const every = () => z.union([z.literal(1), z.literal(6), z.literal(12), z.literal(24)]);
export const watchEstimateRequest = z.lazy(() => z.object({ spec: jobSpec, everyHours: every() }));
export const watchAddRequest = z.lazy(() => z.object({ spec: jobSpec, everyHours: every(), capPerDay: credits() }));
export const watchControlRequest = z.lazy(() => z.object({
  id: jobId(),
  action: z.enum(['pause', 'resume', 'remove', 'check', 'change']),
  everyHours: z.optional(every()),
  capPerDay: z.optional(credits()),
}));
/** Marks found items seen: of one watch, these items, or all of them. */
export const watchSeenRequest = z.lazy(() => z.object({ id: z.optional(jobId()), keys: z.optional(z.array(text(2000)).check(z.maxLength(1000))) }));
export const watchPrefsRequest = z.lazy(() => z.object({ badge: flag(), notify: flag() }));

// ---- Exports in place ----

/** The calls a list of the side panel made (its pages), whose kept answers its export holds. */
export const answersExportRequest = z.lazy(() =>
  z.object({
    calls: z
      .array(z.object({ operationId: text(100, 1), params: z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(4096))) }))
      .check(z.maxLength(2000)),
  }),
);
// ---- Boards (lib/lookup/boards): free, nothing here calls the service ----

export const boardIdRequest = z.lazy(() => z.object({ id: boardId() }));
export const boardCreateRequest = z.lazy(() => z.object({ name: boardName() }));
export const boardRenameRequest = z.lazy(() => z.object({ id: boardId(), name: boardName() }));
/** Saves items to a board (a new one named `name` when there is no id); a note or tags not given stay as they are. */
export const boardSaveRequest = z.lazy(() => z.object({
  id: z.optional(boardId()),
  name: z.optional(boardName()),
  items: z.array(z.object({ uid: entityKey(), note: z.optional(boardNote()), tags: z.optional(boardTags()) })).check(z.minLength(1), z.maxLength(1000)),
}));
export const boardRemoveItemsRequest = z.lazy(() => z.object({ id: boardId(), uids: z.array(entityKey()).check(z.maxLength(50_000)) }));
export const boardsOfRequest = z.lazy(() => z.object({ uid: entityKey() }));
/** A board file's content as read (the background checks it against the file's own schema). */
export const boardImportRequest = z.lazy(() => z.object({ file: z.unknown() }));
/** A board with each item's current kept data (absent: the library no longer holds it). */
export interface BoardView {
  board: Board;
  kept: Record<string, LibraryItem>;
}
export type BoardImportResult = { ok: true; imported: BoardImport } | { ok: false; error: ErrorView };
export type BoardSaveResult = { ok: true; board: Board } | { ok: false; error: ErrorView };

export type JobStartResult = { ok: true; job: JobRecord } | { ok: false; error: ErrorView };

/** Typed protocol of the extension pages → background (calls over a port: port-protocol.ts). */
export interface UiProtocol {
  getOverview(): Overview;
  run(data: RunRequest): RunResponse;
  estimate(data: EstimateRequest): CostEstimate;
  /** One estimate per request, in the same order. */
  estimateMany(data: EstimateManyRequest): CostEstimate[];
  cancel(data: z.input<typeof cancelRequest>): void;
  saveSettings(data: SaveSettingsRequest): { ok: true; settings: PublicSettings } | { ok: false; error: ErrorView };
  setApiKey(data: z.input<typeof setKeyRequest>): PublicSettings;
  removeApiKey(): PublicSettings;
  verifyKey(data: z.input<typeof verifyRequest>): VerifyResult;
  /** Free /usage call: refreshes the remaining credits. */
  refreshUsage(): CreditsView;
  getTabState(data: z.input<typeof tabRequest>): TabState;
  /**
   * Sets what the side panel shows (its focus: a URL to look up). The caller opens the panel
   * itself with sidePanel.open() first, in its click handler, because that needs the user gesture.
   */
  showInPanel(data: z.input<typeof showInPanelRequest>): void;
  /** What the side panel showing this tab was asked to show, taken once (null: nothing for it). */
  takePanelFocus(data: z.input<typeof tabRequest>): { url: string; at: number; tabId?: number } | null;
  getLedger(): LedgerEntry[];
  /** The library, newest first, filtered (kind, owner, dates, full-text). Free: nothing is fetched. */
  libraryList(data: LibraryQueryInput): LibraryListView;
  /** One kept item, opened offline. */
  libraryOpen(data: z.input<typeof libraryOpenRequest>): LibraryItemView | null;
  libraryStats(): LibraryStatsView;
  /** Everything a filter holds, for an export the page builds (lib/lookup/library/export.ts). */
  libraryExport(data: z.input<typeof libraryExportRequest>): LibraryExportRows;
  libraryDelete(data: z.input<typeof libraryDeleteRequest>): { deleted: number };
  libraryRaw(data: z.input<typeof libraryRawRequest>): { rows: unknown[]; more: boolean };
  libraryReset(data: z.input<typeof libraryResetRequest>): { reset: boolean };
  /** What a size would delete, free (0 MB: everything). */
  libraryCapPreview(data: z.input<typeof libraryCapPreviewRequest>): CapFigures;
  librarySetCap(data: z.input<typeof librarySetCapRequest>): LibrarySetCapResult;
  /** Failures the background handled on purpose (a refused write, an answer not kept), newest first. */
  problemLog(data: z.input<typeof problemLogRequest>): LogEntry[];
  /** What a ledger row paid for: the kept answer's entities (empty when it is not kept). */
  ledgerAnswer(data: z.input<typeof ledgerAnswerRequest>): { uids: string[]; fetchedAt?: number };
  /** What a job would cost (free): calls and credits, a range when the total is unknown, and the default cap. */
  jobEstimate(data: { spec: JobSpec }): JobEstimate;
  /** Starts collecting in the background; refused (nothing sent) when the first page's request is not valid. */
  jobStart(data: { spec: JobSpec; capCredits: number }): JobStartResult;
  /** Every job, oldest first (stored in storage.local `jobs`; pages hear of changes through `liveSignalItem`). */
  jobList(): JobRecord[];
  /** Pause, resume (optionally with a new cap), cancel or remove; null when the job is gone. */
  jobControl(data: { id: string; action: JobAction; capCredits?: number }): JobRecord | null;
  /** A job's rows so far, and the name of its file (the page builds the file). */
  jobExport(data: z.input<typeof jobExportRequest>): LibraryExportRows & { name: string };
  /** Records the ledger could not read, set aside exactly as stored (the Ledger view counts and exports them). */
  ledgerAside(): AsideRecord[];
  /** Exactly the items the answers of these calls hold (a list's loaded pages), for an export the page builds. */
  answersExport(data: z.input<typeof answersExportRequest>): LibraryExportRows;
  /** How many of a job's rows the library still holds (its export's rows): 0 once they were deleted. */
  jobKept(data: z.input<typeof jobKeptRequest>): { items: number };
  /** What a watch would cost (free): its calls a day and credits a month at the catalog's price. */
  watchEstimate(data: z.input<typeof watchEstimateRequest>): WatchEstimate;
  /** Saves a watch; its first check runs at once. */
  watchAdd(data: z.input<typeof watchAddRequest>): WatchRecord;
  /** Every watch, oldest first (storage.local `watches`, a live key). */
  watchList(): WatchRecord[];
  /** Pause, resume, remove, check now, or change its schedule or cap (`change`); null when it is gone. */
  watchControl(data: z.input<typeof watchControlRequest>): WatchRecord | null;
  watchSeen(data: z.input<typeof watchSeenRequest>): void;
  /** The badge and notification choices; a patch changes them (an empty one reads them). */
  watchPrefs(data: z.input<typeof watchPrefsRequest>): WatchPrefs;
  /** The boards, with how many records that could not be read were kept aside. */
  boardList(): { boards: BoardSummary[]; aside: BoardAside[] };
  boardOpen(data: z.input<typeof boardIdRequest>): BoardView | null;
  boardCreate(data: z.input<typeof boardCreateRequest>): Board;
  boardRename(data: z.input<typeof boardRenameRequest>): BoardSaveResult;
  boardSave(data: z.input<typeof boardSaveRequest>): BoardSaveResult;
  boardRemoveItems(data: z.input<typeof boardRemoveItemsRequest>): BoardSaveResult;
  /** Deletes the board (its notes and tags); the kept items stay in the library. */
  boardDelete(data: z.input<typeof boardIdRequest>): { deleted: boolean };
  /** The boards an item is on. */
  boardsOf(data: z.input<typeof boardsOfRequest>): BoardSummary[];
  /** The board's file (versioned JSON with the items' kept data and answers); the page saves it. */
  boardFile(data: z.input<typeof boardIdRequest>): unknown;
  /** Imports a board file: its answers kept (no call, newer kept data not written over), its items and notes added once. */
  boardImport(data: z.input<typeof boardImportRequest>): BoardImportResult;
}

/**
 * Each message's payload schema (null: it carries none). The background validates every call with
 * the schema of its name before the handler sees it (ui-server.ts); a name missing here fails tsc.
 */
export const uiRequests = {
  getOverview: null,
  run: runRequest,
  estimate: estimateRequest,
  estimateMany: estimateManyRequest,
  cancel: cancelRequest,
  saveSettings: saveSettingsRequest,
  setApiKey: setKeyRequest,
  removeApiKey: null,
  verifyKey: verifyRequest,
  refreshUsage: null,
  getTabState: tabRequest,
  showInPanel: showInPanelRequest,
  takePanelFocus: tabRequest,
  getLedger: null,
  libraryList: libraryQuery,
  libraryOpen: libraryOpenRequest,
  libraryStats: null,
  libraryExport: libraryExportRequest,
  libraryDelete: libraryDeleteRequest,
  libraryRaw: libraryRawRequest,
  libraryReset: libraryResetRequest,
  libraryCapPreview: libraryCapPreviewRequest,
  librarySetCap: librarySetCapRequest,
  problemLog: problemLogRequest,
  ledgerAnswer: ledgerAnswerRequest,
  jobEstimate: jobEstimateRequest,
  jobStart: jobStartRequest,
  jobList: null,
  jobControl: jobControlRequest,
  jobExport: jobExportRequest,
  ledgerAside: null,
  answersExport: answersExportRequest,
  jobKept: jobKeptRequest,
  watchEstimate: watchEstimateRequest,
  watchAdd: watchAddRequest,
  watchList: null,
  watchControl: watchControlRequest,
  watchSeen: watchSeenRequest,
  watchPrefs: watchPrefsRequest,
  boardList: null,
  boardOpen: boardIdRequest,
  boardCreate: boardCreateRequest,
  boardRename: boardRenameRequest,
  boardSave: boardSaveRequest,
  boardRemoveItems: boardRemoveItemsRequest,
  boardDelete: boardIdRequest,
  boardsOf: boardsOfRequest,
  boardFile: boardIdRequest,
  boardImport: boardImportRequest,
} as const satisfies { [K in keyof UiProtocol]: z.ZodMiniType | null };

/**
 * The messages whose answer says a payload is not valid (a page shows it like any refusal); any
 * other invalid call is answered with an `invalid_request` error.
 */
export const invalidAnswers: { [K in keyof UiProtocol]?: (error: ErrorView) => ReturnType<UiProtocol[K]> } = {
  run: (error) => ({ ok: false, error }),
  /** Refused, for free. */
  estimate: (refusal) => ({ credits: 0, refreshCredits: 0, cached: false, steps: [], exact: true, overBudget: false, refusal }),
  saveSettings: (error) => ({ ok: false, error: { ...error, code: 'invalid_settings' } }),
  jobStart: (error) => ({ ok: false, error }),
};
