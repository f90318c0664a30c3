import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../wxt.config';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SIZES = ['16', '32', '48', '128'];

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(b.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

type Manifest = { icons?: Record<string, string>; action?: { default_icon?: Record<string, string> } };

describe('the extension has its icon', () => {
  for (const browser of ['chrome', 'firefox']) {
    for (const mode of ['production', 'e2e']) {
      it(`declares every size the stores ask for, as files of that size (${browser}, ${mode})`, () => {
        const make = config.manifest as (env: { mode: string; browser: string; manifestVersion: number; command: string }) => Manifest;
        const manifest = make({ mode, browser, manifestVersion: 3, command: 'build' });
        for (const icons of [manifest.icons, manifest.action?.default_icon]) {
          expect(Object.keys(icons ?? {}).sort()).toEqual([...SIZES].sort());
          for (const size of SIZES) {
            const file = join(ROOT, 'public', icons![size]!);
            expect(existsSync(file), file).toBe(true);
            expect(pngSize(file)).toEqual({ width: Number(size), height: Number(size) });
          }
        }
      });
    }
  }

  it('is drawn from one source', () => {
    expect(readFileSync(join(ROOT, 'assets', 'icon', 'icon.svg'), 'utf8')).toMatch(/^<svg /);
  });
});
