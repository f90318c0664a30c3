import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, posix, win32 } from 'node:path';

/**
 * Where the browsers come from, for `npm start`, the tests, the benchmark and CI: pure functions
 * over a `Machine` (what the process sees of the computer), so every rule is unit-tested without
 * touching this one. `realMachine()` is the only part that looks.
 */

export interface Machine {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  home: string;
  cwd: string;
  isRoot: boolean;
  exists(path: string): boolean;
  /** Names in a folder; none when it is missing. */
  list(dir: string): string[];
  /** The file a command name runs, through PATH. */
  which(name: string): string | undefined;
  /** The first line `<path> --version` prints; undefined when it does not run. */
  version(path: string): string | undefined;
}

/**
 * How the extension goes in: the `--load-extension` flag (Chromium, Chrome for Testing), or the
 * DevTools pipe's `Extensions.loadUnpacked` (branded Chrome and Edge 137 and later ignore the flag).
 */
export type ExtensionLoad = 'flag' | 'pipe';

export interface FoundBrowser {
  path: string;
  /** Where it was found, in words ("CHROMIUM_PATH", "Playwright's cache", …). */
  source: string;
  version?: string;
  load: ExtensionLoad;
}

export interface RefusedBrowser {
  path: string;
  source: string;
  reason: string;
}

export interface Search {
  found?: FoundBrowser;
  /** Candidates that exist but cannot serve, each with why. */
  refused: RefusedBrowser[];
  /** The environment variable named the browser: nothing else is tried or installed. */
  fromEnv: boolean;
}

interface Candidate {
  path: string;
  source: string;
  branded?: boolean;
}

const pathOf = (m: Machine) => (m.platform === 'win32' ? win32 : posix);

// ---------------------------------------------------------------------------------------------
// Chromium-family

/** Playwright's and Chrome for Testing's layout inside one downloaded build's folder. */
function builtExecutables(m: Machine): string[][] {
  if (m.platform === 'darwin') {
    const cft = ['Google Chrome for Testing.app', 'Contents', 'MacOS', 'Google Chrome for Testing'];
    return [['chrome-mac-arm64', ...cft], ['chrome-mac-x64', ...cft], ['chrome-mac', 'Chromium.app', 'Contents', 'MacOS', 'Chromium']];
  }
  if (m.platform === 'win32') return [['chrome-win64', 'chrome.exe'], ['chrome-win', 'chrome.exe']];
  return [['chrome-linux64', 'chrome'], ['chrome-linux-arm64', 'chrome'], ['chrome-linux', 'chrome']];
}

function headlessShellExecutables(m: Machine): string[][] {
  const exe = m.platform === 'win32' ? 'chrome-headless-shell.exe' : 'chrome-headless-shell';
  const os = m.platform === 'darwin' ? ['mac-arm64', 'mac-x64'] : m.platform === 'win32' ? ['win64'] : ['linux64', 'linux-arm64'];
  return [...os.map((o) => [`chrome-headless-shell-${o}`, exe]), ['chrome-linux', 'headless_shell']];
}

/** Newest first: "chromium-1200" after "chromium-1187", "linux-140.0.1" after "linux-139.9". */
function newestFirst(names: string[]): string[] {
  const key = (n: string) => (n.match(/\d+/g) ?? []).map(Number);
  return [...names].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
    return 0;
  });
}

function inBuilds(m: Machine, root: string, prefix: RegExp, layouts: string[][], source: string): Candidate[] {
  const p = pathOf(m);
  return newestFirst(m.list(root).filter((n) => prefix.test(n))).flatMap((dir) =>
    layouts.map((layout) => ({ path: p.join(root, dir, ...layout), source })),
  );
}

export function playwrightCacheDir(m: Machine): string {
  const p = pathOf(m);
  const set = m.env.PLAYWRIGHT_BROWSERS_PATH;
  if (set === '0') return p.join(m.cwd, 'node_modules', 'playwright-core', '.local-browsers');
  if (set) return set;
  if (m.platform === 'darwin') return p.join(m.home, 'Library', 'Caches', 'ms-playwright');
  if (m.platform === 'win32') return p.join(m.env.LOCALAPPDATA ?? p.join(m.home, 'AppData', 'Local'), 'ms-playwright');
  return p.join(m.env.XDG_CACHE_HOME ?? p.join(m.home, '.cache'), 'ms-playwright');
}

