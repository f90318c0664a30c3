import { posix, win32 } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chromiumInstallPlan,
  findChromium,
  findFirefox,
  firefoxMissing,
  type Machine,
} from '../../../scripts/find-browser';

/** A made-up computer: the files that exist, what PATH finds, what `--version` prints. */
function machine(o: {
  files?: string[];
  which?: Record<string, string>;
  versions?: Record<string, string>;
  env?: Record<string, string>;
  platform?: NodeJS.Platform;
  isRoot?: boolean;
} = {}): Machine {
  const platform = o.platform ?? 'linux';
  const p = platform === 'win32' ? win32 : posix;
  const files = new Set(o.files ?? []);
  return {
    env: o.env ?? {},
    platform,
    home: platform === 'win32' ? 'C:\\Users\\ana' : platform === 'darwin' ? '/Users/ana' : '/home/ana',
    cwd: platform === 'win32' ? 'C:\\src\\social-lookup' : '/src/social-lookup',
    isRoot: o.isRoot ?? false,
    exists: (path) => files.has(path),
    list: (dir) => {
      const names = new Set<string>();
      for (const f of files) {
        const rel = p.relative(dir, f);
        if (rel && !rel.startsWith('..') && !p.isAbsolute(rel)) names.add(rel.split(p.sep)[0]!);
      }
      return [...names];
    },
    which: (name) => o.which?.[name],
    // A file that exists runs and says "Chromium 1" unless told otherwise.
    version: (path) => (path in (o.versions ?? {}) ? o.versions![path] : files.has(path) ? 'Chromium 156.0.1' : undefined),
  };
}

const DEBIAN = '/usr/bin/chromium';
const PW = '/home/ana/.cache/ms-playwright/chromium-1200/chrome-linux64/chrome';
const PUPPETEER = '/home/ana/.cache/puppeteer/chrome/linux-140.0.7339.82/chrome-linux64/chrome';
const CFT = '/src/social-lookup/chrome/linux-141.0.1/chrome-linux64/chrome';
const CHROME = '/usr/bin/google-chrome';

describe('Chromium: each source, in order of precedence', () => {
  const everything = [DEBIAN, '/usr/bin/chromium-browser', '/snap/bin/chromium', PW, PUPPETEER, CFT, CHROME];
  const order: Array<[string, string]> = [
    [DEBIAN, 'system install'],
    ['/usr/bin/chromium-browser', 'system install'],
    ['/snap/bin/chromium', 'system install'],
    [PW, "Playwright's cache"],
    [PUPPETEER, "Puppeteer's cache"],
    [CFT, 'Chrome for Testing'],
    [CHROME, 'Google Chrome'],
  ];
  order.forEach(([path, source], i) => {
    it(`finds ${path} (${source}) when nothing before it is there`, () => {
      const s = findChromium(machine({ files: everything.slice(i), which: { 'google-chrome': CHROME }, versions: { [CHROME]: 'Google Chrome 142.0.7444.59' } }));
      expect(s.found).toMatchObject({ path, source });
    });
  });

  it('CHROMIUM_PATH wins over everything, and nothing else is tried when it is wrong', () => {
    const custom = '/opt/my/chromium';
    expect(findChromium(machine({ files: [DEBIAN, custom], env: { CHROMIUM_PATH: custom } })).found).toMatchObject({ path: custom, source: 'CHROMIUM_PATH', load: 'flag' });
    const missing = findChromium(machine({ files: [DEBIAN], env: { CHROMIUM_PATH: '/nope' } }));
    expect(missing.found).toBeUndefined();
    expect(missing.fromEnv).toBe(true);
    expect(missing.refused).toEqual([{ path: '/nope', source: 'CHROMIUM_PATH', reason: 'no such file' }]);
  });

  it('finds chromium on PATH, and PLAYWRIGHT_BROWSERS_PATH and the newest Playwright build', () => {
    expect(findChromium(machine({ files: ['/usr/local/bin/chromium'], which: { chromium: '/usr/local/bin/chromium' } })).found?.path).toBe('/usr/local/bin/chromium');
    const older = '/pw/chromium-1187/chrome-linux64/chrome';
    const newer = '/pw/chromium-1200/chrome-linux/chrome';
    const s = findChromium(machine({ files: [older, newer, PW], env: { PLAYWRIGHT_BROWSERS_PATH: '/pw' } }));
    expect(s.found).toMatchObject({ path: newer, source: "Playwright's cache", load: 'flag' });
  });

  it('refuses a headless-only build with its reason and goes on to the next', () => {
    const shell = '/home/ana/.cache/ms-playwright/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell';
    const s = findChromium(machine({ files: [shell, CHROME], which: { 'google-chrome': CHROME }, versions: { [CHROME]: 'Google Chrome 142.0.1' } }));
    expect(s.found?.path).toBe(CHROME);
    expect(s.refused).toEqual([{ path: shell, source: "Playwright's cache", reason: expect.stringMatching(/headless-only.*cannot load an extension/) }]);
  });

  it('refuses a binary whose --version says headless, even under CHROMIUM_PATH', () => {
    const s = findChromium(machine({ files: ['/opt/x/chrome'], env: { CHROMIUM_PATH: '/opt/x/chrome' }, versions: { '/opt/x/chrome': 'HeadlessChrome 131.0.6778.33' } }));
    expect(s.found).toBeUndefined();
    expect(s.refused[0]?.reason).toMatch(/headless-only/);
  });

  it('passes over a stub that does not run (Ubuntu chromium-browser without its snap)', () => {
    const s = findChromium(machine({ files: ['/usr/bin/chromium-browser', PW], versions: { '/usr/bin/chromium-browser': undefined as unknown as string } }));
    expect(s.found?.path).toBe(PW);
    expect(s.refused[0]).toMatchObject({ path: '/usr/bin/chromium-browser', reason: expect.stringMatching(/does not run/) });
  });
});

