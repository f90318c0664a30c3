import type {
  ListPage, Normalized, PhotoAudio, PhotoHighlight, PhotoPlace, PhotoPost, PhotoProfile, PhotoSearchHit, PhotoStory, PhotoUserRef,
} from '../../service/model';
import { fallbackId, isoMs, short, type Draft } from './drafts';
import { searchRef, uidOf } from './refs';
import type { Provenance } from './types';

/**
 * The photo network's answers as library entities: profiles, posts, reels, highlights and their
 * stories, locations and audio, each with what it belongs to (a profile's posts to the profile, a
 * location's posts to the location, an audio's reels to the audio). A username is an alias of
 * its profile (`photo_user:<name>`), so what was asked by username lists under the profile.
 */

/** The reference a profile is known by before its id is: its username. */
export const photoUserRef = (username: string) => `photo_user:${username.replace(/^@/, '').toLowerCase()}`;

const profileUid = (u: PhotoUserRef | undefined) => (u?.id ? uidOf('photo_profile', u.id) : u?.username ? photoUserRef(u.username) : undefined);
const highlightKey = (id: string) => id.replace(/^highlight:/, '');

export const photoProfile = (p: PhotoProfile | (PhotoUserRef & { url?: string }), owner?: string): Draft => ({
  kind: 'photo_profile', id: fallbackId(p.id ?? p.username, p.url, p), title: p.fullName || (p.username ? `@${p.username}` : 'Profile'),
  text: 'bio' in p ? p.bio : undefined, url: p.url, owner, data: p,
  words: [p.username, 'business' in p ? p.business?.category : undefined],
});

/** A post, or a reel (a reel list's items, or a post with plays: the network counts plays for reels only). */
export function photoPost(p: PhotoPost, reel: boolean, owner?: string): Draft {
  return {
    kind: reel || p.plays !== undefined ? 'photo_reel' : 'photo_post', id: fallbackId(p.id ?? p.shortcode, p.url, p),
    title: short(p.caption) ?? `${reel ? 'Reel' : 'Post'} ${p.shortcode ?? p.id ?? ''}`.trim(), text: p.caption, url: p.url,
    time: isoMs(p.time), owner: owner ?? profileUid(p.owner), data: p,
    words: [p.owner?.username, p.owner?.fullName, p.shortcode, p.location?.name, p.audio?.title],
  };
}

export const photoPlace = (l: PhotoPlace, owner?: string): Draft => ({
  kind: 'photo_location', id: fallbackId(l.id, undefined, l), title: l.name ?? 'Location', text: l.address, owner, data: l,
  words: [l.category],
});
const audio = (a: PhotoAudio): Draft => ({
  kind: 'photo_audio', id: fallbackId(a.id, undefined, a), title: a.title ?? 'Audio', data: a, words: [a.artist],
});
const highlight = (h: PhotoHighlight, owner?: string): Draft => ({
  kind: 'photo_highlight', id: fallbackId(h.id && highlightKey(h.id), h.url, h), title: h.title ?? 'Highlight', url: h.url, owner, data: h,
});
const story = (s: PhotoStory, owner?: string): Draft => ({
  kind: 'photo_story', id: fallbackId(s.id, s.url, s), title: `${s.type === 'video' ? 'Video' : 'Photo'} story`, url: s.url,
  time: isoMs(s.time), owner, data: s,
});

const itemsOf = <T>(data: unknown) => (data as ListPage<T>).items ?? [];

/** A post's place and audio are entities of their own, beside it. */
function withParts(drafts: Draft[], p: PhotoPost, reel: boolean, owner?: string): void {
  drafts.push(photoPost(p, reel, owner));
  if (p.location?.id) drafts.push(photoPlace(p.location));
  if (p.audio?.id) drafts.push(audio(p.audio));
}

/** Drafts and aliases of a photo answer (status ok); nothing for other models. */
export function extractPhoto(normalized: Normalized, source: Provenance, drafts: Draft[], aliases: Record<string, string>): void {
  if (normalized.status !== 'ok') return;
  const { data } = normalized;
  const { operationId: op, params } = source;
  const byUser = params.username ? photoUserRef(params.username) : undefined;
  const byId = params.user_id ? uidOf('photo_profile', params.user_id) : undefined;
  switch (normalized.model) {
    case 'id': {
      const id = (data as { id?: string }).id;
      if (op === 'photo_get_user_id' && byUser && id) aliases[byUser] = uidOf('photo_profile', id);
      break;
    }
    case 'photo_profile': {
      const p = data as PhotoProfile;
      const d = photoProfile(p);
      if (p.username || params.username) aliases[photoUserRef(p.username ?? params.username!)] = uidOf(d.kind, d.id);
      drafts.push(d);
      break;
    }
    case 'photo_post':
      withParts(drafts, data as PhotoPost, false);
      break;
    case 'photo_post_list':
    case 'photo_reel_list': {
      const reel = normalized.model === 'photo_reel_list';
      // A place's or an audio's list belongs to it; a profile's, to each item's owner, else the profile asked for.
      const list =
        op === 'photo_get_location_posts' ? uidOf('photo_location', params.location_id ?? '') :
        op === 'photo_get_reels_by_audio' ? uidOf('photo_audio', params.audio_id ?? '') : undefined;
      for (const p of itemsOf<PhotoPost>(data)) withParts(drafts, p, reel, list ?? profileUid(p.owner) ?? byId ?? byUser);
      break;
    }
    case 'photo_highlight_list':
      for (const h of itemsOf<PhotoHighlight>(data)) drafts.push(highlight(h, byId));
      break;
    case 'photo_story_list': {
      const owner = params.highlight_id ? uidOf('photo_highlight', highlightKey(params.highlight_id)) : undefined;
      for (const s of itemsOf<PhotoStory>(data)) drafts.push(story(s, owner));
      break;
    }
    case 'photo_location_list': {
      const near = params.location_id ? uidOf('photo_location', params.location_id) : undefined;
      for (const l of itemsOf<PhotoPlace>(data)) drafts.push(photoPlace(l, near));
      break;
    }
    case 'photo_search': {
      const owner = searchRef(op, params.keyword ?? '');
      for (const hit of itemsOf<PhotoSearchHit>(data)) {
        if (hit.type === 'user') drafts.push(photoProfile(hit, owner));
        else if (hit.type === 'place') drafts.push(photoPlace(hit, owner));
        else if (hit.name) {
          drafts.push({ kind: 'search_result', id: `hashtag-${hit.name}`, title: `#${hit.name}`, owner, data: { ...hit, resultType: 'hashtag' } });
        }
      }
      break;
    }
    default:
      break;
  }
}
