import { browser, type Browser } from 'wxt/browser';
import { AD_LOOKUP_OPERATIONS, LOOKUP_OPERATION_BY_KIND, lookupCost, lookupCostForKind } from '../lookup/chains';
import type { OperationId } from '../service/catalog';
import { createSerialQueue } from '../util/serial-queue';
import { DEFAULT_SITE_HOSTS, matchPatternsFor, normalizeHosts, type SiteHosts, type SocialKind } from '../site';
import { plural } from '../util/plural';

/**
 * Context menu items: on links to the site, one item per kind of link that match patterns can
 * tell apart (posts, videos, reels, groups, share links, marketplace listings, ads library ads and
 * advertisers) plus a generic "Look up link"; and one on the site's own pages. Each title shows the
 * price of the kind's operations (LOOKUP_OPERATION_BY_KIND, priced from the catalog); a kind the
 * lookup refuses gets no item. Chrome match patterns cannot exclude, so a link matching several
 * patterns shows several items (Chrome groups them under the extension's name); every item runs
 * the same lookup, which classifies the link itself.
 */

export const MENU_PREFIX = 'social-lookup:';
export const MENU_IDS = {
  post: `${MENU_PREFIX}post`,
  video: `${MENU_PREFIX}video`,
  reel: `${MENU_PREFIX}reel`,
  group: `${MENU_PREFIX}group`,
  share: `${MENU_PREFIX}share`,
  listing: `${MENU_PREFIX}listing`,
  ad: `${MENU_PREFIX}ad`,
  advertiser: `${MENU_PREFIX}advertiser`,
  link: `${MENU_PREFIX}link`,
  page: `${MENU_PREFIX}page`,
} as const;

export type MenuItem = Browser.contextMenus.CreateProperties & { id: string; title: string };

/**
 * One row per kind of link with its own item: the words of its title, the paths on the site's
 * domains (Chrome matches the query string as part of the path), and which operations it costs.
 */
interface MenuRow {
  id: string;
  what: string;
  kind: SocialKind;
  paths: string[];
  /** Short-link domains match too (share links). */
  shortHosts?: boolean;
  /** Where one kind has two forms priced differently (an ad, an advertiser). */
  operations?: readonly OperationId[];
}

const ROWS: MenuRow[] = [
  {
    id: MENU_IDS.post,
    what: 'post',
    kind: 'post',
    paths: ['/*/posts/*', '/permalink.php*', '/story.php*', '/photo*', '/groups/*/posts/*', '/groups/*/permalink/*'],
  },
  { id: MENU_IDS.video, what: 'video', kind: 'video', paths: ['/*/videos/*', '/watch*', '/video.php*'] },
  { id: MENU_IDS.reel, what: 'reel', kind: 'reel', paths: ['/reel/*'] },
  { id: MENU_IDS.group, what: 'group', kind: 'group', paths: ['/groups/*'] },
  { id: MENU_IDS.share, what: 'share link', kind: 'share_link', paths: ['/share/*'], shortHosts: true },
  { id: MENU_IDS.listing, what: 'listing', kind: 'marketplace_item', paths: ['/marketplace/item/*'] },
  { id: MENU_IDS.ad, what: 'ad', kind: 'ad_library', paths: ['/ads/library/?id=*', '/ads/library/?*&id=*'], operations: AD_LOOKUP_OPERATIONS },
  { id: MENU_IDS.advertiser, what: 'advertiser', kind: 'ad_library', paths: ['/ads/library/?*view_all_page_id=*'] },
];

function title(what: string, cost: number): string {
  return `Look up ${what} · ${plural(cost, 'credit')}`;
}

/** Paths on every site domain ("*://*.social.example/reel/*" …). */
function onSite(domains: string[], paths: string[]): string[] {
  return domains.flatMap((d) => paths.map((p) => `*://*.${d}${p}`));
}

/** The menu items for a host configuration (pure). */
export function menuItems(input: SiteHosts = DEFAULT_SITE_HOSTS): MenuItem[] {
  const hosts = normalizeHosts(input) ?? DEFAULT_SITE_HOSTS;
  const site = hosts.site;
  const items: MenuItem[] = ROWS.filter((row) => LOOKUP_OPERATION_BY_KIND[row.kind] !== null).map((row) => ({
    id: row.id,
    title: title(row.what, row.operations ? lookupCost(row.operations) : lookupCostForKind(row.kind)),
    contexts: ['link'],
    targetUrlPatterns: [...onSite(site, row.paths), ...(row.shortHosts ? hosts.short.map((d) => `*://*.${d}/*`) : [])],
  }));
  items.push({
    id: MENU_IDS.link,
    title: title('link', lookupCostForKind('page')),
    contexts: ['link'],
    targetUrlPatterns: matchPatternsFor({ site, short: [] }),
  });
  items.push({
    id: MENU_IDS.page,
    title: title('this page', lookupCostForKind('page')),
    contexts: ['page'],
    documentUrlPatterns: matchPatternsFor(hosts),
  });
  return items;
}

export function isLookupMenuItem(id: unknown): boolean {
  return typeof id === 'string' && id.startsWith(MENU_PREFIX);
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

/** Removes every item and creates them again for these hosts (serialised: never duplicate ids). */
export function installMenus(hosts: SiteHosts): Promise<void> {
  return serial(async () => {
    await browser.contextMenus.removeAll();
    for (const item of menuItems(hosts)) await create(item);
  });
}
