// Public types of URL classification. Kept free of runtime code so any bundle may import them.

import type { Kind } from './kind';

export type { Kind, PhotoKind, SocialKind } from './kind';

/** Registrable domains of a site and of its short-link services; any subdomain matches. */
export interface SiteHosts {
  site: string[];
  short: string[];
  /**
   * The web hosts of the other sites whose hosts the settings hold, by their key (see
   * `hostsInSettings`); a site missing here is on its default hosts (settings stored before it came).
   */
  bySite?: Record<string, string[]> | undefined;
}

/**
 * Identifiers a link shows, by role. Numeric ids are digits only, so one entity reached through
 * different link forms has the same key (kind + numeric id); names are as written.
 */
export interface DetectionIds {
  /** Numeric id of a post (story). */
  post?: string;
  /** `pfbid…` token of a post: the site's opaque post id (not numeric, not the numeric id). */
  pfbid?: string;
  /** Numeric id of a photo (its `fbid`). A photo is not the post that shows it: the service answers with that post. */
  photo?: string;
  /** Numeric id of a video or reel. */
  video?: string;
  /** Numeric id of a page or profile (the entity itself for `page`). */
  page?: string;
  /** Numeric id of a group: the group itself, or the group a post is in. */
  group?: string;
  /** Vanity name of the page or profile, or slug of the group, the link is about. */
  vanity?: string;
  /** Numeric id of the page, profile or group a post, photo or video belongs to. */
  owner?: string;
  /** Vanity name (or group slug) of that owner. */
  ownerVanity?: string;
  /** Numeric id of a photo album. */
  album?: string;
  /** Numeric id of an event. */
  event?: string;
  /** Numeric id of the comment the link points at. */
  comment?: string;
  /** Marketplace listing id. */
  item?: string;
  /** Marketplace seller (profile) id. */
  seller?: string;
  /** Ads library archive id of one ad. */
  ad?: string;
  /** Advertiser's page id in the ads library (`view_all_page_id`). */
  adPage?: string;
  /** Marketplace location (vanity such as `nyc`, or numeric location id). */
  city?: string;
  /** Marketplace category slug. */
  category?: string;
  /** Marketplace search words. */
  query?: string;
  /** Share or short-link code. */
  code?: string;
  /** Photo network: a post's or reel's shortcode (the service's key for it). */
  shortcode?: string;
  /** Photo network: a user's numeric id, where the link shows it (`/id:<id>/`). */
  userId?: string;
  /** Photo network: a story's media id. */
  story?: string;
  /** Photo network: a highlight's id. */
  highlight?: string;
  /** Photo network: a hashtag, without the #. */
  tag?: string;
  /** Photo network: a location's id. */
  location?: string;
  /** Photo network: an audio's id. */
  audio?: string;
}

export interface Detection {
  kind: Kind;
  /** Primary identifier as written in the URL (absent for `other`). */
  id?: string;
  /** Owning page, profile or group where the URL shows it. */
  owner?: string;
  /** Canonical link to send to the service. */
  url: string;
  /**
   * Identifiers by role, set by the public `classifyUrl` (identify.ts, through the site's `idsOf`)
   * for every kind but `other`. The content script's classifier (classify.ts) leaves them out to stay small.
   */
  ids?: DetectionIds;
  /** The entity behind the link is only known after a call (share links, short links, watch parties). */
  needsResolution?: true;
}

/** What a detector returns for a URL of its kind. */
export interface DetectorMatch {
  id: string;
  owner?: string;
  url: string;
}