export function puppeteerCacheDir(m: Machine): string {
  return m.env.PUPPETEER_CACHE_DIR ?? pathOf(m).join(m.home, '.cache', 'puppeteer');
}

function windowsDirs(m: Machine): string[] {
  return [m.env.PROGRAMFILES, m.env['PROGRAMFILES(X86)'], m.env.LOCALAPPDATA].filter((d): d is string => !!d);
}

function systemChromium(m: Machine): Candidate[] {
  const source = 'system install';
  if (m.platform === 'darwin') {
    return ['/Applications', `${m.home}/Applications`].map((d) => ({ path: `${d}/Chromium.app/Contents/MacOS/Chromium`, source }));
  }
  if (m.platform === 'win32') return windowsDirs(m).map((d) => ({ path: win32.join(d, 'Chromium', 'Application', 'chrome.exe'), source }));
  const onPath = ['chromium', 'chromium-browser'].map((n) => m.which(n)).filter((x): x is string => !!x);
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', ...onPath].map((path) => ({ path, source }));
}

function cachedChromium(m: Machine): Candidate[] {
  const p = pathOf(m);
  const playwright = playwrightCacheDir(m);
  const puppeteer = p.join(puppeteerCacheDir(m), 'chrome');
  const cftApp = m.platform === 'darwin'
    ? [{ path: '/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing', source: 'Chrome for Testing' }]
    : [];
  return [
    ...inBuilds(m, playwright, /^chromium-\d+$/, builtExecutables(m), "Playwright's cache"),
    ...inBuilds(m, puppeteer, /^[a-z_0-9]+-\d/, builtExecutables(m), "Puppeteer's cache"),
    // `npx @puppeteer/browsers install chrome@stable` downloads into ./chrome of the project.
    ...inBuilds(m, p.join(m.cwd, 'chrome'), /^[a-z_0-9]+-\d/, builtExecutables(m), 'Chrome for Testing'),
    ...cftApp,
    // Headless-only builds are listed so that the reason they are passed over can be told.
    ...inBuilds(m, playwright, /^chromium_headless_shell-\d+$/, headlessShellExecutables(m), "Playwright's cache"),
    ...inBuilds(m, p.join(puppeteerCacheDir(m), 'chrome-headless-shell'), /^[a-z_0-9]+-\d/, headlessShellExecutables(m), "Puppeteer's cache"),
  ];
}

