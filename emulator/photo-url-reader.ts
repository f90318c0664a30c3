// Reads links of the photo site (photo.example and its subdomains) as the service and the fixture
// site do: what a link names (a profile, a post or reel by shortcode, stories, a highlight, a tag,
// a location, an audio) or `other` for the site's own pages. Written from the URL shapes the real
// pages use (the project's corpus of real URLs), independently of the extension's detectors.

export const PHOTO_DOMAIN = 'photo.example';

export type PhotoLink =
  | { kind: 'profile'; username: string; tab?: string }
  | { kind: 'profile_id'; id: string }
  | { kind: 'post'; code: string; owner?: string }
  | { kind: 'reel'; code: string; owner?: string }
  | { kind: 'stories'; username: string }
  | { kind: 'story'; username: string; id: string }
  | { kind: 'highlight'; id: string }
  | { kind: 'tag'; tag: string }
  | { kind: 'location'; id: string }
  | { kind: 'audio'; id: string }
  /** A share link: what it leads to is only known to the site (`/share/<code>`, `/share/reel/<code>`). */
  | { kind: 'share'; code: string }
  | { kind: 'other' };

/** First path segments that are the site's own pages or entity prefixes, never a username. */
const RESERVED = new Set(
  ('accounts explore direct about legal help api graphql web static emails challenge privacy terms press nametag directory ' +
    'reels reel p tv stories s share _u audio locations tags create inbox notifications settings signup login logout developer ' +
    'business ads oauth data download').split(' '),
);
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
const CODE = /^[A-Za-z0-9_-]{5,64}$/;
const DIGITS = /^\d+$/;

export function isPhotoHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === PHOTO_DOMAIN || h.endsWith(`.${PHOTO_DOMAIN}`);
}

/** Hosts that serve no pages of the site (API, CDN, help). */
function isServiceHost(host: string): boolean {
  return /^(i|api|graph|static|cdn|scontent[a-z0-9-]*|video|help|about|business|developers?)\./.test(host.toLowerCase());
}

const validUsername = (name: string) => USERNAME.test(name) && !name.includes('..') && !RESERVED.has(name.toLowerCase());

/** The highlight id inside an `/s/<base64("highlight:<id>")>` link. */
function highlightOfShare(token: string): string | undefined {
  try {
    const text = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    return /^highlight:(\d+)$/.exec(text)?.[1];
  } catch {
    return undefined;
  }
}

/** What a URL (or a schemeless one) of the photo site names; null when it is not a photo-site URL. */
export function readPhotoUrl(input: string): PhotoLink | null {
  let url: URL;
  try {
    const text = input.trim();
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !isPhotoHost(url.hostname)) return null;
  if (isServiceHost(url.hostname)) return { kind: 'other' };
  let segs: string[];
  try {
    segs = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return { kind: 'other' };
  }
  const [a = '', b = '', c = ''] = segs;
  const first = a.toLowerCase();
  if ((first === 'p' || first === 'tv') && CODE.test(b)) return { kind: 'post', code: b };
  if (first === 'reel' && CODE.test(b)) return { kind: 'reel', code: b };
  if (first === 'reels' && b === 'audio' && DIGITS.test(c)) return { kind: 'audio', id: c };
  if (first === 'reels' && CODE.test(b) && b !== 'audio') return { kind: 'reel', code: b };
  if (first === 'audio' && DIGITS.test(b)) return { kind: 'audio', id: b };
  if (first === 'stories') {
    if (b === 'highlights') return DIGITS.test(c) ? { kind: 'highlight', id: c } : { kind: 'other' };
    if (validUsername(b)) return DIGITS.test(c) ? { kind: 'story', username: b, id: c } : { kind: 'stories', username: b };
    return { kind: 'other' };
  }
  if (first === 'share') {
    const code = ['reel', 'p', 'r'].includes(b) ? c : b;
    return /^[A-Za-z0-9_-]{4,64}$/.test(code) ? { kind: 'share', code } : { kind: 'other' };
  }
  if (first === 's' && b) {
    const id = highlightOfShare(b);
    return id ? { kind: 'highlight', id } : { kind: 'other' };
  }
  if (first === 'explore' && b === 'tags' && c) return { kind: 'tag', tag: c.replace(/^#/, '') };
  if (first === 'explore' && b === 'locations' && DIGITS.test(c)) return { kind: 'location', id: c };
  if (first === '_u' && validUsername(b)) return { kind: 'profile', username: b };
  const idForm = /^id:(\d+)$/.exec(a);
  if (idForm) return { kind: 'profile_id', id: idForm[1]! };
  if (validUsername(a)) {
    const tab = b.toLowerCase();
    if ((tab === 'p' || tab === 'tv') && CODE.test(c)) return { kind: 'post', code: c, owner: a };
    if (tab === 'reel' && CODE.test(c)) return { kind: 'reel', code: c, owner: a };
    if (!b || ['reels', 'tagged', 'posts', 'highlights', 'guides'].includes(tab)) return tab ? { kind: 'profile', username: a, tab } : { kind: 'profile', username: a };
    return { kind: 'other' };
  }
  return { kind: 'other' };
}
