// Posts a test adds to a page or group at run time (POST /__emulator/posts): the newest of the
// owner's list, indexed like the built ones, and taken away again by a reset. They let a test
// see a source change between two checks without building another dataset.

import { z } from 'zod';
import type { Dataset, Owner, Post } from './data/types';

export const addPostsSchema = z.object({
  /** The page's or group's id, vanity or slug. */
  owner: z.string().trim().min(1),
  count: z.number().int().min(1).max(50).default(1),
  text: z.string().max(2000).optional(),
});
export type AddPosts = z.infer<typeof addPostsSchema>;

export function findOwner(ds: Dataset, ref: string): Owner | undefined {
  const key = ref.trim();
  return ds.pageById.get(key) ?? ds.pageByVanity.get(key.toLowerCase()) ?? ds.groupById.get(key) ?? ds.groupBySlug.get(key.toLowerCase());
}

function postUrl(owner: Owner, id: string): string {
  const site = new URL(owner.url).origin;
  if (owner.kind === 'group') return `${site}/groups/${owner.id}/posts/${id}`;
  return owner.vanity ? `${site}/${owner.vanity}/posts/${id}` : `${site}/permalink.php?story_fbid=${id}&id=${owner.id}`;
}

/** Adds `count` posts at the top of the owner's list (newest last added), after its newest post. */
export function addPosts(ds: Dataset, owner: Owner, spec: Pick<AddPosts, 'count' | 'text'>, serial: () => number, now = Date.now()): Post[] {
  const newest = owner.posts[0];
  const template = newest ?? ds.posts[0];
  if (!template) return [];
  const added: Post[] = [];
  let time = Math.max(now, (newest?.time ?? 0) + 60_000);
  for (let i = 0; i < spec.count; i++) {
    let id: string;
    do id = `9${String(serial()).padStart(15, '0')}`;
    while (ds.postById.has(id));
    const author = owner.kind === 'page' ? { name: owner.name, id: owner.id, url: owner.url, verified: owner.verified } : template.author;
    const post: Post = {
      kind: 'post',
      id,
      owner,
      author,
      text: spec.text ?? `New from ${owner.name} (${i + 1} of ${spec.count})`,
      time,
      photos: [],
      reactions: { ...template.reactions },
      commentsCount: 0,
      shareCount: 0,
      url: postUrl(owner, id),
    };
    added.push(post);
    time += 60_000;
  }
  // Newest first, as every list of the dataset.
  const fresh = added.slice().reverse();
  owner.posts.unshift(...fresh);
  ds.posts.unshift(...fresh);
  for (const p of added) ds.postById.set(p.id, p);
  return added;
}

/** Takes the added posts out again (a reset). */
export function removePosts(ds: Dataset, added: readonly Post[]): void {
  if (added.length === 0) return;
  const gone = new Set(added.map((p) => p.id));
  for (const p of added) {
    p.owner.posts = p.owner.posts.filter((x) => !gone.has(x.id));
    ds.postById.delete(p.id);
  }
  const kept = ds.posts.filter((x) => !gone.has(x.id));
  ds.posts.length = 0;
  ds.posts.push(...kept);
}
