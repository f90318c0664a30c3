// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN } from '../../../emulator/data/known';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { OptionsApp } from '../../../components/options/OptionsApp';
import { PopupApp } from '../../../components/popup/PopupApp';
import { SidePanelApp } from '../../../components/sidepanel/SidePanelApp';
import type { LedgerEntry } from '../../../lib/lookup/types';
import type { JobRecord } from '../../../lib/lookup/jobs/types';
import { createUiStores, UiProvider } from '../../../lib/ui/app/context';
import { storageLive } from '../../../lib/ui/env/browser-env';
import type { BackgroundApi, UiEnv } from '../../../lib/ui/env/ui-env';
import { STORAGE_KEYS } from '../../../lib/util/storage-keys';
import { fateOf, junk, asStored, type Fate } from './garbage';
import {
  freshDbName,
  KEY,
  KEY_PATH,
  LIBRARY_STORES,
  registeredKeys,
  restoreStorage,
  seedWorld,
  startWorker,
  writeLibrary,
  type LibraryDump,
  type Snapshot,
} from './stored-world';

/**
 * Garbage in storage never costs the user their records. A world is made by the real background
 * against the emulator (a ledger over two pages, lookups, a job, the library); then, run after
 * run, each stored item (every key of lib/util/storage-keys.ts, the versions of the settings and
 * the key, the library's IndexedDB rows) is kept, replaced by generated garbage, given a newer
 * version, or mixed with junk. Over it a worker starts as entrypoints/background.ts starts one
 * (twice: a restart goes over what the first start left), the popup, the side panel (its ledger
 * and library too) and the options page are rendered against the real background handlers over a
 * port, and:
 * - no start throws (a worker that throws at start throws at every start);
 * - every page renders its heading and no "could not be shown";
 * - every readable record is still there: ledger entries, jobs, library entities and lookups,
 *   the settings and the key when they were kept;
 * - a paid lookup is answered, recorded in the ledger, and the emulator's ledger says the same.
 *
 * The seed is printed; FC_SEED=<seed> replays a run (FC_RUNS sets how many).
 */

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = process.env.FC_RUNS ? Number(process.env.FC_RUNS) : 10;
const fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init);

let emu: RunningEmulator;
let world: { snapshot: Snapshot; library: LibraryDump };

const control = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${emu.url}/__emulator${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json() as Promise<unknown>;
};

beforeAll(async () => {
  console.log(`stored-garbage: seed ${SEED} (replay with FC_SEED=${SEED})`);
  emu = await startEmulator({ port: 0, keys: [{ token: KEY, plan: 'enterprise', credits: 1_000_000, ratePerSecond: null, ratePerHour: null }] });
  world = await seedWorld(emu.url, fetchFn);
}, 60_000);
afterAll(() => emu?.close());

/** Where garbage may go: every registered key, the items' version records, and the library's rows. */
interface Plan {
  storage: { area: 'local' | 'session' | 'sync'; key: string; fate: Fate }[];
  library: { store: (typeof LIBRARY_STORES)[number]; index: number; fate: Fate }[];
  /** Junk rows added to the library (keyed, so IndexedDB takes them). */
  extraRows: { store: (typeof LIBRARY_STORES)[number]; row: unknown }[];
}

function planOf(snapshot: Snapshot, library: LibraryDump): fc.Arbitrary<Plan> {
  const keys = [...registeredKeys(snapshot), { area: 'local' as const, key: 'settings$' }, { area: 'local' as const, key: 'apiKey$' }].map((k) =>
    k.key === 'settings$' ? { area: 'sync' as const, key: k.key } : k,
  );
  const storage = fc.tuple(...keys.map((k) => fateOf(snapshot[k.area][k.key] ?? null).map((fate) => ({ ...k, fate }))));
  const rows = LIBRARY_STORES.flatMap((store) => library[store].map((row, index) => ({ store, index, row })));
  const lib = fc.tuple(...rows.map((r) => fateOf(r.row).map((fate) => ({ store: r.store, index: r.index, fate }))));
  const extra = fc.array(
    fc.tuple(fc.constantFrom(...LIBRARY_STORES), fc.string({ minLength: 1, maxLength: 8 }), junk).map(([store, key, value]) => ({
      store,
      row: { ...(value && typeof value === 'object' && !Array.isArray(value) ? (asStored(value) as object) : { value: asStored(value) }), [KEY_PATH[store]]: `junk-${key}` },
    })),
    { maxLength: 4 },
  );
  return fc.record({ storage, library: lib, extraRows: extra });
}

