// Resolves a `link` parameter (or any site URL) to an entity of the dataset, through the
// emulator's own URL reader: every URL shape the site uses (any host variant, tracking parameters,
// permalink.php, photo links, share links, ads library, marketplace…) finds the same entity.

import { seedOf } from './data/prng';
import type { Ad, Dataset, EntityRef, Listing, Page, Person, Seller } from './data/types';
import type { LinkTarget } from './description';
import { readSiteUrl, type LinkRef } from './url-reader';

/** An entity of the dataset: what the service's operations and the fixture site show. */
export type Found = EntityRef | { kind: 'ad'; ad: Ad } | { kind: 'listing'; listing: Listing } | { kind: 'seller'; seller: Seller };

export type Resolution =
  /** A site link read as `link`; `ref` is null when nothing in the data matches it. */
  | { ok: true; link: LinkRef; ref: Found | null }
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

function findPage(ds: Dataset, key: string): EntityRef | null {
  const page = ds.pageByVanity.get(key.toLowerCase()) ?? ds.pageById.get(key) ?? ds.pageByAdId.get(key);
  if (page) return { kind: 'page', page };
  const person = ds.personById.get(key);
  if (person) return { kind: 'page', page: personPage(person) };
  // Old-style vanity names end with the numeric id ("Some-Name-229517583791109").
  const tail = /-(\d{6,25})$/.exec(key);
  const byTail = tail ? ds.pageById.get(tail[1]!) : undefined;
  return byTail ? { kind: 'page', page: byTail } : null;
}

function findGroup(ds: Dataset, key: string): EntityRef | null {
  const group = ds.groupBySlug.get(key.toLowerCase()) ?? ds.groupById.get(key);
  return group ? { kind: 'group', group } : null;
}

const listingPhotos = new WeakMap<Dataset, Map<string, Listing>>();

/** The entity a media file belongs to: a post's photo, a video or its thumbnail, an ad's creative, a listing's photo. */
function findMediaOwner(ds: Dataset, id: string): Found | null {
  const post = ds.postByPhotoId.get(id);
  if (post) return { kind: 'post', post };
  const video = ds.videoById.get(id);
  if (video) return { kind: 'video', video };
  const ad = ds.adById.get(id);
  if (ad) return { kind: 'ad', ad };
  let byPhoto = listingPhotos.get(ds);
  if (!byPhoto) {
    byPhoto = new Map(ds.listings.flatMap((l) => l.photos.map((p) => [p.id, l] as const)));
    listingPhotos.set(ds, byPhoto);
  }
  const listing = byPhoto.get(id) ?? ds.listingById.get(id);
  return listing ? { kind: 'listing', listing } : findById(ds, id);
}

/** The entity a link names, or null. */
export function lookup(ds: Dataset, link: LinkRef): Found | null {
  switch (link.kind) {
    case 'page':
      // A bare number in the first path segment can be any object (`m.social.example/<id>`).
      return findPage(ds, link.key) ?? (NUM_RE.test(link.key) ? findById(ds, link.key) : null);
    case 'group':
      return findGroup(ds, link.key);
    case 'post': {
      const post = ds.postById.get(link.id) ?? ds.postByPhotoId.get(link.id);
      return post ? { kind: 'post', post } : findById(ds, link.id);
    }
    case 'video': {
      const video = ds.videoById.get(link.id);
      return video ? { kind: 'video', video } : findById(ds, link.id);
    }
    case 'share':
      return ds.shareCodes.get(link.code) ?? null;
    case 'ad': {
      const ad = ds.adById.get(link.id);
      return ad ? { kind: 'ad', ad } : null;
    }
    case 'ad_page': {
      const page = ds.pageByAdId.get(link.id);
      return page ? { kind: 'page', page } : null;
    }
    case 'listing': {
      const listing = ds.listingById.get(link.id);
      return listing ? { kind: 'listing', listing } : null;
    }
    case 'seller': {
      const seller = ds.sellerById.get(link.id);
      return seller ? { kind: 'seller', seller } : null;
    }
    case 'media':
      return findMediaOwner(ds, link.id);
    case 'other':
      return null;
  }
}

/** Entity behind a link. `bare` says how a bare word (no host) is read: a page, a group slug, a post or media id. */
export function resolveLink(ds: Dataset, link: string, bare: LinkTarget = 'page'): Resolution {
  let input = link.trim();
  if (BARE_RE.test(input) && !input.includes('.example')) {
    // Client libraries expand a bare slug or id to a site URL.
    if ((bare === 'post' || bare === 'media') && NUM_RE.test(input)) {
      const ref = bare === 'media' ? findMediaOwner(ds, input) : findById(ds, input);
      return { ok: true, link: { kind: 'post', id: input }, ref };
    }
    input = bare === 'group' ? `https://www.social.example/groups/${input}` : `https://www.social.example/${input}`;
  }
  const found = readSiteUrl(input);
  if (!found) return { ok: false, message: 'link must be a URL of the social site' };
  return { ok: true, link: found, ref: lookup(ds, found) };
}
