// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidePanelApp } from '../../../components/sidepanel/SidePanelApp';
import type { RunResponse } from '../../../lib/lookup/types';
import { SHOW_LOADING_AFTER_MS } from '../../../lib/ui/requests/runs';
import {
  GROUP_URL,
  groupDetection,
  NOW,
  overview,
  PAGE_URL,
  pageDetection,
  pageResult,
  postDetection,
  POST_URL,
  postResult,
  tabOffSite,
  tabOnSite,
  videoDetection,
  VIDEO_URL,
} from './fixtures';
import { createFakeEnv, errRun, okRun, renderUi, runCalls, type FakeOptions } from './harness';
import { displayUrl } from '../../../lib/ui/text/links';

afterEach(cleanup);

function renderPanel(options: FakeOptions & { focus?: { tabId?: number; url: string; at: number } } = {}, setup: (env: ReturnType<typeof createFakeEnv>) => void = () => {}) {
  const env = createFakeEnv(options);
  setup(env);
  return renderUi(<SidePanelApp />, env);
}

describe('side panel home', () => {
  it('shows the tab’s entity and the entities found on the page, each one click from a lookup', async () => {
    const { env } = renderPanel({ runs: { lookup_url: okRun(pageResult()) } });
    expect(screen.getByRole('tablist', { name: 'Side panel' })).toBeTruthy();
    expect(await screen.findByText(/Today: 7 credits of 50 budget/)).toBeTruthy();
    expect(await screen.findByText('northwindgames · 2257188721032235')).toBeTruthy();
    const found = await screen.findByRole('list', { name: 'Found on this page' });
    expect(screen.getByText('(3 · free to list)')).toBeTruthy();
    const rows = within(found).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Page', { selector: '.badge' })).toBeTruthy();
    expect(within(rows[1]!).getByText('trailrunners')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: displayUrl(videoDetection.url) })).toBeTruthy();
    expect(env.api.run).not.toHaveBeenCalled();
    // Narrowed by kind, then one row looked up: the answer takes the list's place.
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'page');
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(await within(found).findByRole('button', { name: 'Look up · 1 credit' }));
    expect(await screen.findByRole('article', { name: 'Page Northwind Games' })).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'lookup_url', input: { url: PAGE_URL } });
    expect(screen.queryByRole('list', { name: 'Found on this page' })).toBeNull();
    // Back to the tab: the list as it was left, still narrowed.
    await userEvent.click(screen.getByRole('button', { name: '← This tab' }));
    const again = await screen.findByRole('list', { name: 'Found on this page' });
    expect(screen.queryByRole('article', { name: 'Page Northwind Games' })).toBeNull();
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('page');
    expect(within(again).getAllByRole('listitem')).toHaveLength(1);
  });

  it('opens a looked-up row with its answer, or with "Looking up…" once it takes SHOW_LOADING_AFTER_MS; never after the user went home', async () => {
    let answer: (r: RunResponse) => void = () => {};
    const { env } = renderPanel({ runs: { lookup_url: () => new Promise<RunResponse>((resolve) => (answer = resolve)) } });
    const found = await screen.findByRole('list', { name: 'Found on this page' });
    const buttons = await within(found).findAllByRole('button', { name: 'Look up · 1 credit' });
    // From here time moves only when the test says so: a slow machine cannot pass the 100 ms by itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Answered within SHOW_LOADING_AFTER_MS: the list stays until the answer takes its place.
      await act(async () => buttons[0]!.click());
      await act(async () => void vi.advanceTimersByTime(SHOW_LOADING_AFTER_MS - 1));
      expect(screen.getByRole('list', { name: 'Found on this page' })).toBeTruthy();
      expect(screen.queryByText('Looking up…')).toBeNull();
      await act(async () => answer(okRun(pageResult())));
      expect(screen.getByRole('article', { name: 'Page Northwind Games' })).toBeTruthy();
      expect(screen.queryByText('Looking up…')).toBeNull();
      await act(async () => screen.getByRole('button', { name: '← This tab' }).click());
      // Slower: the entity view opens, loading, once the lookup has taken SHOW_LOADING_AFTER_MS.
      await act(async () => within(screen.getByRole('list', { name: 'Found on this page' })).getAllByRole('button', { name: 'Look up · 1 credit' })[1]!.click());
      await act(async () => void vi.advanceTimersByTime(SHOW_LOADING_AFTER_MS - 1));
      expect(screen.queryByText('Looking up…')).toBeNull();
      await act(async () => void vi.advanceTimersByTime(1));
      expect(screen.getByText('Looking up…')).toBeTruthy();
      // The user goes home before the answer: it does not take them back.
      await act(async () => screen.getByRole('button', { name: '← This tab' }).click());
      await act(async () => answer(okRun(pageResult())));
      await act(async () => void vi.advanceTimersByTime(SHOW_LOADING_AFTER_MS));
      expect(runCalls(env)).toHaveLength(2);
      expect(screen.getByRole('list', { name: 'Found on this page' })).toBeTruthy();
      expect(screen.queryByRole('article', { name: 'Page Northwind Games' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the active tab', async () => {
    const { env } = renderPanel();
    await screen.findByText('northwindgames · 2257188721032235');
    env.api.getTabState = vi.fn(async () => tabOnSite(groupDetection, []));
    env.emitTabChange();
    expect(await screen.findByText('trailrunners')).toBeTruthy();
    expect(screen.getByText('No pages, groups, posts or videos are linked from this page.')).toBeTruthy();
  });

  it('off the site, says so and offers search', async () => {
    renderPanel({}, (e) => {
      e.api.getTabState = vi.fn(async () => tabOffSite);
    });
    expect(
      await screen.findByText('This tab is not on the site. Open a page, group, post or video of the site, or use the side panel to search.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('tab', { name: 'Search', selected: true })).toBeTruthy();
    expect(await screen.findByLabelText('Search pages')).toBeTruthy();
  });

  it('shows what the panel is asked to show (context menu, popup) for its own tab, from the answer the click paid for', async () => {
    const { env } = renderPanel({ runs: { lookup_url: (req) => okRun((req.request.input as { url: string }).url === POST_URL ? postResult() : pageResult()) } });
    await screen.findByRole('list', { name: 'Found on this page' });
    env.emitFocus({ tabId: 7, url: POST_URL, at: NOW + 1 });
    expect(await screen.findByText('Our spring tournament starts Saturday!')).toBeTruthy();
    expect(runCalls(env)[0]).toMatchObject({ request: { useCase: 'lookup_url', input: { url: POST_URL } }, heldOnly: true });
    env.emitFocus({ tabId: 7, url: PAGE_URL, at: NOW + 2 });
    expect(await screen.findByRole('article', { name: 'Page Northwind Games' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(await screen.findByText('Our spring tournament starts Saturday!')).toBeTruthy();
    expect(runCalls(env).every((r) => r.heldOnly)).toBe(true);
  });

  it('picks up a request for its tab set just before it opened, once', async () => {
    const { env } = renderPanel({ focus: { tabId: 7, url: PAGE_URL, at: NOW - 2_000 }, runs: { lookup_url: okRun(pageResult()) } });
    expect(await screen.findByRole('article', { name: 'Page Northwind Games' })).toBeTruthy();
    expect(runCalls(env)).toHaveLength(1);
    // Taken: the background holds nothing more for any panel.
    expect(await env.api.takePanelFocus({ tabId: 7 })).toBeNull();
  });

  it('leaves a request for another tab to that tab’s panel', async () => {
    const { env } = renderPanel({ focus: { tabId: 8, url: PAGE_URL, at: NOW - 2_000 }, runs: { lookup_url: okRun(pageResult()) } });
    await screen.findByRole('list', { name: 'Found on this page' });
    await waitFor(() => expect(env.api.takePanelFocus).toHaveBeenCalledWith({ tabId: 7 }));
    env.emitFocus({ tabId: 9, url: POST_URL, at: NOW });
    await waitFor(() => expect(env.api.takePanelFocus).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('article')).toBeNull();
    expect(env.api.run).not.toHaveBeenCalled();
    expect(await env.api.takePanelFocus({ tabId: 9 })).toMatchObject({ url: POST_URL });
  });

  it('when the answer is not held, shows the request with its cost and a button, and pays nothing', async () => {
    const { env } = renderPanel({
      focus: { tabId: 7, url: PAGE_URL, at: NOW - 2_000 },
      runs: { lookup_url: (req) => (req.heldOnly ? errRun({ code: 'not_held' }) : okRun(pageResult())) },
    });
    const button = await screen.findByRole('button', { name: 'Look up · 1 credit' }, { timeout: 3000 });
    expect(document.querySelector('.entity-view')?.textContent).toContain(displayUrl(PAGE_URL));
    expect(screen.queryByText(/Not looked up yet/)).toBeNull();
    expect(runCalls(env)).toHaveLength(1);
    expect(runCalls(env)[0]!.heldOnly).toBe(true);
    await userEvent.click(button);
    expect(await screen.findByRole('article', { name: 'Page Northwind Games' })).toBeTruthy();
    expect(runCalls(env)[1]!.heldOnly).toBeUndefined();
  });

  it('when the answer is not held and says so after the view showed the wait, goes back to the button', async () => {
    // The background looked for a call in flight first: the view showed it as loading, then heard "not held".
    const { env } = renderPanel({
      focus: { tabId: 7, url: PAGE_URL, at: NOW - 2_000 },
      runs: {
        lookup_url: async (req) => {
          if (!req.heldOnly) return okRun(pageResult());
          await new Promise((r) => setTimeout(r, SHOW_LOADING_AFTER_MS * 3));
          return errRun({ code: 'not_held' });
        },
      },
    });
    await waitFor(() => expect(env.api.run).toHaveBeenCalled());
    expect(await screen.findByText('Looking up…')).toBeTruthy();
    await act(() => vi.mocked(env.api.run).mock.results[0]!.value as Promise<unknown>);
    await waitFor(() => expect(screen.queryByText('Looking up…')).toBeNull());
    expect(screen.queryByText(/Not looked up yet/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Look up · 1 credit' })).toBeTruthy();
    expect(runCalls(env)).toHaveLength(1);
  });

  it('ignores an old request', async () => {
    const { env } = renderPanel({ focus: { tabId: 7, url: PAGE_URL, at: NOW - 10 * 60_000 } });
    await screen.findByRole('list', { name: 'Found on this page' });
    await waitFor(() => expect(env.api.takePanelFocus).toHaveBeenCalled());
    expect(env.api.run).not.toHaveBeenCalled();
  });

  it('without a key, asks to set it up', async () => {
    const { env } = renderPanel({}, (e) => {
      e.api.getOverview = vi.fn(async () => overview({ keySet: false }));
    });
    expect(await screen.findByRole('heading', { name: 'Set up your key' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(env.shell.openOptions).toHaveBeenCalled();
  });

  it('shows a malformed answer as raw text and retries', async () => {
    let n = 0;
    renderPanel({
      runs: {
        lookup_url: () => {
          n += 1;
          return n === 1 ? errRun({ code: 'malformed', status: 200, rawBody: '<html>502 Bad Gateway</html>', requestId: 'req-m' }) : okRun(pageResult());
        },
      },
    });
    const found = await screen.findByRole('list', { name: 'Found on this page' });
    await userEvent.click(await within(found).findAllByRole('button', { name: 'Look up · 1 credit' }).then((b) => b[0]!));
    expect(await screen.findByText('The service sent an answer that is not JSON')).toBeTruthy();
    expect(screen.getByText('<html>502 Bad Gateway</html>')).toBeTruthy();
    expect(screen.getByText('req-m')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Page Northwind Games' })).toBeTruthy();
  });

  it('auto-lookup (opt-in) looks the tab up when it stays within the budget', async () => {
    const { env } = renderPanel({ runs: { lookup_url: okRun(postResult()) } }, (e) => {
      e.api.getOverview = vi.fn(async () => overview({ autoLookup: true }));
    });
    expect(await screen.findByText('Our spring tournament starts Saturday!')).toBeTruthy();
    expect(runCalls(env)[0]).toEqual(expect.objectContaining({ request: { useCase: 'lookup_url', input: { url: POST_URL } } }));
    expect(runCalls(env)[0]!.confirmOverBudget).toBeUndefined();
    expect(runCalls(env)[0]!.autoLookup).toBe(true);
  });

  it('auto-lookup on a page that changes its address in place many times looks each entity up once', async () => {
    const results: Record<string, RunResponse> = { [POST_URL]: okRun(postResult()), [PAGE_URL]: okRun(pageResult()), [GROUP_URL]: okRun(pageResult()), [VIDEO_URL]: okRun(pageResult()) };
    let current = postDetection;
    const { env } = renderPanel({ runs: { lookup_url: (req) => results[(req.request.input as { url: string }).url]! } }, (e) => {
      e.api.getOverview = vi.fn(async () => overview({ autoLookup: true }));
      e.api.getTabState = vi.fn(async () => tabOnSite(current));
    });
    await waitFor(() => expect(runCalls(env)).toHaveLength(1));
    // Back and forth, some steps faster than an estimate, each settling on an entity now and then.
    const order = [pageDetection, postDetection, groupDetection, pageDetection, postDetection, groupDetection, postDetection, pageDetection];
    for (const [i, next] of order.entries()) {
      current = next;
      act(() => env.emitTabChange());
      if (i % 2 === 1) await waitFor(() => expect(env.api.getTabState).toHaveBeenCalledTimes(i + 2));
      else await new Promise((r) => setTimeout(r, 30));
    }
    await waitFor(() => expect(runCalls(env).map((r) => (r.request.input as { url: string }).url).sort()).toEqual([GROUP_URL, PAGE_URL, POST_URL].sort()));
    // A marker: one more entity, looked up after every step before it has settled.
    current = videoDetection;
    act(() => env.emitTabChange());
    await waitFor(() => expect(runCalls(env)).toHaveLength(4));
    expect(runCalls(env).map((r) => (r.request.input as { url: string }).url)).toEqual([...new Set(runCalls(env).map((r) => (r.request.input as { url: string }).url))]);
    expect(runCalls(env).every((r) => r.autoLookup === true)).toBe(true);
  });

  it('auto-lookup never goes over the budget', async () => {
    const { env } = renderPanel({ credits: { spentToday: 50, dailyBudget: 50 } }, (e) => {
      e.api.getOverview = vi.fn(async () => overview({ autoLookup: true }, { spentToday: 50, dailyBudget: 50 }));
    });
    await screen.findByRole('list', { name: 'Found on this page' });
    await waitFor(() => expect(env.api.estimate).toHaveBeenCalled());
    expect(env.api.run).not.toHaveBeenCalled();
  });

  it('keeps a search when switching views, and shows the ledger', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));
    await userEvent.type(await screen.findByLabelText('Search pages'), 'northwind');
    await userEvent.click(screen.getByRole('tab', { name: 'Ledger' }));
    expect(await screen.findByText(/No calls yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Search' }));
    expect((screen.getByLabelText('Search pages') as HTMLInputElement).value).toBe('northwind');
    await userEvent.click(screen.getByRole('tab', { name: 'Ads library' }));
    expect(await screen.findByLabelText('Words in the ads')).toBeTruthy();
  });

  it('shows today’s spending as one figure: the header and the open ledger follow the same signal', async () => {
    const entry = (n: number) => ({ time: NOW - n * 1_000, operationId: 'social_get_post_details', summary: `link=${n}`, status: 200 as const, creditsCharged: 1, fromCache: false, attempt: 1 });
    let calls = [entry(1)];
    let spentToday = 1;
    const { env } = renderPanel({}, (env) => {
      env.api.getLedger = vi.fn(async () => calls);
      env.api.getOverview = vi.fn(async () => overview({}, { spentToday }));
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Ledger' }));
    expect(await screen.findByText('Today: 1 credit in 1 call')).toBeTruthy();
    expect(screen.getByText(/Today: 1 credit of 50 budget/)).toBeTruthy();
    // Spending elsewhere (a job, the popup): the background writes the balance, the pages hear it.
    calls = [entry(3), entry(2), entry(1)];
    spentToday = 3;
    act(() => env.emitCredits({ remaining: 18_000, reportedAt: NOW }));
    expect(await screen.findByText(/Today: 3 credits of 50 budget/)).toBeTruthy();
    // Without its Refresh being pressed.
    expect(await screen.findByText('Today: 3 credits in 3 calls')).toBeTruthy();
  });

  it('shows no balance once the key is removed, whatever record of the old key is left', async () => {
    let keySet = true;
    const { env } = renderPanel({}, (env) => {
      env.api.getOverview = vi.fn(async () => overview({ keySet }));
    });
    const header = screen.getByRole('region', { name: 'Credits' });
    expect(await within(header).findByText('credits left')).toBeTruthy();
    // "Remove key" in the options: the overview read next says no key, the old record still there.
    keySet = false;
    act(() => env.emitCredits({ remaining: 18_345, reportedAt: NOW, plan: 'Starter', limit: 30_000 }));
    expect(await within(header).findByText('Credits left: not known yet')).toBeTruthy();
    expect(within(header).queryByText(/18\.3K|of 30,000|Starter/)).toBeNull();
  });

  it('moves between panel tabs with the arrow keys', async () => {
    renderPanel();
    const home = screen.getByRole('tab', { name: 'Home' });
    home.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Search', selected: true })).toBe(document.activeElement);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Ledger', selected: true })).toBeTruthy();
  });
});

describe('side panel: group entity from the page', () => {
  it('opens a found group', async () => {
    const { env } = renderPanel({
      runs: {
        lookup_url: okRun({
          useCase: 'lookup_url',
          detection: groupDetection,
          steps: [
            {
              operationId: 'social_get_group_details',
              params: { link: GROUP_URL },
              normalized: { status: 'ok', model: 'group', data: { name: 'Trail Runners Club', rules: [], members: 12 } },
              raw: {},
              fromCache: false,
              fetchedAt: NOW,
              creditsCharged: 1,
            },
          ],
          creditsCharged: 1,
          fromCache: false,
        }),
      },
    });
    const found = await screen.findByRole('list', { name: 'Found on this page' });
    await userEvent.click(await within(within(found).getAllByRole('listitem')[1]!).findByRole('button', { name: 'Look up · 1 credit' }));
    expect(await screen.findByRole('article', { name: 'Group Trail Runners Club' })).toBeTruthy();
    expect(runCalls(env)[0]!.request.input).toEqual({ url: groupDetection.url });
    expect(pageDetection.kind).toBe('page');
  });
});
