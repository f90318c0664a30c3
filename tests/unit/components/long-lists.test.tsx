// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CommentsSection } from '../../../components/entities/Comments';
import type { Comment } from '../../../lib/service/model';
import { list, ok, POST_URL, result, step } from './fixtures';
import { createFakeEnv, okRun, renderUi } from './harness';

afterEach(cleanup);

const comments = (n: number): Comment[] =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i}`, text: `Comment number ${i + 1}`, author: { name: `Reader ${i + 1}`, url: `https://www.social.example/reader${i + 1}` } }));

async function loadComments(n: number) {
  const env = createFakeEnv({
    runs: { post_comments: okRun(result('post_comments', [step('social_get_post_comments', ok('comment_list', list(comments(n))))])) },
  });
  renderUi(<CommentsSection link={POST_URL} expectedTotal={n} />, env);
  await userEvent.click(await screen.findByRole('button', { name: /Load comments/ }));
  return screen.findByRole('list', { name: 'comments' });
}

describe('long lists', () => {
  it('renders 5,000 comments virtualised: a screenful in the page, each saying its place in the whole', async () => {
    await loadComments(5_000);
    // The virtual list's code loads on first use; until then the first comments show plainly.
    await waitFor(() => expect(screen.getByRole('list', { name: 'comments' }).querySelector('[aria-setsize]')).not.toBeNull());
    const items = within(screen.getByRole('list', { name: 'comments' })).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThan(100);
    expect(items[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(items[0]!.getAttribute('aria-setsize')).toBe('5000');
    expect(items[0]!.textContent).toContain('Comment number 1');
    // In order, without gaps: what a screen reader reads next is the next comment.
    expect(items.map((li) => Number(li.getAttribute('aria-posinset')))).toEqual(items.map((_, i) => i + 1));
    expect(screen.getByText(/All comments loaded \(5,000\)/)).toBeTruthy();
  });

  it('keeps the comment holding keyboard focus in the page when the list scrolls away from it', async () => {
    await loadComments(5_000);
    await waitFor(() => expect(screen.getByRole('list', { name: 'comments' }).querySelector('[aria-setsize]')).not.toBeNull());
    const author = screen.getByRole('link', { name: 'Reader 1' });
    author.focus();
    expect(document.activeElement).toBe(author);
    window.scrollTo(0, 300_000);
    window.dispatchEvent(new Event('scroll'));
    // The list now shows comments far down, and still the focused first one, first in order.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Reader 2\d{3}$/ }).length).toBeGreaterThan(0));
    expect(document.activeElement).toBe(author);
    const places = within(screen.getByRole('list', { name: 'comments' }))
      .getAllByRole('listitem')
      .map((li) => Number(li.getAttribute('aria-posinset')));
    expect(places[0]).toBe(1);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it('renders a short list whole, as a plain list', async () => {
    const listEl = await loadComments(12);
    const items = within(listEl).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]!.hasAttribute('aria-setsize')).toBe(false);
  });
});
