// Host matching: which registered site and configured domain a host belongs to, and whether its
// subdomain is one of the site's web front-ends (www, m, mbasic, business, beta, locale
// subdomains…) where entity URLs live.

import { SITE_HOSTS } from './site-hosts';
import type { SiteHostRules } from './site';
import type { SiteHosts } from './types';

export interface HostMatch {
  /** Index of the site in the list the table was built for. */
  site: number;
  type: 'site' | 'short';
  /** The configured domain the host matched (lower case). */
  domain: string;
  /** True for the site's web front-ends; false for short hosts and API, link-shim and other service subdomains. */
  web: boolean;
}

/** Every site's domains, normalised, in site order (built once per configuration by the parser). */
export type HostTable = ReadonlyArray<{ site: string[]; short: string[] }>;

const DOMAIN_RE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;
/**
 * Subdomains that serve no entity pages: link shims, the API, developer docs, static files, apps.
 * Every other single-label subdomain (www, m, mbasic, web, touch, business, beta, free, d, locales…)
 * serves the ordinary web UI.
 */
const NON_WEB = new Set('l lm graph developers api connect static upload apps code research about'.split(' '));

/** Lower-cases a configured domain and strips scheme, wildcard, `www.`, path and dots; '' if invalid. */
export function normalizeDomain(input: string): string {
  const d = input
    .trim()
    .toLowerCase()
    .replace(/^.*?:\/\//, '')
    .replace(/[/?#:].*$/s, '')
    .replace(/^\*\./, '')
    .replace(/^\.+|\.+$/g, '')
    .replace(/^www\./, '');
  return d.length <= 253 && DOMAIN_RE.test(d) ? d : '';
}

function compileList(list: unknown): string[] {
  const out: string[] = [];
  if (!Array.isArray(list)) return out;
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const d = normalizeDomain(item);
    if (d && !out.includes(d)) out.push(d);
  }
  return out;
}

/**
 * The hosts a site is on, given the stored setting: the first site's are its `site` and `short`
 * lists, another site's its list in `bySite` (see `hostsInSettings`); a site the settings do not
 * hold is on its default hosts.
 */
export function siteHostsOf(site: SiteHostRules, configured: SiteHosts): SiteHosts {
  const where = site.hostsInSettings;
  if (where === true) return configured;
  const list = where ? configured.bySite?.[where.bySite] : undefined;
  return list ? { site: list, short: site.defaultHosts.short } : site.defaultHosts;
}

/** The hosts of every site, normalised. */
export function hostTable(configured: SiteHosts, sites: readonly SiteHostRules[]): HostTable {
  return sites.map((s) => {
    const hosts = siteHostsOf(s, configured);
    return { site: compileList(hosts.site), short: compileList(hosts.short) };
  });
}

/** A copy of a hosts value that shares no list with it (cheaper than structuredClone at a worker's start). */
export function copySiteHosts(hosts: SiteHosts): SiteHosts {
  const { bySite } = hosts;
  return {
    site: [...hosts.site],
    short: [...hosts.short],
    ...(bySite ? { bySite: Object.fromEntries(Object.entries(bySite).map(([key, list]) => [key, [...list]])) } : {}),
  };
}

/** A `bySite` key: a site's short lower-case name. */
const SITE_KEY_RE = /^[a-z][a-z0-9_]{0,31}$/;

/** The usable lists of an untrusted `bySite` value, normalised; undefined when it is not an object. */
function compileBySite(input: unknown): Record<string, string[]> | undefined {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(input)) if (SITE_KEY_RE.test(key) && Array.isArray(list)) out[key] = compileList(list);
  return out;
}

/**
 * Validates an untrusted value (e.g. from storage) as SiteHosts; returns normalised hosts or null
 * when it is not a usable configuration (no valid site domain). Another site's list may be empty:
 * that site is then on no host.
 */
export function normalizeHosts(input: unknown): SiteHosts | null {
  if (!input || typeof input !== 'object') return null;
  const o = input as { site?: unknown; short?: unknown; bySite?: unknown };
  const site = compileList(o.site);
  if (site.length === 0) return null;
  const bySite = compileBySite(o.bySite);
  return bySite ? { site, short: compileList(o.short), bySite } : { site, short: compileList(o.short) };
}

/** The entries of an untrusted host list that are not domains (as typed), for a refusal that names them. */
export function invalidHosts(list: readonly unknown[]): string[] {
  return list.filter((item) => typeof item !== 'string' || !normalizeDomain(item)).map(String);
}

/** `host` is `domain` or a subdomain of it (dot boundary); returns the subdomain prefix or null. */
function prefixOf(host: string, domain: string): string | null {
  if (host === domain) return '';
  const cut = host.length - domain.length - 1;
  if (cut > 0 && host.charCodeAt(cut) === 46 /* . */ && host.endsWith(domain)) return host.slice(0, cut);
  return null;
}

/** Matches a lower-case host against every site's hosts. A site's short hosts are tried first. */
export function matchHost(host: string, table: HostTable): HostMatch | null {
  for (let i = 0; i < table.length; i++) {
    const c = table[i]!;
    for (const domain of c.short) {
      if (prefixOf(host, domain) !== null) return { site: i, type: 'short', domain, web: false };
    }
    for (const domain of c.site) {
      const prefix = prefixOf(host, domain);
      if (prefix !== null) {
        return { site: i, type: 'site', domain, web: !NON_WEB.has(prefix) && prefix.indexOf('.') < 0 };
      }
    }
  }
  return null;
}

/** Chrome match patterns covering every site's domains and their subdomains. */
export function matchPatternsFor(configured: SiteHosts, sites: readonly SiteHostRules[] = SITE_HOSTS): string[] {
  const out: string[] = [];
  for (const c of hostTable(configured, sites.filter((s) => s.contentScript !== false))) {
    for (const d of [...c.site, ...c.short]) {
      const p = `*://*.${d}/*`;
      if (!out.includes(p)) out.push(p);
    }
  }
  return out;
}
