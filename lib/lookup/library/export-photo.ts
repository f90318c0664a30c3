import type { Cell } from './csv';
import type { Column, ExportEntity } from './export-column';
import { ownerText } from './names';

/** The photo network's export columns (documented in docs/export-columns.md with the others). */

const path = (e: ExportEntity, p: string): unknown => p.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), e.data);
const str = (v: unknown): Cell => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : undefined);
const num = (v: unknown): Cell => (typeof v === 'number' ? v : undefined);
const col = (name: string, p: string, as: (v: unknown) => Cell = str): Column<ExportEntity> => ({ name, value: (e) => as(path(e, p)) });
const id: Column<ExportEntity> = { name: 'id', value: (e) => e.id };
const owner: Column<ExportEntity> = { name: 'owner', value: (e) => ownerText(e.owner) };
const mediaCount: Column<ExportEntity> = { name: 'media', value: (e) => (Array.isArray(e.data.media) ? e.data.media.length : undefined) };

export const PHOTO_COLUMNS = {
  photo_profile: [id, col('username', 'username'), col('full_name', 'fullName'), col('url', 'url'), col('followers', 'followers', num),
    col('following', 'following', num), col('posts', 'posts', num), col('verified', 'verified'), col('private', 'private'), col('bio', 'bio'),
    col('website', 'website'), col('category', 'business.category'), col('email', 'business.email'), col('phone', 'business.phone'),
    col('address', 'business.address')],
  photo_post: [id, col('shortcode', 'shortcode'), col('url', 'url'), col('type', 'type'), col('caption', 'caption'),
    col('owner_username', 'owner.username'), col('owner_id', 'owner.id'), col('time', 'time'), col('likes', 'likes', num),
    col('comments', 'comments', num), col('views', 'views', num), mediaCount, col('location_id', 'location.id'), col('location_name', 'location.name')],
  photo_reel: [id, col('shortcode', 'shortcode'), col('url', 'url'), col('caption', 'caption'), col('owner_username', 'owner.username'),
    col('owner_id', 'owner.id'), col('time', 'time'), col('plays', 'plays', num), col('likes', 'likes', num), col('comments', 'comments', num),
    col('duration_sec', 'duration', num), col('audio_id', 'audio.id'), col('audio_title', 'audio.title')],
  photo_highlight: [id, col('title', 'title'), col('url', 'url'), col('items', 'items', num), col('cover', 'cover'), owner],
  photo_story: [id, { name: 'highlight', value: (e) => ownerText(e.owner) }, col('type', 'type'), col('url', 'url'), col('thumbnail', 'thumbnail'),
    col('time', 'time')],
  photo_location: [id, col('name', 'name'), col('category', 'category'), col('address', 'address'), col('latitude', 'latitude', num),
    col('longitude', 'longitude', num), col('posts', 'posts', num)],
  photo_audio: [id, col('title', 'title'), col('artist', 'artist')],
} satisfies Record<string, Column<ExportEntity>[]>;
