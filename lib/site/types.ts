// Public types of URL classification. Kept free of runtime code so any bundle may import them.

export type SocialKind =
  | 'page'
  | 'group'
  | 'post'
  | 'video'
  | 'reel'
  | 'share_link'
  | 'ad_library'
  | 'marketplace_item'
  | 'other';

/** Registrable domains of the site and of its short-link services; any subdomain matches. */
export interface SiteHosts {
  site: string[];
  short: string[];
}

export interface Detection {
  kind: SocialKind;
  /** Primary identifier as written in the URL (absent for `other`). */
  id?: string;
  /** Owning page, profile or group where the URL shows it. */
  owner?: string;
  /** Canonical link to send to the service. */
  url: string;
}

/** What a detector returns for a URL of its kind. */
export interface DetectorMatch {
  id: string;
  owner?: string;
  url: string;
}