function brandedChrome(m: Machine): Candidate[] {
  const branded = true;
  if (m.platform === 'darwin') {
    return [
      { path: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', source: 'Google Chrome', branded },
      { path: '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge', source: 'Microsoft Edge', branded },
    ];
  }
  if (m.platform === 'win32') {
    return [
      ...windowsDirs(m).map((d) => ({ path: win32.join(d, 'Google', 'Chrome', 'Application', 'chrome.exe'), source: 'Google Chrome', branded })),
      ...windowsDirs(m).map((d) => ({ path: win32.join(d, 'Microsoft', 'Edge', 'Application', 'msedge.exe'), source: 'Microsoft Edge', branded })),
    ];
  }
  const chrome = ['google-chrome-stable', 'google-chrome'].map((n) => m.which(n)).filter((x): x is string => !!x);
  const edge = ['microsoft-edge-stable', 'microsoft-edge'].map((n) => m.which(n)).filter((x): x is string => !!x);
  return [
    ...[...chrome, '/opt/google/chrome/chrome'].map((path) => ({ path, source: 'Google Chrome', branded })),
    ...[...edge, '/opt/microsoft/msedge/msedge'].map((path) => ({ path, source: 'Microsoft Edge', branded })),
  ];
}

const HEADLESS_ONLY =
  'a headless-only build (chrome-headless-shell): it opens no window for `npm start`, and it cannot load an extension, which every browser test here needs';

/** A branded build by its own words; Chrome for Testing keeps the flag. */
function saysBranded(version: string | undefined, path: string): boolean {
  if (version) return /^(Google Chrome|Microsoft Edge)\b(?! for Testing)/.test(version);
  return /google[- ]chrome(?!.*for testing)|msedge|microsoft[- ]edge|Google[\\/]Chrome[\\/]Application/i.test(path);
}

/** Accepts or refuses one candidate that exists. */
function judge(m: Machine, c: Candidate): FoundBrowser | RefusedBrowser {
  const base = pathOf(m).basename(c.path);
  if (/headless[_-]?shell/i.test(base)) return { path: c.path, source: c.source, reason: HEADLESS_ONLY };
  // Chrome on Windows prints nothing for --version, so there the path alone decides.
  const version = m.platform === 'win32' ? undefined : m.version(c.path);
  if (m.platform !== 'win32' && version === undefined) {
    return { path: c.path, source: c.source, reason: 'it does not run (`--version` failed); a snap-only stub without its snap does this' };
  }
  if (version && /headless/i.test(version)) return { path: c.path, source: c.source, reason: HEADLESS_ONLY };
  const forced = m.env.CHROMIUM_EXTENSION_LOAD;
  const load: ExtensionLoad = forced === 'pipe' || forced === 'flag' ? forced : c.branded || saysBranded(version, c.path) ? 'pipe' : 'flag';
  return { path: c.path, source: c.source, load, ...(version ? { version } : {}) };
}

function search(m: Machine, envName: string, candidates: () => Candidate[], check: (c: Candidate) => FoundBrowser | RefusedBrowser): Search {
  const named = m.env[envName];
  if (named) {
    if (!m.exists(named)) return { refused: [{ path: named, source: envName, reason: 'no such file' }], fromEnv: true };
    const verdict = check({ path: named, source: envName });
    return 'reason' in verdict ? { refused: [verdict], fromEnv: true } : { found: verdict, refused: [], fromEnv: true };
  }
  const refused: RefusedBrowser[] = [];
  const seen = new Set<string>();
  for (const c of candidates()) {
    if (seen.has(c.path) || !m.exists(c.path)) continue;
    seen.add(c.path);
    const verdict = check(c);
    if ('reason' in verdict) refused.push(verdict);
    else return { found: verdict, refused, fromEnv: false };
  }
  return { refused, fromEnv: false };
}

/**
 * A Chromium-family browser that can load an unpacked extension: CHROMIUM_PATH; Chromium from the
 * system; Playwright's, Puppeteer's and Chrome for Testing's downloads; then branded Chrome or
 * Edge, loaded through the DevTools pipe.
 */
export function findChromium(m: Machine): Search {
  return search(m, 'CHROMIUM_PATH', () => [...systemChromium(m), ...cachedChromium(m), ...brandedChrome(m)], (c) => judge(m, c));
}

export function findFirefox(m: Machine): Search {
  const candidates = (): Candidate[] => {
    const source = 'system install';
    if (m.platform === 'darwin') {
      return ['Firefox', 'Firefox Developer Edition', 'Firefox Nightly'].map((app) => ({ path: `/Applications/${app}.app/Contents/MacOS/firefox`, source }));
    }
    if (m.platform === 'win32') {
      return windowsDirs(m).map((d) => ({ path: win32.join(d, 'Mozilla Firefox', 'firefox.exe'), source }));
    }
    const onPath = ['firefox-esr', 'firefox'].map((n) => m.which(n)).filter((x): x is string => !!x);
    return ['/usr/bin/firefox-esr', '/usr/bin/firefox', ...onPath, '/snap/bin/firefox'].map((path) => ({ path, source }));
  };
  // Puppeteer drives Firefox over WebDriver BiDi and installs the add-on itself: any Firefox serves.
  return search(m, 'FIREFOX_PATH', candidates, (c) => ({ path: c.path, source: c.source, load: 'flag' }));
}

// ---------------------------------------------------------------------------------------------
// When none is found

export type InstallPlan =
  | { kind: 'run'; says: string; steps: string[][] }
  | { kind: 'stop'; says: string; command: string };

export function isDebianLike(m: Machine): boolean {
  return m.platform === 'linux' && m.exists('/etc/debian_version') && !!m.which('apt-get');
}

function refusals(s: Search): string {
  return s.refused.map((r) => `\n  passed over ${r.path} (${r.source}): ${r.reason}`).join('');
}

/**
 * What `npm start` does when no Chromium is found: Debian's package as root, Playwright's download
 * where its host answers, else the one command for the user to run.
 */
export function chromiumInstallPlan(m: Machine, s: Search, downloadReachable: boolean): InstallPlan {
  const head = `No Chromium, Chrome or Edge that can load the extension was found.${refusals(s)}`;
  if (s.fromEnv) {
    return { kind: 'stop', says: `${head}\nCHROMIUM_PATH names it; fix or unset it:`, command: 'unset CHROMIUM_PATH' };
  }
  if (isDebianLike(m) && m.isRoot) {
    return {
      kind: 'run',
      says: `${head}\nInstalling Debian's Chromium as root (apt-get update && apt-get install -y chromium; it lands at /usr/bin/chromium)…`,
      steps: [['apt-get', 'update'], ['apt-get', 'install', '-y', 'chromium']],
    };
  }
  if (downloadReachable) {
    return {
      kind: 'run',
      says: `${head}\nDownloading Playwright's Chromium into ${playwrightCacheDir(m)} (npx playwright install chromium)…`,
      steps: [['npx', 'playwright', 'install', 'chromium']],
    };
  }
  const command = chromiumCommand(m);
  const why = isDebianLike(m)
    ? 'Installing Debian\'s package needs root, and Playwright\'s download cannot be reached from here.'
    : 'Playwright\'s download cannot be reached from here: run this where it can, or set CHROMIUM_PATH to a Chromium, Chrome or Edge.';
  return { kind: 'stop', says: `${head}\n${why} Run:`, command };
}

/** The one command that gets a Chromium on this machine (said by the tests, which never install). */
export function chromiumCommand(m: Machine): string {
  if (!isDebianLike(m)) return 'npx playwright install chromium';
  return m.isRoot ? 'apt-get update && apt-get install -y chromium' : 'sudo apt-get update && sudo apt-get install -y chromium';
}

/** Firefox is never installed unasked (only the Firefox tests use it): the command to run. */
export function firefoxMissing(m: Machine, s: Search): string {
  const head = `No Firefox found${s.fromEnv ? ' at FIREFOX_PATH' : ''}.${refusals(s)}`;
  if (isDebianLike(m)) return `${head} Run: ${m.isRoot ? '' : 'sudo '}apt-get install -y firefox-esr (or set FIREFOX_PATH).`;
  if (m.platform === 'darwin') return `${head} Run: brew install --cask firefox (or set FIREFOX_PATH).`;
  return `${head} Install Firefox 128 or later, or set FIREFOX_PATH to its executable.`;
}

export function describe(name: string, s: Search): string {
  if (!s.found) return `${name}: none found`;
  const how = s.found.load === 'pipe' ? ', extension loaded through the DevTools pipe' : '';
  return `${name}: ${s.found.path} (${s.found.source}${s.found.version ? `, ${s.found.version}` : ''}${how})`;
}

// ---------------------------------------------------------------------------------------------
// This machine

export function realMachine(): Machine {
  const env = process.env;
  return {
    env,
    platform: process.platform,
    home: homedir(),
    cwd: process.cwd(),
    isRoot: process.getuid?.() === 0,
    exists: existsSync,
    list: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    which: (name) => {
      const exts = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE').split(';') : [''];
      for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
        for (const ext of exts) {
          const file = join(dir, name + ext);
          if (existsSync(file)) return file;
        }
      }
      return undefined;
    },
    version: (path) => {
      const r = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 15_000 });
      const line = r.status === 0 ? r.stdout.trim().split('\n')[0]?.trim() : undefined;
      return line || undefined;
    },
  };
}
