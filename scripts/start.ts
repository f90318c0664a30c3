/**
 * `npm start`: builds the extension, starts the service emulator (which also serves the fixture
 * site), and opens Chromium with the extension loaded, its base URL and the demo key set, on the
 * fixture feed.
 *
 *   npm start                  a browser window (needs a display)
 *   npm start -- --headless    no window: saves screenshots of the feed, popup, side panel and
 *                              options page to the folder it names, then exits
 *   options: --port N (emulator port, default 8787), --no-build, --out DIR (screenshots)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/server';
import { configureExtension, launchWithExtension, ROOT } from './browser';
import { ensureChromium } from './install-browser';
import { takeTourScreenshots } from './tour';

const { values } = parseArgs({
  options: {
    headless: { type: 'boolean', default: false },
    port: { type: 'string', default: '8787' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

const DEMO_KEY = 'demo';
const FEED_URL = 'https://www.social.example/';

async function main() {
  // Before anything is built or launched: a browser, got here if the machine can, else the command to run.
  await ensureChromium();

  if (!values['no-build']) {
    console.log('Building the extension…');
    const build = spawnSync('npm', ['run', '--silent', 'build:e2e'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The extension build failed.');
  }

  const emulator = await startOnFreePort(Number(values.port));
  console.log(`Service emulator: ${emulator.url}  (demo key: "${DEMO_KEY}", 200 credits)`);

  let headless = values.headless;
  if (!headless && process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    console.log('No display found: running headless and saving screenshots instead (see --headless).');
    headless = true;
  }

  const browser = await launchWithExtension({ emulatorUrl: emulator.url, headless, viewport: headless ? undefined : null });
  await configureExtension(browser.worker, emulator.url, DEMO_KEY);
  const feed = browser.context.pages()[0] ?? (await browser.context.newPage());
  await feed.goto(FEED_URL);
  console.log(`Extension ${browser.extensionId} loaded; feed open at ${FEED_URL}`);

  if (headless) {
    const out = resolve(values.out ?? join(ROOT, 'docs', 'screenshots', 'start'));
    mkdirSync(out, { recursive: true });
    const files = await takeTourScreenshots(browser, feed, out);
    for (const f of files) console.log(`  saved ${f}`);
    console.log(`Screenshots saved to ${out}`);
    await browser.close();
    await emulator.close();
    return;
  }

  console.log('Close the browser window (or press Ctrl+C) to stop.');
  const stop = async () => {
    await browser.close().catch(() => {});
    await emulator.close().catch(() => {});
    process.exit(0);
  };
  browser.context.on('close', () => void stop());
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

async function startOnFreePort(port: number) {
  try {
    return await startEmulator({ port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.log(`Port ${port} is busy; using a free one.`);
    return startEmulator({ port: 0 });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
