import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { installMenus, lookupUrlFor, menuItems, menuTarget, visibleOnShown } from '../../../lib/background/menus';
import { MENU_IDS } from '../../../lib/site/social/menus';
import { lookupCostForKind } from '../../../lib/lookup/chains';
import { onSettingsChanged } from '../../../lib/background/events';
import { DEFAULT_SETTINGS } from '../../../lib/lookup/settings';
import { stubMissingApis } from './stubs';

/** A price as the English menu says it. */
const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

const W = 'https://www.social.example';

describe('context menu items', () => {
  it('one item per kind the extension can look up, for links and for the page, each with its price', () => {
    const items = menuItems();
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    // The photo site's items are checked in photo-menus.test.ts.
    expect(items.filter((i) => !i.id.includes(':photo_')).map((i) => i.title)).toEqual([
      'Look up post · 1 credit',
      'Look up video · 1 credit',
      'Look up reel · 1 credit',
      'Look up group · 1 credit',
      'Look up page · 1 credit',
      'Look up share link · 1 credit',
      `Look up ads of the page · ${credits(lookupCostForKind('ad_library'))}`,
      'Look up ad · 1 credit',
      'Look up listing · 1 credit',
      'Look up seller · 1 credit',
      'Look up this post · 1 credit',
      'Look up this video · 1 credit',
      'Look up this reel · 1 credit',
      'Look up this group · 1 credit',
      'Look up this page · 1 credit',
      `Look up these ads · ${credits(lookupCostForKind('ad_library'))}`,
      'Look up this ad · 1 credit',
      'Look up this listing · 1 credit',
      'Look up this seller · 1 credit',
    ]);
    expect(byId[MENU_IDS.reel]).toMatchObject({ contexts: ['link'], targetUrlPatterns: ['*://*.social.example/reel/*'] });
    expect(byId[MENU_IDS.share]!.targetUrlPatterns).toEqual([
      '*://*.social.example/share/*',
      '*://*.socialwatch.example/*',
      '*://*.socialme.example/*',
    ]);
    expect(byId[`${MENU_IDS.post}:this`]).toMatchObject({ contexts: ['page'], documentUrlPatterns: byId[MENU_IDS.post]!.targetUrlPatterns });
    // No item matches every link of the site.
    for (const item of items) expect([...(item.targetUrlPatterns ?? []), ...(item.documentUrlPatterns ?? [])]).not.toContain('*://*.social.example/*');
  });

  it('a click names its kind and whether it is about the page', () => {
    expect(menuTarget(MENU_IDS.group)).toEqual({ kind: 'group', onPage: false });
    expect(menuTarget(`${MENU_IDS.post}:this`)).toEqual({ kind: 'post', onPage: true });
    expect(menuTarget('social-lookup:link')).toBeNull();
    expect(menuTarget('someone-else:post')).toBeNull();
  });

  it('each item looks up what it names', () => {
    const hosts = { site: ['social.example'], short: ['socialwatch.example'] };
    expect(lookupUrlFor('post', `${W}/groups/corvitarts/posts/12`, hosts)).toBe(`${W}/groups/corvitarts/posts/12`);
    expect(lookupUrlFor('group', `${W}/groups/corvitarts/posts/12`, hosts)).toBe(`${W}/groups/corvitarts`);
    expect(lookupUrlFor('group', `${W}/groups/117507531664134/permalink/12/`, hosts)).toBe(`${W}/groups/117507531664134`);
    expect(lookupUrlFor('group', `${W}/groups/feed/`, hosts)).toBeNull();
    expect(lookupUrlFor('page', `${W}/profile.php?id=100064860875397`, hosts)).toBe(`${W}/profile.php?id=100064860875397`);
    expect(lookupUrlFor('post', `${W}/photo.php?v=123`, hosts)).toBeNull();
    expect(lookupUrlFor('post', 'https://example.org/x/posts/1', hosts)).toBeNull();
  });

  it('follows the configured hosts', () => {
    const items = menuItems({ site: ['social.example', 'social.test'], short: [] });
    expect(items.find((i) => i.id === MENU_IDS.reel)!.targetUrlPatterns).toEqual([
      '*://*.social.example/reel/*',
      '*://*.social.test/reel/*',
    ]);
  });

  it('where the browser announces a menu (onShown), page links by name get their item, hidden elsewhere', () => {
    const hosts = { site: ['social.example'], short: [] };
    const items = menuItems(hosts, { shownEvent: true });
    expect(items.find((i) => i.id === MENU_IDS.page)!.targetUrlPatterns).toContain('*://*.social.example/*');
    const ids = items.map((i) => i.id);
    const shown = (linkUrl: string) => [...visibleOnShown({ menuIds: ids, linkUrl }, hosts)].filter(([id, v]) => v && !id.endsWith(':this')).map(([id]) => id);
    expect(shown(`${W}/northwindgames`)).toEqual([MENU_IDS.page]);
    expect(shown(`${W}/help`)).toEqual([]);
    expect(shown(`${W}/groups/feed/`)).toEqual([]);
    expect(shown(`${W}/groups/corvitarts/posts/12`)).toEqual([MENU_IDS.post, MENU_IDS.group]);
    expect([...visibleOnShown({ menuIds: [`${MENU_IDS.page}:this`, 'other:item'], pageUrl: `${W}/northwindgames` }, hosts)]).toEqual([[`${MENU_IDS.page}:this`, true]]);
  });

  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('installing removes everything first and never duplicates ids', async () => {
    const stubs = stubMissingApis();
    await Promise.all([installMenus({ site: ['social.example'], short: [] }), installMenus({ site: ['social.example'], short: [] })]);
    const ids = stubs.created.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // 19 of the social site, 13 of the photo site.
    expect(ids).toHaveLength(32);
  });

  it('speak the language setting: a change to Spanish installs them again with Spanish titles', async () => {
    const stubs = stubMissingApis();
    const english = { ...DEFAULT_SETTINGS, language: 'en' as const };
    await onSettingsChanged({ ...english, language: 'es' }, english);
    const titles = new Map(stubs.created.map((c) => [c.id, c.title]));
    expect(titles.get(MENU_IDS.post)).toBe('Consultar publicación · 1 crédito');
    expect(titles.get(`${MENU_IDS.group}:this`)).toBe('Consultar este grupo · 1 crédito');
    expect(titles.get(`${MENU_IDS.ads}:this`)).toBe(`Consultar estos anuncios · ${lookupCostForKind('ad_library')} créditos`);
    expect(stubs.created).toHaveLength(32);
    await onSettingsChanged(english, { ...english, language: 'es' });
    expect(new Map(stubs.created.map((c) => [c.id, c.title])).get(MENU_IDS.post)).toBe('Look up post · 1 credit');
  });
});
