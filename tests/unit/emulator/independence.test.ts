import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The emulator is an independent oracle of the service: it must not borrow the extension's code
// (a mistake there would be mirrored here), and its modules must not import each other in a cycle.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const EMULATOR = join(ROOT, 'emulator');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Relative imports of a file, resolved to absolute .ts paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
  return specs.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s.endsWith('.ts') ? s : `${s}.ts`));
}

const FILES = sources(EMULATOR);
const GRAPH = new Map(FILES.map((f) => [f, importsOf(f)]));

describe('emulator independence', () => {
  it('imports nothing from lib/ (or anywhere outside emulator/)', () => {
    const outside = [...GRAPH].flatMap(([file, deps]) =>
      deps.filter((d) => !d.startsWith(EMULATOR + '/')).map((d) => `${relative(ROOT, file)} → ${relative(ROOT, d)}`),
    );
    expect(FILES.length).toBeGreaterThan(20);
    expect(outside).toEqual([]);
  });

  it('has no import cycle (control.ts and server.ts included)', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(EMULATOR, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const dep of GRAPH.get(file) ?? []) visit(dep, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of FILES) visit(file, []);
    expect(GRAPH.get(join(EMULATOR, 'control.ts'))).not.toContain(join(EMULATOR, 'server.ts'));
    expect(cycles).toEqual([]);
  });
});
