// The test site's detectors: `clip/<id>` and `c/<name>` on video.test.

import { enc, NUM_RE } from '../../../../lib/site/params';
import type { Detector } from '../../../../lib/site/site';

const NAME_RE = /^[a-z0-9_]{2,30}$/i;

export const clipDetector: Detector = {
  kind: 'test_clip',
  match(p) {
    const id = p.segs[1];
    if (!p.web || p.segs.length !== 2 || p.lsegs[0] !== 'clip' || id === undefined || !NUM_RE.test(id)) return null;
    return { id, url: `${p.origin}/clip/${id}` };
  },
};

export const channelDetector: Detector = {
  kind: 'test_channel',
  match(p) {
    const name = p.segs[1];
    if (!p.web || p.segs.length < 2 || p.segs.length > 3 || p.lsegs[0] !== 'c' || name === undefined || !NAME_RE.test(name)) return null;
    return { id: name, url: `${p.origin}/c/${enc(name)}` };
  },
};
