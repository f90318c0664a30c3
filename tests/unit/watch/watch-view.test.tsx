// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WatchButton } from '../../../components/watch/WatchButton';
import { WatchView } from '../../../components/watch/WatchView';
import { watchDraft } from '../../../lib/ui/watch/watch-draft';
import { newWatch } from '../../../lib/lookup/watch/model';
import { NOW, PAGE_URL } from '../components/fixtures';
import { createFakeEnv, renderUi } from '../components/harness';

afterEach(() => {
  cleanup();
  watchDraft.getState().set(null);
});

describe('the Watch tab', () => {
  it("shows a page posts watch's cost before it is saved, priced from the catalog, and saves it", async () => {
    const env = createFakeEnv();
    renderUi(<WatchView />, env);
    await userEvent.type(screen.getByLabelText('Link or keyword'), PAGE_URL);
    // page_posts: 3 posts a page at 1 credit per 3 posts (the catalog), 4 checks a day.
    expect((await screen.findByTestId('watch-estimate')).textContent).toContain('every 6 hours: 4 calls a day, about 120 credits a month');
    await userEvent.selectOptions(screen.getByLabelText(/Check every/), '1');
    await waitFor(() => expect((screen.getByTestId('watch-estimate')).textContent).toContain('every hour: 24 calls a day, about 720 credits a month'));
    await userEvent.click(screen.getByRole('button', { name: 'Save watch' }));
    await waitFor(() => expect(env.api.watchAdd).toHaveBeenCalledWith({ spec: { useCase: 'page_posts', input: { link: PAGE_URL }, label: `Posts of ${PAGE_URL}` }, everyHours: 1, capPerDay: 100 }));
  });

  it('lists new items across watches newest first with where each came from; opening one marks it seen', async () => {
    const a = { ...newWatch('a', { useCase: 'page_posts', input: { link: PAGE_URL }, label: 'Posts of Northwind' }, 6, 100, NOW), found: [
      { key: 'p1', foundAt: NOW - 1000, title: 'Older post', seen: false },
      { key: 'p0', foundAt: NOW - 5000, title: 'Seen post', seen: true },
    ] };
    const b = { ...newWatch('b', { useCase: 'ads_library', input: { query: 'shoes' }, label: 'Ads of shoes' }, 1, 100, NOW), found: [
      { key: 'ad1', foundAt: NOW, title: 'Newest ad', seen: false },
    ] };
    const env = createFakeEnv({ api: { watchList: vi.fn(async () => [a, b]) } });
    renderUi(<WatchView />, env);
    const list = await screen.findByRole('list', { name: 'New items' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Newest ad · Ads of shoes', 'Older post · Posts of Northwind']));
    expect((screen.getByRole('article', { name: 'Posts of Northwind' })).textContent).toContain('1 new since you last looked');
    await userEvent.click(within(list).getByRole('button', { name: 'Older post' }));
    await waitFor(() => expect(env.api.watchSeen).toHaveBeenCalledWith({ id: 'a', keys: ['p1'] }));
  });

  it("a list's Watch… button opens the setup with its source filled (the ads filters too) and its cost shown before saving", async () => {
    const env = createFakeEnv();
    const list = { useCase: 'ads_library', input: { query: 'shoes', country: 'FR', end_cursor: 'c2' } };
    renderUi(
      <>
        <WatchButton list={list} />
        <WatchView />
      </>,
      env,
    );
    expect(screen.getAllByRole('button', { name: 'Watch…' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Watch…' }));
    expect(screen.getByTestId('watch-source').textContent).toMatch(/shoes/);
    expect(screen.queryByLabelText('Link or keyword')).toBeNull();
    expect((await screen.findByTestId('watch-estimate')).textContent).toMatch(/^every 6 hours: 4 calls a day, about \d+ credits a month$/);
    await userEvent.click(screen.getByRole('button', { name: 'Save watch' }));
    await waitFor(() => expect(env.api.watchAdd).toHaveBeenCalledWith(expect.objectContaining({ spec: expect.objectContaining({ useCase: 'ads_library', input: { query: 'shoes', country: 'FR' } }), everyHours: 6 })));
    await waitFor(() => expect(screen.queryByTestId('watch-source')).toBeNull());
  });

  it('offers no Watch… button on a list no watch can follow', () => {
    renderUi(<WatchButton list={{ useCase: 'page_details', input: { link: PAGE_URL } }} />, createFakeEnv());
    expect(screen.queryByRole('button', { name: 'Watch…' })).toBeNull();
  });
});
