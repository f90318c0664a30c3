import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeLayerModules } from './load-in-node';

// Vitest runs with WXT's plugin (vitest.config.ts), which supplies a fake browser and WXT's
// imports; this loads the Node layers in a plain Node process instead, with neither.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const script = fileURLToPath(new URL('./load-in-node.ts', import.meta.url));

describe('lib/site, lib/service, lib/lookup and lib/util', () => {
  it('load in plain Node, every module of them', () => {
    const modules = nodeLayerModules();
    expect(modules.length).toBeGreaterThan(100);
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(`loaded ${modules.length} modules`);
  });
});
