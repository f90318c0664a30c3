import type { Notice } from '../types';
import type { ChainIO } from '../plan';
import { dataOf, stopNotice } from './common';

/**
 * A post's attachments: they are fetched by the post's id, taken from the post's details when the
 * cache has them, else the id given, else social_get_post_id.
 */
export async function postAttachments(io: ChainIO, link: string, givenId: string | undefined): Promise<Notice | void> {
  let postId: string | undefined;
  for (const op of ['social_get_post_details', 'social_get_post_details_extended'] as const) {
    if (postId) break;
    const cached = await io.cached(op, { link });
    const data = dataOf(cached, op === 'social_get_post_details' ? 'post' : 'post_extended');
    if (data?.id && /^\d+$/.test(data.id)) postId = data.id;
  }
  postId ??= givenId;
  if (!postId) {
    const idAnswer = await io.call('social_get_post_id', { link });
    if (idAnswer === null) {
      io.assume('social_get_post_attachments');
      return;
    }
    const id = dataOf(idAnswer, 'id')?.id;
    if (!id || !/^\d+$/.test(id)) return stopNotice(idAnswer, 'post_id');
    postId = id;
  }
  await io.call('social_get_post_attachments', { post_id: postId });
}
