import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { actualCost, cursorParamOf, OPERATIONS, validateParams, type OperationId } from '../../../lib/service/catalog';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { NOT_SERVED, operationById, priceOf, SERVICE, validateQuery, type OperationSpec } from '../../../emulator/description';
import { TOOLS } from '../../../emulator/mcp';

// The extension's catalog and the emulator's own description of the service are written
// separately (the emulator must not mirror the extension's mistakes); this test checks that they
// agree, operation by operation: ids, paths, parameter names, which are required, and the price of
// a set of sample calls. The emulator's tool-protocol tools are a third side: what each tool tells
// an AI client (its REST path, its parameters, its price in words) must agree with both.

interface Param {
  name: string;
  required: boolean;
}

/** One side of the contract, seen through the same questions. */
interface Side {
  ids: string[];
  path(id: string): string;
  params(id: string): Param[];
  price(id: string, params: Record<string, string>, items: number): number;
}

type Catalog = Record<string, { path: string; params: { def: { shape: Record<string, unknown> } } }>;
type CostFn = (id: OperationId, params: Record<string, string>, items: number) => number;

function catalogSide(catalog: Catalog, cost: CostFn): Side {
  return {
    ids: Object.keys(catalog),
    path: (id) => catalog[id]!.path,
    params: (id) =>
      Object.entries(catalog[id]!.params.def.shape).map(([name, schema]) => ({
        name,
        // Optional or defaulted parameters accept "not given".
        required: !z.safeParse(schema as z.ZodMiniType, undefined).success,
      })),
    price: (id, params, items) => cost(id as OperationId, params, items),
  };
}

function emulatorSide(service: readonly OperationSpec[]): Side {
  const byId = new Map(service.map((op) => [op.id, op]));
  return {
    ids: service.map((op) => op.id),
    path: (id) => byId.get(id)!.path,
    params: (id) => byId.get(id)!.params.map((p) => ({ name: p.name, required: p.required === true })),
    price: (id, params, items) => priceOf(byId.get(id)!, params, items),
  };
}

/** A tool's price as its description words it (priceText in emulator/mcp.ts). */
function statedPrice(tool: Tool): (params: Record<string, string>, items: number) => number {
  const text = tool.description ?? '';
  let m: RegExpExecArray | null;
  if (/\bFree\./.test(text)) return () => 0;
  if ((m = /Costs (\d+) credits? a call\./.exec(text))) return () => Number(m![1]);
  if ((m = /Costs (\d+) credit; (\d+) with exact_followers_count=true\./.exec(text))) {
    const [plain, exact] = [Number(m[1]), Number(m[2])];
    return (params) => (params.exact_followers_count === 'true' ? exact : plain);
  }
  if ((m = /Costs 1 credit per (\d+) posts returned \(rounded up\), at least 1\./.exec(text))) {
    const per = Number(m[1]);
    return (_params, items) => Math.max(1, Math.ceil(items / per));
  }
  throw new Error(`${tool.name}: no price in its description: ${text}`);
}

function toolSide(tools: readonly Tool[]): Side {
  const byName = new Map(tools.map((t) => [t.name, t]));
  return {
    ids: tools.map((t) => t.name),
    path: (id) => /GET (\S+?)\)/.exec(byName.get(id)!.description ?? '')?.[1] ?? '(none)',
    params: (id) => {
      const schema = byName.get(id)!.inputSchema;
      return Object.keys(schema.properties ?? {}).map((name) => ({ name, required: (schema.required ?? []).includes(name) }));
    },
    price: (id, params, items) => statedPrice(byName.get(id)!)(params, items),
  };
}

/** Calls whose price both sides must agree on: every item count that matters, both price switches. */
function sampleCalls(names: Set<string>): Array<{ params: Record<string, string>; items: number }> {
  const variants: Array<Record<string, string>> = [{}];
  if (names.has('exact_followers_count')) variants.push({ exact_followers_count: 'false' }, { exact_followers_count: 'true' });
  if (names.has('limit')) for (const limit of ['3', '6', '9']) variants.push({ limit });
  const out: Array<{ params: Record<string, string>; items: number }> = [];
  for (const params of variants) for (const items of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 24, 30]) out.push({ params, items });
  return out;
}

interface Disagreements {
  /** Served by the emulator, absent from the catalog. */
  missingFromCatalog: string[];
  /** In the catalog, neither served by the emulator nor listed as not served. */
  missingFromEmulator: string[];
  paths: string[];
  params: string[];
  prices: string[];
}

