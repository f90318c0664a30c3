// Identifiers by role of a photo detection, so the lookup layer keys one entity by kind and key
// whichever link form reached it: a post's or reel's shortcode (the service's key for a post, read
// for free), a profile's username (or numeric id), a story's media id, a highlight's, a tag's, a
// location's and an audio's ids, a share link's code.

import { NUM_RE, param, type ParsedUrl } from '../params';
import type { Detection, DetectionIds } from '../types';

export function idsOf(d: Detection, p: ParsedUrl): DetectionIds {
  const id = d.id!;
  const ids: DetectionIds = {};
  switch (d.kind) {
    case 'photo_profile':
      if (p.lsegs[0]?.startsWith('id:')) ids.userId = id;
      else ids.vanity = id;
      break;
    case 'photo_post':
    case 'photo_reel':
      ids.shortcode = id;
      if (d.owner !== undefined) ids.ownerVanity = d.owner;
      break;
    case 'photo_stories':
      ids.vanity = id;
      break;
    case 'photo_story':
      ids.story = id;
      if (d.owner !== undefined) ids.ownerVanity = d.owner;
      break;
    case 'photo_highlight': {
      ids.highlight = id;
      const item = param(p, 'story_media_id');
      if (item !== undefined && NUM_RE.test(item)) ids.story = item;
      break;
    }
    case 'photo_tag':
      ids.tag = id;
      break;
    case 'photo_location':
      ids.location = id;
      break;
    case 'photo_audio':
      ids.audio = id;
      break;
    case 'photo_share_link':
      ids.code = id;
      break;
  }
  return ids;
}

/** A share link's target is only known after a call. */
export function needsResolution(d: Detection): boolean {
  return d.kind === 'photo_share_link';
}
