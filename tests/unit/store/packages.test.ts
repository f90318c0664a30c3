import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The store packages as `npm run zip` makes them (into the ignored .output folder), unpacked:
 * the shipped manifests ask for no loopback origin up front, set a strict policy for the
 * extension's pages, and no packaged file carries the test hook or the detectors' example URLs.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OUT = join(ROOT, '.output');
const LOOPBACK = /127\.0\.0\.1|localhost|\[::1\]/;

type Files = Record<string, Uint8Array>;
const packages: Record<'chrome' | 'firefox' | 'sources', Files> = { chrome: {}, firefox: {}, sources: {} };

async function exampleUrls(): Promise<string[]> {
  // Every site's detectors, wherever its folder keeps them.
  const files = (readdirSync(join(ROOT, 'lib', 'site'), { recursive: true }) as string[]).filter((f) => f.endsWith('.examples.ts'));
  expect(files.length).toBeGreaterThan(0);
  const urls: string[] = [];
  // Every URL an examples file exports, whatever its shape (a list, lists by kind, bare URLs).
  const collect = (v: unknown): void => {
    if (typeof v === 'string') urls.push(v);
    else if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') {
      if (typeof (v as { url?: unknown }).url === 'string') urls.push((v as { url: string }).url);
      else Object.values(v).forEach(collect);
    }
  };
  for (const file of files) collect(await import(join(ROOT, 'lib', 'site', file)));
  // Short ones ("https://www.social.example/social") could be in shipped code for other reasons.
  return urls.filter((u) => u.startsWith('http') && u.length >= 40);
}

const text = (files: Files) => Object.entries(files).filter(([name]) => /\.(js|html|json|css)$/.test(name));
const manifest = (files: Files) => JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, unknown>;

beforeAll(() => {
  // A clean checkout has no build output yet; older packages must not be read as new ones.
  const old = existsSync(OUT) ? readdirSync(OUT, { withFileTypes: true }) : [];
  for (const f of old.filter((e) => e.isFile() && e.name.endsWith('.zip'))) rmSync(join(OUT, f.name));
  const built = spawnSync('npm', ['run', '--silent', 'zip'], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run zip failed:\n${built.stdout}\n${built.stderr}`);
  for (const name of readdirSync(OUT)) {
    const kind = /-(chrome|firefox|sources)\.zip$/.exec(name)?.[1] as keyof typeof packages | undefined;
    if (kind) packages[kind] = unzipSync(readFileSync(join(OUT, name)));
  }
}, 180_000);

describe('store packages', () => {
  it('makes the Chrome, Firefox and sources packages', () => {
    for (const kind of ['chrome', 'firefox', 'sources'] as const) expect(Object.keys(packages[kind]).length).toBeGreaterThan(5);
  });

  it('Chrome: MV3, no loopback origin granted at install, a strict policy for its pages', () => {
    const m = manifest(packages.chrome);
    expect(m.manifest_version).toBe(3);
    expect(m.host_permissions).toEqual(expect.any(Array));
    for (const origin of m.host_permissions as string[]) expect(origin).not.toMatch(LOOPBACK);
    const csp = (m.content_security_policy as { extension_pages: string }).extension_pages;
    expect(csp).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/unsafe-|https?:|\*/);
    for (const page of ['popup.html', 'sidepanel.html', 'options.html', 'privacy.html', 'background.js']) expect(packages.chrome[page]).toBeDefined();
  });

  it('Firefox: no loopback origin granted at install, a strict policy for its pages', () => {
    const m = manifest(packages.firefox);
    const granted = (m.manifest_version === 2 ? m.permissions : m.host_permissions) as string[];
    for (const origin of granted) expect(origin).not.toMatch(LOOPBACK);
    const csp = (m.manifest_version === 2 ? m.content_security_policy : (m.content_security_policy as { extension_pages: string }).extension_pages) as string;
    expect(csp).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/unsafe-|https?:|\*/);
  });

  it('ships neither the test hook nor the example URL lists', async () => {
    const urls = await exampleUrls();
    expect(urls.length).toBeGreaterThan(50);
    for (const kind of ['chrome', 'firefox'] as const) {
      for (const [name, bytes] of text(packages[kind])) {
        const body = strFromU8(bytes);
        expect(body, `${kind}/${name}`).not.toContain('__socialLookupTest');
        const leaked = urls.filter((u) => body.includes(u));
        expect(leaked, `${kind}/${name}`).toEqual([]);
      }
      expect(Object.keys(packages[kind]).filter((n) => /examples|\.map$|\.ts$/.test(n))).toEqual([]);
    }
  });

  it('the XLSX writer ships in one chunk of its own, out of the background, and makes no Worker', () => {
    for (const kind of ['chrome', 'firefox'] as const) {
      const holders = text(packages[kind]).filter(([, bytes]) => strFromU8(bytes).includes('spreadsheetml.sharedStrings'));
      expect(holders.map(([name]) => name), kind).toEqual([expect.stringMatching(/^chunks\//)]);
      // fflate's own `zip` would start a blob: Worker for large files, which Firefox's extension pages refuse.
      expect(strFromU8(holders[0]![1]), kind).not.toMatch(/new Worker\b/);
    }
  });

  it('sources: what rebuilds the extension, without dependencies, builds or local reports', () => {
    const names = Object.keys(packages.sources);
    for (const needed of ['package.json', 'package-lock.json', 'wxt.config.ts', 'entrypoints/background.ts', 'README.md']) {
      expect(names).toContain(needed);
    }
    expect(names.filter((n) => /^(node_modules|\.output|reports|test-results|\.wxt)\//.test(n))).toEqual([]);
  });
});
