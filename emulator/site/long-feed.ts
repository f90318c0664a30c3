// A long, endlessly scrolling feed: every post and video of the dataset, newest first, as post
// cards (owner, permalink, share and photo links inside one <article>), loaded in batches as the
// reader nears the bottom, the way the real feed grows.

import type { Dataset, Post, Video } from '../data/types';
import { frame } from './html';
import { postCard, videoCard } from './pages';

export const LONG_FEED_PATH = '/feed/long';
const BATCH = 12;

function items(ds: Dataset): Array<Post | Video> {
  return [...ds.posts, ...ds.videos].sort((a, b) => b.time - a.time);
}

function card(item: Post | Video, i: number): string {
  return 'isReel' in item ? videoCard(item) : postCard(item, i);
}

/** Batch `page` of the feed as HTML (empty past the end). */
export function longFeedBatch(ds: Dataset, page: number): { html: string; end: boolean } {
  const all = items(ds);
  const from = Math.max(0, page) * BATCH;
  const html = all.slice(from, from + BATCH).map((item, i) => card(item, from + i)).join('\n');
  return { html, end: from + BATCH >= all.length };
}

export function longFeedPage(ds: Dataset): string {
  const script = `
(function(){
  let page = 1, busy = false, done = false;
  async function more(){
    if (busy || done) return;
    busy = true;
    const res = await fetch('${LONG_FEED_PATH}/more?page=' + page);
    document.getElementById('feed').insertAdjacentHTML('beforeend', await res.text());
    done = res.headers.get('x-feed-end') === '1';
    if (done) document.getElementById('feed-end').hidden = false;
    page++;
    busy = false;
  }
  window.__loadMore = more;
  window.addEventListener('scroll', function(){
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1200) more();
  }, {passive: true});
})();`;
  const body = `<section class="card"><h1>Feed</h1><p class="meta">Every post and video, newest first. Scroll for more.</p></section>
<div id="feed">${longFeedBatch(ds, 0).html}</div>
<p id="feed-end" class="card empty" hidden>You're all caught up.</p>`;
  return frame({ title: 'Feed | social', kind: 'other', body, script });
}
