import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lookupUrlFor, menuItems, menuTarget, visibleOnShown, type MenuItem } from '../../../lib/background/menus';
import { lookupCostForKind, planCost } from '../../../lib/lookup/chains';
import { classifyUrl, DEFAULT_SITE_HOSTS } from '../../../lib/site';
import { BY_KIND, OTHER } from '../../../lib/site/photo/detectors/photo.examples';
import { MENU_IDS, MENUS } from '../../../lib/site/photo/menus';
import { examples as socialPage } from '../../../lib/site/social/detectors/page.examples';
import { examples as socialPost } from '../../../lib/site/social/detectors/post.examples';
import { examples as socialVideo } from '../../../lib/site/social/detectors/video.examples';

/** A price as the English menu says it. */
const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

// The photo site's right-click items: each path proves the kind the classifier gives the real URLs
// it matches, every URL of a kind with an item gets it, and each title says the price of its click.

const W = 'https://www.photo.example';
const dev = (JSON.parse(readFileSync(fileURLToPath(new URL('../../fixtures/photo-urls.dev.json', import.meta.url)), 'utf8')) as Array<{ url: string }>).map(
  (e) => e.url,
);
const URLS = [...new Set([...Object.values(BY_KIND).flatMap((list) => list.map((e) => e.url)), ...OTHER, ...dev])];

/** A Chrome match pattern as the browser reads it: scheme, host and its subdomains, path with query. */
function matches(pattern: string, url: string): boolean {
  const m = /^(\*|https?):\/\/(\*\.)?([^/]+)(\/.*)$/.exec(pattern)!;
  const u = new URL(url);
  if (m[1] !== '*' && `${m[1]}:` !== u.protocol) return false;
  if (!(u.hostname === m[3] || (m[2] && u.hostname.endsWith(`.${m[3]}`)))) return false;
  const path = new RegExp(`^${m[4]!.split('*').map((s) => s.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')).join('.*')}$`);
  return path.test(u.pathname + u.search);
}
const hit = (item: MenuItem, url: string) => (item.targetUrlPatterns ?? []).some((p) => matches(p, url));

const photoItems = (shownEvent: boolean) => menuItems(DEFAULT_SITE_HOSTS, { shownEvent }).filter((i) => i.id.includes(':photo_'));
/** Index pages whose path is a kind's prefix with nothing after it: Chrome's `*` matches the empty tail. */
const EMPTY_TAIL = [`${W}/p/`, `${W}/explore/locations/`, `${W}/stories/highlights/`];

describe('photo right-click items', () => {
  it('one per kind the service can look up, for links and pages, each titled with the price of its lookup', () => {
    const items = photoItems(false);
    const price = (kind: string) => credits(lookupCostForKind(kind as never));
    expect(items.map((i) => i.title)).toEqual([
      `Look up profile · ${price('photo_profile')}`,
      `Look up post · ${price('photo_post')}`,
      `Look up reel · ${price('photo_reel')}`,
      `Look up highlight · ${price('photo_highlight')}`,
      `Look up place · ${price('photo_location')}`,
      `Look up audio · ${price('photo_audio')}`,
      `Look up share link · ${price('photo_share_link')}`,
      `Look up this profile · ${price('photo_profile')}`,
      `Look up this post · ${price('photo_post')}`,
      `Look up this reel · ${price('photo_reel')}`,
      `Look up this highlight · ${price('photo_highlight')}`,
      `Look up this place · ${price('photo_location')}`,
      `Look up this audio · ${price('photo_audio')}`,
    ]);
    // The catalog's prices: a post or reel is read by its code (no id call); a share link is resolved first.
    expect(items[1]!.title).toBe('Look up post · 1 credit');
    expect(items[6]!.title).toBe('Look up share link · 2 credits');
    // Kinds without an operation get no item.
    for (const kind of ['photo_stories', 'photo_story', 'photo_tag']) {
      expect(lookupCostForKind(kind as never)).toBe(0);
      expect(MENUS.some((e) => e.kind === kind)).toBe(false);
    }
    for (const e of MENUS) expect(lookupCostForKind(e.kind as never), e.kind).toBeGreaterThan(0);
  });

  it('a path shown without asking proves its kind on every real URL it matches', () => {
    const items = photoItems(false);
    let matched = 0;
    for (const url of URLS) {
      const kind = classifyUrl(url)?.kind;
      for (const item of items.filter((i) => hit(i, url))) {
        matched++;
        if (EMPTY_TAIL.includes(url)) continue;
        expect(`${url} → ${menuTarget(item.id)!.kind}`).toBe(`${url} → ${kind}`);
      }
    }
    expect(matched).toBeGreaterThan(30);
  });

  it('every real URL of a kind with an item gets it, and only it, where the browser asks before showing a menu', () => {
    const items = photoItems(true);
    const ids = items.map((i) => i.id);
    for (const url of URLS) {
      const kind = classifyUrl(url)!.kind;
      const own = items.find((i) => i.id === `social-lookup:${kind}`);
      if (own) expect(hit(own, url), `${url} (${kind})`).toBe(true);
      const shown = [...visibleOnShown({ menuIds: ids, linkUrl: url }, DEFAULT_SITE_HOSTS)].filter(([id, v]) => v && !id.endsWith(':this')).map(([id]) => id);
      expect(shown, url).toEqual(own ? [own.id] : []);
    }
    for (const url of EMPTY_TAIL) expect(classifyUrl(url)?.kind).toBe('other');
  });

  it('a click looks up the link it names, on the hosts the user added', () => {
    const hosts = { ...DEFAULT_SITE_HOSTS, bySite: { photo: ['photo.test'] } };
    const reel = photoItems(false).find((i) => i.id === MENU_IDS.reel)!;
    expect(menuItems(hosts).find((i) => i.id === MENU_IDS.reel)!.targetUrlPatterns).toEqual(['*://*.photo.test/reel/*']);
    expect(reel.targetUrlPatterns).toEqual(['*://*.photo.example/reel/*']);
    expect(menuTarget(`${MENU_IDS.profile}:this`)).toEqual({ kind: 'photo_profile', onPage: true });
    expect(lookupUrlFor('photo_reel', 'https://m.photo.test/lumen.atelier/reel/DAbcdEFgHiJ/?igsh=x', hosts)).toBe('https://www.photo.test/reel/DAbcdEFgHiJ/');
    expect(lookupUrlFor('photo_reel', `${W}/reel/DAbcdEFgHiJ/`, hosts)).toBeNull();
    expect(lookupUrlFor('photo_post', `${W}/reel/DAbcdEFgHiJ/`, DEFAULT_SITE_HOSTS)).toBeNull();
  });

  it('the price on an item is what its click is charged: the lookup plan of each example of the kind', async () => {
    const links = [...Object.values(BY_KIND).flat(), ...socialPage, ...socialPost, ...socialVideo].map((e) => e.url);
    let compared = 0;
    for (const url of links) {
      const kind = classifyUrl(url)!.kind;
      const est = await planCost({ useCase: 'lookup_url', input: { url } });
      // Photo lookups are planned by the lookup core; until a kind is, its click is refused and costs nothing.
      if (est.refusal) continue;
      compared++;
      expect(`${url}: ${est.credits}`).toBe(`${url}: ${lookupCostForKind(kind)}`);
    }
    expect(compared).toBeGreaterThan(10);
  });
});
