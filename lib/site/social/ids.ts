// Identity: the identifiers a link shows, by role, so the lookup layer can key one entity by its
// kind and numeric id whichever link form reached it (`permalink.php?story_fbid=`, `/<owner>/posts/`,
// `<owner>_<post>` …), and learn aliases (a photo's id leads to its post) after one call.
// Kept apart from the detectors: the content script only needs what they give.

import { NUM_RE, param, type ParsedUrl } from '../params';
import type { Detection, DetectionIds } from '../types';
import { NAME_ID_RE } from './detectors/page';

/** What a media set token says: `a.<album>[.<n>.<owner>]`, `pcb.<post>`, `pb.<owner>…`, `vb.<owner>`, `g.<group>`. */
const SET_RE = /^(a|pcb|pb|vb|g)\.(\d{1,25})(?:\.\d+\.(\d{1,25}))?/;

/** Album, owner, group or post that a media set token (`set=` or a `photos/<set>/` segment) names. */
function fromSet(ids: DetectionIds, set: string | undefined): void {
  const m = set !== undefined ? SET_RE.exec(set) : null;
  if (!m) return;
  const id = m[2]!;
  if (m[1] === 'a') {
    ids.album = id;
    if (m[3]) ids.owner ??= m[3];
  } else if (m[1] === 'pcb') ids.post = id;
  else if (m[1] === 'g') ids.group = ids.owner ??= id;
  else ids.owner ??= id;
}

function postIds(ids: DetectionIds, d: Detection, p: ParsedUrl): void {
  const id = d.id!;
  const { segs, lsegs } = p;
  const s0 = lsegs[0];
  const photoPhp = s0 === 'photo.php' || s0 === 'photo';
  if (photoPhp || lsegs[1] === 'photos') {
    // A photo's own id; `pid` (photo.php?pid=) is only a number among its owner's photos.
    if (!photoPhp || param(p, 'fbid') !== undefined) ids.photo = id;
    fromSet(ids, photoPhp ? param(p, 'set') : segs.length > 3 ? segs[2] : undefined);
  } else if (s0 === 'media') {
    fromSet(ids, id);
  } else if (lsegs[1] === 'albums') {
    ids.album = id;
  } else {
    if (NUM_RE.test(id)) ids.post = id;
    else if (id.startsWith('pfbid')) ids.pfbid = id;
    if (s0 === 'events' && segs[1] !== undefined) ids.event = segs[1];
    if (s0 === 'groups' && d.owner !== undefined && NUM_RE.test(d.owner)) ids.group = d.owner;
  }
  // Most links have no comment id, and the raw query says so without reading its parameters
  // (no escape could spell the name).
  if (p.query.indexOf('comment_id') >= 0 || p.query.indexOf('%') >= 0) {
    const comment = param(p, 'comment_id');
    if (comment !== undefined && NUM_RE.test(comment)) ids.comment = comment;
  }
}

/** Identifiers by role of a detection of the parsed URL `p`. */
export function idsOf(d: Detection, p: ParsedUrl): DetectionIds {
  const ids: DetectionIds = {};
  const id = d.id!;
  const { segs, lsegs } = p;
  const city = segs.length === 3 && lsegs[1] !== 'category' ? segs[1] : undefined;
  switch (d.kind) {
    case 'page':
      if (NUM_RE.test(id)) ids.page = id;
      else {
        ids.vanity = id;
        const m = NAME_ID_RE.exec(id);
        if (m) ids.page = m[1]!;
      }
      break;
    case 'group':
      if (NUM_RE.test(id)) ids.group = id;
      else ids.vanity = id;
      break;
    case 'post':
      postIds(ids, d, p);
      break;
    case 'video':
      if (lsegs[0] !== 'watchparty') ids.video = id;
      break;
    case 'reel':
      ids.video = id;
      break;
    case 'share_link':
      ids.code = id;
      break;
    case 'ad_library':
      ids.adPage = id;
      break;
    case 'ad':
      ids.ad = id;
      if (d.owner !== undefined) ids.adPage = d.owner;
      return ids;
    case 'marketplace_item':
      ids.item = id;
      break;
    case 'marketplace_seller':
      ids.seller = id;
      break;
    case 'marketplace_category':
      ids.category = id;
      if (city !== undefined) ids.city = city;
      break;
    case 'marketplace_search':
      ids.query = id;
      if (city !== undefined) ids.city = city;
      break;
  }
  // Plain stores (no helper with computed keys): this runs for every link the background sees.
  if (d.owner !== undefined) {
    if (NUM_RE.test(d.owner)) ids.owner = d.owner;
    else ids.ownerVanity = d.owner;
  }
  return ids;
}

/** What the link points at is only known after a call: share and short links, watch parties. */
export function needsResolution(d: Detection, ids: DetectionIds): boolean {
  return d.kind === 'share_link' || (d.kind === 'video' && !ids.video);
}
