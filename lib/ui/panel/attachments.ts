import type { Media, Post } from '../../service/model';
import { plural } from '../../util/plural';

/**
 * What a post's attachments (5 credits) would add to what the post's answer already holds, said
 * before the click: the files of items shown without one, the ids and sizes of items shown
 * without them, and any item the answer left out. When the answer holds every item whole, the
 * words say the call brings the same items again.
 */

function itemsNoun(items: readonly Media[]): string {
  const photos = items.filter((m) => m.type === 'photo').length;
  const videos = items.length - photos;
  return [photos ? plural(photos, 'photo') : '', videos ? plural(videos, 'video') : ''].filter(Boolean).join(' and ');
}

/** A photo's file is its full-size image; a video's is its playable file. */
const hasFile = (m: Media) => !!m.url;
const hasDetails = (m: Media) => !!m.id && !!m.width && !!m.height;

export function attachmentsAdd(post: Pick<Post, 'media'>): string {
  const { media } = post;
  if (media.length === 0) return 'The post’s answer shows no photo or video: attachments list any the post has.';
  const withoutFile = media.filter((m) => !hasFile(m));
  const withoutDetails = media.filter((m) => hasFile(m) && !hasDetails(m));
  if (withoutFile.length === 0 && withoutDetails.length === 0) {
    return `The post’s answer already holds its ${itemsNoun(media)}, each with its file, id and size: attachments would bring the same again.`;
  }
  const parts = [
    withoutFile.length ? `the files of ${itemsNoun(withoutFile)} shown without one` : '',
    withoutDetails.length ? `the ids and sizes of ${itemsNoun(withoutDetails)}` : '',
  ].filter(Boolean);
  return `Attachments add ${parts.join(' and ')}, and any photo or video the post’s answer left out.`;
}
