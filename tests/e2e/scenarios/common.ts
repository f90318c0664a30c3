import assert from 'node:assert/strict';
import { KNOWN } from '../../../emulator/data/known';
import type { DriverPage, ExtensionDriver, Target, TextMatch } from '../adapter/types';
import { eventually, seeText } from '../adapter/wait';
import type { Emulator } from '../emulator-control';

/**
 * Scenarios that run in Chromium (Playwright, cross-browser.spec.ts) and in Firefox (Vitest,
 * tests/e2e/firefox/) through the same driver interface: each gets a fresh browser profile with
 * the extension and a fresh emulator.
 */

export interface ScenarioContext {
  ext: ExtensionDriver;
  emulator: Emulator;
}

export interface Scenario {
  name: string;
  run(ctx: ScenarioContext): Promise<void>;
}

export const POST_URL = KNOWN.posts.manyComments.url;
export const POST_ID = KNOWN.posts.manyComments.id;

export const SIZES = {
  panel: { width: 420, height: 860 },
  popup: { width: 380, height: 600 },
  options: { width: 900, height: 1000 },
} as const;

export const button = (text: TextMatch, within?: Target): Target => ({ css: 'button', text, ...(within ? { within } : {}) });
/** A section named by its heading (a region). */
export const region = (name: string): Target => ({ css: 'section', name });
export const article = (name: string): Target => ({ css: 'article', name });

/** Configures the extension with the emulator and the demo key. */
export function configured({ ext, emulator }: ScenarioContext): Promise<void> {
  return ext.configure(emulator.url, 'demo');
}

export function openPanel(ext: ExtensionDriver, tabId: number): Promise<DriverPage> {
  return ext.openExtensionPage(`sidepanel.html?tabId=${tabId}`, SIZES.panel);
}

export function openPopup(ext: ExtensionDriver, tabId: number): Promise<DriverPage> {
  return ext.openExtensionPage(`popup.html?tabId=${tabId}`, SIZES.popup);
}

/** The credits the emulator charged, all calls together. */
export async function charged(emulator: Emulator): Promise<number> {
  return (await emulator.ledger()).reduce((sum, c) => sum + c.creditsCharged, 0);
}

export async function expectCharged(emulator: Emulator, expected: number): Promise<void> {
  await eventually(
    () => charged(emulator),
    (n) => assert.equal(n, expected, `the service charged ${n} credits, expected ${expected}`),
  );
}

/** Waits until a paid button shows its price, then clicks it; returns the credits it announced. */
export async function clickPaid(page: DriverPage, target: Target): Promise<number> {
  const label = await seeText(page, target, /· (~?[\d,]+ credits?|free|cached · 0 credits)$/);
  await page.click(target);
  if (/· (cached · )?0 credits$|· free$/.test(label)) return 0;
  return Number(/· ~?([\d,]+) credits?$/.exec(label)![1]!.replace(/,/g, ''));
}
