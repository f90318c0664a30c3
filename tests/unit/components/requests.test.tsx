// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../../lib/ui/app/context';
import { useLiveSession, useSession } from '../../../lib/ui/account/session';
import { keys } from '../../../lib/ui/requests/query-client';
import type { Overview } from '../../../lib/messaging/protocol';
import { LookupButton } from '../../../components/common/LookupButton';
import { OnDemand } from '../../../components/common/OnDemand';
import { CommentItem } from '../../../components/entities/Comments';
import { EntityView } from '../../../components/sidepanel/EntityView';
import { PostsTab } from '../../../components/sidepanel/Lists';
import { ReelView } from '../../../components/sidepanel/PostView';
import { SearchView } from '../../../components/sidepanel/SearchView';
import { PopupApp } from '../../../components/popup/PopupApp';
import type { RunRequest } from '../../../lib/messaging/protocol';
import type { UseCaseRequest } from '../../../lib/lookup/use-cases';
import {
  comment1,
  credits,
  list,
  locationResults,
  ok,
  overview,
  PAGE_URL,
  pageResults,
  POST_URL,
  post,
  postDetection,
  postExtended,
  REEL_URL,
  result,
  settings,
  step,
} from './fixtures';
import { createFakeEnv, errRun, okRun, renderUi, runCalls } from './harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * Whatever could still fire by itself (a refetch, the estimate batcher's flush, a retry) gets its
 * turn: the fake clock moves a minute at once, instead of the test sleeping and hoping.
 */
async function giveTimersTheirTurn() {
  await act(() => vi.advanceTimersByTimeAsync(60_000));
}

/** What the popup and the side panel do: keep the overview live from storage. */
function Live({ children }: { children: ReactNode }) {
  useLiveSession();
  return <>{children}</>;
}

const estimateCalls = (env: ReturnType<typeof createFakeEnv>) =>
  (env.api.estimateMany as ReturnType<typeof vi.fn>).mock.calls.map((c) => (c[0] as { requests: { request: UseCaseRequest }[] }).requests);

/** A post lookup that paid for the post's details (its step names the link). */
const paidPost = () =>
  result('lookup_url', [step('social_get_post_details', ok('post', post), { params: { link: POST_URL } })], { detection: postDetection });

describe('requests: nothing paid by itself, estimates in one message', () => {
  it('asks for the estimates of a whole list of comments in one message', async () => {
    const comments = Array.from({ length: 12 }, (_, i) => ({ ...comment1, id: `c${i}`, feedbackId: `fb${i}`, expansionToken: `t${i}` }));
    const env = createFakeEnv();
    renderUi(
      <ul>
        {comments.map((c) => (
          <li key={c.id}>
            <CommentItem comment={c} />
          </li>
        ))}
      </ul>,
      env,
    );
    expect(await screen.findAllByRole('button', { name: /^Show \d+ repl(y|ies) · 1 credit$/ })).toHaveLength(12);
    const replyBatches = estimateCalls(env).filter((b) => b.some((r) => r.request.useCase === 'comment_replies'));
    expect(replyBatches).toHaveLength(1);
    expect(replyBatches[0]).toHaveLength(12);
  });

  it('never runs again by itself: not on mounting again, focus or reconnect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const env = createFakeEnv({ runs: { lookup_url: okRun(paidPost()) } });
    const view = renderUi(<EntityView url={POST_URL} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    await screen.findByText('Our spring tournament starts Saturday!');
    const again = (ui: ReactNode) => view.rerender(<UiProvider env={env} stores={view.stores}>{ui}</UiProvider>);
    again(<div />);
    again(<EntityView url={POST_URL} />);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await screen.findByText('Our spring tournament starts Saturday!');
    await giveTimersTheirTurn();
    expect(runCalls(env)).toHaveLength(1);
  });

  it('after a paid lookup asks again only for estimates about what was paid for', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const env = createFakeEnv({ runs: { lookup_url: okRun(paidPost()) } });
    renderUi(
      <>
        <LookupButton request={{ useCase: 'lookup_url', input: { url: POST_URL } }} label="Post" what="Look up the post" />
        <LookupButton request={{ useCase: 'lookup_url', input: { url: PAGE_URL } }} label="Page" what="Look up the page" />
        <OnDemand request={{ useCase: 'post_extended', input: { link: POST_URL } }} label="Extended" what="Load it" render={() => null} />
      </>,
      env,
    );
    await screen.findByRole('button', { name: 'Page · 1 credit' });
    await screen.findByRole('button', { name: 'Extended · 1 credit' });
    const before = estimateCalls(env).flat().length;
    await userEvent.click(await screen.findByRole('button', { name: 'Post · 1 credit' }));
    await waitFor(() => expect(estimateCalls(env).flat().length).toBeGreaterThan(before));
    await giveTimersTheirTurn();
    const asked = estimateCalls(env).flat().slice(before).map((r) => `${r.request.useCase} ${JSON.stringify(r.request.input)}`);
    expect(asked.sort()).toEqual([`lookup_url {"url":"${POST_URL}"}`, `post_extended {"link":"${POST_URL}"}`]);
  });
});

