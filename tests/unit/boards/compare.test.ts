import { describe, expect, it } from 'vitest';
import { adsOwner, columnFigures, median } from '../../../components/compare/figures';
import type { LibraryItem } from '../../../lib/ui/library/library-queries';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28);
function item(kind: LibraryItem['kind'], id: string, data: Record<string, unknown>, extra: Partial<LibraryItem> = {}): LibraryItem {
  return {
    uid: `${kind}:${id}`, kind, id, title: id, position: 0, data, fetchedAt: NOW - DAY, versions: [], answerKeys: [],
    source: { answerKey: 'k', operationId: 'social_get_page_posts', params: {}, fetchedAt: NOW - DAY, creditsCharged: 1 }, ...extra,
  };
}

describe('comparison figures', () => {
  it('reads followers or members, posts per week, median reactions and comments, ads running and their days', () => {
    const page = item('page', 'p', { followers: 1200, adPageId: 'a1' }, { fetchedAt: NOW - 3 * DAY });
    // Four posts over two weeks: 2 a week.
    const posts = [0, 4, 9, 14].map((d, i) =>
      item('post', `x${i}`, { reactions: { total: [10, 30, 20, 100][i] }, comments: [1, 2, 3, 4][i] }, { time: NOW - d * DAY, fetchedAt: NOW - (i + 1) * DAY }));
    const ads = [
      item('ad', 'a', { active: true, startDate: new Date(NOW - 9 * DAY).toISOString() }),
      item('ad', 'b', { startDate: new Date(NOW - 2 * DAY).toISOString() }),
      item('ad', 'c', { active: false, startDate: new Date(NOW - 40 * DAY).toISOString(), endDate: new Date(NOW - 30 * DAY).toISOString() }),
    ];
    const f = columnFigures(page, posts, ads, NOW);
    expect(f).toMatchObject({ audience: 1200, postsPerWeek: 2, medianReactions: 25, medianComments: 2.5, posts: 4, adsRunning: 2, daysRunning: [10, 3], medianDaysRunning: 6.5 });
    expect(f.fetched).toEqual({ subject: NOW - 3 * DAY, posts: NOW - 4 * DAY, ads: NOW - DAY });
    expect(adsOwner(page)).toBe('advertiser:a1');
  });

  it('says nothing it does not keep: a group without posts, one dated post, an advertiser', () => {
    const group = item('group', 'g', { members: 50 });
    expect(columnFigures(group, [], [], NOW)).toEqual({ audience: 50, posts: 0, daysRunning: [], fetched: { subject: NOW - DAY } });
    expect(columnFigures(group, [item('post', '1', {}, { time: NOW })], [], NOW).postsPerWeek).toBeUndefined();
    expect(adsOwner(item('advertiser', '77', {}))).toBe('advertiser:77');
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBeUndefined();
  });
});
