import { KNOWN } from '../../emulator/data/known';
import { expect, test } from './fixtures';
import { openPanel, openSiteTab } from './ui-helpers';

/**
 * Saving media, in real Chromium: each download is followed to its end, so one the browser
 * interrupts (here a file the media host does not have: a 404) is named with its reason, and
 * only it is offered again.
 */

const FEED = 'https://www.social.example/';
const post = KNOWN.posts.multiPhoto;

test('a download that fails is reported by name with its reason, and saved on a second try', async ({ configured: ext, emulator }) => {
  const { tabId } = await openSiteTab(ext, FEED);
  const panel = await openPanel(ext, tabId);
  await ext.worker.evaluate(
    async ({ tabId, linkUrl, pageUrl }) => {
      const tab = await chrome.tabs.get(tabId);
      const event = chrome.contextMenus.onClicked as unknown as { dispatch(info: chrome.contextMenus.OnClickData, tab: chrome.tabs.Tab): void };
      event.dispatch({ menuItemId: 'social-lookup:post', linkUrl, pageUrl, editable: false }, tab);
    },
    { tabId, linkUrl: post.url, pageUrl: FEED },
  );
  await expect(panel.getByRole('article', { name: 'Post' })).toBeVisible();
  // The photos are fetched from the emulator's media host, whatever host the answer names; the
  // third from a path it does not have while `__missing` holds its number.
  await panel.evaluate(
    ({ origin, ids }) => {
      const state = globalThis as unknown as { __missing: number };
      state.__missing = 3;
      const original = chrome.downloads.download.bind(chrome.downloads);
      chrome.downloads.download = ((options: chrome.downloads.DownloadOptions) => {
        const n = Number(/-(\d+)\.\w+$/.exec(options.filename ?? '')?.[1]);
        const url = n === state.__missing ? `${origin}/files/missing.png` : `${origin}/files/${ids[n - 1]}.png`;
        return original({ ...options, url });
      }) as typeof chrome.downloads.download;
    },
    { origin: emulator.url, ids: post.photoIds },
  );
  const save = panel.getByRole('group', { name: 'Save post media' });
  const all = post.photoIds.length;
  await save.getByRole('button', { name: `Save all ${all} files · free` }).click();
  const status = save.getByRole('status');
  await expect(status).toHaveText(new RegExp(`^1 of ${all} files failed: [^(]+-3\\.jpg \\(the server has no such file\\)\\. Saved: `), { timeout: 20_000 });
  // The browser's own list agrees: one interrupted, the others complete.
  const states = await ext.worker.evaluate(async () => (await chrome.downloads.search({})).map((d) => d.state).sort());
  expect(states).toEqual([...Array(all - 1).fill('complete'), 'interrupted'].sort());

  await panel.evaluate(() => ((globalThis as unknown as { __missing: number }).__missing = 0));
  await save.getByRole('button', { name: 'Try the failed file again' }).click();
  await expect(status).toHaveText(/^Saved 1 file: .+-3\.jpg\.$/, { timeout: 20_000 });
  await expect(save.getByRole('button', { name: /failed file/ })).toHaveCount(0);
});