describe('requests: the balance and the budget as they are now', () => {
  it('with 2 credits left, a 5-credit button says 5 are needed and 2 left, and sends nothing', async () => {
    const env = createFakeEnv({ credits: { remaining: 2 } });
    renderUi(<OnDemand request={{ useCase: 'page_exact_followers', input: { link: PAGE_URL } }} label="Exact follower count" what="Count" render={() => null} />, env);
    expect(await screen.findByText('Needs 5 credits; 2 credits left.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Exact follower count · 5 credits' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(env.api.run).not.toHaveBeenCalled();
  });

  it('after a 402 the header stops showing the old balance and reads it again (free)', async () => {
    const env = createFakeEnv({ runs: { lookup_url: errRun({ code: 'out_of_credits', status: 402 }) }, credits: { remaining: 1234 } });
    let answer: (v: typeof credits) => void = () => {};
    env.api.refreshUsage = vi.fn(() => new Promise<typeof credits>((r) => (answer = r)));
    renderUi(<PopupApp />, env);
    const meter = await screen.findByRole('region', { name: 'Credits' });
    await within(meter).findByText('1,234');
    await userEvent.click(await screen.findByRole('button', { name: 'Look up · 1 credit' }));
    expect(await screen.findByText('You are out of credits')).toBeTruthy();
    expect(await within(meter).findByText('Credits left: not known yet')).toBeTruthy();
    expect(env.api.refreshUsage).toHaveBeenCalled();
    act(() => answer({ ...credits, remaining: 0 }));
    expect(await within(meter).findByText('0')).toBeTruthy();
  });

  it('a budget removed in the options un-marks every button at once, and nothing asks about it', async () => {
    const env = createFakeEnv({ runs: { lookup_url: okRun(paidPost()) }, credits: { spentToday: 50, dailyBudget: 50 } });
    renderUi(<Live><EntityView url={POST_URL} /></Live>, env);
    const button = await screen.findByRole('button', { name: 'Look up · 1 credit' });
    await waitFor(() => expect(button.className).toContain('btn-over'));
    // What the options page saved: storage tells every open view, the background says the same.
    env.api.getOverview = vi.fn(async () => overview({ dailyBudget: null }, { spentToday: 50 }));
    await act(async () => env.emitSettings({ ...settings, dailyBudget: null }));
    expect(screen.getByRole('button', { name: 'Look up · 1 credit' }).className).not.toContain('btn-over');
    expect(env.api.getOverview).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Look up · 1 credit' }));
    await screen.findByText('Our spring tournament starts Saturday!');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runCalls(env)[0]!.confirmOverBudget).toBeUndefined();
  });

  it('a paid button renders again when the balance changes, not when the history does', async () => {
    let renders = 0;
    function Balance() {
      renders++;
      const funds = useSession((s) => s.overview?.credits);
      return <p>{funds?.remaining ?? 'unknown'} left</p>;
    }
    const { stores } = renderUi(<Balance />, createFakeEnv({ credits: { remaining: 120 } }));
    await screen.findByText('120 left');
    const before = renders;
    const entry = { time: 1, useCase: 'lookup_url' as const, request: { useCase: 'lookup_url' as const, input: { url: POST_URL } }, label: 'A post', creditsCharged: 1, fromCache: false };
    await act(async () => void stores.queries.setQueryData<Overview>(keys.overview, (o) => o && { ...o, history: [entry, ...o.history], settings: { ...o.settings } }));
    expect(renders).toBe(before);
    await act(async () => void stores.queries.setQueryData<Overview>(keys.overview, (o) => o && { ...o, credits: { ...o.credits, remaining: 119 } }));
    expect(screen.getByText('119 left')).toBeTruthy();
    expect(renders).toBe(before + 1);
  });

  it("a list's paid buttons render again only when a call changes their marks, not on every change of the balance", async () => {
    let commits = 0;
    const { stores } = renderUi(
      <Profiler id="buttons" onRender={() => void commits++}>
        {[POST_URL, PAGE_URL].map((url) => (
          <LookupButton key={url} request={{ useCase: 'lookup_url', input: { url } }} label="Look up" what="Look up this link" />
        ))}
      </Profiler>,
      createFakeEnv({ credits: { remaining: 120 } }),
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Look up · 1 credit' })).toHaveLength(2));
    const setCredits = (patch: Partial<Overview['credits']>) =>
      act(async () => void stores.queries.setQueryData<Overview>(keys.overview, (o) => o && { ...o, credits: { ...o.credits, ...patch } }));
    await setCredits({ dailyBudget: null });
    let before = commits;
    // A paid call elsewhere: the balance and today's spending change, but 1 credit is still affordable and no budget is set.
    await setCredits({ remaining: 119, spentToday: 8 });
    expect(commits).toBe(before);
    // A budget makes what is left of it part of every button (the dialog says it): they render again.
    await setCredits({ dailyBudget: 10 });
    expect(commits).toBeGreaterThan(before);
    before = commits;
    // Out of credits: the buttons say so.
    await setCredits({ remaining: 0 });
    expect(commits).toBeGreaterThan(before);
    for (const button of screen.getAllByRole('button', { name: 'Look up · 1 credit' })) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('a budget of 1 with 1 spent marks the buttons and asks first', async () => {
    const env = createFakeEnv({ runs: { lookup_url: okRun(paidPost()) } });
    renderUi(<Live><EntityView url={POST_URL} /></Live>, env);
    const button = await screen.findByRole('button', { name: 'Look up · 1 credit' });
    expect(button.className).not.toContain('btn-over');
    act(() => env.emitSettings({ ...settings, dailyBudget: 1 }));
    act(() => env.emitCredits({ remaining: credits.remaining!, reportedAt: credits.reportedAt! }));
    await waitFor(() => expect(env.api.getOverview).toHaveBeenCalledTimes(2));
    env.api.getOverview = vi.fn(async () => ({ settings: { ...settings, dailyBudget: 1 }, credits: { ...credits, spentToday: 1, dailyBudget: 1 }, history: [] }));
    act(() => env.emitCredits({ remaining: credits.remaining! - 1, reportedAt: credits.reportedAt! + 1 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Look up · 1 credit' }).className).toContain('btn-over'));
    await userEvent.click(screen.getByRole('button', { name: 'Look up · 1 credit' }));
    const dialog = await screen.findByRole('dialog', { name: "This would go over today's budget" });
    expect(within(dialog).getByText('This costs 1 credit; nothing is left of today’s budget. Run it anyway?')).toBeTruthy();
    expect(env.api.run).not.toHaveBeenCalled();
  });
});

describe('requests: smaller things the views say', () => {
  it('posts per load and their prices come from the catalog', async () => {
    renderUi(<PostsTab useCase="page_posts" link={PAGE_URL} emptyText="none" />);
    const options = within(screen.getByLabelText('Posts per load')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['3 (≈1 credit)', '4 (≈2 credits)', '5 (≈2 credits)', '6 (≈2 credits)', '7 (≈3 credits)', '8 (≈3 credits)', '9 (≈3 credits)']);
    expect(screen.getByText('Charged by posts returned: 1 credit per 3 posts, at least 1.')).toBeTruthy();
  });

  it('says 1 reaction, not 1 reactions', () => {
    renderUi(<CommentItem comment={{ ...comment1, reactions: 1, replies: 0 }} />);
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '1 reaction')).toBeTruthy();
  });

  it('a place used as the location filter puts away the pages found without it, and an empty answer names the filter', async () => {
    const env = createFakeEnv({
      runs: {
        search_pages: (req: RunRequest) =>
          okRun(result('search_pages', [step('social_search_pages', ok('page_search', list((req.request.input as { location_uid?: string }).location_uid ? [] : pageResults)))])),
        search_locations: okRun(result('search_locations', [step('social_search_locations', ok('location_search', list(locationResults)))])),
      },
    });
    renderUi(<SearchView />, env);
    await userEvent.type(screen.getByLabelText('Search pages'), 'northwind');
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    expect(await screen.findByRole('article', { name: pageResults[0]!.name! })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Places' }));
    await userEvent.clear(screen.getByLabelText('City, place or landmark'));
    await userEvent.type(screen.getByLabelText('City, place or landmark'), 'Springfield');
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use as location filter' }));
    expect(screen.getByRole('tab', { name: 'Pages', selected: true })).toBeTruthy();
    expect(screen.queryByRole('article', { name: pageResults[0]!.name! })).toBeNull();
    await userEvent.clear(screen.getByLabelText('Search pages'));
    await userEvent.type(screen.getByLabelText('Search pages'), 'northwind');
    await userEvent.click(await screen.findByRole('button', { name: 'Search · 1 credit' }));
    expect(await screen.findByText('No pages found for “northwind” in Springfield (the location filter is on)')).toBeTruthy();
  });

  it('keeps the focus on the lookup, not the page’s body, after Enter', async () => {
    const env = createFakeEnv({ runs: { lookup_url: okRun(paidPost()) } });
    renderUi(<EntityView url={POST_URL} />, env);
    (await screen.findByRole('button', { name: 'Look up · 1 credit' })).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Our spring tournament starts Saturday!');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.closest('.entity-view')).toBeTruthy();
  });

  it('a reel shows its video once', () => {
    const reelPost = {
      ...postExtended,
      url: REEL_URL,
      videoHd: 'https://video.social.example/r_hd.mp4',
      media: [
        { type: 'video' as const, url: 'https://video.social.example/r_sd.mp4', thumbnail: 'https://cdn.social.example/r.jpg', width: 720, height: 1280 },
        { type: 'video' as const, url: 'https://video.social.example/r_hd.mp4' },
      ],
    };
    renderUi(<ReelView post={reelPost} link={REEL_URL} extended />);
    expect(screen.getAllByRole('link', { name: 'Play video' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'HD video file' })).toBeTruthy();
  });
});
