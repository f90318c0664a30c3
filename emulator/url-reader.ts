// The emulator's own reader of the site's links: what a URL points at (a page by vanity or id, a
// group, a post, a video or reel, a share code, an ad, a marketplace listing or seller, a media
// file), read from the URL shapes the site uses. It is deliberately separate from the extension's
// classifier, so a link-reading bug there is not mirrored here.

export const SITE_DOMAIN = 'social.example';
export const SHORT_DOMAINS = ['socialwatch.example', 'socialme.example'] as const;

export type LinkRef =
  /** A page or profile: vanity name or numeric id. */
  | { kind: 'page'; key: string }
  /** A group: slug or numeric id. */
  | { kind: 'group'; key: string }
  /** A post: numeric id, pfbid token, or the id of one of its photos. */
  | { kind: 'post'; id: string }
  | { kind: 'video'; id: string; reel: boolean }
  /** A share or short-link code. */
  | { kind: 'share'; code: string }
  /** One ad of the ad library (`ads/library/?id=`). */
  | { kind: 'ad'; id: string }
  /** An advertiser's ads (`ads/library/?view_all_page_id=`). */
  | { kind: 'ad_page'; id: string }
  | { kind: 'listing'; id: string }
  | { kind: 'seller'; id: string }
  /** A file on the media hosts (`/v/t39/<id>_<w>x<h>_n.jpg`, `/v/t42/<id>_hd.mp4`). */
  | { kind: 'media'; id: string }
  /** A page of the site that is no entity; `feature` is its first path segment. */
  | { kind: 'other'; feature: string };

/** Parameters that only track or style the view. */
const TRACKING = new Set(
  'refid ref fref rdid mibextid sfnsn _rdr extid locale paipv rc type theater comment_id reply_comment_id notif_id notif_t hc_ref fbclid acontext source app s'.split(' '),
);
const isTracking = (key: string) => key.startsWith('__') || key.startsWith('utm_') || TRACKING.has(key);

/** First path segments of the site's own features: never a vanity name. */
const FEATURES = new Set(
  ('help login logout signup recover settings privacy policies legal terms home messages friends gaming games watch live ' +
    'news feed events event ads marketplace business search hashtag explore bookmarks notifications saved memories pages ' +
    'groups stories fundraisers jobs spa flx l.php sharer dialog plugins').split(' '),
);

/** `groups/<x>` values that are hubs, not groups. */
const GROUP_HUBS = new Set('feed discover create joins notifications search your_groups category categories explore browse'.split(' '));

const DIGITS_RE = /^(\d{1,25})/;
const PFBID_RE = /^pfbid[0-9A-Za-z]{10,}$/;

/** Subdomains serving the site's web pages (besides locale ones such as de-de); media hosts serve files. */
const WEB_HOSTS = new Set(['', 'www', 'm', 'mbasic', 'web', 'touch', 'mobile', 'free', 'd', 'x', 'h']);
const LOCALE_RE = /^[a-z]{2,3}[-_][a-z]{2}$/;

function hostKind(host: string): 'web' | 'api' | 'short' | null {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (SHORT_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`))) return 'short';
  if (h !== SITE_DOMAIN && !h.endsWith(`.${SITE_DOMAIN}`)) return null;
  const sub = h.slice(0, Math.max(0, h.length - SITE_DOMAIN.length - 1));
  // Media hosts (scontent., video.) keep their own paths; API and other service hosts show no entity.
  return WEB_HOSTS.has(sub) || LOCALE_RE.test(sub) || sub.startsWith('scontent') || sub.startsWith('video') ? 'web' : 'api';
}

/** A URL object for what users paste: no scheme, `//host`, `&amp;`, legacy `#!/` fragments. */
function toUrl(input: string): URL | null {
  let s = input.trim().replace(/&amp;/g, '&');
  if (!s || s.length > 8192) return null;
  if (s.startsWith('//')) s = `https:${s}`;
  else if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) s = `https://${s}`;
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hash.startsWith('#!/')) {
    try {
      url = new URL(url.hash.slice(2), url.origin);
    } catch {
      return null;
    }
  }
  return url;
}

const leadingId = (seg: string | undefined) => (seg ? DIGITS_RE.exec(seg)?.[1] : undefined);
const lastId = (segs: string[]) => {
  for (let i = segs.length - 1; i >= 0; i--) {
    const id = /^\d{5,25}$/.test(segs[i]!) ? segs[i] : undefined;
    if (id) return id;
  }
  return undefined;
};

