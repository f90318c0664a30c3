import { browser, type Browser } from 'wxt/browser';
import { lookupCostForKind } from '../lookup/chains';
import { createSerialQueue } from '../util/serial-queue';
import { classifyUrl, DEFAULT_SITE_HOSTS, normalizeHosts, type SiteHosts, type SocialKind } from '../site';
import { plural } from '../util/plural';

/**
 * Context menu items, only where the extension can look something up: on links to the site, one
 * item per kind of link, and on the site's own pages, one per kind of page; each titled with its
 * kind and the catalog's price, and each looking up what it says (menuTarget). Chromium shows an
 * item by match patterns alone (it has no onShown), so the patterns list only shapes that prove
 * the kind: help, login and other feature links get nothing, and neither do vanity page links
 * (`/<name>` looks like `/help`); page links by id (profile.php?id=, people/, pages/, p/) do.
 * A link matching several patterns (a group post) shows several items: each is true, "Look up
 * group" on a group post looks up the group.
 */

export const MENU_PREFIX = 'social-lookup:';

/** The kinds an item can be for, with how the menu names them. */
const MENU_KINDS = {
  post: 'post',
  video: 'video',
  reel: 'reel',
  group: 'group',
  page: 'page',
  share_link: 'share link',
  ad_library: 'ads of the page',
  ad: 'ad',
  marketplace_item: 'listing',
  marketplace_seller: 'seller',
} as const satisfies Partial<Record<SocialKind, string>>;

type MenuKind = keyof typeof MENU_KINDS;

export const MENU_IDS = {
  post: `${MENU_PREFIX}post`,
  video: `${MENU_PREFIX}video`,
  reel: `${MENU_PREFIX}reel`,
  group: `${MENU_PREFIX}group`,
  page: `${MENU_PREFIX}page`,
  share: `${MENU_PREFIX}share_link`,
  ads: `${MENU_PREFIX}ad_library`,
  ad: `${MENU_PREFIX}ad`,
  listing: `${MENU_PREFIX}marketplace_item`,
  seller: `${MENU_PREFIX}marketplace_seller`,
} as const;

/** Items for the page itself end in this. */
const THIS_PAGE = ':this';

export type MenuItem = Browser.contextMenus.CreateProperties & { id: string; title: string };

/** Paths (and queries) on the site's web hosts that prove a link's kind. */
const PATHS: Record<Exclude<MenuKind, 'share_link'>, string[]> = {
  post: [
    '/*/posts/*',
    '/permalink.php?*story_fbid=*',
    '/story.php?*story_fbid=*',
    '/photo.php?*fbid=*',
    '/photo/?*fbid=*',
    '/*/photos/*',
    '/groups/*/permalink/*',
    '/groups/*?*multi_permalinks=*',
    '/groups/*?*view=permalink*',
  ],
  video: ['/*/videos/*', '/watch?*v=*', '/watch/?*v=*', '/video.php?*'],
  reel: ['/reel/*'],
  group: ['/groups/*'],
  page: ['/profile.php?*id=*', '/profile/*', '/people/*/*', '/pages/*/*', '/p/*'],
  ad_library: ['/ads/library/?*view_all_page_id=*', '/ads/library?*view_all_page_id=*'],
  ad: ['/ads/library/?id=*', '/ads/library/?*&id=*', '/ads/library?id=*'],
  marketplace_item: ['/marketplace/item/*'],
  marketplace_seller: ['/marketplace/profile/*'],
};

function patterns(kind: MenuKind, hosts: SiteHosts): string[] {
  if (kind === 'share_link') return [...onSite(hosts.site, ['/share/*']), ...hosts.short.map((d) => `*://*.${d}/*`)];
  return onSite(hosts.site, PATHS[kind]);
}

function title(kind: MenuKind, onPage: boolean): string {
  const what = !onPage ? MENU_KINDS[kind] : kind === 'ad_library' ? 'these ads' : `this ${MENU_KINDS[kind]}`;
  return `Look up ${what} · ${plural(lookupCostForKind(kind), 'credit')}`;
}

/** Paths on every site domain ("*://*.social.example/reel/*" …). */
function onSite(domains: string[], paths: string[]): string[] {
  return domains.flatMap((d) => paths.map((p) => `*://*.${d}${p}`));
}

/**
 * The menu items for a host configuration (pure). `shownEvent`: the browser tells the extension
 * before it shows a menu (Firefox's menus.onShown), so items can also match broadly and be hidden
 * where the link is not of their kind: page links by name get their item there.
 */