function compare(catalog: Side, emulator: Side): Disagreements {
  const inCatalog = new Set(catalog.ids);
  const inEmulator = new Set(emulator.ids);
  const out: Disagreements = {
    missingFromCatalog: emulator.ids.filter((id) => !inCatalog.has(id)).sort(),
    missingFromEmulator: catalog.ids.filter((id) => !inEmulator.has(id) && !(id in NOT_SERVED)).sort(),
    paths: [],
    params: [],
    prices: [],
  };
  for (const id of catalog.ids.filter((x) => inEmulator.has(x))) {
    if (catalog.path(id) !== emulator.path(id)) out.paths.push(`${id}: catalog ${catalog.path(id)}, emulator ${emulator.path(id)}`);
    const show = (ps: Param[]) => ps.map((p) => `${p.name}${p.required ? '*' : ''}`).sort().join(', ');
    const a = show(catalog.params(id));
    const b = show(emulator.params(id));
    if (a !== b) out.params.push(`${id}: catalog [${a}], emulator [${b}] (* = required)`);
    const names = new Set([...catalog.params(id), ...emulator.params(id)].map((p) => p.name));
    for (const call of sampleCalls(names)) {
      const x = catalog.price(id, call.params, call.items);
      const y = emulator.price(id, call.params, call.items);
      if (x !== y) {
        out.prices.push(`${id} ${JSON.stringify(call.params)} with ${call.items} items: catalog ${x}, emulator ${y}`);
        break;
      }
    }
  }
  return out;
}

const CATALOG = catalogSide(OPERATIONS as unknown as Catalog, actualCost);
const EMULATOR = emulatorSide(SERVICE);
const real = compare(CATALOG, EMULATOR);

describe('extension catalog and emulator description', () => {
  it('name the same operations', () => {
    expect(real.missingFromCatalog, `operations the emulator serves that the extension catalog lacks: ${real.missingFromCatalog.join(', ')}`).toEqual([]);
    expect(real.missingFromEmulator, `catalog operations the emulator neither serves nor lists as not served: ${real.missingFromEmulator.join(', ')}`).toEqual([]);
  });

  it('agree on every shared operation’s path', () => {
    expect(real.paths).toEqual([]);
  });

  it('agree on parameter names and which are required', () => {
    expect(real.params).toEqual([]);
  });

  it('agree on the price of every sample call', () => {
    expect(real.prices).toEqual([]);
  });

  it('compare at least the operations both sides had from the start', () => {
    const shared = CATALOG.ids.filter((id) => EMULATOR.ids.includes(id));
    expect(shared.length).toBeGreaterThanOrEqual(27);
  });
});

describe('emulator tool-protocol tools, its REST operations and the extension catalog', () => {
  const MCP = toolSide(TOOLS);
  const rest = compare(EMULATOR, MCP);
  const catalog = compare(CATALOG, MCP);

  it('every tool is read-only and stands for one REST operation, and every operation has its tool', () => {
    expect(rest.missingFromCatalog, 'tools without a REST operation').toEqual([]);
    expect(rest.missingFromEmulator, 'REST operations without a tool').toEqual([]);
    for (const t of TOOLS) expect(t.annotations, t.name).toEqual(expect.objectContaining({ readOnlyHint: true, openWorldHint: true }));
  });

  it('tools and REST operations agree on paths, parameters and prices', () => {
    expect(rest.paths).toEqual([]);
    expect(rest.params).toEqual([]);
    expect(rest.prices).toEqual([]);
  });

  it('the extension catalog agrees with the tools too', () => {
    expect(catalog.missingFromCatalog).toEqual([]);
    expect(catalog.missingFromEmulator).toEqual([]);
    expect([...catalog.paths, ...catalog.params, ...catalog.prices]).toEqual([]);
  });

  it('a tool whose stated price or parameters drift is caught', () => {
    const drifted = TOOLS.map((t) =>
      t.name === 'social_get_post_attachments' ? { ...t, description: t.description!.replace('Costs 5 credits', 'Costs 4 credits') }
        : t.name === 'social_search_pages' ? { ...t, inputSchema: { ...t.inputSchema, required: [] } }
          : t);
    const found = compare(EMULATOR, toolSide(drifted)); // compare names its first side "catalog"
    expect(found.prices).toEqual([expect.stringMatching(/^social_get_post_attachments .*: catalog 5, emulator 4$/)]);
    expect(found.params).toEqual([expect.stringContaining('social_search_pages')]);
  });
});

