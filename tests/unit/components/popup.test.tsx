// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '../../../components/popup/PopupApp';
import type { ErrorView } from '../../../lib/lookup/types';
import {
  cachedStep,
  ok,
  overview,
  post,
  POST_URL,
  postResult,
  result,
  step,
  tabOffSite,
  tabOnSite,
  NOW,
} from './fixtures';
import { createFakeEnv, errRun, okRun, renderUi, runCalls, type FakeOptions } from './harness';
import { displayUrl } from '../../../lib/ui/text/links';

afterEach(cleanup);

function renderPopup(options: FakeOptions = {}, setup: (env: ReturnType<typeof createFakeEnv>) => void = () => {}) {
  const env = createFakeEnv(options);
  setup(env);
  return renderUi(<PopupApp />, env);
}

describe('popup on a photo page', () => {
  it('shows the page’s own entity and what the page lists, by the photo kinds’ names', async () => {
    const W = 'https://www.photo.example';
    const found = [
      { kind: 'photo_post' as const, id: 'DMF-GjGO0-q', url: `${W}/p/DMF-GjGO0-q/`, group: 1 },
      { kind: 'photo_share_link' as const, id: 'BACiUUUYQV', url: `${W}/share/BACiUUUYQV`, group: 1 },
      { kind: 'photo_reel' as const, id: 'DAbcdEFgHiJ', url: `${W}/reel/DAbcdEFgHiJ/`, group: 2 },
      { kind: 'photo_reel' as const, id: 'DAbcdEFgHiK', url: `${W}/reel/DAbcdEFgHiK/` },
    ];
    renderPopup({}, (env) => {
      env.api.getTabState = vi.fn(async () => tabOnSite({ kind: 'photo_profile', id: 'lumen.atelier', url: `${W}/lumen.atelier/` }, found));
    });
    expect(await screen.findByText('Profile', { selector: '.badge' })).toBeTruthy();
    expect(screen.getAllByText(/lumen\.atelier/).length).toBeGreaterThan(0);
    // The share link sits with its post, as in the side panel's found list.
    expect(screen.getByLabelText('What the page lists').textContent).toBe(
      'The page lists 3 items (free): Photo post 1, Photo reel 2. The side panel shows them.',
    );
  });
});

