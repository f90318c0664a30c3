import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// The side panel follows the active tab of its own window: with two windows, each panel shows its
// window's tab, and a tab switch in the other window does not move it.

type Tab = { id: number; windowId: number; active: boolean; url: string; lastAccessed?: number };
let tabs: Tab[];

async function load() {
  vi.resetModules();
  return (await import('../../../lib/ui/env/browser-env')).browserTabs;
}

beforeEach(() => {
  fakeBrowser.reset();
  tabs = [
    { id: 11, windowId: 1, active: true, url: 'https://www.social.example/northwindgames' },
    { id: 21, windowId: 2, active: true, url: 'https://www.social.example/groups/117507531664134' },
    { id: 22, windowId: 2, active: false, url: 'https://www.social.example/quietharbor' },
  ];
  vi.spyOn(fakeBrowser.tabs, 'getCurrent').mockResolvedValue(undefined as never);
  vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation((async (q: { active?: boolean; windowId?: number; lastFocusedWindow?: boolean }) =>
    tabs.filter(
      (t) =>
        (q.active === undefined || t.active === q.active) &&
        (q.windowId === undefined || t.windowId === q.windowId) &&
        // Window 2 was focused last.
        (!q.lastFocusedWindow || t.windowId === 2),
    )) as never);
});
afterEach(() => vi.restoreAllMocks());

const inWindow = (id: number) => vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id } as never);

describe('the tab a panel shows', () => {
  it('is the active tab of its own window, not of the last focused one', async () => {
    inWindow(1);
    expect(await (await load()).getActiveTab()).toMatchObject({ id: 11 });
    inWindow(2);
    expect(await (await load()).getActiveTab()).toMatchObject({ id: 21 });
  });

  it('follows tab switches and navigations of its own window only', async () => {
    inWindow(1);
    const source = await load();
    await source.getActiveTab();
    const onChange = vi.fn();
    const off = source.subscribe(onChange);
    await vi.waitFor(() => expect(fakeBrowser.windows.getCurrent).toHaveBeenCalled());
    await fakeBrowser.tabs.onActivated.trigger({ tabId: 22, windowId: 2 });
    await fakeBrowser.tabs.onUpdated.trigger(22, { url: 'https://www.social.example/reel/1' }, { ...tabs[2]!, active: true } as never);
    expect(onChange).not.toHaveBeenCalled();
    await fakeBrowser.tabs.onActivated.trigger({ tabId: 12, windowId: 1 });
    expect(onChange).toHaveBeenCalledTimes(1);
    await fakeBrowser.tabs.onUpdated.trigger(11, { url: 'https://www.social.example/reel/2' }, tabs[0] as never);
    expect(onChange).toHaveBeenCalledTimes(2);
    off();
  });
});
