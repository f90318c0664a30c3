import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../emulator/data/dataset';
import { longFeedBatch, longFeedPage } from '../../../emulator/site/long-feed';

describe('the long feed', () => {
  const ds = buildDataset({});

  it('shows every post and video once, in batches, and says when it ends', () => {
    const ids: string[] = [];
    let page = 0;
    for (let end = false; !end; page++) {
      const batch = longFeedBatch(ds, page);
      ids.push(...[...batch.html.matchAll(/data-(?:post|video)-id="(\d+)"/g)].map((m) => m[1]!));
      end = batch.end;
    }
    expect(ids).toHaveLength(ds.posts.length + ds.videos.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(longFeedBatch(ds, page).html).toBe('');
  });

  it('starts with the first batch and loads the next ones as the reader scrolls', () => {
    const html = longFeedPage(ds);
    expect(html).toContain(longFeedBatch(ds, 0).html);
    expect(html).toContain("fetch('/feed/long/more?page=' + page)");
  });
});