/** The stored world with the plan's garbage in it. */
async function applyPlan(plan: Plan, dbName: string): Promise<void> {
  const snapshot = structuredClone(world.snapshot);
  for (const { area, key, fate } of plan.storage) {
    if (fate.kind !== 'kept') snapshot[area][key] = fate.value;
  }
  await restoreStorage(snapshot);
  const rows = Object.fromEntries(LIBRARY_STORES.map((s) => [s, [...world.library[s]] as unknown[]])) as Record<(typeof LIBRARY_STORES)[number], unknown[]>;
  for (const { store, index, fate } of plan.library) {
    if (fate.kind === 'kept') continue;
    const own = (world.library[store][index] as unknown as Record<string, unknown>)[KEY_PATH[store]];
    // The row's key stays (IndexedDB keeps nothing without it); the rest is garbage.
    const value = fate.value;
    rows[store][index] = { ...(value && typeof value === 'object' && !Array.isArray(value) ? value : { value }), [KEY_PATH[store]]: own };
  }
  for (const { store, row } of plan.extraRows) rows[store].push(row);
  await writeLibrary(dbName, rows);
}

const fateAt = (plan: Plan, key: string) => plan.storage.find((s) => s.key === key)!.fate;
/** The items of a stored list that were readable and stay in it (kept or mixed with junk). */
const readableItems = <T,>(plan: Plan, key: string): T[] => {
  const fate = fateAt(plan, key);
  if (fate.kind === 'kept') return (world.snapshot.local[key] as T[] | undefined) ?? [];
  if (fate.kind === 'mixed') return fate.kept as T[];
  return [];
};

function pageEnv(api: BackgroundApi): UiEnv {
  return {
    api,
    downloads: { save: async () => ({ saved: [], failed: [] }) },
    permissions: { contains: async () => true, request: async () => true },
    tabs: { getActiveTab: async () => ({ id: 5, url: 'https://example.org/' }), subscribe: () => () => {} },
    live: storageLive,
    shell: { openOptions: () => {}, openSidePanel: async () => {}, close: () => {} },
    now: () => Date.now(),
  };
}

/** Renders a page against the background and waits for it to settle: its heading, no failed view. */
async function openPage(api: BackgroundApi, page: 'popup' | 'sidepanel' | 'options'): Promise<void> {
  const env = pageEnv(api);
  const app = page === 'popup' ? <PopupApp /> : page === 'sidepanel' ? <SidePanelApp /> : <OptionsApp />;
  render(
    <UiProvider env={env} stores={createUiStores(env)}>
      {app}
    </UiProvider>,
  );
  try {
    await screen.findByRole('heading', { level: 1, name: /Social Lookup/ });
    if (page === 'sidepanel') {
      for (const tab of ['Ledger', 'Library']) {
        await userEvent.click(screen.getByRole('tab', { name: tab }));
        await waitFor(() => expect(document.querySelector('div:not([hidden]) > * .loading')?.textContent ?? null).toBeNull(), { timeout: 8000 });
      }
    }
    await new Promise((r) => setTimeout(r, 150));
    const failed = [...document.querySelectorAll('.error-panel')].map((e) => e.textContent);
    expect(failed.join(" | "), `${page}: a view failed`).toBe("");
    expect(document.body.textContent, page).not.toMatch(/could not be shown/);
  } finally {
    cleanup();
  }
}

const short = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
};

/** A failure said shortly: the seed and path to replay it, the error, and only what garbage replaced. */
function reporter(out: fc.RunDetails<[Plan]>): void {
  if (!out.failed) return;
  const plan = out.counterexample?.[0];
  const error = out.errorInstance instanceof Error ? (out.errorInstance.stack ?? out.errorInstance.message) : String(out.errorInstance);
  throw new Error(`Failed with seed ${out.seed} (FC_SEED=${out.seed}), path ${out.counterexamplePath}, after ${out.numRuns} runs:\n${error}\nGarbage:\n${plan ? garbageOf(plan) : ''}`);
}

/** What garbage replaced, one line an item. */
function garbageOf(plan: Plan): string {
  return [
        ...plan.storage.filter((s) => s.fate.kind !== 'kept').map((s) => `  ${s.area}:${s.key} ${s.fate.kind} ${short('value' in s.fate ? s.fate.value : null)}`),
        ...plan.library.filter((r) => r.fate.kind !== 'kept').map((r) => `  library ${r.store}[${r.index}] ${r.fate.kind} ${short('value' in r.fate ? r.fate.value : null)}`),
    ...plan.extraRows.map((r) => `  library ${r.store} + ${short(r.row)}`),
  ].join('\n');
}

