// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoardsView } from '../../../components/boards/BoardsView';
import { LibraryItemView } from '../../../components/library/LibraryItemView';
import type { LibraryItem, LibraryQueryInput } from '../../../lib/messaging/protocol';
import { createFakeEnv, renderUi } from '../components/harness';
import { NOW } from '../components/fixtures';
import { fakeBoardApi } from './fake-boards';

afterEach(cleanup);

const DAY = 86_400_000;
const LINK = 'https://www.social.example/northwindgames';
function item(kind: LibraryItem['kind'], id: string, title: string, data: Record<string, unknown> = {}, extra: Partial<LibraryItem> = {}): LibraryItem {
  return {
    uid: `${kind}:${id}`, kind, id, title, position: 0, data, fetchedAt: NOW - DAY, versions: [{ fetchedAt: NOW - DAY, answerKey: 'k', operationId: 'social_get_page_details', creditsCharged: 1 }], answerKeys: ['k'],
    source: { answerKey: 'k', operationId: 'social_get_page_details', params: { link: LINK }, fetchedAt: NOW - DAY, creditsCharged: 1 }, ...extra,
  };
}
const PAGE = item('page', '1', 'Northwind Games', { followers: 2000, categories: [] });
const POST = item('post', '2', 'Launch day', { reactions: { total: 5 } }, { source: { ...PAGE.source, operationId: 'social_get_page_posts' } });

describe('Save to board', () => {
  it('saves a kept item to a new board with a note and tags, for free', async () => {
    const boards = fakeBoardApi([PAGE]);
    const env = createFakeEnv({ api: { ...boards, libraryOpen: async () => ({ item: PAGE, normalized: null, children: {} }) } });
    renderUi(<LibraryItemView uid={PAGE.uid} now={NOW} onBack={() => {}} onChildren={() => {}} onDeleted={() => {}} />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Save to board · free' }));
    await userEvent.type(screen.getByLabelText('Name of the new board'), 'Rivals');
    await userEvent.type(screen.getByLabelText('Note'), 'the one to watch');
    await userEvent.type(screen.getByLabelText(/Tags/), 'games, Q3');
    await userEvent.click(screen.getByRole('button', { name: 'Save · free' }));
    expect((await screen.findByRole('status')).textContent).toContain('Saved to “Rivals”');
    expect(boards.boardSave).toHaveBeenCalledWith({ name: 'Rivals', items: [{ uid: PAGE.uid, note: 'the one to watch', tags: ['games', 'Q3'] }] });
    expect(await screen.findByText('On “Rivals”')).toBeTruthy();
    expect(env.api.run).not.toHaveBeenCalled();
  });
});

describe('Boards', () => {
  async function withBoard() {
    const boards = fakeBoardApi([PAGE, POST]);
    const saved = await boards.boardSave({ name: 'Rivals', items: [{ uid: PAGE.uid, note: 'watch', tags: ['games'] }, { uid: POST.uid, tags: ['launch'] }] });
    if (!saved.ok) throw new Error('not saved');
    const env = createFakeEnv({ api: boards });
    renderUi(<BoardsView />, env);
    await userEvent.click(await screen.findByRole('button', { name: 'Rivals' }));
    return { boards, env, id: saved.board.id };
  }

  it("lists a board's items with their kept data, note and tags, filtered by kind and by tag", async () => {
    await withBoard();
    const list = await screen.findByRole('list', { name: 'On the board' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringMatching(/Northwind Games.*watch.*games/), expect.stringMatching(/Launch day.*launch/)]);
    await userEvent.selectOptions(screen.getByLabelText('Kind on the board'), 'post');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Kind on the board'), '');
    await userEvent.selectOptions(screen.getByLabelText('Tag on the board'), 'games');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringMatching(/Northwind Games/)]);
  });

  it('asks before deleting a board, says what goes, and offers its file first', async () => {
    const { boards, id } = await withBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete this board…' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete this board?' });
    expect(ask.textContent).toContain('Its 2 items, 1 note and 2 tags go. The items stay in the library');
    await userEvent.click(within(ask).getByRole('button', { name: 'Export the board’s file first' }));
    expect(boards.boardFile).toHaveBeenCalledWith({ id });
    expect(boards.boardDelete).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete the board' }));
    await waitFor(() => expect(boards.boardDelete).toHaveBeenCalledWith({ id }));
    expect(await screen.findByText(/No boards yet/)).toBeTruthy();
  });
});

describe('Side by side', () => {
  it('compares two kept pages for free, a chart per figure, with each column’s freshness and refresh price', async () => {
    const other = item('page', '9', 'Quiet Harbor', { followers: 500 }, { fetchedAt: NOW - 3 * DAY, source: { ...PAGE.source, params: { link: 'https://www.social.example/quietharbor' } } });
    const posts = [0, 7].map((d, i) => item('post', `p${i}`, `Post ${i}`, { reactions: { total: 10 * (i + 1) }, comments: i }, { time: NOW - d * DAY, owner: PAGE.uid }));
    const libraryList = async (q: LibraryQueryInput) => ({
      items: q.owner === PAGE.uid && q.kind === 'post' ? posts : q.kind === 'page' && !q.owner ? [PAGE, other] : [],
    });
    const env = createFakeEnv({ api: { ...fakeBoardApi(), libraryList } });
    renderUi(<BoardsView />, env);
    await userEvent.click(await screen.findByLabelText('Northwind Games'));
    await userEvent.click(screen.getByLabelText('Quiet Harbor'));
    const followers = await screen.findByRole('figure', { name: 'Followers or members' });
    expect(within(followers).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Northwind Games2,000 people', 'Quiet Harbor500 people']);
    await waitFor(() => expect(within(screen.getByRole('figure', { name: 'Median reactions per post' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Northwind Games15 reactions', 'Quiet Harbornot kept']));
    expect(within(screen.getByRole('figure', { name: 'Posts per week' })).getAllByRole('listitem')[0]!.textContent).toContain('2 posts a week');
    const fresh = screen.getByLabelText('How fresh: Quiet Harbor');
    expect(fresh.textContent).toContain('Page fetched 3 days ago · no posts kept · no ads kept');
    expect(await within(fresh).findByRole('button', { name: /Refresh · 1 credit/ })).toBeTruthy();
    expect(env.api.run).not.toHaveBeenCalled();
  });
});