export function menuItems(input: SiteHosts = DEFAULT_SITE_HOSTS, { shownEvent = false } = {}): MenuItem[] {
  const hosts = normalizeHosts(input) ?? DEFAULT_SITE_HOSTS;
  const kinds = Object.keys(MENU_KINDS) as MenuKind[];
  const broad = (kind: MenuKind) =>
    shownEvent && kind === 'page' ? [...patterns(kind, hosts), ...onSite(hosts.site, ['/*'])] : patterns(kind, hosts);
  const links: MenuItem[] = kinds.map((kind) => ({
    id: MENU_PREFIX + kind,
    title: title(kind, false),
    contexts: ['link'],
    targetUrlPatterns: broad(kind),
  }));
  // Share links redirect: the page they open is of another kind.
  const pages: MenuItem[] = kinds
    .filter((kind) => kind !== 'share_link')
    .map((kind) => ({
      id: MENU_PREFIX + kind + THIS_PAGE,
      title: title(kind, true),
      contexts: ['page'],
      documentUrlPatterns: broad(kind),
    }));
  return [...links, ...pages];
}

/** What a click on an item is for: the kind it names and whether it is about the page itself. */
export function menuTarget(id: unknown): { kind: MenuKind; onPage: boolean } | null {
  if (typeof id !== 'string' || !id.startsWith(MENU_PREFIX)) return null;
  const rest = id.slice(MENU_PREFIX.length);
  const onPage = rest.endsWith(THIS_PAGE);
  const kind = onPage ? rest.slice(0, -THIS_PAGE.length) : rest;
  return kind in MENU_KINDS ? { kind: kind as MenuKind, onPage } : null;
}

/**
 * The link to look up for an item of `kind` on `url`: the link itself when it is of that kind,
 * the group of a group post for the group item; null when it is not what the item says (a
 * pattern matched a shape the classifier does not accept, such as groups/feed).
 */
export function lookupUrlFor(kind: SocialKind, url: string, hosts: SiteHosts): string | null {
  const d = classifyUrl(url, hosts);
  if (!d) return null;
  if (d.kind === kind) return d.url;
  if (kind === 'group' && d.kind === 'post' && d.owner !== undefined) {
    const at = d.url.indexOf('/groups/');
    const group = at >= 0 ? classifyUrl(d.url.slice(0, at + 8) + encodeURIComponent(d.owner), hosts) : null;
    return group?.kind === 'group' ? group.url : null;
  }
  return null;
}

const serial = createSerialQueue();

function create(item: MenuItem): Promise<void> {
  return new Promise((resolve) => {
    browser.contextMenus.create(item, () => {
      // Read lastError so Chrome does not log it as unchecked; a bad pattern skips one item.
      void browser.runtime.lastError;
      resolve();
    });
  });
}

/** Firefox's menus API, which can change a menu as it opens (Chromium has none). */
interface ShownMenus {
  onShown: { addListener(cb: (info: ShownInfo) => void): void };
  update(id: string, props: { visible: boolean }): Promise<void>;
  refresh(): Promise<void>;
}
export interface ShownInfo {
  menuIds: Array<string | number>;
  linkUrl?: string;
  pageUrl?: string;
}

function shownMenus(): ShownMenus | undefined {
  // Firefox offers it as `menus` and, with the contextMenus permission, as `contextMenus` too.
  const b = browser as unknown as { menus?: Partial<ShownMenus>; contextMenus?: Partial<ShownMenus> };
  for (const menus of [b.menus, b.contextMenus]) {
    if (menus?.onShown && menus.update && menus.refresh) return menus as ShownMenus;
  }
  return undefined;
}

/** Removes every item and creates them again for these hosts (serialised: never duplicate ids). */
export function installMenus(hosts: SiteHosts): Promise<void> {
  return serial(async () => {
    await browser.contextMenus.removeAll();
    for (const item of menuItems(hosts, { shownEvent: !!shownMenus() })) await create(item);
  });
}

/** Which of the shown items may stay: those whose link (or page) is of their kind. */
export function visibleOnShown(info: ShownInfo, hosts: SiteHosts): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const id of info.menuIds) {
    const target = menuTarget(id);
    if (!target) continue;
    const url = target.onPage ? info.pageUrl : info.linkUrl;
    out.set(String(id), !!url && lookupUrlFor(target.kind, url, hosts) !== null);
  }
  return out;
}

/** Where the browser has onShown: hides, as the menu opens, the items it cannot honour there. */
export function watchShownMenus(hosts: () => Promise<SiteHosts>): void {
  const menus = shownMenus();
  menus?.onShown.addListener((info) => {
    void (async () => {
      const visible = visibleOnShown(info, await hosts());
      if (visible.size === 0) return;
      await Promise.all([...visible].map(([id, v]) => menus.update(id, { visible: v })));
      await menus.refresh();
    })().catch(() => undefined);
  });
}
