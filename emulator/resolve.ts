// Resolves a `link` parameter to an entity of the dataset, through the extension's own URL
// classifier, so every URL shape the classifier knows (any host variant, tracking parameters,
// permalink.php, photo links, share links…) finds the same entity.

import { classifyUrl, type SocialKind } from '../lib/site/index';
import { seedOf } from './data/prng';
import type { Dataset, EntityRef, Page, Person } from './data/types';

export type Resolution =
  /** A site link of `kind`; `ref` is null when nothing in the data matches it. */
  | { ok: true; kind: SocialKind; ref: EntityRef | null }
  /** Not a link to the site at all. */
  | { ok: false; message: string };

const BARE_RE = /^[\p{L}\p{N}._-]{1,100}$/u;
const NUM_RE = /^\d+$/;

/** Looks an identifier up in every entity map (object ids are shared across kinds on the site). */
export function findById(ds: Dataset, id: string): EntityRef | null {
  const post = ds.postById.get(id) ?? ds.postByPhotoId.get(id);
  if (post) return { kind: 'post', post };
  const video = ds.videoById.get(id);
  if (video) return { kind: 'video', video };
  const page = ds.pageById.get(id);
  if (page) return { kind: 'page', page };
  const group = ds.groupById.get(id);
  if (group) return { kind: 'group', group };
  return null;
}

const personPages = new WeakMap<Person, Page>();

/** A person's profile seen as a page (profiles and pages share URL shapes): no posts, no ads. */
export function personPage(person: Person): Page {
  let page = personPages.get(person);
  if (!page) {
    page = {
      kind: 'page', id: person.id, name: person.name, url: person.url, categories: ['Personal profile'],
      followers: seedOf('followers', person.id) % 3000, likes: 0,
      bio: [person.work, person.education, person.location && `Lives in ${person.location}`].filter(Boolean).join(' · '),
      email: null, phone: null, website: null, address: null, rating: null, adPageId: null, image: person.picture,
      verified: false, locationUid: person.locationUid ?? '', albumId: person.id, posts: [], videos: [], reels: [], ads: [],
    };
    personPages.set(person, page);
  }
  return page;
}

function findPage(ds: Dataset, id: string): EntityRef | null {
  const page = ds.pageByVanity.get(id.toLowerCase()) ?? ds.pageById.get(id) ?? ds.pageByAdId.get(id);
  if (page) return { kind: 'page', page };
  const person = ds.personById.get(id);
  if (person) return { kind: 'page', page: personPage(person) };
  // Old-style vanity names end with the numeric id ("Some-Name-229517583791109").
  const tail = /-(\d{6,25})$/.exec(id);
  const byTail = tail ? ds.pageById.get(tail[1]!) : undefined;
  return byTail ? { kind: 'page', page: byTail } : null;
}

function findGroup(ds: Dataset, id: string): EntityRef | null {
  const group = ds.groupBySlug.get(id.toLowerCase()) ?? ds.groupById.get(id);
  return group ? { kind: 'group', group } : null;
}

/** Entity behind a link. `bare` says how a bare word (no host) is read: a page or a group slug. */
export function resolveLink(ds: Dataset, link: string, bare: 'page' | 'group' | 'post' = 'page'): Resolution {
  let input = link.trim();
  if (BARE_RE.test(input) && !input.includes('.example')) {
    // Client libraries expand a bare slug or id to a site URL.
    if (bare === 'post' && NUM_RE.test(input)) return { ok: true, kind: 'post', ref: findById(ds, input) };
    input = bare === 'group' ? `https://www.social.example/groups/${input}` : `https://www.social.example/${input}`;
  }
  const found = classifyUrl(input);
  if (!found) return { ok: false, message: 'link must be a URL of the social site' };
  return { ok: true, kind: found.kind, ref: found.id === undefined ? null : lookup(ds, found.kind, found.id, found.owner) };
}

function lookup(ds: Dataset, kind: SocialKind, id: string, owner: string | undefined): EntityRef | null {
  switch (kind) {
    case 'page':
      return findPage(ds, id);
    case 'group':
      return findGroup(ds, id);
    case 'post': {
      const post = ds.postById.get(id) ?? ds.postByPhotoId.get(id);
      return post ? { kind: 'post', post } : findById(ds, id);
    }
    case 'video':
    case 'reel': {
      const video = ds.videoById.get(id);
      return video ? { kind: 'video', video } : findById(ds, id);
    }
    case 'share_link':
      return ds.shareCodes.get(id) ?? null;
    case 'ad_library': {
      const page = ds.pageByAdId.get(owner ?? id) ?? ds.pageByAdId.get(id);
      return page ? { kind: 'page', page } : null;
    }
    default:
      return null;
  }
}