/** A step that does not settle fails with its name (a hang is a failure too, and says where). */
function step<T>(name: string, p: Promise<T>, ms = 15_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${name}: no answer in ${ms} ms`)), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

const sameEntry = (a: LedgerEntry, b: LedgerEntry) => a.time === b.time && a.requestId === b.requestId && a.operationId === b.operationId;

describe('garbage in storage', () => {
  it(`${RUNS} worlds with garbage: the worker starts, every page renders, nothing readable is lost, paid calls go on`, async () => {
    await fc.assert(
      fc.asyncProperty(planOf(world.snapshot, world.library), async (plan) => {
        if (process.env.FC_VERBOSE) console.log(`stored-garbage run:\n${garbageOf(plan)}`);
        const dbName = freshDbName();
        await applyPlan(plan, dbName);
        await control('DELETE', '/ledger');
        // A worker start, and a restart over what the first left.
        await step('worker start', startWorker(dbName, fetchFn));
        const { api } = await step('worker restart', startWorker(dbName, fetchFn));

        for (const page of ['popup', 'sidepanel', 'options'] as const) await step(`open ${page}`, openPage(api, page), 30_000);

        // Nothing readable is lost.
        const ledger = await step('getLedger', api.getLedger());
        const pages = Object.keys(world.snapshot.local).filter((k) => k.startsWith(STORAGE_KEYS.local.ledgerPagePrefix));
        for (const key of pages) {
          for (const e of readableItems<LedgerEntry>(plan, key)) expect(ledger.some((l) => sameEntry(l, e)), `ledger entry ${e.requestId} of ${key}`).toBe(true);
        }
        const jobs = await step('jobList', api.jobList());
        for (const job of readableItems<JobRecord>(plan, STORAGE_KEYS.local.jobs)) expect(jobs.map((j) => j.id)).toContain(job.id);
        const listed = new Set((await step('libraryList', api.libraryList({ limit: 500 }))).items.map((e) => e.uid));
        plan.library.forEach(({ store, index, fate }) => {
          if (store === 'entities' && fate.kind === 'kept') expect(listed, `library entity`).toContain(world.library.entities[index]!.uid);
        });
        const overview = await step('getOverview', api.getOverview());
        const labels = overview.history.map((h) => h.label);
        plan.library.forEach(({ store, index, fate }) => {
          if (store === 'lookups' && fate.kind === 'kept') expect(labels).toContain(world.library.lookups[index]!.label);
        });
        const settingsKept = fateAt(plan, 'settings').kind === 'kept' && fateAt(plan, 'settings$').kind === 'kept';
        const keyKept = fateAt(plan, 'apiKey').kind === 'kept' && fateAt(plan, 'apiKey$').kind === 'kept';
        if (settingsKept) expect(overview.settings.baseUrl).toBe(emu.url);
        if (keyKept) expect(overview.settings.keySet).toBe(true);

        // Paid calls go on (after the user set again what garbage took: the service URL, saying yes
        // to the kept key going there, and the key).
        if (!settingsKept || overview.settings.baseUrl !== emu.url) {
          expect(await api.saveSettings({ baseUrl: emu.url, dailyBudget: null, sendSavedKeyTo: new URL(emu.url).origin })).toMatchObject({ ok: true });
        }
        if (!keyKept || !overview.settings.keySet) await api.setApiKey({ key: KEY });
        const run = await step('paid lookup', api.run({ request: { useCase: 'lookup_url', input: { url: KNOWN.posts.manyComments.url } }, refresh: true }));
        expect(run.ok ? 'ok' : JSON.stringify(run.error), 'the paid lookup').toBe('ok');
        const after = await api.getLedger();
        const paid = after.filter((e) => e.operationId === 'social_get_post_details' && typeof e.status === 'number' && !ledger.some((l) => sameEntry(l, e)));
        expect(paid.map((e) => [e.status, e.creditsCharged])).toEqual([[200, 1]]);
        const served = ((await control('GET', '/ledger')) as { calls: { requestId: string; creditsCharged: number; operation: string | null }[] }).calls;
        const call = served.find((c) => c.requestId === paid[0]!.requestId);
        expect(call, "the emulator's ledger has the call").toMatchObject({ operation: 'social_get_post_details', creditsCharged: 1 });
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, reporter },
    );
  }, 240_000);
});