describe('popup on the site', () => {
  it('shows the tab’s entity, looks it up for 1 credit and sums it up', async () => {
    const { env } = renderPopup({ runs: { lookup_url: okRun(postResult()) } });
    expect(await screen.findByText('northwindgames · 2257188721032235')).toBeTruthy();
    expect(screen.getByText('Post', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: displayUrl(POST_URL) })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    expect(await screen.findByText('Our spring tournament starts Saturday!')).toBeTruthy();
    expect(screen.getByText('1 credit spent · just now')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Engagement' }).textContent).toContain('210 comments');
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'lookup_url', input: { url: POST_URL } });
    expect(env.api.getTabState).toHaveBeenCalledWith({ tabId: 7 });
  });

  it('offers a cached answer for 0 credits and a paid refresh', async () => {
    const cached = result('lookup_url', [cachedStep(step('social_get_post_details', ok('post', post)))]);
    const { env } = renderPopup({ runs: { lookup_url: okRun(cached) }, cached: (r) => r.useCase === 'lookup_url' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show · cached · 0 credits' }));
    expect(await screen.findByText('cached · 0 credits · 5 min ago')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh · 1 credit' }));
    await waitFor(() => expect(runCalls(env)).toHaveLength(2));
    expect(runCalls(env)[1]).toMatchObject({ refresh: true });
  });

  it('shows the credits meter', async () => {
    renderPopup();
    expect(await screen.findByText(/Today: 7 credits of 50 budget/)).toBeTruthy();
    expect(screen.getByText(/credits left/)).toBeTruthy();
  });

  it('opens the side panel first, then points it at what was looked up', async () => {
    const { env } = renderPopup({ runs: { lookup_url: okRun(postResult()) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    await screen.findByText('Our spring tournament starts Saturday!');
    await userEvent.click(screen.getByRole('button', { name: 'Open side panel' }));
    expect(env.shell.openSidePanel).toHaveBeenCalledWith(7);
    expect(env.api.showInPanel).toHaveBeenCalledWith({ tabId: 7, url: POST_URL });
    const order = (fn: unknown) => (fn as ReturnType<typeof vi.fn>).mock.invocationCallOrder[0]!;
    expect(order(env.shell.openSidePanel)).toBeLessThan(order(env.api.showInPanel));
    await waitFor(() => expect(env.shell.close).toHaveBeenCalled());
  });

  it('lists the last five lookups; one click re-runs it from the cache for free', async () => {
    const cached = result('lookup_url', [cachedStep(step('social_get_post_details', ok('post', post)))]);
    const { env } = renderPopup({ runs: { lookup_url: okRun(cached) }, cached: () => true });
    const recent = await screen.findByRole('list', { name: 'Recent lookups' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    // What was paid then, and apart from it what opening it again costs now.
    await userEvent.click(await within(recent).findByRole('button', { name: 'Post 2257188721032235 · paid 1 credit 1 min ago · open again: cached · 0 credits' }));
    expect(await screen.findByText('cached · 0 credits · 5 min ago')).toBeTruthy();
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'lookup_url', input: { url: POST_URL } });
    expect(within(recent).queryByText(/Page old/)).toBeNull();
  });

  it('groups recent lookups per entity (comment pages are their post); a row opens its entity', async () => {
    const cached = result('lookup_url', [cachedStep(step('social_get_post_details', ok('post', post)))]);
    const entity = { key: 'post:2257188721032235', label: 'Post 2257188721032235', url: POST_URL };
    const comments = (n: number, cursor?: string) => ({
      time: NOW - 1_000 * (10 - n),
      useCase: 'post_comments' as const,
      request: { useCase: 'post_comments' as const, input: { link: POST_URL, ...(cursor ? { end_cursor: cursor } : {}) } },
      label: `Comments · …/northwindgames/posts/2257…`,
      creditsCharged: 1,
      fromCache: false,
      entity,
    });
    // As the background records them: each entry names the entity it was about.
    const [lookup, ...others] = overview().history;
    const history = [comments(3, 'c2'), comments(2, 'c1'), comments(1), { ...lookup!, entity }, ...others];
    const { env } = renderPopup({ runs: { lookup_url: okRun(cached) }, cached: () => true }, (env) => {
      env.api.getOverview = vi.fn(async () => ({ ...overview(), history }));
    });
    const recent = await screen.findByRole('list', { name: 'Recent lookups' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    // The post once (its comment pages and its own lookup), then the other entities.
    expect(rows.map((r) => r.textContent?.split(' · ')[0])).toEqual([
      'Post 2257188721032235',
      'Page northwindgames',
      'Group trailrunners',
      'Video 5551234567',
      'Reel 998877665544',
    ]);
    await userEvent.click(within(rows[0]!).getByRole('button'));
    expect(runCalls(env)[0]!.request).toEqual({ useCase: 'lookup_url', input: { url: POST_URL } });
  });

  it('folds a job’s pages into one row, says of what replies are, and shows what each row paid', async () => {
    const entry = (n: number, useCase: 'search_pages' | 'comment_replies', input: Record<string, string>, label: string) => ({
      time: NOW - 1_000 * n,
      useCase,
      request: { useCase, input } as never,
      label,
      creditsCharged: 1,
      fromCache: false,
    });
    const history = [
      // Feedback ids as the site writes them: base64 of feedback:<post>_<comment>.
      ...Array.from({ length: 3 }, (_, i) => entry(i + 1, 'comment_replies', { comment_feedback_id: btoa(`feedback:1234567890123456_${i}`), expansion_token: `t${i}` }, 'Replies')),
      entry(4, 'comment_replies', { comment_feedback_id: btoa('feedback:2257188721032235_9'), expansion_token: 't' }, 'Replies'),
      ...Array.from({ length: 6 }, (_, i) => entry(i + 10, 'search_pages', { query: 'boots', ...(i ? { end_cursor: `c${i}` } : {}) }, 'Search pages · boots')),
      ...overview().history,
    ];
    renderPopup({ cached: () => true }, (env) => {
      env.api.getOverview = vi.fn(async () => ({ ...overview(), history }));
    });
    const recent = await screen.findByRole('list', { name: 'Recent lookups' });
    const rows = within(recent).getAllByRole('listitem').map((r) => r.textContent);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(/^Replies to 3 comments on post 1234567890123456 · paid 3 credits in 3 lookups /);
    expect(rows[1]).toMatch(/^Replies to a comment on post 2257188721032235 · paid 1 credit /);
    expect(rows[2]).toMatch(/^Search pages · boots · paid 6 credits in 6 lookups /);
    expect(rows[3]).toMatch(/^Post 2257188721032235 · paid 1 credit /);
    // Opening again from the cache is said apart from what was paid.
    await waitFor(() => expect(within(recent).getAllByRole('listitem')[3]!.textContent).toMatch(/open again: cached · 0 credits$/));
  });

  it('shows the raw JSON when the answer is not recognised', async () => {
    const weird = result('lookup_url', [step('social_get_post_details', { status: 'unrecognised', model: 'post', reason: 'no text' }, { raw: { x: 1 } })]);
    renderPopup({ runs: { lookup_url: okRun(weird) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    expect((await screen.findByLabelText('Raw answer')).textContent).toBe('{\n  "x": 1\n}');
  });

  const failures: [ErrorView, string][] = [
    [{ code: 'unauthorized', status: 401 }, 'The service rejected your key'],
    [{ code: 'out_of_credits', status: 402 }, 'You are out of credits'],
    [{ code: 'forbidden', status: 403 }, 'The key was refused or the account is paused'],
    [{ code: 'rate_limited', status: 429, retryAfterMs: 12_000 }, 'Retry in 12 s'],
    [{ code: 'upstream_error', status: 502 }, "The network's data source failed"],
    [{ code: 'network' }, 'The service could not be reached'],
    [{ code: 'no_key' }, 'Set up your key'],
  ];
  it.each(failures)('says what failed: %o', async (error, text) => {
    renderPopup({ runs: { lookup_url: errRun({ ...error, requestId: 'req-9' }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    expect(await within(await screen.findByRole('alert')).findByText(text, { selector: '.error-title, .countdown' })).toBeTruthy();
  });
});

describe('popup elsewhere', () => {
  it('says the tab is not on the site and offers the side panel', async () => {
    const { env } = renderPopup({}, (e) => {
      e.api.getTabState = vi.fn(async () => tabOffSite);
    });
    expect(
      await screen.findByText('This tab is not on the site. Open a page, group, post or video of the site, or use the side panel to search.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Look up/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open side panel' }));
    expect(env.shell.openSidePanel).toHaveBeenCalledWith(7);
    expect(env.api.showInPanel).not.toHaveBeenCalled();
  });

  it('on the site without an entity, says so', async () => {
    renderPopup({}, (e) => {
      e.api.getTabState = vi.fn(async () => tabOnSite(null, []));
    });
    expect(await screen.findByText(/This address is not a page, group, post or video/)).toBeTruthy();
  });

  it('on the feed (an address of kind “other”), says the same and offers no lookup', async () => {
    renderPopup({}, (e) => {
      e.api.getTabState = vi.fn(async () => tabOnSite({ kind: 'other', url: 'https://www.social.example/' }, []));
    });
    expect(await screen.findByText(/This address is not a page, group, post or video/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Look up/ })).toBeNull();
  });

  it('without a key, asks to set it up in the options', async () => {
    const { env } = renderPopup({}, (e) => {
      e.api.getOverview = vi.fn(async () => {
        const { keyMasked: _masked, ...settings } = overview({ keySet: false }).settings;
        return { ...overview(), settings };
      });
    });
    expect(await screen.findByRole('heading', { name: 'Set up your key' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Look up/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(env.shell.openOptions).toHaveBeenCalled();
  });

  it('when the background does not answer, says so and retries', async () => {
    let n = 0;
    renderPopup({}, (e) => {
      e.api.getOverview = vi.fn(async () => {
        n += 1;
        if (n === 1) throw new Error('Could not establish connection.');
        return overview();
      });
    });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Look up · 1 credit' })).toBeTruthy();
  });
});

describe('popup credits', () => {
  it('refreshes the credits for free and says when that fails', async () => {
    const { env } = renderPopup({}, (e) => {
      e.api.refreshUsage = vi.fn(async () => {
        throw { code: 'unauthorized' };
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh credits (free)' }));
    expect(await screen.findByText('Credits could not be refreshed: The service rejected your key')).toBeTruthy();
    expect(env.api.run).not.toHaveBeenCalled();
  });
});
