import { describe, expect, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KNOWN } from '../../../emulator/data/known';
import { MENU_IDS } from '../../../lib/site/social/menus';
import {
  onCommand,
  onInstalled,
  onMenuClicked,
  onSettingsChanged,
  onTabRemoved,
  onTabUpdated,
} from '../../../lib/background/events';
import { createBackgroundServices, type BackgroundServices } from '../../../lib/background/services';
import { freshLibraryStore } from '../library/helpers';
import { applyBadge, applyTabChanges, getTabState } from '../../../lib/background/tabs';
import { memoryStore } from '../../../lib/lookup/store';
import { panelFocusItem, tabReportsItem } from '../../../lib/storage/items';
import { DEFAULT_SETTINGS, type Settings } from '../../../lib/lookup/settings';
import { it, type Emu } from '../fixtures/emulator';
import { stubMissingApis } from './stubs';

let emu: Emu;
let bg: BackgroundServices;
let settings: Settings;
let key: string | null;
let stubs: ReturnType<typeof stubMissingApis>;

// The emulator fixture starts once for the file and is reset before each test.
it.beforeEach(async ({ emu: started }) => {
  emu = started;
  fakeBrowser.reset();
  stubs = stubMissingApis();
  settings = { ...DEFAULT_SETTINGS, baseUrl: emu.url };
  key = 'demo';
  bg = createBackgroundServices({ store: memoryStore(), libraryStore: freshLibraryStore(), settings: async () => settings, apiKey: async () => key });
});

const POST = KNOWN.posts.manyComments;
const report = {
  pageUrl: KNOWN.pages.northwindgames.url,
  current: { kind: 'page' as const, id: 'northwindgames', url: KNOWN.pages.northwindgames.url },
  found: [{ kind: 'post' as const, id: POST.id, url: POST.url }],
  total: 1,
  seq: 0,
};

describe('context menu click', () => {
  it('opens the side panel first, synchronously, then focuses the panel and looks the link up', async () => {
    const pending = onMenuClicked(bg, { menuItemId: MENU_IDS.post, linkUrl: POST.url, pageUrl: KNOWN.pages.northwindgames.url }, { id: 5 });
    // Before any await: the gesture is still there.
    expect(stubs.log).toEqual(['sidePanel.open {"tabId":5}']);
    const r = await pending!;
    expect(r?.ok).toBe(true);
    expect(await panelFocusItem.getValue()).toMatchObject({ tabId: 5, url: POST.url });
    expect((await emu.ledger()).map((e) => e.operation)).toEqual(['social_get_post_details']);
    // The panel's own request for the same link costs nothing.
    const panel = await bg.lookup.run({ useCase: 'lookup_url', input: { url: POST.url } });
    expect(panel.ok && panel.result.fromCache).toBe(true);
    expect(await emu.ledger()).toHaveLength(1);
  });

  it('a menu lookup is shown in the side panel: its writes go behind the answer', async () => {
    const run = vi.spyOn(bg.lookup, 'run');
    expect((await onMenuClicked(bg, { menuItemId: MENU_IDS.post, linkUrl: POST.url, pageUrl: 'x' }, { id: 5 }))?.ok).toBe(true);
    expect(run).toHaveBeenCalledWith({ useCase: 'lookup_url', input: { url: expect.any(String) } }, { writeBehind: true });
  });

  it('the item for the page looks up the page itself; other menu ids are ignored', async () => {
    const r = await onMenuClicked(bg, { menuItemId: `${MENU_IDS.group}:this`, pageUrl: KNOWN.groups.corvitarts.url }, { id: 2 });
    expect(r?.ok).toBe(true);
    expect((await emu.ledger())[0]!.operation).toBe('social_get_group_details');
    expect(onMenuClicked(bg, { menuItemId: 'someone-else', pageUrl: 'x' }, { id: 2 })).toBeUndefined();
  });

  it('each item looks up what it names: the group of a group post, nothing for a link of another kind', async () => {
    const groupPost = KNOWN.posts.groupPost.url;
    const r = await onMenuClicked(bg, { menuItemId: MENU_IDS.group, linkUrl: groupPost, pageUrl: 'x' }, { id: 2 });
    expect(r?.ok).toBe(true);
    const calls = await emu.ledger();
    expect(calls.map((c) => c.operation)).toEqual(['social_get_group_details']);
    expect(calls[0]!.params.link).toMatch(/\/groups\/[^/]+$/);
    // A hub that the group pattern matches but that is no group: shown in the panel, not paid for.
    expect(await onMenuClicked(bg, { menuItemId: MENU_IDS.group, linkUrl: 'https://www.social.example/groups/feed/', pageUrl: 'x' }, { id: 2 })).toBeUndefined();
    expect(await panelFocusItem.getValue()).toMatchObject({ url: 'https://www.social.example/groups/feed/' });
    expect(await emu.ledger()).toHaveLength(1);
  });

  it('a side panel that refuses to open does not stop the lookup', async () => {
    stubs.sidePanel.open.mockImplementationOnce(() => Promise.reject(new Error('no gesture')));
    const r = await onMenuClicked(bg, { menuItemId: MENU_IDS.reel, linkUrl: KNOWN.reels.main.url, pageUrl: 'x' }, { id: 1 });
    expect(r?.ok).toBe(true);
  });
});

