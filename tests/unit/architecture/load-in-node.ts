/**
 * Imports every module of the layers that must run in plain Node (tests, the benchmark, a future
 * server) with nothing of WXT or the browser around them, and prints how many it loaded.
 * Run as `node --import tsx tests/unit/architecture/load-in-node.ts`; node-layers.test.ts does.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const NODE_LAYERS = ['lib/site', 'lib/service', 'lib/lookup', 'lib/util'];

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Every module file under the Node layers, relative to the project root. */
export function nodeLayerModules(): string[] {
  return NODE_LAYERS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .map((f) => `${dir}/${f}`),
  ).sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let loaded = 0;
  for (const file of nodeLayerModules()) {
    try {
      await import(pathToFileURL(join(root, file)).href);
      loaded += 1;
    } catch (error) {
      console.error(`${file} does not load in plain Node:`, error);
      process.exit(1);
    }
  }
  console.log(`loaded ${loaded} modules`);
  // A module may start a timer or hold a handle; loading is all this checks.
  process.exit(0);
}
