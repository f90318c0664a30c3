// Posts, photos, albums and stories (everything the service looks up as a post).
//   <owner>/posts/<id|pfbid…>, <owner>/posts/<slug>/<id>   → https://www.<site>/<owner>/posts/<id>
//   permalink.php?story_fbid=&id=, story.php?story_fbid=&id= → same path, story_fbid then id
//   groups/<g>/posts/<id>, groups/<g>/permalink/<id>       → same shape
//   groups/<g>/?multi_permalinks=<id>                      → https://www.<site>/groups/<g>/?multi_permalinks=<id>
//   groups/<g>/?view=permalink&id=<id>                     → https://www.<site>/groups/<g>/?view=permalink&id=<id>
//   photo.php?fbid=, photo.php/?fbid=, photo/?fbid=        → https://www.<site>/photo.php?fbid=<id>[&id=<owner>][&set=<set>]
//   <owner>/photos/<id>, <owner>/photos/<set>/<id>         → https://www.<site>/<owner>/photos/<id>
//   <owner>/albums/<id>                                    → https://www.<site>/<owner>/albums/<id>
//   media/set/?set=<set>                                   → https://www.<site>/media/set/?set=<set>   (id: the set)
//   stories/<owner>/<id>                                   → https://www.<site>/stories/<owner>/<id>
//   events/<event>/permalink/<id>                          → same shape (no owner: events are not pages)
//   /<numeric object id> alone                             → https://www.<site>/<id>
// photo.php with `v` is a legacy video URL and belongs to the video detector.

import { enc, NUM_RE, param, type ParsedUrl } from '../canonical';
import { RESERVED_GROUP } from '../reserved';
import { isOwnerSeg, MULTI_RE, postId, VANITY_RE, type Detector } from './shared';
import type { DetectorMatch } from '../types';

const SET_RE = /^[A-Za-z0-9._-]{1,200}$/;
const STORY_ID_RE = /^[A-Za-z0-9_=.-]{1,300}$/;

function storyLike(p: ParsedUrl, script: string): DetectorMatch | null {
  const fbid = param(p, 'story_fbid');
  const id = fbid !== undefined ? postId(fbid) : null;
  if (!id) return null;
  const owner = param(p, 'id');
  const url = `${p.origin}/${script}?story_fbid=${id}`;
  return owner !== undefined && NUM_RE.test(owner) ? { id, owner, url: `${url}&id=${owner}` } : { id, url };
}

function photoPhp(p: ParsedUrl): DetectorMatch | null {
  const v = param(p, 'v');
  if (v !== undefined && NUM_RE.test(v)) return null; // legacy video
  const fbid = param(p, 'fbid');
  if (fbid === undefined || !NUM_RE.test(fbid)) return null;
  let url = `${p.origin}/photo.php?fbid=${fbid}`;
  const owner = param(p, 'id');
  const validOwner = owner !== undefined && NUM_RE.test(owner) ? owner : undefined;
  if (validOwner) url += `&id=${validOwner}`;
  const set = param(p, 'set');
  if (set !== undefined && SET_RE.test(set)) url += `&set=${set}`;
  return validOwner ? { id: fbid, owner: validOwner, url } : { id: fbid, url };
}

function groupPost(p: ParsedUrl): DetectorMatch | null {
  const { segs, lsegs } = p;
  const n = segs.length;
  const g = segs[1];
  if (g === undefined || !VANITY_RE.test(g) || RESERVED_GROUP.has(lsegs[1]!)) return null;
  const base = `${p.origin}/groups/${enc(g)}`;
  if (n === 4 && (lsegs[2] === 'posts' || lsegs[2] === 'permalink')) {
    const id = postId(segs[3]!);
    return id ? { id, owner: g, url: `${base}/${lsegs[2]}/${id}` } : null;
  }
  if (n === 2) {
    const multi = param(p, 'multi_permalinks');
    const m = multi !== undefined ? MULTI_RE.exec(multi) : null;
    if (m) return { id: m[1]!, owner: g, url: `${base}/?multi_permalinks=${m[1]!}` };
    const id = param(p, 'id');
    if (param(p, 'view') === 'permalink' && id !== undefined && NUM_RE.test(id)) {
      return { id, owner: g, url: `${base}/?view=permalink&id=${id}` };
    }
  }
  return null;
}

export const postDetector: Detector = {
  kind: 'post',
  match(p) {
    if (!p.web) return null;
    const { segs, lsegs } = p;
    const n = segs.length;
    const s0 = lsegs[0];
    if (s0 === undefined) return null;
    switch (s0) {
      case 'permalink.php':
      case 'story.php':
        return n === 1 ? storyLike(p, s0) : null;
      case 'photo.php':
      case 'photo':
        return n === 1 ? photoPhp(p) : null;
      case 'groups':
        return groupPost(p);
      case 'media': {
        if (n !== 2 || lsegs[1] !== 'set') return null;
        const set = param(p, 'set');
        return set !== undefined && SET_RE.test(set) ? { id: set, url: `${p.origin}/media/set/?set=${set}` } : null;
      }
      case 'stories': {
        if (n !== 3 || !VANITY_RE.test(segs[1]!) || !STORY_ID_RE.test(segs[2]!)) return null;
        const owner = segs[1]!;
        const id = segs[2]!;
        return { id, owner, url: `${p.origin}/stories/${enc(owner)}/${id}` };
      }
      case 'events': {
        if (n !== 4 || lsegs[2] !== 'permalink' || !NUM_RE.test(segs[1]!) || !NUM_RE.test(segs[3]!)) return null;
        return { id: segs[3]!, url: `${p.origin}/events/${segs[1]!}/permalink/${segs[3]!}` };
      }
    }
    const first = segs[0]!;
    if (n === 1) return NUM_RE.test(first) ? { id: first, url: `${p.origin}/${first}` } : null;
    if (!isOwnerSeg(first, s0)) return null;
    const owner = enc(first);
    const s1 = lsegs[1];
    if (s1 === 'posts' && (n === 3 || n === 4)) {
      const id = postId(segs[n - 1]!);
      return id ? { id, owner: first, url: `${p.origin}/${owner}/posts/${id}` } : null;
    }
    if (s1 === 'photos' && n >= 3 && n <= 5) {
      const id = segs[n - 1]!;
      return NUM_RE.test(id) ? { id, owner: first, url: `${p.origin}/${owner}/photos/${id}` } : null;
    }
    if (s1 === 'albums' && n === 3) {
      const id = segs[2]!;
      return NUM_RE.test(id) ? { id, owner: first, url: `${p.origin}/${owner}/albums/${id}` } : null;
    }
    return null;
  },
};