describe('the photo network on both sides', () => {
  const PHOTO = CATALOG.ids.filter((id) => id.startsWith('photo_'));

  it('all 13 photo operations are in the catalog and served by the emulator, none left out', () => {
    expect(PHOTO).toHaveLength(13);
    expect(PHOTO.filter((id) => !EMULATOR.ids.includes(id))).toEqual([]);
    expect(Object.keys(NOT_SERVED)).toEqual([]);
  });

  it('each list pages with the same cursor parameter (reels by audio with max_id)', () => {
    const differ = SERVICE.flatMap((op) => {
      const cursor = op.params.find((p) => p.type === 'cursor')?.name;
      const theirs = OPERATIONS[op.id as OperationId] ? cursorParamOf(op.id as OperationId) : undefined;
      return cursor && cursor !== theirs ? [`${op.id}: catalog ${theirs}, emulator ${cursor}`] : [];
    });
    expect(differ).toEqual([]);
    expect(cursorParamOf('photo_get_reels_by_audio')).toBe('max_id');
  });

  // Queries both sides must accept or refuse alike: shapes of usernames, shortcodes and ids, and
  // the either-or parameters.
  const QUERIES: Record<string, Array<Record<string, string>>> = {
    photo_get_user_id: [{}, { username: 'lumen.atelier' }, { username: '@lumen.atelier' }, { username: 'lumen atelier' }, { link: 'https://www.photo.example/lumen.atelier/' }],
    photo_get_profile_details: [{}, { username: 'lumen.atelier' }, { link: 'https://www.photo.example/lumen.atelier/' }, { username: 'a'.repeat(31) }],
    photo_get_profile_posts: [{}, { username: 'lumen.atelier' }, { user_id: '51234567' }, { user_id: 'lumen' }, { username: 'x', user_id: '1', end_cursor: 'abc' }],
    photo_get_profile_reels: [{}, { user_id: '51234567' }, { user_id: '5.5' }, { username: 'lumen.atelier' }],
    photo_get_profile_highlights: [{ user_id: '51234567' }, { user_id: 'x' }],
    photo_get_highlight_details: [{ highlight_id: '17890012345678901' }, { highlight_id: 'highlight:17890012345678901' }, { highlight_id: 'story:1' }, {}],
    photo_get_post_id: [{}, { link: 'https://www.photo.example/p/DMF-GjGO0-q/' }],
    photo_get_post_details: [{ shortcode: 'DMF-GjGO0-q' }, { shortcode: 'ab' }, { shortcode: 'DMF GjGO0' }, {}],
    photo_get_reels_feed: [{}, { clips_media_id: '3301122334455667788' }],
    photo_get_reels_by_audio: [{ audio_id: '611234567890123' }, { audio_id: '611234567890123', max_id: 'abc' }, { audio_id: '1', end_cursor: 'abc' }, { audio_id: 'x' }],
    photo_popular_search: [{}, { keyword: 'harbour' }, { keyword: 'harbour', end_cursor: 'abc' }],
    photo_get_location_posts: [{ location_id: '213385402' }, { location_id: '213385402', tab: 'recent' }, { location_id: '213385402', tab: 'top' }, {}],
    photo_get_nearby_locations: [{ location_id: '213385402' }, { location_id: 'harbour' }],
  };

  it('accept and refuse the same photo queries', () => {
    const differ: string[] = [];
    for (const [id, queries] of Object.entries(QUERIES)) {
      for (const q of queries) {
        let catalogOk = true;
        try {
          validateParams(id as OperationId, q);
        } catch {
          catalogOk = false;
        }
        const emulatorOk = validateQuery(operationById(id)!, q).ok;
        if (catalogOk !== emulatorOk) differ.push(`${id} ${JSON.stringify(q)}: catalog ${catalogOk ? 'accepts' : 'refuses'}, emulator ${emulatorOk ? 'accepts' : 'refuses'}`);
      }
    }
    expect(Object.keys(QUERIES).sort()).toEqual(PHOTO.sort());
    expect(differ).toEqual([]);
  });
});

describe('the comparison catches a change on one side only', () => {
  const clone = () => SERVICE.map((op) => ({ ...op, price: { ...op.price }, params: op.params.map((p) => ({ ...p })) }));

  it('a flat price changed in the emulator', () => {
    const copy = clone();
    copy.find((op) => op.id === 'social_get_post_attachments')!.price = { kind: 'flat', credits: 4 };
    const found = compare(CATALOG, emulatorSide(copy)).prices;
    expect(found).toEqual([expect.stringMatching(/^social_get_post_attachments .*catalog 5, emulator 4$/)]);
  });

  it('the exact-followers price changed in the emulator (only the exact call differs)', () => {
    const copy = clone();
    copy.find((op) => op.id === 'social_get_page_details')!.price = { kind: 'exact_followers', credits: 1, exact: 3 };
    expect(compare(CATALOG, emulatorSide(copy)).prices).toEqual([
      expect.stringMatching(/^social_get_page_details \{"exact_followers_count":"true"\}.*catalog 5, emulator 3$/),
    ]);
  });

  it('per-posts pricing changed in the emulator (per 4 instead of per 3)', () => {
    const copy = clone();
    copy.find((op) => op.id === 'social_get_group_posts')!.price = { kind: 'per_posts', per: 4 };
    expect(compare(CATALOG, emulatorSide(copy)).prices).toEqual([expect.stringMatching(/^social_get_group_posts .*with 4 items: catalog 2, emulator 1$/)]);
  });

  it('a price changed in the catalog', () => {
    const cheaper: CostFn = (id, params, items) => (id === 'social_search_pages' ? 2 : actualCost(id, params, items));
    expect(compare(catalogSide(OPERATIONS as unknown as Catalog, cheaper), EMULATOR).prices).toEqual([
      expect.stringMatching(/^social_search_pages .*catalog 2, emulator 1$/),
    ]);
  });

  it('a parameter that became required, and a path that moved', () => {
    const copy = clone();
    const op = copy.find((o) => o.id === 'social_get_post_comments')!;
    op.params.find((p) => p.name === 'include_reply_info')!.required = true;
    op.path = '/social/posts/comments/list';
    const found = compare(CATALOG, emulatorSide(copy));
    expect(found.params).toEqual([expect.stringContaining('social_get_post_comments')]);
    expect(found.paths).toEqual(['social_get_post_comments: catalog /social/posts/comments, emulator /social/posts/comments/list']);
  });
});