describe('Chromium: branded Chrome and Edge load the extension through the DevTools pipe', () => {
  it('google-chrome and microsoft-edge on Linux', () => {
    expect(findChromium(machine({ files: [CHROME], which: { 'google-chrome': CHROME }, versions: { [CHROME]: 'Google Chrome 142.0.1' } })).found).toMatchObject({ path: CHROME, load: 'pipe' });
    const edge = '/usr/bin/microsoft-edge';
    expect(findChromium(machine({ files: [edge], which: { 'microsoft-edge': edge }, versions: { [edge]: 'Microsoft Edge 142.0.1' } })).found).toMatchObject({ source: 'Microsoft Edge', load: 'pipe' });
  });

  it('a branded build named by CHROMIUM_PATH is told by its --version; Chrome for Testing keeps the flag', () => {
    const at = (v: string) => findChromium(machine({ files: ['/opt/c/chrome'], env: { CHROMIUM_PATH: '/opt/c/chrome' }, versions: { '/opt/c/chrome': v } })).found?.load;
    expect(at('Google Chrome 142.0.7444.59')).toBe('pipe');
    expect(at('Google Chrome for Testing 142.0.7444.59')).toBe('flag');
    expect(at('Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)')).toBe('flag');
  });

  it('macOS: Chromium.app first, then Google Chrome.app through the pipe', () => {
    const chromiumApp = '/Applications/Chromium.app/Contents/MacOS/Chromium';
    const chromeApp = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const mac = (files: string[]) => findChromium(machine({ platform: 'darwin', files, versions: { [chromeApp]: 'Google Chrome 142.0.1' } })).found;
    expect(mac([chromiumApp, chromeApp])).toMatchObject({ path: chromiumApp, load: 'flag' });
    expect(mac([chromeApp])).toMatchObject({ path: chromeApp, load: 'pipe' });
  });

  it('Windows: Edge under Program Files (x86), with no --version to ask', () => {
    const edge = 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe';
    const s = findChromium(machine({ platform: 'win32', files: [edge], env: { PROGRAMFILES: 'C:\\Program Files', 'PROGRAMFILES(X86)': 'C:\\Program Files (x86)' }, versions: {} }));
    expect(s.found).toMatchObject({ path: edge, source: 'Microsoft Edge', load: 'pipe' });
  });

  it('CHROMIUM_EXTENSION_LOAD=pipe sends a Chromium through the pipe too', () => {
    expect(findChromium(machine({ files: [DEBIAN], env: { CHROMIUM_EXTENSION_LOAD: 'pipe' } })).found?.load).toBe('pipe');
  });
});

