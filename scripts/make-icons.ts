import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, ROOT } from './browser';

/**
 * Draws the extension's icon at every size the browsers and stores ask for, from its one source
 * (assets/icon/icon.svg), into public/icon/<size>.png (WXT declares them in the manifest).
 * Run with `npx tsx scripts/make-icons.ts` after changing the SVG, and commit the PNGs.
 */

export const ICON_SIZES = [16, 32, 48, 128] as const;

const svg = readFileSync(join(ROOT, 'assets', 'icon', 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const size of ICON_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace(/width="128" height="128"/, `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(join(ROOT, 'public', 'icon', `${size}.png`), png);
    await page.close();
    console.log(`public/icon/${size}.png`);
  }
} finally {
  await browser.close();
}
