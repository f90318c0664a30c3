import type { PhotoPost } from '../../service/model-photo';
import { t } from '../i18n/catalogue';

/**
 * How a list of photo posts or reels is ordered. The service pages them newest first and sorts
 * nothing itself, so any other order is of the items loaded so far only (the view says so).
 */
export type PhotoSort = 'service' | 'date' | 'likes' | 'comments' | 'plays';

const sort = (id: PhotoSort) => ({
  id,
  // Read when shown, in the language of then.
  get label() {
    return t(`labels.photoSort.${id}`);
  },
});

export const PHOTO_SORTS: { readonly id: PhotoSort; readonly label: string }[] = [sort('service'), sort('date'), sort('likes'), sort('comments'), sort('plays')];

function figure(post: PhotoPost, by: Exclude<PhotoSort, 'service'>): number | undefined {
  if (by === 'date') {
    const t = post.time ? Date.parse(post.time) : NaN;
    return Number.isNaN(t) ? undefined : t;
  }
  // A video's views stand in for plays where the answer gives no plays.
  return by === 'plays' ? (post.plays ?? post.views) : post[by];
}

/** The posts in that order, highest first; those without the figure last, in their own order. */
export function sortPhotoPosts(posts: readonly PhotoPost[], by: PhotoSort): PhotoPost[] {
  if (by === 'service') return [...posts];
  const keyed = posts.map((post, i) => ({ post, i, n: figure(post, by) }));
  keyed.sort((a, b) => {
    if (a.n === undefined || b.n === undefined) return a.n === undefined ? (b.n === undefined ? a.i - b.i : 1) : -1;
    return b.n - a.n || a.i - b.i;
  });
  return keyed.map((k) => k.post);
}

/** The hashtags of a caption, without their #, each once, in order. */
export function hashtagsOf(caption: string | undefined, max = 5): string[] {
  if (!caption) return [];
  const tags = new Set<string>();
  for (const m of caption.matchAll(/(?:^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]{1,60})/gu)) {
    tags.add(m[1]!);
    if (tags.size >= max) break;
  }
  return [...tags];
}
