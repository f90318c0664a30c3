import { describe, expect, it } from 'vitest';
import { badgeFor as badgeData } from '../../../lib/site/badge';
import { backgroundWords } from '../../../lib/ui/i18n/background-words';
import type { DetectionReport } from '../../../lib/site/report';
import type { Detection } from '../../../lib/site/types';

const reel = (i: number): Detection => ({ kind: 'reel', id: String(i), url: `https://www.social.example/reel/${i}` });
const report = (current: Detection | null, n: number): DetectionReport => ({
  pageUrl: 'https://www.social.example/x',
  current,
  found: Array.from({ length: n }, (_, i) => reel(i + 1)),
  total: n,
  seq: 0,
});
/** The badge as the user sees it: its text, and the toolbar tooltip in a language. */
const badgeFor = (r: DetectionReport | null, language = 'en') => {
  const b = badgeData(r);
  return { text: b.text, title: backgroundWords(language).toolbarTitle(b) };
};
const post: Detection = { kind: 'post', id: '12345', owner: 'Nintendo', url: 'https://www.social.example/Nintendo/posts/12345' };

describe('badgeFor', () => {
  it('is empty without a report', () => {
    expect(badgeFor(null)).toEqual({ text: '', title: 'Social Lookup' });
  });

  it('shows the kind when the tab is an entity', () => {
    expect(badgeFor(report(post, 12))).toEqual({ text: 'POST', title: 'Social Lookup · Post 12345 · 12 items linked on this page' });
    expect(badgeFor(report(post, 0))).toEqual({ text: 'POST', title: 'Social Lookup · Post 12345' });
    expect(badgeFor(report({ kind: 'group', id: 'corvitarts', url: 'u' }, 1))).toEqual({
      text: 'GRP',
      title: 'Social Lookup · Group corvitarts · 1 item linked on this page',
    });
    expect(badgeFor(report({ kind: 'share_link', id: 'abc', url: 'u' }, 0)).text).toBe('LINK');
  });

  it('shows the ads and marketplace kinds of the tab', async () => {
    const { classifyUrl } = await import('../../../lib/site/index');
    const badge = (url: string) => badgeFor(report(classifyUrl(url), 0));
    expect(badge('https://www.social.example/ads/library/?id=899206155126718')).toEqual({ text: 'AD', title: 'Social Lookup · Ad 899206155126718' });
    expect(badge('https://www.social.example/ads/library/?view_all_page_id=121264564551002&country=ALL')).toEqual({
      text: 'ADS',
      title: 'Social Lookup · Ad library 121264564551002',
    });
    expect(badge('https://www.social.example/marketplace/item/977215177594648/')).toEqual({ text: 'ITEM', title: 'Social Lookup · Marketplace item 977215177594648' });
    expect(badge('https://www.social.example/marketplace/profile/100010767072543/')).toEqual({
      text: 'SELL',
      title: 'Social Lookup · Marketplace seller 100010767072543',
    });
    expect(badge('https://www.social.example/marketplace/nyc/vehicles/')).toEqual({ text: 'CAT', title: 'Social Lookup · Marketplace category vehicles' });
    expect(badge('https://www.social.example/marketplace/nyc/search/?query=road%20bike')).toEqual({
      text: 'FIND',
      title: 'Social Lookup · Marketplace search road bike',
    });
  });

  it('shows the number of entities otherwise', () => {
    const other: Detection = { kind: 'other', url: 'https://www.social.example/' };
    expect(badgeFor(report(other, 12))).toEqual({ text: '12', title: 'Social Lookup · 12 items linked on this page' });
    expect(badgeFor(report(null, 1))).toEqual({ text: '1', title: 'Social Lookup · 1 item linked on this page' });
    expect(badgeFor(report(other, 99)).text).toBe('99');
    expect(badgeFor(report(other, 100))).toEqual({ text: '99+', title: 'Social Lookup · 100 items linked on this page' });
  });

  it('says the tooltip in the user’s language, the badge’s short text the same', () => {
    expect(badgeFor(report(post, 12), 'es')).toEqual({ text: 'POST', title: 'Social Lookup · Publicación 12345 · 12 elementos enlazados en esta página' });
    expect(badgeFor(report(null, 1), 'es')).toEqual({ text: '1', title: 'Social Lookup · 1 elemento enlazado en esta página' });
  });

  it('is empty when there is nothing', () => {
    expect(badgeFor(report({ kind: 'other', url: 'https://www.social.example/help' }, 0))).toEqual({ text: '', title: 'Social Lookup' });
    expect(badgeFor(report(null, 0))).toEqual({ text: '', title: 'Social Lookup' });
  });
});
