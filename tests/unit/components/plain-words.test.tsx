// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EntityRow } from '../../../components/common/EntityRow';
import { displayUrl, SHOWN_PATH_CHARS } from '../../../lib/ui/text/links';
import { rentalFacts, SellerCard } from '../../../components/entities/MarketplaceCards';
import { LibraryView } from '../../../components/library/LibraryView';
import type { LibraryItem } from '../../../lib/messaging/protocol';
import { createFakeEnv, renderUi } from './harness';

afterEach(cleanup);

const longDay = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

describe('a seller', () => {
  it('joined on a day: the date in words, never a made-up midnight time', () => {
    render(<SellerCard seller={{ id: '77', name: 'Ann', badges: [], listings: [], joined: '2016-06-04T00:00:00.000Z' }} />);
    const card = screen.getByRole('article', { name: 'Seller' });
    const day = within(card).getByText(longDay('2016-06-04T00:00:00Z'));
    expect(day.tagName).toBe('TIME');
    expect(day.getAttribute('datetime')).toBe('2016-06-04');
    expect(card.textContent).not.toMatch(/12:00|AM|PM|00:00/);
  });
});

describe('a rental', () => {
  it("reads its monthly rent in the answer's currency", () => {
    const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(2085);
    expect(rentalFacts({ id: '1', bedrooms: 2, pricePerMonth: 2085, price: { amount: 2085, currency: 'USD' } })).toBe(`2 bed · ${usd} a month`);
  });

  it('invents no currency when the answer names none', () => {
    expect(rentalFacts({ id: '1', pricePerMonth: 2085 })).toBe(`${new Intl.NumberFormat().format(2085)} a month`);
  });
});

/** Kept comments as the library lists them. */
function kept(n: number): LibraryItem[] {
  return Array.from({ length: n }, (_, i) => ({
    uid: `comment:${i}`,
    kind: 'comment',
    id: String(i),
    title: `Comment ${i}`,
    position: i,
    data: {},
    source: { answerKey: 'k', operationId: 'social_get_post_comments', params: {}, fetchedAt: 1_700_000_000_000 - i, creditsCharged: 1 },
    fetchedAt: 1_700_000_000_000 - i,
    versions: [],
    answerKeys: ['k'],
  }));
}

describe('the library', () => {
  const byKind = { page: 3, post: 40, comment: 312, reply: 90, attachment: 12, search_result: 7, advertiser: 2 };

  it('says how many match besides how many are shown', async () => {
    const items = kept(50);
    const env = createFakeEnv({
      api: { libraryList: async () => ({ items, next: { fetchedAt: items.at(-1)!.fetchedAt, uid: items.at(-1)!.uid }, total: 312 }) },
    });
    renderUi(<LibraryView />, env);
    expect(await screen.findByText(/50 of 312 shown/)).toBeTruthy();
  });

  it('says only how many are shown when that is all of them', async () => {
    const env = createFakeEnv({ api: { libraryList: async () => ({ items: kept(7), total: 7 }) } });
    renderUi(<LibraryView />, env);
    expect(await screen.findByText(/^7 shown/)).toBeTruthy();
  });

  it('names its kind filter as its own', async () => {
    renderUi(<LibraryView />);
    const filter = screen.getByRole('combobox', { name: 'Kind of kept item' });
    expect(filter.tagName).toBe('SELECT');
  });

  it("chart shows each kind's name whole, in text beside its bar", async () => {
    const env = createFakeEnv({ api: { libraryStats: async () => ({ stats: { entries: 9, bytes: 1, entities: 466, byKind }, maxMegabytes: null }) } });
    renderUi(<LibraryView />, env);
    const chart = await screen.findByRole('list', { name: /What the library holds/ });
    const rows = within(chart).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows.sort()).toEqual(['Advertiser2 items', 'Attachment12 items', 'Comment312 items', 'Page3 items', 'Post40 items', 'Reply90 items', 'Search result7 items']);
  });
});

/** The declarations of one rule of the stylesheet, by its exact selector. */
function rule(selector: string): string {
  const css = readFileSync(join(import.meta.dirname, '..', '..', '..', 'assets', 'ui.css'), 'utf8');
  const at = css.search(new RegExp(`(^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{`));
  expect(at, selector).toBeGreaterThanOrEqual(0);
  return css.slice(at, css.indexOf('}', at));
}

describe('ids and links in a narrow side panel', () => {
  const POST = 'https://www.social.example/pixelforge/posts/1234567890123456?__cft__[0]=AZXqW3bc9-kLmN0pQrStUvWxYz&__tn__=%2CO%2CP-R';

  it("a post's link shows its host and a shortened path; the full link is its href and title", () => {
    render(<EntityRow detection={{ kind: 'post', id: '1234567890123456', owner: 'pixelforge', url: POST }} />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('www.social.example/pixelforge/posts/1234567890123456?…');
    expect(link.getAttribute('href')).toBe(new URL(POST).href);
    expect(link.getAttribute('title')).toBe(POST);
    expect(screen.getByText('pixelforge · 1234567890123456').getAttribute('title')).toBe('pixelforge · 1234567890123456');
  });

  it('a long path is cut in its middle, keeping where it starts and its id', () => {
    expect(displayUrl('https://www.social.example/groups/123456789012345/permalink/987654321098765/')).toBe('www.social.example/groups/…/987654321098765/');
    const long = displayUrl(`https://cdn.social.example/${'p'.repeat(300)}`);
    expect(long.length).toBeLessThanOrEqual('cdn.social.example'.length + SHOWN_PATH_CHARS);
    // A link that is not https says so.
    expect(displayUrl('http://evil.example/login')).toBe('http://evil.example/login');
  });

  it('ids never break mid-number: one line, cut with an ellipsis; a link takes at most two lines', () => {
    expect(rule('.mono')).toMatch(/white-space: nowrap;/);
    // The owner and the id may go on two lines, the id never cut in two.
    expect(rule('.entity-id')).toMatch(/overflow-wrap: normal;/);
    for (const selector of ['.mono', '.entity-id']) {
      const r = rule(selector);
      expect(r).toMatch(/text-overflow: ellipsis;/);
      expect(r).not.toMatch(/overflow-wrap: anywhere/);
    }
    expect(rule('.entity-url')).toMatch(/-webkit-line-clamp: 2;/);
  });
});
