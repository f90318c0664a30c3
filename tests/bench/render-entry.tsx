import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ConfirmDialog } from '../../components/common/ConfirmDialog';
import { PostView } from '../../components/sidepanel/PostView';
import type { CostEstimate, RunResponse } from '../../lib/lookup/types';
import type { Comment, Post } from '../../lib/service/model';
import type { BackgroundApi, UiEnv } from '../../lib/ui/env/ui-env';
import { createUiStores, UiProvider } from '../../lib/ui/app/context';
import { list, NOW, ok, overview, post, POST_URL, result, step, tabOnSite } from '../unit/components/fixtures';

/**
 * Runs in a page of real Chromium (bundled by render.ts): the side panel's post view, rendered
 * with the component tests' kind of fake background, timed from render to laid out.
 */

const comments = (n: number): Comment[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    text: `Comment number ${i + 1}: ${'a fair point about the tournament '.repeat(1 + (i % 4))}`,
    author: { name: `Reader ${i + 1}`, url: `https://www.social.example/reader${i}` },
    time: '2026-01-31T12:00:00Z',
    reactions: i % 7,
  }));

function fakeEnv(commentCount: number): UiEnv {
  const answer: RunResponse = {
    ok: true,
    result: result('post_comments', [step('social_get_post_comments', ok('comment_list', list(comments(commentCount))))]),
  };
  const estimate = async (): Promise<CostEstimate> => ({ credits: 1, refreshCredits: 1, cached: false, steps: [], exact: true, overBudget: false });
  const api = {
    getOverview: async () => overview(),
    run: async () => answer,
    estimate,
    cancel: async () => undefined,
    getTabState: async () => tabOnSite(),
    getLedger: async () => [],
    jobList: async () => [],
  } as unknown as BackgroundApi;
  return {
    api,
    downloads: { save: async () => ({ saved: [], failed: [] }) },
    permissions: { contains: async () => false, request: async () => true },
    tabs: { getActiveTab: async () => ({ id: 7, url: POST_URL }), subscribe: () => () => {} },
    live: {
      watchCredits: () => () => {},
      watchSettings: () => () => {},
      watchHistory: () => () => {},
      watchPanelFocus: () => () => {},
      watchTabReports: () => () => {},
      watchJobs: () => () => {},
      watchWatches: () => () => {},
    },
    shell: { openOptions: () => {}, openSidePanel: async () => undefined, close: () => {} },
    now: () => NOW,
  };
}

let root: Root | null = null;
const host = () => document.getElementById('root')!;
const layout = () => document.body.getBoundingClientRect().height;

function mount(p: Post, commentCount = 30): ReturnType<typeof createUiStores> {
  root?.unmount();
  host().textContent = '';
  layout();
  const env = fakeEnv(commentCount);
  const stores = createUiStores(env);
  root = createRoot(host());
  flushSync(() =>
    root!.render(
      <UiProvider env={env} stores={stores}>
        <PostView post={p} link={POST_URL} />
        <ConfirmDialog />
      </UiProvider>,
    ),
  );
  return stores;
}

/** The post view from render to laid out, in ms. */
function renderPost(text: string): number {
  const t0 = performance.now();
  mount({ ...post, text });
  layout();
  return performance.now() - t0;
}

/** From "Load comments" to the list of `n` comments rendered and laid out, in ms. */
async function loadComments(n: number): Promise<number> {
  mount(post, n);
  const button = await waitFor(() => [...document.querySelectorAll('button')].find((b) => /Load comments/.test(b.textContent ?? '') && !b.disabled));
  const t0 = performance.now();
  button.click();
  await waitFor(() => document.querySelector('ul[aria-label="comments"] li'));
  layout();
  return performance.now() - t0;
}

async function waitFor<T>(find: () => T | null | undefined): Promise<T> {
  for (;;) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 0));
  }
}

Object.assign(window, { __renderBench: { renderPost, loadComments, unmount: () => root?.unmount() } });
