// social_download_media: a media link (post, photo, video, reel, ad, listing, or a file on the
// media hosts) answered with direct file URLs. The files are served by the emulator itself.

import { resolve, type Handler } from './answer';
import { mediaFileUrl } from './media';
import type { Found } from './resolve';

interface MediaItem {
  type: 'photo' | 'video';
  url: string;
  mime_type: string;
  width: number;
  height: number;
  quality?: 'hd' | 'sd';
  thumbnail?: string;
}

function videoFiles(origin: string, id: string, width: number, height: number): MediaItem[] {
  const thumbnail = mediaFileUrl(origin, id, 'thumb');
  return [
    { type: 'video', quality: 'hd', url: mediaFileUrl(origin, id, 'hd'), mime_type: 'video/mp4', width, height, thumbnail },
    { type: 'video', quality: 'sd', url: mediaFileUrl(origin, id, 'sd'), mime_type: 'video/mp4', width: Math.round(width / 2), height: Math.round(height / 2), thumbnail },
  ];
}

const photoFile = (origin: string, id: string, width: number, height: number): MediaItem => ({
  type: 'photo', url: mediaFileUrl(origin, id, 'photo'), mime_type: 'image/png', width, height,
});

/** What can be downloaded from an entity, and what to call it. */
function filesOf(origin: string, ref: Found): { kind: string; id: string; title: string; media: MediaItem[] } | null {
  switch (ref.kind) {
    case 'post': {
      const p = ref.post;
      const media = p.photos.map((ph) => photoFile(origin, ph.id, ph.width, ph.height));
      if (p.video) media.push(...videoFiles(origin, p.video.id, p.video.width, p.video.height));
      return { kind: 'post', id: p.id, title: p.text.split('\n')[0]!.slice(0, 100), media };
    }
    case 'video': {
      const v = ref.video;
      return { kind: v.isReel ? 'reel' : 'video', id: v.id, title: v.title, media: videoFiles(origin, v.id, v.width, v.height) };
    }
    case 'ad': {
      const a = ref.ad;
      const media = a.video
        ? videoFiles(origin, a.id, 1280, 720)
        : [{ ...photoFile(origin, a.id, 1080, 1080), url: mediaFileUrl(origin, a.id, 'image') }];
      return { kind: 'ad', id: a.id, title: a.title, media };
    }
    case 'listing': {
      const l = ref.listing;
      return { kind: 'listing', id: l.id, title: l.title, media: l.photos.map((ph) => photoFile(origin, ph.id, ph.width, ph.height)) };
    }
    default:
      return null;
  }
}

export const MEDIA_HANDLERS: Record<string, Handler> = {
  social_download_media: (ctx) => {
    const ref = resolve(ctx, 'media', 'url');
    const files = ref && filesOf(ctx.origin, ref);
    if (!files || files.media.length === 0) return { body: { data: { media: [] } }, items: 0 };
    return {
      body: { data: { source_url: ctx.params.url, kind: files.kind, id: files.id, title: files.title, media: files.media } },
      items: files.media.length,
    };
  },
};
