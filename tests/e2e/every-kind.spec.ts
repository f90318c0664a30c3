import type { Locator, Page } from '@playwright/test';
import { KNOWN } from '../../emulator/data/known';
import { classifyUrl } from '../../lib/site';
import { codeIn } from '../fixtures/code-words';
import { expect, test } from './fixtures';
import { clickPaid, openPanel, openPopup, openSiteTab } from './ui-helpers';

/**
 * Every kind of link the extension looks up, in real Chromium against the emulator: from the
 * popup, from the side panel, and opened again from the Library. Each shows its view: never the
 * raw-JSON fallback, never a code word of the data (tests/fixtures/code-words.ts). One browser,
 * one site tab, one popup and one panel, reused.
 */

const W = 'https://www.social.example';
const K = KNOWN;

/** Links by the Library kind their answer is kept as. */
const LINKS: [kind: string, url: string][] = [
  ['page', K.pages.northwindgames.url],
  ['group', K.groups.corvitarts.url],
  ['post', K.posts.manyComments.url],
  ['video', K.videos.main.watchUrl],
  ['reel', K.reels.main.url],
  ['advertiser', `${W}/ads/library/?active_status=all&view_all_page_id=${K.pages.northwindgames.adPageId}`],
  ['listing', K.marketplace.listing.url],
  ['seller', K.marketplace.seller.url],
];

/** What a view shows, checked: something, no raw JSON, no code word. */
async function expectInWords(view: Locator, what: string): Promise<void> {
  await expect(view.locator('article, .summary').first(), what).toBeVisible();
  await expect(view.locator('.raw-body'), what).toHaveCount(0);
  const text = await view.innerText();
  expect(text, what).not.toContain('does not know');
  expect(codeIn(text), `${what}: code words`).toEqual([]);
}

const lookUp = (scope: Page | Locator) => scope.getByRole('button', { name: /^(Look up|Show) · / }).first();

test('every kind is shown in its view from the popup, the side panel and the Library', async ({ configured: ext }) => {
  // About 60 s on an idle machine (nine paid lookups, each shown three times); room for a loaded one.
  test.setTimeout(180_000);
  const { page: site, tabId } = await openSiteTab(ext, LINKS[0]![1]);
  // The advertiser's page links to one of their ads: the ad's own link is the last kind.
  await site.goto(LINKS.find(([k]) => k === 'advertiser')![1]);
  const adHref = await site.locator('a[href*="/ads/library/?id="]').first().getAttribute('href');
  const links: [string, string][] = [...LINKS, ['ad', new URL(adHref!, W).href]];

  const popup = await openPopup(ext, tabId);
  const panel = await openPanel(ext, tabId);
  const thisTab = panel.getByRole('region', { name: 'This tab' });
  for (const [kind, url] of links) {
    await site.goto(url);

    // The popup reads the tab when it opens, and pays for the lookup. (A page in front: Chromium
    // draws a tab behind others seldom, and a click waits for the button to be drawn still.)
    await popup.bringToFront();
    await popup.reload();
    await clickPaid(lookUp(popup));
    const answer = popup.locator('.result');
    await expect(answer.locator('.cache-note')).toBeVisible();
    await expectInWords(answer, `popup: ${kind}`);

    // The panel follows the tab; its lookup is the answer just paid for.
    await panel.bringToFront();
    await expect(thisTab.locator(`a[href="${classifyUrl(url)!.url}"]`)).toBeVisible();
    await lookUp(thisTab).click();
    const view = panel.locator('.entity-view[data-state="done"]');
    await expectInWords(view, `panel: ${kind}`);
    await panel.getByRole('button', { name: '← This tab' }).click();
  }

  // Each kind opens from the Library, in the same view as a fresh answer.
  await panel.getByRole('tab', { name: 'Library', exact: true }).click();
  const list = panel.getByRole('list', { name: 'Library', exact: true });
  for (const [kind] of links) {
    await panel.locator('.library-filters').getByLabel('Kind').selectOption(kind);
    await list.getByRole('article').first().getByRole('button').first().click();
    const item = panel.locator('.library-item');
    await expect(item.locator('.cache-note')).toContainText('kept · fetched');
    await expectInWords(item, `library: ${kind}`);
    await panel.getByRole('button', { name: '← Library' }).click();
  }
});
