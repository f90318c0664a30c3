/**
 * The photo network's answers in the extension's own model (see model.ts for the rules: optional
 * fields, counts as numbers, times as ISO 8601, links absolute http(s) or absent).
 */

/** One photo or video of a post (a carousel has several). The same shape as the social `Media`. */
export interface PhotoMedia {
  type: 'photo' | 'video';
  id?: string;
  url?: string;
  thumbnail?: string;
  width?: number;
  height?: number;
}

/** A profile met in another answer: a post's owner, a related profile, a search hit. */
export interface PhotoUserRef {
  id?: string;
  username?: string;
  fullName?: string;
  picture?: string;
  verified?: boolean;
}

export interface PhotoProfile extends PhotoUserRef {
  url?: string;
  bio?: string;
  followers?: number;
  following?: number;
  posts?: number;
  private?: boolean;
  /** The link in the bio. */
  website?: string;
  business?: { category?: string; email?: string; phone?: string; address?: string };
  related: PhotoUserRef[];
}

export interface PhotoAudio {
  id?: string;
  title?: string;
  artist?: string;
}

export interface PhotoPlace {
  id?: string;
  name?: string;
  category?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  /** Posts tagged there, where the answer says. */
  posts?: number;
}

/** A post or a reel: a photo, a video, or a carousel of several (every item in `media`). */
export interface PhotoPost {
  id?: string;
  shortcode?: string;
  url?: string;
  type?: 'photo' | 'video' | 'carousel';
  caption?: string;
  owner?: PhotoUserRef;
  time?: string;
  likes?: number;
  comments?: number;
  /** Plays of a reel or video. */
  plays?: number;
  views?: number;
  /** In seconds. */
  duration?: number;
  media: PhotoMedia[];
  audio?: PhotoAudio;
  location?: PhotoPlace;
}

export interface PhotoHighlight {
  id?: string;
  title?: string;
  cover?: string;
  url?: string;
  items?: number;
}

/** One story inside a highlight. */
export interface PhotoStory {
  id?: string;
  type: 'photo' | 'video';
  url?: string;
  thumbnail?: string;
  time?: string;
}

/** A popular-search hit: a profile, a hashtag or a place (the source of location ids). */
export type PhotoSearchHit =
  | ({ type: 'user' } & PhotoUserRef)
  | { type: 'hashtag'; name?: string; posts?: number }
  | ({ type: 'place' } & PhotoPlace);
