import type { PhotoPost } from '../../service/model-photo';

/**
 * The files of a photo post or reel to save, in the order shown (so `{n}` is the item's place in
 * a carousel), and what names them: its owner's username, its day, its shortcode (the key its
 * link shows). A video is saved only from its video file, never its picture under a video's name.
 */
export function photoFiles(post: PhotoPost): {
  files: { url: string | undefined; type: 'photo' | 'video' }[];
  names: { owner?: string | undefined; date?: string | undefined; id?: string | undefined };
} {
  return {
    files: post.media.map((m) => ({ url: m.type === 'photo' ? (m.url ?? m.thumbnail) : m.url, type: m.type })),
    names: { owner: post.owner?.username, date: post.time, id: post.shortcode ?? post.id },
  };
}
