// Posts, photos, albums and stories (everything the service looks up as a post).
//   <owner>/posts/<id|pfbid…>, <owner>/posts/<slug>/<id>   → https://www.<site>/<owner>/posts/<id>
//   <owner id>_<post id>                                   → https://www.<site>/<owner id>/posts/<post id>
//   permalink.php?story_fbid=&id=, story.php?story_fbid=&id= → same path, story_fbid then id
//   groups/<g>/posts/[<slug>/]<id>[/…], groups/<g>/permalink/<id>[/…], groups/<g>/<id>
//                                                          → https://www.<site>/groups/<g>/posts|permalink/<id>
//   groups/<g>/?multi_permalinks=<id>                      → https://www.<site>/groups/<g>/?multi_permalinks=<id>
//   groups/<g>/?view=permalink&id=<id>                     → https://www.<site>/groups/<g>/?view=permalink&id=<id>
//   photo.php?fbid=, photo.php/?fbid=, photo/?fbid=        → https://www.<site>/photo.php?fbid=<id>[&id=<owner>][&set=<set>]
//   photo.php?pid=<number>&id=<owner> (legacy)             → https://www.<site>/photo.php?pid=<pid>&id=<owner>
//   <owner>/photos/<id>, <owner>/photos/<set or slug>/<id> → https://www.<site>/<owner>/photos/<id>
//   <owner>/albums/<id>                                    → https://www.<site>/<owner>/albums/<id>
//   media/set/?set=<set>                                   → https://www.<site>/media/set/?set=<set>   (id: the set)
//   stories/<owner>/<id>                                   → https://www.<site>/stories/<owner>/<id>
//   events/<event>/permalink/<id>                          → same shape (no owner: events are not pages)
//   /<numeric object id> alone, post/<id>                  → https://www.<site>/<id>
//   any other path with a `pfbid…` segment                 → https://www.<site>/<owner>/posts/<pfbid…>
// photo.php with `v` is a legacy video URL and belongs to the video detector.

import { enc, NUM_RE, param, withOwner, type ParsedUrl } from '../../params';
import type { DetectorMatch } from '../../types';
import { groupOf, groupPostAt } from './group';
import { FULL_ID_RE, isOwnerSeg, MULTI_RE, PFBID_RE, postId, VANITY_RE, type Detector } from './shared';

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
  const owner = param(p, 'id');
  const validOwner = owner !== undefined && NUM_RE.test(owner) ? owner : undefined;
  const fbid = param(p, 'fbid');
  if (fbid === undefined || !NUM_RE.test(fbid)) {
    // Legacy `pid`: a photo's number among its owner's photos, so only with the owner.
    const pid = param(p, 'pid');
    return pid !== undefined && NUM_RE.test(pid) && validOwner ? { id: pid, owner: validOwner, url: `${p.origin}/photo.php?pid=${pid}&id=${validOwner}` } : null;
  }
  let url = `${p.origin}/photo.php?fbid=${fbid}`;
  if (validOwner) url += `&id=${validOwner}`;
  const set = param(p, 'set');
  if (set !== undefined && SET_RE.test(set)) url += `&set=${set}`;
  return withOwner(fbid, validOwner, url);
}

function groupPost(p: ParsedUrl): DetectorMatch | null {
  const g = groupOf(p);
  if (!g) return null;
  const base = `${p.origin}/groups/${enc(g)}`;
  if (p.segs.length === 2) {
    const multi = param(p, 'multi_permalinks');
    const m = multi !== undefined ? MULTI_RE.exec(multi) : null;
    if (m) return { id: m[1]!, owner: g, url: `${base}/?multi_permalinks=${m[1]!}` };
    const id = param(p, 'id');
    if (param(p, 'view') === 'permalink' && id !== undefined && NUM_RE.test(id)) {
      return { id, owner: g, url: `${base}/?view=permalink&id=${id}` };
    }
    return null;
  }
  const at = groupPostAt(p);
  if (at < 0) return null;
  const id = postId(p.segs[at]!)!;
  return { id, owner: g, url: `${base}/${at === 2 ? 'posts' : p.lsegs[2]}/${id}` };
}

/** A `pfbid…` segment anywhere: the post it names, owned by the first segment when that is a page. */
function anyPfbid(p: ParsedUrl): DetectorMatch | null {
  const { segs, lsegs } = p;
  if (p.path.indexOf('pfbid0') < 0) return null;
  for (let i = 0; i < segs.length; i++) {
    const id = segs[i]!;
    if (!PFBID_RE.test(id)) continue;
    const owner = i > 0 && isOwnerSeg(segs[0]!, lsegs[0]!) ? segs[0] : undefined;
    return withOwner(id, owner, owner ? `${p.origin}/${enc(owner)}/posts/${id}` : `${p.origin}/${id}`);
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
      case 'post':
        return n === 2 && NUM_RE.test(segs[1]!) ? { id: segs[1]!, url: `${p.origin}/${segs[1]!}` } : null;
      case 'events': {
        if (n !== 4 || lsegs[2] !== 'permalink' || !NUM_RE.test(segs[1]!) || !NUM_RE.test(segs[3]!)) return null;
        return { id: segs[3]!, url: `${p.origin}/events/${segs[1]!}/permalink/${segs[3]!}` };
      }
    }
    const first = segs[0]!;
    if (n === 1) {
      if (NUM_RE.test(first)) return { id: first, url: `${p.origin}/${first}` };
      const full = FULL_ID_RE.exec(first);
      if (full) return { id: full[2]!, owner: full[1]!, url: `${p.origin}/${full[1]!}/posts/${full[2]!}` };
    }
    // `<owner>/posts|photos|albums/…`. The owner is checked (two regexes) only for these shapes,
    // and encoded only for a match: most owner-shaped paths are pages.
    const s1 = lsegs[1];
    if (s1 === 'posts' && (n === 3 || n === 4) && isOwnerSeg(first, s0)) {
      const id = postId(segs[n - 1]!);
      return id ? { id, owner: first, url: `${p.origin}/${enc(first)}/posts/${id}` } : null;
    }
    if (s1 === 'photos' && n >= 3 && n <= 5 && isOwnerSeg(first, s0)) {
      const id = segs[n - 1]!;
      return NUM_RE.test(id) ? { id, owner: first, url: `${p.origin}/${enc(first)}/photos/${id}` } : null;
    }
    if (s1 === 'albums' && n === 3 && isOwnerSeg(first, s0)) {
      const id = segs[2]!;
      return NUM_RE.test(id) ? { id, owner: first, url: `${p.origin}/${enc(first)}/albums/${id}` } : null;
    }
    return anyPfbid(p);
  },
};
