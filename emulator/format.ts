// Formatting shared by the answers: times in a time zone, abbreviated counts, cursors.

import { seedOf } from './data/prng';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** ISO 8601 with the zone's offset: 2026-10-30T14:05:00-04:00 (UTC gives +00:00). */
export function isoInZone(ms: number, timeZone = 'UTC'): string {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  const offsetMin = Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  return (
    `${parts.year}-${pad(parts.month!)}-${pad(parts.day!)}T${pad(parts.hour!)}:${pad(parts.minute!)}:${pad(parts.second!)}` +
    `${sign}${pad(Math.floor(Math.abs(offsetMin) / 60))}:${pad(Math.abs(offsetMin) % 60)}`
  );
}

/** "13K", "1.2K", "2.4M" (the site's abbreviated counts). */
export function abbreviate(n: number): string {
  if (n < 1000) return String(n);
  const one = (x: number) => (Math.floor(x * 10) / 10).toFixed(1).replace(/\.0$/, '');
  if (n < 10_000) return `${one(n / 1000)}K`;
  if (n < 1_000_000) return `${Math.floor(n / 1000)}K`;
  return `${one(n / 1_000_000)}M`;
}

/** The number an abbreviated count stands for ("2.4M" → 2400000). */
export function abbreviatedValue(n: number): number {
  const text = abbreviate(n);
  const m = /^([\d.]+)([KM]?)$/.exec(text)!;
  const mult = m[2] === 'M' ? 1_000_000 : m[2] === 'K' ? 1000 : 1;
  return Math.round(Number(m[1]) * mult);
}

/** Start of a date or timestamp filter in epoch ms (plain dates are midnight UTC). */
export function parseTime(text: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : Date.parse(text);
}

// Cursors: base64url of {o: offset, c: checksum of the query}. Opaque to clients; a cursor that
// was altered, or sent with a different query, is rejected (400 naming end_cursor).

export function encodeCursor(offset: number, scope: string): string {
  return Buffer.from(JSON.stringify({ o: offset, c: seedOf('cursor', scope, offset).toString(36) })).toString('base64url');
}

/** Offset of a cursor made for `scope`, or null when it is not one. */
export function decodeCursor(cursor: string, scope: string): number | null {
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; c?: unknown };
    if (typeof body.o !== 'number' || !Number.isInteger(body.o) || body.o < 0) return null;
    return body.c === seedOf('cursor', scope, body.o).toString(36) ? body.o : null;
  } catch {
    return null;
  }
}
