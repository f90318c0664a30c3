// Files handed out by social_download_media: small generated pictures (PNG) and MP4-shaped video
// bytes under the emulator's own origin, so a download can be followed end to end offline. The
// bytes are derived from the file name: the same URL always gives the same file.

import { deflateSync } from 'node:zlib';
import { seedOf } from './data/prng';
import type { Dataset } from './data/types';
import { lookup } from './resolve';

export const MEDIA_PREFIX = '/files';

const NAME_RE = /^(\d{1,25})([a-z]?)(?:_(hd|sd|image|thumb))?\.(png|mp4)$/;

/** URL of a generated file for media `id` (a photo, video, ad or listing photo id). */
export function mediaFileUrl(origin: string, id: string, variant: 'photo' | 'hd' | 'sd' | 'image' | 'thumb'): string {
  if (variant === 'hd' || variant === 'sd') return `${origin}${MEDIA_PREFIX}/${id}_${variant}.mp4`;
  return `${origin}${MEDIA_PREFIX}/${id}${variant === 'photo' ? '' : `_${variant}`}.png`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 64×48 RGB picture: a colour from the seed with a lighter diagonal band. */
export function pngBytes(seed: number): Buffer {
  const width = 64;
  const height = 48;
  const hue = [seed & 0xff, (seed >>> 8) & 0xff, (seed >>> 16) & 0xff];
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y - 8) < 6;
      for (const c of hue) rows.push(band ? Math.min(255, c + 90) : c);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
}

/** An MP4-shaped file: an `ftyp` box and an `mdat` box of seeded bytes (not playable). */
export function mp4Bytes(seed: number, size: number): Buffer {
  const ftyp = Buffer.concat([Buffer.from('isom', 'ascii'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'ascii')]);
  const data = Buffer.alloc(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = x & 0xff;
  }
  return Buffer.concat([box('ftyp', ftyp), box('mdat', data)]);
}

/** Serves `/files/<id>[_variant].png|mp4` for media that exists in the dataset; 404 otherwise. */
export function mediaResponse(ds: Dataset, path: string): Response {
  const name = path.slice(MEDIA_PREFIX.length + 1);
  const m = NAME_RE.exec(name);
  if (!m || !lookup(ds, { kind: 'media', id: m[1]! })) {
    return new Response(JSON.stringify({ error: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }
  const seed = seedOf('media', ds.seed, name);
  const video = m[4] === 'mp4';
  const bytes = video ? mp4Bytes(seed, m[3] === 'hd' ? 24_000 : 8_000) : pngBytes(seed);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': video ? 'video/mp4' : 'image/png',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="${name}"`,
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=86400',
    },
  });
}