describe('Chromium: when none is found', () => {
  const debian = (isRoot: boolean) => machine({ files: ['/etc/debian_version'], which: { 'apt-get': '/usr/bin/apt-get' }, isRoot });

  it('Debian as root: installs Debian\'s package itself, saying so', () => {
    const m = debian(true);
    const plan = chromiumInstallPlan(m, findChromium(m), false);
    expect(plan).toMatchObject({ kind: 'run', steps: [['apt-get', 'update'], ['apt-get', 'install', '-y', 'chromium']] });
    expect(plan.says).toMatch(/Installing Debian's Chromium as root/);
  });

  it('Debian without root: Playwright\'s download when it answers, else stops with the sudo command', () => {
    const m = debian(false);
    expect(chromiumInstallPlan(m, findChromium(m), true)).toMatchObject({ kind: 'run', steps: [['npx', 'playwright', 'install', 'chromium']] });
    expect(chromiumInstallPlan(m, findChromium(m), false)).toMatchObject({ kind: 'stop', command: 'sudo apt-get update && sudo apt-get install -y chromium' });
  });

  it('macOS, Windows and other Linux: Playwright\'s download when it answers, else that command to run where it does', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const m = machine({ platform, isRoot: true });
      expect(chromiumInstallPlan(m, findChromium(m), true).kind).toBe('run');
      const stop = chromiumInstallPlan(m, findChromium(m), false);
      expect(stop).toMatchObject({ kind: 'stop', command: 'npx playwright install chromium' });
      expect(stop.says).toMatch(/cannot be reached from here.*CHROMIUM_PATH/);
    }
  });

  it('a wrong CHROMIUM_PATH stops rather than installs, and tells what was passed over', () => {
    const m = machine({ files: ['/etc/debian_version'], which: { 'apt-get': '/usr/bin/apt-get' }, isRoot: true, env: { CHROMIUM_PATH: '/nope' } });
    const plan = chromiumInstallPlan(m, findChromium(m), true);
    expect(plan.kind).toBe('stop');
    expect(plan.says).toMatch(/passed over \/nope \(CHROMIUM_PATH\): no such file/);
  });
});

describe('Firefox through the same finder', () => {
  it('FIREFOX_PATH, then firefox-esr, then firefox', () => {
    const both = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/opt/ff/firefox'];
    expect(findFirefox(machine({ files: both, env: { FIREFOX_PATH: '/opt/ff/firefox' } })).found).toMatchObject({ path: '/opt/ff/firefox', source: 'FIREFOX_PATH' });
    expect(findFirefox(machine({ files: both })).found?.path).toBe('/usr/bin/firefox-esr');
    expect(findFirefox(machine({ files: ['/usr/bin/firefox'] })).found?.path).toBe('/usr/bin/firefox');
    expect(findFirefox(machine({ files: ['/home/ana/bin/firefox'], which: { firefox: '/home/ana/bin/firefox' } })).found?.path).toBe('/home/ana/bin/firefox');
  });

  it('the usual macOS and Windows places', () => {
    expect(findFirefox(machine({ platform: 'darwin', files: ['/Applications/Firefox.app/Contents/MacOS/firefox'] })).found?.path).toBe('/Applications/Firefox.app/Contents/MacOS/firefox');
    const win = 'C:\\Program Files\\Mozilla Firefox\\firefox.exe';
    expect(findFirefox(machine({ platform: 'win32', files: [win], env: { PROGRAMFILES: 'C:\\Program Files' } })).found?.path).toBe(win);
  });

  it('none: the command for this machine', () => {
    const m = machine({ files: ['/etc/debian_version'], which: { 'apt-get': '/usr/bin/apt-get' } });
    expect(firefoxMissing(m, findFirefox(m))).toMatch(/sudo apt-get install -y firefox-esr/);
    const w = machine({ platform: 'win32' });
    expect(firefoxMissing(w, findFirefox(w))).toMatch(/set FIREFOX_PATH/);
  });
});
