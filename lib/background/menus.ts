import { browser, type Browser } from 'wxt/browser';
import { lookupCostForKind } from '../lookup/chains';
import { createSerialQueue } from '../util/serial-queue';
import { classifyUrl, DEFAULT_SITE_HOSTS, MENU_PREFIX, normalizeHosts, siteHostsOf, SITES, type Site, type Kind, type SiteHosts } from '../site';
import type { MenuEntry } from '../site/site';
import { wordsIn, type BackgroundWords } from './words';

/**
 * Context menu items, only where the extension can look something up: on links to a site, one
 * item per kind of link, and on a site's own pages, one per kind of page; each titled with its
 * kind and the catalog's price, and each looking up what it says (menuTarget). Which kinds get
 * items, on which paths, is each site's (its `menus`); this file knows no site. The titles are in
 * the user's language (lib/background/words.ts): a change of language installs the menus again.
 */

export { MENU_PREFIX };

/** Items for the page itself end in this. */
const THIS_PAGE = ':this';

export type MenuItem = Browser.contextMenus.CreateProperties & { id: string; title: string };

/** Paths on every domain of a site ("*://*.social.example/reel/*" …). */
function onSite(domains: string[], paths: readonly string[]): string[] {
  return domains.flatMap((d) => paths.map((p) => `*://*.${d}${p}`));
}

function patterns(entry: MenuEntry, hosts: SiteHosts, broad: boolean): string[] {
  const out = onSite(hosts.site, entry.paths);
  if (entry.shortHosts) out.push(...hosts.short.map((d) => `*://*.${d}/*`));
  if (broad && entry.broadPaths) out.push(...onSite(hosts.site, entry.broadPaths));
  return out;
}

function title(words: BackgroundWords, entry: MenuEntry, onPage: boolean): string {
  return words.menuTitle(entry, onPage, lookupCostForKind(entry.kind as Kind));
}

/** Every site's menu entries, with the hosts it is on. */
function entries(input: SiteHosts, sites: readonly Site[]): Array<{ entry: MenuEntry; hosts: SiteHosts }> {
  return sites.flatMap((site) => {
    const hosts = normalizeHosts(siteHostsOf(site, input)) ?? site.defaultHosts;
    return site.menus.map((entry) => ({ entry, hosts }));
  });
}

/**
 * The menu items for a host configuration (pure). `shownEvent`: the browser tells the extension
 * before it shows a menu (Firefox's menus.onShown), so items can also match broadly and be hidden
 * where the link is not of their kind: page links by name get their item there. `language`: the
 * language setting the titles are in.
 */
export function menuItems(
  input: SiteHosts = DEFAULT_SITE_HOSTS,
  { shownEvent = false, language = 'auto' }: { shownEvent?: boolean; language?: string } = {},
  sites: readonly Site[] = SITES,
): MenuItem[] {
  const words = wordsIn(language);
  const all = entries(normalizeHosts(input) ?? DEFAULT_SITE_HOSTS, sites);
  const links: MenuItem[] = all.map(({ entry, hosts }) => ({
    id: MENU_PREFIX + entry.kind,
    title: title(words, entry, false),
    contexts: ['link'],
    targetUrlPatterns: patterns(entry, hosts, shownEvent),
  }));
  const pages: MenuItem[] = all
    .filter(({ entry }) => entry.onPage !== undefined)
    .map(({ entry, hosts }) => ({
      id: MENU_PREFIX + entry.kind + THIS_PAGE,
      title: title(words, entry, true),
      contexts: ['page'],
      documentUrlPatterns: patterns(entry, hosts, shownEvent),
    }));
  return [...links, ...pages];
}

/** What a click on an item is for: the kind it names and whether it is about the page itself. */
export function menuTarget(id: unknown, sites: readonly Site[] = SITES): { kind: Kind; onPage: boolean } | null {
  if (typeof id !== 'string' || !id.startsWith(MENU_PREFIX)) return null;
  const rest = id.slice(MENU_PREFIX.length);
  const onPage = rest.endsWith(THIS_PAGE);
  const kind = onPage ? rest.slice(0, -THIS_PAGE.length) : rest;
  const known = sites.some((s) => s.menus.some((e) => e.kind === kind && (!onPage || e.onPage !== undefined)));
  return known ? { kind: kind as Kind, onPage } : null;
}

/**
 * The link to look up for an item of `kind` on `url`: the link itself when it is of that kind,
 * the entity of that kind the link names (a group post's group, through its site's `relatedUrl`);
 * null when it is not what the item says (a pattern matched a shape the classifier does not
 * accept, such as groups/feed).
 */
export function lookupUrlFor(kind: Kind, url: string, hosts: SiteHosts, sites: readonly Site[] = SITES): string | null {
  const d = classifyUrl(url, hosts, sites);
  if (!d) return null;
  if (d.kind === kind) return d.url;
  for (const site of sites) {
    const related = site.relatedUrl?.(kind, d);
    if (related === undefined) continue;
    const found = classifyUrl(related, hosts, sites);
    return found?.kind === kind ? found.url : null;
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

/** Removes every item and creates them again for these hosts and language (serialised: never duplicate ids). */
export function installMenus(hosts: SiteHosts, language = 'auto'): Promise<void> {
  return serial(async () => {
    await browser.contextMenus.removeAll();
    for (const item of menuItems(hosts, { shownEvent: !!shownMenus(), language })) await create(item);
  });
}

/** Which of the shown items may stay: those whose link (or page) is of their kind. */
export function visibleOnShown(info: ShownInfo, hosts: SiteHosts, sites: readonly Site[] = SITES): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const id of info.menuIds) {
    const target = menuTarget(id, sites);
    if (!target) continue;
    const url = target.onPage ? info.pageUrl : info.linkUrl;
    out.set(String(id), !!url && lookupUrlFor(target.kind, url, hosts, sites) !== null);
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
