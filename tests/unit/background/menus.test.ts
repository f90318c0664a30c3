import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MENU_IDS, installMenus, menuItems } from '../../../lib/background/menus';
import { stubMissingApis } from './stubs';

describe('context menu items', () => {
  it('one item per kind of link, with the price, plus the page item', () => {
    const items = menuItems();
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(items.map((i) => i.title)).toEqual([
      'Look up post · 1 credit',
      'Look up video · 1 credit',
      'Look up reel · 1 credit',
      'Look up group · 1 credit',
      'Look up share link · 1 credit',
      'Look up listing · 1 credit',
      'Look up ad · 1 credit',
      'Look up advertiser · 2 credits',
      'Look up link · 1 credit',
      'Look up this page · 1 credit',
    ]);
    expect(byId[MENU_IDS.post]!.targetUrlPatterns).toEqual([
      '*://*.social.example/*/posts/*',
      '*://*.social.example/permalink.php*',
      '*://*.social.example/story.php*',
      '*://*.social.example/photo*',
      '*://*.social.example/groups/*/posts/*',
      '*://*.social.example/groups/*/permalink/*',
    ]);
    expect(byId[MENU_IDS.video]!.targetUrlPatterns).toEqual([
      '*://*.social.example/*/videos/*',
      '*://*.social.example/watch*',
      '*://*.social.example/video.php*',
    ]);
    expect(byId[MENU_IDS.reel]!.targetUrlPatterns).toEqual(['*://*.social.example/reel/*']);
    expect(byId[MENU_IDS.share]!.targetUrlPatterns).toEqual([
      '*://*.social.example/share/*',
      '*://*.socialwatch.example/*',
      '*://*.socialme.example/*',
    ]);
    expect(byId[MENU_IDS.listing]!.targetUrlPatterns).toEqual(['*://*.social.example/marketplace/item/*']);
    expect(byId[MENU_IDS.ad]!.targetUrlPatterns).toEqual([
      '*://*.social.example/ads/library/?id=*',
      '*://*.social.example/ads/library/?*&id=*',
    ]);
    expect(byId[MENU_IDS.advertiser]!.targetUrlPatterns).toEqual(['*://*.social.example/ads/library/?*view_all_page_id=*']);
    expect(byId[MENU_IDS.link]).toMatchObject({ contexts: ['link'], targetUrlPatterns: ['*://*.social.example/*'] });
    expect(byId[MENU_IDS.page]).toMatchObject({
      contexts: ['page'],
      documentUrlPatterns: ['*://*.social.example/*', '*://*.socialwatch.example/*', '*://*.socialme.example/*'],
    });
  });

  it('follows the configured hosts', () => {
    const items = menuItems({ site: ['social.example', 'social.test'], short: [] });
    expect(items.find((i) => i.id === MENU_IDS.reel)!.targetUrlPatterns).toEqual([
      '*://*.social.example/reel/*',
      '*://*.social.test/reel/*',
    ]);
  });

  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('installing removes everything first and never duplicates ids', async () => {
    const stubs = stubMissingApis();
    await Promise.all([installMenus({ site: ['social.example'], short: [] }), installMenus({ site: ['social.example'], short: [] })]);
    const ids = stubs.created.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(10);
  });
});
