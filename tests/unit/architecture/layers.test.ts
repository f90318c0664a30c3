import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The layer rules are checked on a small planted tree: each planted import must be refused by
// the same configuration that `npm run lint` runs over the real tree.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const rules = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));
const planted = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

function plant(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(planted, path)), { recursive: true });
    writeFileSync(join(planted, path), text);
  }
}

async function violations(): Promise<string[]> {
  const result = await cruise(['lib', 'components', 'emulator'], {
    ruleSet: { forbidden: rules.forbidden },
    validate: true,
    baseDir: planted,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the layer rules', () => {
  it('refuse upward, sideways and browser imports, UI code below the UI, an emulator that leans on the extension, and cycles', async () => {
    plant({
      'lib/util/plural.ts': 'export const p = 1;\n',
      'lib/ui/format.ts': "import { p } from '../util/plural';\nexport const f = p;\n",
      'lib/service/upward.ts': "import { f } from '../ui/format';\nexport const u = f;\n",
      'lib/service/browser.ts': "import { browser } from 'wxt/browser';\nexport const b = browser;\n",
      'lib/storage/sideways.ts': "import { m } from '../messaging/protocol';\nexport const s = m;\n",
      'lib/messaging/protocol.ts': 'export const m = 1;\n',
      'lib/lookup/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'lib/lookup/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'components/View.tsx': "import { m } from '../lib/messaging/protocol';\nimport { f } from '../lib/ui/format';\nexport const v = [m, f];\n",
      'emulator/server.ts': "import { p } from '../lib/util/plural';\nexport const e = p;\n",
    });
    const found = await violations();
    expect(found).toEqual(
      expect.arrayContaining([
        'layer-service: lib/service/upward.ts → lib/ui/format.ts',
        'no-browser-api-below-lookup: lib/service/browser.ts → wxt/browser',
        'layer-storage: lib/storage/sideways.ts → lib/messaging/protocol.ts',
        'layer-components: components/View.tsx → lib/messaging/protocol.ts',
        'emulator-stands-alone: emulator/server.ts → lib/util/plural.ts',
      ]),
    );
    expect(found.some((v) => v.startsWith('no-circular: lib/lookup/'))).toBe(true);
    // The allowed imports are not reported.
    expect(found.filter((v) => v.includes('lib/ui/format.ts → lib/util'))).toEqual([]);
    expect(found.filter((v) => v.includes('components/View.tsx → lib/ui/'))).toEqual([]);
  });

  it('refuse the browser globals in the layers that run in Node', async () => {
    const eslint = new ESLint({ cwd: root });
    const [service] = await eslint.lintText('export const id = chrome.runtime.id;\n', { filePath: join(root, 'lib/service/planted.ts') });
    expect(service!.messages.map((m) => m.ruleId)).toContain('no-restricted-globals');
    const [ui] = await eslint.lintText('export const id = chrome.runtime.id;\n', { filePath: join(root, 'lib/ui/planted.ts') });
    expect(ui!.messages.map((m) => m.ruleId)).not.toContain('no-restricted-globals');
  });
});
