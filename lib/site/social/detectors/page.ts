// Pages and profiles.
//   <vanity>, <vanity>/<tab>                 → https://www.<site>/<vanity>           (id: vanity)
//   <Name-ID>, <Name-ID>/<tab> (old pages)   → https://www.<site>/<Name-ID>          (id: as written)
//   <numeric id>/<tab>, profile/<id>,
//   profile.php?id=<id>[…]                   → https://www.<site>/profile.php?id=<id> (id: the number)
//   people/<name>/<id>[/<tab>]               → https://www.<site>/people/<name>/<id>  (id: the number)
//   p/<Name>-<id>[/<tab>]                    → https://www.<site>/p/<Name>-<id>       (id: the number)
//   pages/<name>/<id>[/<tab>]                → https://www.<site>/pages/<name>/<id>   (id: the number)
//   pages/category/<category>/<Name-ID>[/<tab>] → https://www.<site>/pages/category/<category>/<Name-ID> (id: ID)
//   pg/<vanity>[/<tab>]                      → as <vanity>
// A bare numeric path (`/<digits>`) is an object id and belongs to the post detector, so numeric
// pages are canonicalised to profile.php?id= (stable under re-classification).
// Any single segment after a page is a tab (about, about_*, photos, videos, reels, posts, community,
// events, timeline…) and is stripped.
// Reserved first segments (help, login, watch, groups…) are never pages.

import { enc, NUM_RE, param } from '../../params';
import type { DetectorMatch } from '../../types';
import { FULL_ID_RE, isOwnerSeg, PFBID_RE, type Detector } from './shared';

/** Trailing page id of a page name (`Some-Page-Name-229517583791109`). */
export const NAME_ID_RE = /-(\d{1,25})$/;
const LEAD_NUM_RE = /^\d{1,25}(?=\D|$)/;

/** `<prefix>/<seg>[/<tab>]`: the segment at `last` is the last one or followed by one tab. */
function endsAt(lsegs: string[], last: number): boolean {
  return lsegs.length === last + 1 || lsegs.length === last + 2;
}

function numericPage(origin: string, id: string): DetectorMatch {
  return { id, url: `${origin}/profile.php?id=${id}` };
}

function vanityPage(origin: string, name: string): DetectorMatch {
  return NUM_RE.test(name) ? numericPage(origin, name) : { id: name, url: `${origin}/${enc(name)}` };
}

export const pageDetector: Detector = {
  kind: 'page',
  match(p) {
    if (!p.web) return null;
    const { segs, lsegs } = p;
    const n = segs.length;
    const s0 = lsegs[0];
    if (s0 === undefined) return null;
    switch (s0) {
      case 'profile.php': {
        // `?id=<id>/photos` (a tab glued to the id) happens in real links.
        const id = LEAD_NUM_RE.exec(param(p, 'id') ?? '');
        return n === 1 && id ? numericPage(p.origin, id[0]) : null;
      }
      case 'profile': {
        const id = segs[1];
        return id !== undefined && NUM_RE.test(id) && endsAt(lsegs, 1) ? numericPage(p.origin, id) : null;
      }
      case 'people': {
        const name = segs[1];
        const id = segs[2];
        if (name === undefined || id === undefined || !NUM_RE.test(id) || !endsAt(lsegs, 2)) return null;
        return { id, url: `${p.origin}/people/${enc(name)}/${id}` };
      }
      case 'pages': {
        const name = segs[1];
        if (name === undefined) return null;
        if (lsegs[1] === 'category') {
          const page = segs[3];
          if (page === undefined || !isOwnerSeg(page, lsegs[3]!) || !endsAt(lsegs, 3)) return null;
          const m = NAME_ID_RE.exec(page);
          return m ? { id: m[1]!, url: `${p.origin}/pages/category/${enc(segs[2]!)}/${enc(page)}` } : vanityPage(p.origin, page);
        }
        const id = segs[2];
        if (id === undefined || !NUM_RE.test(id) || !endsAt(lsegs, 2)) return null;
        return { id, url: `${p.origin}/pages/${enc(name)}/${id}` };
      }
      case 'p': {
        const name = segs[1];
        if (name === undefined || !isOwnerSeg(name, lsegs[1]!) || !endsAt(lsegs, 1)) return null;
        const m = NAME_ID_RE.exec(name);
        return { id: m ? m[1]! : name, url: `${p.origin}/p/${enc(name)}` };
      }
      case 'pg': {
        const name = segs[1];
        if (name === undefined || !isOwnerSeg(name, lsegs[1]!) || !endsAt(lsegs, 1)) return null;
        return vanityPage(p.origin, name);
      }
    }
    const first = segs[0]!;
    // `/<digits>` and `/<owner id>_<post id>` alone are posts, `/<name>/pfbid…` too; `/<name>/<tab>`
    // is a page tab (posts/photos/videos/albums with an id below them have three or more segments
    // and belong to other detectors).
    if (n > 2 || !isOwnerSeg(first, s0) || (n === 2 && PFBID_RE.test(segs[1]!))) return null;
    return n === 2 || !(NUM_RE.test(first) || FULL_ID_RE.test(first)) ? vanityPage(p.origin, first) : null;
  },
};
