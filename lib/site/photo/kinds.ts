// The photo network's kinds, with how they show: badge label and name. Kinds are unique across
// sites, so every one is prefixed `photo_` and everything keyed by kind alone stays unambiguous.
// Imports nothing, so the registry's type (kind.ts) can name it without a cycle.

export type PhotoKind =
  | 'photo_profile'
  | 'photo_post'
  | 'photo_reel'
  /** A user's current stories (`stories/<user>/`). */
  | 'photo_stories'
  /** One story (`stories/<user>/<media id>/`). */
  | 'photo_story'
  | 'photo_highlight'
  | 'photo_tag'
  | 'photo_location'
  | 'photo_audio'
  | 'photo_share_link';

/** Kinds whose own links' text is their name, and which name the rows they own. */
export const NAMED_KINDS: readonly PhotoKind[] = ['photo_profile'];

export const KINDS: Record<PhotoKind, { label: string; name: string }> = {
  photo_profile: { label: 'USER', name: 'Profile' },
  photo_post: { label: 'POST', name: 'Photo post' },
  photo_reel: { label: 'REEL', name: 'Photo reel' },
  photo_stories: { label: 'STORY', name: 'Stories' },
  photo_story: { label: 'STORY', name: 'Story' },
  photo_highlight: { label: 'HIGH', name: 'Highlight' },
  photo_tag: { label: 'TAG', name: 'Hashtag' },
  photo_location: { label: 'PLACE', name: 'Location' },
  photo_audio: { label: 'AUDIO', name: 'Audio' },
  photo_share_link: { label: 'LINK', name: 'Photo share link' },
};