describe('keyboard command', () => {
  it('opens the side panel of the tab', async () => {
    onCommand('open-side-panel', { id: 9 });
    expect(stubs.sidePanel.open).toHaveBeenCalledWith({ tabId: 9 });
    onCommand('something-else', { id: 9 });
    expect(stubs.sidePanel.open).toHaveBeenCalledTimes(1);
  });
});

describe('install', () => {
  it('creates the menus and opens the options page on a fresh install without a key', async () => {
    key = null;
    await onInstalled(bg, { reason: 'install' });
    expect(stubs.created).toHaveLength(32);
    expect(stubs.log).toContain('openOptionsPage');
  });

  it('does not open the options page on update or when a key is set', async () => {
    key = null;
    await onInstalled(bg, { reason: 'update' });
    key = 'demo';
    await onInstalled(bg, { reason: 'install' });
    expect(stubs.log).not.toContain('openOptionsPage');
    expect(stubs.contextMenus.removeAll).toHaveBeenCalledTimes(2);
  });
});

/** A content script's first report of a page. */
const storeTabReport = (tabId: number, r: typeof report) =>
  applyTabChanges(tabId, { pageUrl: r.pageUrl, current: r.current, reset: true, seq: 0, total: r.total, added: r.found, removed: [] });

describe('tabs and badge', () => {
  it('the badge follows the report; leaving the site clears badge and report', async () => {
    await storeTabReport(4, report);
    await applyBadge(4, report);
    expect(await fakeBrowser.action.getBadgeText({ tabId: 4 })).toBe('PAGE');
    expect(await fakeBrowser.action.getTitle({ tabId: 4 })).toMatch(/^Social Lookup · Page northwindgames/);

    await onTabUpdated(bg, 4, { url: POST.url });
    expect(await fakeBrowser.action.getBadgeText({ tabId: 4 })).toBe('PAGE');
    await onTabUpdated(bg, 4, { url: 'https://example.org/' });
    expect(await fakeBrowser.action.getBadgeText({ tabId: 4 })).toBe('');
    expect(await tabReportsItem.getValue()).toEqual({});
  });

  it('a load whose address the extension may not read has left the site too', async () => {
    await storeTabReport(4, report);
    await applyBadge(4, report);
    await onTabUpdated(bg, 4, { status: 'complete' }, { url: POST.url });
    expect(Object.keys(await tabReportsItem.getValue())).toEqual(['4']);
    await onTabUpdated(bg, 4, { status: 'loading' }, {});
    expect(await fakeBrowser.action.getBadgeText({ tabId: 4 })).toBe('');
    expect(await tabReportsItem.getValue()).toEqual({});
  });

  it('a closed tab drops its report', async () => {
    await storeTabReport(4, report);
    await storeTabReport(5, report);
    await onTabRemoved(4);
    expect(Object.keys(await tabReportsItem.getValue())).toEqual(['5']);
  });

  it('tab state: the report, the current entity and whether the tab is on the site', async () => {
    const tab = await fakeBrowser.tabs.create({ url: POST.url, active: true });
    await storeTabReport(tab.id!, report);
    const state = await getTabState(tab.id!, await bg.hosts());
    expect(state).toMatchObject({ tabId: tab.id, url: POST.url, onSite: true, current: { kind: 'post', id: POST.id }, report });
    const off = await fakeBrowser.tabs.create({ url: 'https://example.org/' });
    expect(await getTabState(off.id!, await bg.hosts())).toMatchObject({ onSite: false, current: null });
  });
});

describe('settings changes', () => {
  it('new site hosts rebuild the menus and register the content script', async () => {
    await onSettingsChanged({ ...settings, siteHosts: { site: ['social.example', 'social.test'], short: [] } }, settings);
    expect(stubs.created.find((c) => c.id === MENU_IDS.reel)?.targetUrlPatterns).toContain('*://*.social.test/reel/*');
    expect(stubs.registered.get('site-hosts')?.matches).toEqual(['*://*.social.test/*']);
    stubs.contextMenus.removeAll.mockClear();
    await onSettingsChanged({ ...settings, theme: 'dark' }, settings);
    expect(stubs.contextMenus.removeAll).not.toHaveBeenCalled();
  });
});
