import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FOCUS_FRESH_MS, setPanelFocus, takePanelFocus } from '../../../lib/background/side-panel';
import { panelFocusItem } from '../../../lib/storage/items';

// What a side panel was asked to show (a right-click lookup, the popup): only the panel of that
// tab takes it, once, while it is fresh.

const T = 1_700_000_000_000;
const URL_A = 'https://www.social.example/northwindgames';

beforeEach(() => fakeBrowser.reset());

describe('the side panel request', () => {
  it('is taken by the panel of its tab, once', async () => {
    await setPanelFocus({ tabId: 1, url: URL_A, at: T });
    expect(await takePanelFocus(1, T + 1000)).toEqual({ tabId: 1, url: URL_A, at: T });
    expect(await takePanelFocus(1, T + 1000)).toBeNull();
    expect(await panelFocusItem.getValue()).toBeNull();
  });

  it('is left for its own tab by a panel showing another tab', async () => {
    await setPanelFocus({ tabId: 1, url: URL_A, at: T });
    expect(await takePanelFocus(2, T + 1000)).toBeNull();
    expect(await takePanelFocus(1, T + 2000)).toMatchObject({ url: URL_A });
  });

  it('without a tab, is taken by no panel', async () => {
    await setPanelFocus({ url: URL_A, at: T });
    expect(await takePanelFocus(1, T + 1000)).toBeNull();
  });

  it('goes two panels asking at once to one of them only', async () => {
    await setPanelFocus({ tabId: 1, url: URL_A, at: T });
    const taken = await Promise.all([takePanelFocus(1, T + 10), takePanelFocus(1, T + 10), takePanelFocus(2, T + 10)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('is dropped, never shown, once older than a minute or unreadable', async () => {
    await setPanelFocus({ tabId: 1, url: URL_A, at: T });
    expect(await takePanelFocus(2, T + FOCUS_FRESH_MS)).toBeNull();
    expect(await panelFocusItem.getValue()).toBeNull();
    await panelFocusItem.setValue({ tabId: 1, url: 42, at: 'soon' } as never);
    expect(await takePanelFocus(1, T)).toBeNull();
    expect(await panelFocusItem.getValue()).toBeNull();
  });

  it('set while a take is under way is not cleared by it', async () => {
    await setPanelFocus({ tabId: 1, url: URL_A, at: T });
    const [first] = await Promise.all([takePanelFocus(1, T + 1), setPanelFocus({ tabId: 1, url: `${URL_A}/about`, at: T + 1 })]);
    expect(first).toMatchObject({ url: URL_A });
    expect(await takePanelFocus(1, T + 2)).toMatchObject({ url: `${URL_A}/about` });
  });
});
