import type { UseCaseResult } from '../../../lib/lookup/types';
import type { OperationId } from '../../../lib/service/catalog';
import { normalize } from '../../../lib/service/normalize';
import { PHOTO_BODIES, photoCarousel, photoPost, photoReel } from '../service/photo-bodies';
import { result, step } from './fixtures';

/**
 * The photo network's answers as the views get them: bodies in the reference's shapes (the
 * envelope, captions as text or objects, counts as numbers or abbreviated text) passed through the
 * real normalisers.
 */

export const PHOTO_URL = 'https://www.photo.example/lumen.atelier/';

const envelope = (data: unknown) => ({ success: true, data, message: 'OK', meta: { creditsCharged: 1 } });

/** The answer of one operation to a body (by default the sample body of that operation). */
export function photoAnswer(op: OperationId & `photo_${string}`, body: unknown = PHOTO_BODIES[op as keyof typeof PHOTO_BODIES]): UseCaseResult {
  return result('lookup_url', [step(op, normalize(op, body), { raw: body })]);
}

/**
 * Three posts whose orders differ by each figure: the service lists A, B, C; by likes B, C, A;
 * by comments A, C, B; by plays C, B, A; by date B, A, C.
 */
export const THREE_POSTS = envelope({
  posts: [
    { ...photoPost, id: 'a', code: 'AAAAAaaaaa', caption: 'A-caption', like_count: 10, comment_count: 300, play_count: 5, taken_at: '2026-10-02T10:00:00Z' },
    { ...photoCarousel, id: 'b', shortcode: 'BBBBBbbbbb', caption: 'B-caption', like_count: '300', comment_count: 10, play_count: 20, taken_at: '2026-11-02T10:00:00Z' },
    { ...photoReel, id: 'c', code: 'CCCCCccccc', caption: 'C-caption', like_count: 20, comment_count: '20', play_count: '300', taken_at: 1756800000 },
  ],
  end_cursor: 'bmV4dA',
});

/** Two reels of one audio. */
export const AUDIO_REELS = envelope({
  items: [{ media: photoReel }, { media: { ...photoReel, id: 'r2', code: 'DAbcdEFgHi2', play_count: 1000 } }],
  paging_info: { max_id: 'QVFEbWF4', more_available: true },
});

/** Every photo operation with a view, answered. */
export const PHOTO_ANSWERS: { op: OperationId; result: UseCaseResult }[] = (Object.keys(PHOTO_BODIES) as (keyof typeof PHOTO_BODIES)[])
  .filter((op) => op !== 'photo_get_user_id' && op !== 'photo_get_post_id')
  .map((op) => ({ op, result: photoAnswer(op) }));
