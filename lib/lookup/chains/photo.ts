import type { OperationId } from '../../service/catalog';
import type { Detection } from '../../site';
import type { Notice } from '../types';
import type { Chain, ChainIO } from '../plan';
import { compact, dataOf, single, stopNotice } from './common';

/**
 * The photo network's chains. Its operations key a post by its shortcode and a profile's reels and
 * highlights by the numeric user id: the shortcode is read from the link for free, and a
 * username's id is paid for once (photo_get_user_id) or learned from an answer that carries it
 * (a profile's details, a post's owner), then kept (answers.ts) so it is never paid for again.
 */

const NUMERIC = /^\d+$/;

/** An operation that takes only `user_id`, for a username: its kept id (free), else photo_get_user_id, then the operation. */
export async function byUsername(io: ChainIO, username: string, op: OperationId, params: Record<string, unknown>): Promise<Notice | void> {
  let userId = await io.userId(username);
  if (!userId) {
    const answer = await io.call('photo_get_user_id', { username });
    if (answer === null) {
      io.assume(op, { ...params, user_id: '1' });
      return;
    }
    const id = dataOf(answer, 'id')?.id;
    if (!id || !NUMERIC.test(id)) return stopNotice(answer, 'profile');
    userId = id;
  }
  await io.call(op, compact({ ...params, user_id: userId }));
}

/** A post or reel whose link names no shortcode (a share link): photo_get_post_id reads it, then its details. */
async function postOfShareLink(io: ChainIO, link: string): Promise<Notice | void> {
  const answer = await io.call('photo_get_post_id', { link });
  if (answer === null) {
    io.assume('photo_get_post_details');
    return;
  }
  const code = dataOf(answer, 'id')?.id;
  if (!code) return stopNotice(answer, 'post');
  await io.call('photo_get_post_details', { shortcode: code });
}

/** A free chain that only says something: what the service does not offer, and what exists instead. */
const say =
  (notice: Notice): Chain =>
  async () => notice;

/** The operations a photo link is looked up with (null: nothing is sent, a notice says why). */
export const PHOTO_LOOKUP_OPERATIONS = {
  photo_profile: ['photo_get_profile_details'],
  photo_post: ['photo_get_post_details'],
  photo_reel: ['photo_get_post_details'],
  photo_highlight: ['photo_get_highlight_details'],
  photo_location: ['photo_get_location_posts'],
  photo_audio: ['photo_get_reels_by_audio'],
  photo_share_link: ['photo_get_post_id', 'photo_get_post_details'],
  photo_stories: null,
  photo_story: null,
  photo_tag: null,
} as const satisfies Record<string, readonly OperationId[] | null>;

/** The chain of a classified photo link; null for a link the chain cannot read an id from. */
export function photoLinkChain(detection: Detection): Chain | null {
  const ids = detection.ids ?? {};
  switch (detection.kind) {
    case 'photo_profile': {
      if (ids.vanity) return single('photo_get_profile_details', { username: ids.vanity.toLowerCase() });
      // A numeric profile link (`/id:<id>/`): the details need the username; its posts take the id.
      return ids.userId ? single('photo_get_profile_posts', { user_id: ids.userId }) : null;
    }
    case 'photo_post':
    case 'photo_reel':
      // The shortcode is in the link: never a paid photo_get_post_id.
      return ids.shortcode ? single('photo_get_post_details', { shortcode: ids.shortcode }) : null;
    case 'photo_highlight':
      return ids.highlight ? single('photo_get_highlight_details', { highlight_id: ids.highlight }) : null;
    case 'photo_location':
      return ids.location ? single('photo_get_location_posts', { location_id: ids.location }) : null;
    case 'photo_audio':
      return ids.audio ? single('photo_get_reels_by_audio', { audio_id: ids.audio }) : null;
    case 'photo_share_link':
      return (io) => postOfShareLink(io, detection.url);
    case 'photo_stories':
    case 'photo_story': {
      const user = ids.vanity ?? ids.ownerVanity;
      return say(user ? { code: 'not_offered', about: 'stories', user } : { code: 'not_offered', about: 'stories' });
    }
    case 'photo_tag':
      return say({ code: 'not_offered', about: 'tag', tag: ids.tag ?? detection.id ?? '' });
    default:
      return null;
  }
}
