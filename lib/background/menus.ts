import { browser, type Browser } from 'wxt/browser';
import { lookupCostForKind } from '../lookup/chains';
import { createSerialQueue } from '../util/serial-queue';
import { DEFAULT_SITE_HOSTS, matchPatternsFor, normalizeHosts, type SiteHosts, type SocialKind } from '../site';
import { plural } from '../util/plural';

/**
 * Context menu items: on links to the site, one item per kind of link that match patterns can
 * tell apart (posts, videos, reels, groups, share links) plus a generic "Look up link"; and one
 * on the site's own pages. Each title shows the price from the catalog. Chrome match patterns
 * cannot exclude, so a link matching several patterns shows several items (Chrome groups them
 * under the extension's name); every item runs the same lookup, which classifies the link itself.
 */

export const MENU_PREFIX = 'social-lookup:';
export const MENU_IDS = {
  post: `${MENU_PREFIX}post`,
  video: `${MENU_PREFIX}video`,
  reel: `${MENU_PREFIX}reel`,
  group: `${MENU_PREFIX}group`,
  share: `${MENU_PREFIX}share`,
  link: `${MENU_PREFIX}link`,
  page: `${MENU_PREFIX}page`,
} as const;

export type MenuItem = Browser.contextMenus.CreateProperties & { id: string; title: string };

function title(what: string, kind: SocialKind): string {
  return `Look up ${what} · ${plural(lookupCostForKind(kind), 'credit')}`;
}

/** Paths on every site domain ("*://*.social.example/reel/*" …). */
function onSite(domains: string[], paths: string[]): string[] {
  return domains.flatMap((d) => paths.map((p) => `*://*.${d}${p}`));
}

/** The menu items for a host configuration (pure). */
export function menuItems(input: SiteHosts = DEFAULT_SITE_HOSTS): MenuItem[] {
  const hosts = normalizeHosts(input) ?? DEFAULT_SITE_HOSTS;
  const site = hosts.site;
  const link = ['link'] as const;
  const items: MenuItem[] = [
    {
      id: MENU_IDS.post,
      title: title('post', 'post'),
      contexts: [...link],
      targetUrlPatterns: onSite(site, [
        '/*/posts/*',
        '/permalink.php*',
        '/story.php*',
        '/photo*',
        '/groups/*/posts/*',
        '/groups/*/permalink/*',
      ]),
    },
    {
      id: MENU_IDS.video,
      title: title('video', 'video'),
      contexts: [...link],
      targetUrlPatterns: onSite(site, ['/*/videos/*', '/watch*', '/video.php*']),
    },
    { id: MENU_IDS.reel, title: title('reel', 'reel'), contexts: [...link], targetUrlPatterns: onSite(site, ['/reel/*']) },
    { id: MENU_IDS.group, title: title('group', 'group'), contexts: [...link], targetUrlPatterns: onSite(site, ['/groups/*']) },
  ];
  const sharePatterns = [...onSite(site, ['/share/*']), ...hosts.short.map((d) => `*://*.${d}/*`)];
  items.push({ id: MENU_IDS.share, title: title('share link', 'share_link'), contexts: [...link], targetUrlPatterns: sharePatterns });
  items.push({
    id: MENU_IDS.link,
    title: title('link', 'page'),
    contexts: [...link],
    targetUrlPatterns: matchPatternsFor({ site, short: [] }),
  });
  items.push({
    id: MENU_IDS.page,
    title: title('this page', 'page'),
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
