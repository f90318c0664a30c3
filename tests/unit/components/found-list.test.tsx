// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoundList } from '../../../components/sidepanel/FoundList';
import type { FoundEntity, UseCaseRequest } from '../../../lib/ui/types';
import type { CostEstimate } from '../../../lib/lookup/types';
import { ok, post as keptPost, POST_URL, result, step } from './fixtures';
import { createFakeEnv, okRun, renderUi } from './harness';

afterEach(cleanup);

const W = 'https://www.social.example';
const post = (i: number): FoundEntity => ({ kind: 'post', id: String(1000 + i), owner: 'northwind', ownerName: 'Northwind Games', url: `${W}/northwind/posts/${1000 + i}`, text: `Post number ${i}`, group: i });
const found: FoundEntity[] = [
  { kind: 'page', id: 'northwind', url: `${W}/northwind`, text: 'Northwind Games' },
  ...Array.from({ length: 120 }, (_, i) => post(i)),
  { kind: 'share_link', id: 'AbC', url: `${W}/share/p/AbC/`, text: 'Share link', group: 119 },
  { kind: 'reel', id: '77', url: `${W}/reel/77`, text: 'Harbour at dawn' },
];

describe('found list', () => {
  it('says how many the page showed when some were left out, and filters by kind and text', async () => {
    renderUi(<FoundList found={found} total={812} />);
    // One count of rows: the heading's is the kind filter's; the links folded into them are said in words.
    expect(screen.getByRole('heading', { name: /Found on this page/ }).textContent).toBe('Found on this page (122 · free to list)');
    expect((screen.getByRole('option', { name: /^All kinds/ }) as HTMLOptionElement).textContent).toBe('All kinds (122)');
    expect(
      screen.getByText(
        'The page showed 812 links; the newest 123 are kept. 123 links make 122 rows: a post’s share and photo links, and its other addresses, are listed with the post.',
      ),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Found on this page' });
    // 50 rows at first, more on request.
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (72 left)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(122);

    // Rows say what the link says and whose it is; the share link sits with its post.
    const last = within(list).getAllByRole('listitem')[120]!;
    expect(last.textContent).toContain('Post number 119');
    expect(last.textContent).toContain('Northwind Games · 1119');
    expect(within(last).getByRole('link', { name: 'Share link' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'reel');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Harbour at dawn')]);
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'all');
    await userEvent.type(screen.getByLabelText('Filter found links'), 'harbour DAWN');
    expect(screen.getByText('1 of 122 match.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Filter found links'));
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'newest');
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Harbour at dawn');
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('Post number 119');
  });

  it('shows a plain count when nothing was left out', () => {
    renderUi(<FoundList found={found.slice(0, 3)} total={3} />);
    expect(screen.getByRole('heading', { name: /Found on this page/ }).textContent).toBe('Found on this page (3 · free to list)');
    expect(screen.queryByText(/The page showed|links make/)).toBeNull();
  });

  it('prices a photo link of a post just paid for as the background now does: free', async () => {
    const PHOTO_ID = '555000111222333';
    const photoUrl = `${W}/photo/?fbid=${PHOTO_ID}&set=a.1`;
    const withPhoto = { ...keptPost, media: [{ type: 'photo' as const, id: PHOTO_ID, url: 'https://cdn.social.example/p1.jpg' }] };
    let held = false;
    // The background's rule: a photo link is answered by the post that lists the photo, once kept.
    const estimateOf = ({ request }: { request: UseCaseRequest }): CostEstimate => {
      const free = held && (request.input as { url?: string }).url === photoUrl;
      return { credits: free ? 0 : 1, refreshCredits: 1, cached: free, steps: [], exact: true, overBudget: false };
    };
    const env = createFakeEnv({
      runs: {
        lookup_url: () => {
          held = true;
          return okRun(result('lookup_url', [step('social_get_post_details', ok('post', withPhoto), { params: { link: POST_URL } })]));
        },
      },
      api: { estimateMany: vi.fn(async ({ requests }: { requests: { request: UseCaseRequest }[] }) => requests.map(estimateOf)) },
    });
    const rows: FoundEntity[] = [
      { kind: 'post', id: keptPost.id!, url: POST_URL, text: 'The post', group: 1 },
      { kind: 'post', id: PHOTO_ID, url: photoUrl, text: 'A photo', group: 2 },
    ];
    renderUi(<FoundList found={rows} total={2} />, env);
    const list = screen.getByRole('list', { name: 'Found on this page' });
    const [postRow, photoRow] = within(list).getAllByRole('listitem');
    expect(await within(photoRow!).findByRole('button', { name: 'Look up · 1 credit' })).toBeTruthy();
    await userEvent.click(await within(postRow!).findByRole('button', { name: 'Look up · 1 credit' }));
    // The photo's button is priced again from the same rule the click is charged by.
    await waitFor(() => expect(within(photoRow!).getByRole('button', { name: /cached · 0 credits/ })).toBeTruthy());
  });
});
