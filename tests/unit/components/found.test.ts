import { describe, expect, it } from 'vitest';
import { filterRows, foundRows, kindCounts } from '../../../lib/ui/panel/found';
import type { FoundEntity } from '../../../lib/ui/types';

const W = 'https://www.social.example';
const found: FoundEntity[] = [
  { kind: 'page', id: 'quietharbor', url: `${W}/quietharbor`, text: 'Quiet Harbor Inn', group: 1 },
  { kind: 'post', id: '2', owner: 'quietharbor', url: `${W}/quietharbor/posts/2`, text: 'Yesterday', group: 1 },
  { kind: 'share_link', id: 'AbC', url: `${W}/share/p/AbC/`, text: 'Share link', group: 1 },
  { kind: 'post', id: '77', url: `${W}/photo.php?fbid=77`, text: 'A harbour at dawn', group: 1 },
  { kind: 'post', id: '2', url: `${W}/permalink.php?story_fbid=2&id=9`, text: 'Comment', group: 1 },
  { kind: 'reel', id: '9', owner: 'northwind', url: `${W}/reel/9`, text: 'A reel', ownerName: 'Northwind Games' },
  { kind: 'share_link', id: 'Zz', url: `${W}/share/r/Zz/`, group: 2 },
];

describe('the found list as rows', () => {
  it('names rows by link text and owner, and folds a post’s share and photo links into it', () => {
    const rows = foundRows(found);
    expect(rows.map((r) => [r.entity.kind, r.title, r.owner, r.attached.map((a) => a.id)])).toEqual([
      ['page', 'Quiet Harbor Inn', undefined, []],
      ['post', 'Yesterday', 'Quiet Harbor Inn', ['AbC', '77']],
      ['reel', 'A reel', 'Northwind Games', []],
      // A share link whose post is not on the list stays a row of its own, named by its kind.
      ['share_link', 'Share link Zz', undefined, []],
    ]);
    expect([...kindCounts(rows)]).toEqual([['page', 1], ['post', 1], ['reel', 1], ['share_link', 1]]);
  });

  it('filters by kind and by every word of the text, in page order or newest first', () => {
    const rows = foundRows(found);
    const ids = (f: Parameters<typeof filterRows>[1]) => filterRows(rows, f).map((r) => r.entity.id);
    expect(ids({ kind: 'post', text: '', newestFirst: false })).toEqual(['2']);
    expect(ids({ kind: 'all', text: 'harbour dawn', newestFirst: false })).toEqual(['2']);
    expect(ids({ kind: 'all', text: 'northwind', newestFirst: false })).toEqual(['9']);
    expect(ids({ kind: 'all', text: 'QUIET', newestFirst: true })).toEqual(['2', 'quietharbor']);
    expect(ids({ kind: 'all', text: '', newestFirst: true })).toEqual(['Zz', '9', '2', 'quietharbor']);
    expect(ids({ kind: 'video', text: '', newestFirst: false })).toEqual([]);
  });
});
