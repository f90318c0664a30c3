import type { Media, Post } from '../../service/model';
import { t } from '../i18n/catalogue';

/**
 * What a post's attachments (5 credits) would add to what the post's answer already holds, said
 * before the click: the files of items shown without one, the ids and sizes of items shown
 * without them, and any item the answer left out. When the answer holds every item whole, the
 * words say the call brings the same items again.
 */

function itemsNoun(items: readonly Media[]): string {
  const photos = items.filter((m) => m.type === 'photo').length;
  const videos = items.length - photos;
  const photosText = t('labels.attachments.photos', { count: photos });
  const videosText = t('labels.attachments.videos', { count: videos });
  if (photos && videos) return t('labels.attachments.both', { first: photosText, second: videosText });
  return photos ? photosText : videos ? videosText : '';
}

/** A photo's file is its full-size image; a video's is its playable file. */
const hasFile = (m: Media) => !!m.url;
const hasDetails = (m: Media) => !!m.id && !!m.width && !!m.height;

export function attachmentsAdd(post: Pick<Post, 'media'>): string {
  const { media } = post;
  if (media.length === 0) return t('labels.attachments.none');
  const withoutFile = media.filter((m) => !hasFile(m));
  const withoutDetails = media.filter((m) => hasFile(m) && !hasDetails(m));
  if (withoutFile.length === 0 && withoutDetails.length === 0) {
    return t('labels.attachments.allHeld', { items: itemsNoun(media) });
  }
  const files = withoutFile.length ? t('labels.attachments.filesOf', { items: itemsNoun(withoutFile) }) : '';
  const details = withoutDetails.length ? t('labels.attachments.detailsOf', { items: itemsNoun(withoutDetails) }) : '';
  const what = files && details ? t('labels.attachments.both', { first: files, second: details }) : files || details;
  return t('labels.attachments.add', { what });
}