/** Reads a site link; null when it is not a URL of the site. */
export function readSiteUrl(input: string): LinkRef | null {
  const url = toUrl(input);
  if (!url) return null;
  const host = hostKind(url.hostname);
  if (!host) return null;
  const segs = url.pathname.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const q = new Map<string, string>();
  for (const [k, v] of url.searchParams) if (!isTracking(k) && !q.has(k)) q.set(k, v);
  const first = (segs[0] ?? '').toLowerCase();

  if (host === 'short') return segs.length === 1 ? { kind: 'share', code: segs[0]! } : { kind: 'other', feature: '' };
  if (host === 'api') return { kind: 'other', feature: first };
  if (first === 'share' && segs.length >= 2) return { kind: 'share', code: segs[segs.length - 1]! };

  // Media files on the CDN hosts.
  if (first === 'v' && segs.length >= 3) {
    const id = /^(\d+)[a-z]?_/.exec(segs[segs.length - 1]!)?.[1];
    return id ? { kind: 'media', id } : { kind: 'other', feature: 'v' };
  }

  if (first === 'ads' && segs[1]?.toLowerCase() === 'library') {
    const ad = leadingId(q.get('id'));
    if (ad) return { kind: 'ad', id: ad };
    const page = leadingId(q.get('view_all_page_id'));
    return page ? { kind: 'ad_page', id: page } : { kind: 'other', feature: 'ads' };
  }

  if (first === 'marketplace') {
    const what = segs[1]?.toLowerCase();
    const id = leadingId(segs[2]);
    if (what === 'item' && id) return { kind: 'listing', id };
    if (what === 'profile' && id) return { kind: 'seller', id };
    return { kind: 'other', feature: 'marketplace' };
  }

  if (first === 'permalink.php' || first === 'story.php') {
    const story = q.get('story_fbid');
    if (story && PFBID_RE.test(story)) return { kind: 'post', id: story };
    const id = leadingId(story);
    return id ? { kind: 'post', id } : { kind: 'other', feature: first };
  }
  if (first === 'photo.php' || first === 'photo') {
    // Old video links were photo.php?v=<video id>.
    const video = leadingId(q.get('v'));
    if (video) return { kind: 'video', id: video, reel: false };
    const id = leadingId(q.get('fbid'));
    return id ? { kind: 'post', id } : { kind: 'other', feature: first };
  }
  if (first === 'video.php' || (first === 'video' && segs[1]?.toLowerCase() === 'video.php')) {
    const id = leadingId(q.get('v') ?? q.get('id'));
    return id ? { kind: 'video', id, reel: false } : { kind: 'other', feature: first };
  }
  if (first === 'events' && segs[2]?.toLowerCase() === 'permalink') {
    const id = leadingId(segs[3]);
    if (id) return { kind: 'post', id };
  }
  if (first === 'watch') {
    const id = leadingId(q.get('v')) ?? lastId(segs.slice(1));
    return id ? { kind: 'video', id, reel: false } : { kind: 'other', feature: 'watch' };
  }
  if (first === 'reel' || first === 'reels') {
    const id = leadingId(segs[1]);
    return id ? { kind: 'video', id, reel: true } : { kind: 'other', feature: first };
  }
  if (first === 'profile' && leadingId(segs[1])) return { kind: 'page', key: leadingId(segs[1])! };
  if (first === 'profile.php') {
    const id = leadingId(q.get('id'));
    return id ? { kind: 'page', key: id } : { kind: 'other', feature: first };
  }
  if (first === 'people' || first === 'pages') {
    const id = lastId(segs.slice(1));
    return id ? { kind: 'page', key: id } : { kind: 'other', feature: first };
  }

  if (first === 'groups') {
    const key = segs[1];
    if (!key || GROUP_HUBS.has(key.toLowerCase())) return { kind: 'other', feature: 'groups' };
    const sub = segs[2]?.toLowerCase();
    const postId = (sub === 'posts' || sub === 'permalink' ? leadingId(segs[3]) : undefined)
      ?? (q.get('view') === 'permalink' ? leadingId(q.get('id')) : undefined)
      ?? leadingId(q.get('multi_permalinks'));
    if (postId) return { kind: 'post', id: postId };
    return { kind: 'group', key };
  }

  if (!first) return { kind: 'other', feature: '' };
  if (FEATURES.has(first) || first.endsWith('.php')) return { kind: 'other', feature: first };

  // <vanity or id>/…
  const sub = segs[1]?.toLowerCase();
  if (sub === 'posts' && segs[2]) {
    // `/posts/<id>`, `/posts/<pfbid>`, or a readable slug before the id (`/posts/<slug>/<id>`).
    const post = PFBID_RE.test(segs[2]) ? segs[2] : leadingId(segs[2]) ?? lastId(segs.slice(3));
    if (post) return { kind: 'post', id: post };
  }
  if (sub === 'videos') {
    const id = lastId(segs.slice(2));
    if (id) return { kind: 'video', id, reel: false };
  }
  if (sub === 'photos') {
    const id = lastId(segs.slice(2));
    if (id) return { kind: 'post', id };
  }
  return { kind: 'page', key: segs[0]! };
}
