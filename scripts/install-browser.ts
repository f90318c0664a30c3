import { spawnSync } from 'node:child_process';
import { request } from 'node:https';
import { chromiumInstallPlan, describe, findChromium, realMachine, type FoundBrowser } from './find-browser';

/**
 * `npm start`'s side of the finder: when no Chromium is found it gets one if this machine can
 * (Debian's package as root, Playwright's download where it answers), saying so first, or stops
 * before anything is launched with the one command to run.
 */

/** Whether Playwright's browser download answers at all (any HTTP status), within a few seconds. */
export function playwrightDownloadReachable(timeoutMs = 4000): Promise<boolean> {
  const host = process.env.PLAYWRIGHT_DOWNLOAD_HOST ?? 'https://cdn.playwright.dev';
  return new Promise((resolve) => {
    try {
      const req = request(host, { method: 'HEAD', timeout: timeoutMs }, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(false));
      req.end();
    } catch {
      resolve(false);
    }
  });
}

export class NoBrowserError extends Error {}

export async function ensureChromium(): Promise<FoundBrowser> {
  const machine = realMachine();
  const first = findChromium(machine);
  if (first.found) {
    console.log(describe('Browser', first));
    return first.found;
  }
  const plan = chromiumInstallPlan(machine, first, first.fromEnv ? false : await playwrightDownloadReachable());
  if (plan.kind === 'stop') throw new NoBrowserError(`${plan.says}\n\n  ${plan.command}\n`);
  console.log(plan.says);
  for (const [cmd, ...args] of plan.steps) {
    const run = spawnSync(cmd!, args, { stdio: 'inherit', shell: process.platform === 'win32', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) throw new NoBrowserError(`"${[cmd, ...args].join(' ')}" failed (exit ${run.status ?? run.signal}).`);
  }
  const again = findChromium(machine);
  if (!again.found) throw new NoBrowserError(`The install finished but no usable Chromium was found afterwards.`);
  console.log(describe('Installed and using', again));
  return again.found;
}
