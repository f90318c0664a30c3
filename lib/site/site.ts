// What a site is to the engine: data plus a few functions, one folder per site (lib/site/<site>/),
// registered once in sites.ts. The engine (classifier, scanner, badge, menus, found list) reads
// sites through this interface only and never names one. Kinds are unique across sites (a later
// site prefixes its own), so everything past classification stays keyed by kind alone.

import type { ParsedUrl } from './params';
import type { Detection, DetectionIds, DetectorMatch, SiteHosts } from './types';

export interface Detector {
  /** The kind this detector finds (never `other`). */
  kind: string;
  match(parsed: ParsedUrl): DetectorMatch | null;
}

/** A site's hosts and how the settings hold them: what the pages need of a site to read its settings. */
export interface SiteHostRules {
  /** Hosts the site is on before the user configures any (the manifest's content-script matches). */
  defaultHosts: SiteHosts;
  /**
   * Where the stored settings' `siteHosts` hold this site's hosts (see `siteHostsOf`): `true`, its
   * `site` and `short` lists (one site only); `{ bySite }`, its web hosts under that key of `bySite`
   * (its short hosts stay the defaults). Without it the site is on its default hosts.
   */
  hostsInSettings?: true | { bySite: string };
  /** Not scanned yet: no content script on its hosts, and the scanner skips its links (its URLs still classify). */
  contentScript?: false;
}

/**
 * What the content script carries of a site: enough to classify links without identifiers by
 * role, and to scan a page. Every byte here ships in the content script.
 */
export interface SiteScan extends SiteHostRules {
  /** Tried in this order; the first that matches names the kind. */
  detectors: readonly Detector[];
  /** A URL that only wraps another (an embed): the wrapped one, parsed in its place. */
  unwrap?(p: ParsedUrl): string | undefined;
  /** What the site wraps a post in: links inside one are grouped with it. */
  postSelector: string;
  /** Kinds whose own links' text is their name, and which name the rows they own. */
  namedKinds: readonly string[];
}

/** How a kind shows: badge label ('POST') and name ('Post'). */
export interface KindInfo {
  label: string;
  name: string;
}

/** A right-click item for links (and pages) of one kind. */
export interface MenuEntry {
  kind: string;
  /** What the item says after "Look up" for a link ('share link'). */
  name: string;
  /** What it says for the page itself ('this post'); no page item without it. */
  onPage?: string;
  /** Paths (and queries) on the site's web hosts that prove a link's kind. */
  paths: readonly string[];
  /** Every link of the site's short-link hosts is of this kind. */
  shortHosts?: true;
  /** Paths on the site's web hosts that look like this kind but only the classifier can tell (shown where the browser asks before showing a menu). */
  broadPaths?: readonly string[];
}

/** Everything the background and the pages know of a site. */
export interface Site extends SiteScan {
  id: string;
  /** Every kind of the site but `other`, in the order lists show them. */
  kinds: Readonly<Record<string, KindInfo>>;
  /** Identifiers by role of a detection of `p` (not `other`). */
  idsOf(d: Detection, p: ParsedUrl): DetectionIds;
  /** The entity is only known after a call (share links, short links …). */
  needsResolution(d: Detection, ids: DetectionIds): boolean;
  /** Canonical link of a URL that shows no entity; `base` is its origin and path. */
  otherUrl(p: ParsedUrl, base: string): string;
  /** In the found list, kinds that lead a post's row, and kinds folded into the row of the post they sit in. */
  found: { leads: readonly string[]; attached: readonly string[] };
  /** Right-click items, in menu order. */
  menus: readonly MenuEntry[];
  /** A link to the entity of `kind` that a detection of another kind names (a group post names its group), to classify. */
  relatedUrl?(kind: string, d: Detection): string | undefined;
}

/** What the pages show of a site's detections: its kinds' words and the found list's rows. */
export type SiteShown = Pick<Site, 'kinds' | 'namedKinds' | 'found'>;

/** Shape of the test-only `<name>.examples.ts` lists beside each detector. */
export interface DetectorExample {
  url: string;
  /** Expected id. */
  id: string;
  /** Expected owner, where the URL shows it. */
  owner?: string;
  /** Expected canonical url, where the example pins it. */
  canonical?: string;
  /** Expected identifiers by role (all of them, where the example pins them). */
  ids?: DetectionIds;
}

/** Every right-click item's id starts with this (then the kind, then `:this` for the page item). */
export const MENU_PREFIX = 'social-lookup:';
