import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/ui/i18n/messages/en';
import { sidepanel } from '../../../lib/ui/i18n/messages/en/sidepanel';
import { sidepanelViews } from '../../../lib/ui/i18n/messages/en/sidepanel-views';
import { labels } from '../../../lib/ui/i18n/messages/en/labels';
import { operationNames } from '../../../lib/ui/i18n/messages/en/operation-names';
import { downloads } from '../../../lib/ui/i18n/messages/en/downloads';

// A page carries the English of the shared areas; every other area is added by the modules that
// say its words (lib/ui/i18n/words/<area>.ts). A module that names a key of such an area without
// importing its words would show the key itself once it is loaded on demand.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const SHARED = new Set(['manifest', 'count', 'dates', 'common', 'errors']);
const AREAS = Object.keys(en).filter((a) => !SHARED.has(a));
/** An area whose parts arrive apart: the words module of each part ('' for a shared part). */
const PARTS: Record<string, Array<[module: string, keys: object]>> = {
  labels: [
    ['', labels],
    ['operation-names', { operations: operationNames }],
    ['downloads', { downloads }],
  ],
  sidepanel: [
    ['sidepanel', sidepanel],
    ['sidepanel-views', sidepanelViews],
  ],
};

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    // The catalogue's own modules name keys in their docs only.
    if (d.isDirectory()) return path.endsWith('lib/ui/i18n') ? [] : sources(path);
    return /\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/**
 * The words modules of the areas whose keys a module names (in a literal: 'watch.title',
 * `watch.kinds.${k}`), or whose words it reads.
 */
function wordsNamed(text: string): string[] {
  return AREAS.flatMap((area) => {
    const keys = [...text.matchAll(new RegExp(`['"\`]${area}\\.([a-zA-Z]+)`, 'g'))].map((m) => m[1]!);
    const parts = PARTS[area] ?? [[area, en[area as keyof typeof en]]];
    const reads = new RegExp(`catalogue\\([^)]*\\)\\??\\.${area}\\.([a-zA-Z]+)`, 'g');
    keys.push(...[...text.matchAll(reads)].map((m) => m[1]!));
    return parts.filter(([module, words]) => module && keys.some((k) => Object.hasOwn(words, k))).map(([module]) => module);
  });
}

describe("the pages' English", () => {
  const files = [...sources('lib/ui'), ...sources('components'), ...sources('entrypoints')];

  it('finds modules that name keys', () => {
    expect(files.filter((f) => wordsNamed(readFileSync(join(root, f), 'utf8')).length).length).toBeGreaterThan(20);
  });

  it("every module that names a key of an area beyond the shared ones imports that area's words", () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const area of wordsNamed(text)) {
        if (!new RegExp(`^import '[./]*/(lib/ui/)?i18n/words/${area}';$`, 'm').test(text)) missing.push(`${relative('.', file)}: ${area}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
