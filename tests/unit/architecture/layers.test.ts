import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The lint rules are proven by the `lint` script of package.json as it stands, with the project's
// own configuration files, over a tree that resolves packages as the real one does (its
// node_modules is the real one): a clean tree passes it, and each planted violation fails it,
// named with its rule and file. The tree holds the layers' folders with a few files of its own
// rather than a copy of the sources, which `npm run lint` checks anyway: ESLint over a full copy
// took minutes.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const COPIED = ['.wxt', 'package.json', 'tsconfig.json', 'eslint.config.js', '.dependency-cruiser.cjs'];
const CLEAN: Record<string, string> = {
  'lib/util/clean-count.ts': 'export const count = (n: number): number => n + 1;\n',
  'lib/lookup/clean-use.ts': "import { count } from '../util/clean-count';\nexport const used = count(1);\n",
  'lib/ui/clean-hook.ts': "import { useState } from 'react';\nimport { used } from '../lookup/clean-use';\nexport const useUsed = () => useState(used);\n",
  'lib/storage/clean-browser.ts': "import { browser } from 'wxt/browser';\nexport const area = () => browser.storage.local;\n",
  'components/CleanView.tsx': "import { useUsed } from '../lib/ui/clean-hook';\nexport const CleanView = () => String(useUsed()[0]);\n",
  'entrypoints/clean.ts': "import { area } from '../lib/storage/clean-browser';\nexport const start = area;\n",
  'emulator/clean-server.ts': 'export const port = 8787;\n',
};
const lintScript: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.lint;
const LINT_TIMEOUT = 120_000;

let copy = '';
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const entry of COPIED) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  plant(CLEAN);
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

function run(command: string): { status: number | null; output: string } {
  const env = { ...process.env, PATH: `${join(copy, 'node_modules', '.bin')}:${process.env.PATH}`, FORCE_COLOR: '0', NO_COLOR: '1' };
  const result = spawnSync('sh', ['-c', command], { cwd: copy, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** "rule: file" for ESLint's errors, "rule: from → to" for dependency-cruiser's. */
function findings(output: string): string[] {
  const found: string[] = [];
  let file = '';
  const lines = output.split('\n');
  lines.forEach((line, i) => {
    if (line.startsWith('/')) file = relative(copy, line.trim());
    const eslint = /^\s+\d+:\d+\s+error\s+.*\s(\S+)$/.exec(line);
    if (eslint) found.push(`${eslint[1]}: ${file}`);
    // A cycle is printed with its next module on the following line.
    const cruiser = /^\s*error (\S+): (\S+) →\s*(\S*)/.exec(line);
    if (cruiser) found.push(`${cruiser[1]}: ${cruiser[2]} → ${cruiser[3] || lines[i + 1]?.trim().split(' ')[0]}`);
  });
  return found;
}

function plant(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), text);
  }
}

describe('npm run lint', () => {
  it('passes on a clean tree that uses packages where each layer may', { timeout: LINT_TIMEOUT }, () => {
    const clean = run('npm run lint');
    expect(clean.status, clean.output).toBe(0);
  });

  it('refuses browser APIs and UI libraries below their layers, imports that point up or sideways, an emulator that leans on the extension, and cycles', { timeout: LINT_TIMEOUT }, () => {
    plant({
      // Allowed, and so not reported: ui → util, components → ui.
      'lib/util/planted-plural.ts': 'export const p = 1;\n',
      'lib/ui/planted-format.ts': "import { p } from '../util/planted-plural';\nexport const f = p;\n",
      'lib/service/planted-upward.ts': "import { f } from '../ui/planted-format';\nexport const u = f;\n",
      'lib/service/planted-browser.ts': "import { browser } from 'wxt/browser';\nexport const b = browser;\n",
      'lib/util/planted-auto-import.ts': "import { storage } from '#imports';\nexport const s = storage;\n",
      'lib/site/planted-global.ts': 'export const id = browser.runtime.id;\n',
      'lib/lookup/planted-react.ts': "import { useState } from 'react';\nexport const r = useState;\n",
      'lib/storage/planted-zustand.ts': "import { create } from 'zustand';\nexport const z = create;\n",
      'lib/storage/planted-sideways.ts': "import { m } from '../messaging/planted-protocol';\nexport const s = m;\n",
      'lib/messaging/planted-protocol.ts': 'export const m = 1;\n',
      'lib/lookup/planted-a.ts': "import { b } from './planted-b';\nexport const a = () => b;\n",
      'lib/lookup/planted-b.ts': "import { a } from './planted-a';\nexport const b = () => a;\n",
      'lib/lookup/planted-types.ts': 'export type Count = number;\n',
      'components/PlantedView.tsx': "import { m } from '../lib/messaging/planted-protocol';\nimport { f } from '../lib/ui/planted-format';\nexport const v = [m, f];\n",
      'components/PlantedTypes.tsx': "import type { Count } from '../lib/lookup/planted-types';\nexport type Counted = Count;\n",
      'emulator/planted-server.ts': "import { p } from '../lib/util/planted-plural';\nexport const e = p;\n",
    });
    // `&&` stops at the first failing step, so each step of the script runs on its own here.
    const steps = lintScript.split('&&').map((s) => s.trim());
    expect(steps.length).toBeGreaterThan(1);
    const found: string[] = [];
    for (const step of steps) {
      const result = run(step);
      expect(result.status, `${step}\n${result.output}`).not.toBe(0);
      found.push(...findings(result.output));
    }
    const matching = (pattern: RegExp) => found.filter((f) => pattern.test(f));
    expect(found).toEqual(
      expect.arrayContaining([
        'no-restricted-globals: lib/site/planted-global.ts',
        'layer-service: lib/service/planted-upward.ts → lib/ui/planted-format.ts',
        'no-browser-api-below-lookup: lib/util/planted-auto-import.ts → #imports',
        'layer-storage: lib/storage/planted-sideways.ts → lib/messaging/planted-protocol.ts',
        'layer-components: components/PlantedView.tsx → lib/messaging/planted-protocol.ts',
        'components-types-only-from-service: components/PlantedTypes.tsx → lib/lookup/planted-types.ts',
        'emulator-stands-alone: emulator/planted-server.ts → lib/util/planted-plural.ts',
      ]),
    );
    // Packages are reported as resolved into node_modules, as in the real tree.
    expect(matching(/^no-browser-api-below-lookup: lib\/service\/planted-browser\.ts → \S*node_modules\/wxt\//)).toHaveLength(1);
    expect(matching(/^no-ui-libraries-outside-ui: lib\/lookup\/planted-react\.ts → \S*node_modules\/react\//)).toHaveLength(1);
    expect(matching(/^no-ui-libraries-outside-ui: lib\/storage\/planted-zustand\.ts → \S*node_modules\/zustand\//)).toHaveLength(1);
    expect(matching(/^no-circular: lib\/lookup\/planted-[ab]\.ts → lib\/lookup\/planted-[ab]\.ts$/).length).toBeGreaterThan(0);
    expect(matching(/planted-format\.ts → lib\/util\/|PlantedView\.tsx → lib\/ui\//)).toEqual([]);
  });
});
