import { definedOnly } from '../../util/defined';

/**
 * Lenient readers of single values. The service's bodies vary by endpoint and over time: counts
 * come as numbers or abbreviated text, times as ISO text or unix seconds or ms, links as anything.
 * Each reader returns undefined rather than guessing or throwing.
 */

export type Rec = Record<string, unknown>;

export function isRecord(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function rec(v: unknown): Rec | undefined {
  return isRecord(v) ? v : undefined;
}

/** The first of `keys` whose value in `o` is neither undefined nor null. */
export function pick(o: Rec | undefined, ...keys: string[]): unknown {
  if (!o) return undefined;
  for (const k of keys) {
    const v = o[k];
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}

/** The first defined result of `read` over the values of `keys` in each object, in order. */
export function first<T>(read: (v: unknown) => T | undefined, objs: (Rec | undefined)[], keys: string[]): T | undefined {
  for (const o of objs) {
    if (!o) continue;
    for (const k of keys) {
      const r = read(o[k]);
      if (r !== undefined) return r;
    }
  }
  return undefined;
}

/** Non-empty text (numbers become text); objects with `text`/`name` give theirs. */
export function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (isRecord(v)) return text(v.text) ?? text(v.name) ?? text(v.title);
  return undefined;
}

/** Only plain text or a number: no digging into objects. */
export function plainText(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** An identifier: non-empty text or a whole number (ids are passed around as text). */
export function idText(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return Number.isInteger(v) ? v.toFixed(0) : String(v);
  if (typeof v === 'bigint') return v.toString();
  return undefined;
}

export function bool(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true' || s === 'yes' || s === '1') return true;
    if (s === 'false' || s === 'no' || s === '0') return false;
  }
  return undefined;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/**
 * A count from a number or from text as the site displays it: "13K", "1.2M", "1,234",
 * "2.5K followers", "1.234" (grouped with dots). Negative, fractional-looking or unreadable
 * values give undefined.
 */
export function parseCount(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? Math.round(v) : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim().toLowerCase().replace(/\u00a0/g, ' ');
  const m = /^\d[\d,.\s]*/.exec(s);
  if (!m) return undefined;
  let num = m[0].replace(/\s+/g, '').replace(/[.,]+$/, '');
  // A multiplier word must end there: "12 members" is 12, not 12 million.
  const suffix = /^(thousand|million|billion|mn|bn|k|m|b)(?![a-z])/.exec(s.slice(m[0].length))?.[1];
  if (suffix) {
    // "1,2K" uses a decimal comma; "1.2K" a decimal point.
    if (!num.includes('.') && /^\d+,\d{1,2}$/.test(num)) num = num.replace(',', '.');
    num = num.replace(/,/g, '');
    const n = Number(num);
    return Number.isFinite(n) ? Math.round(n * MULTIPLIERS[suffix]!) : undefined;
  }
  if (/^\d{1,3}(,\d{3})+$/.test(num) || /^\d{1,3}(\.\d{3})+$/.test(num)) return Number(num.replace(/[,.]/g, ''));
  if (/^\d+$/.test(num)) return Number(num);
  if (/^\d+\.\d+$/.test(num)) return Math.round(Number(num));
  return undefined;
}

/** A count, also from objects such as `{count: 12}` or `{total_count: 12}`. */
export function countOf(v: unknown): number | undefined {
  const n = parseCount(v);
  if (n !== undefined || !isRecord(v)) return n;
  return parseCount(v.count) ?? parseCount(v.total_count) ?? parseCount(v.total) ?? parseCount(v.value);
}

/**
 * The one rule for links and images from the service, used by the normalisers and by every view:
 * an absolute http(s) URL, or undefined (`javascript:`, `data:`, relative links are dropped).
 * User info is dropped too: `http://www.social.example@evil.example/` goes to evil.example, and
 * the name before the `@` would only make it look as if it went elsewhere.
 */
export function safeHttpUrl(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (!/^https?:\/\//i.test(s)) return undefined;
  try {
    const url = new URL(s);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return undefined;
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** A website as pages write it: a full URL, or a bare host ("example.com/shop") given https. */
export function websiteUrl(v: unknown): string | undefined {
  const direct = safeHttpUrl(v);
  if (direct || typeof v !== 'string') return direct;
  const s = v.trim();
  return /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(s) ? safeHttpUrl(`https://${s}`) : undefined;
}

/**
 * An image link from the forms the service uses: a URL, an object `{uri}` / `{url}` / `{src}`,
 * or such an object serialised as a JSON string (`photo_image: "{\"uri\":\"https://…\"}"`).
 */
export function imageUrl(v: unknown): string | undefined {
  if (typeof v === 'string') {
    const s = v.trim();
    if (s.startsWith('{')) {
      try {
        return imageUrl(JSON.parse(s));
      } catch {
        return undefined;
      }
    }
    return safeHttpUrl(s);
  }
  if (isRecord(v)) {
    return (
      safeHttpUrl(v.uri) ??
      safeHttpUrl(v.url) ??
      safeHttpUrl(v.src) ??
      safeHttpUrl(v.original_image_url) ??
      safeHttpUrl(v.image_url) ??
      (isRecord(v.image) ? imageUrl(v.image) : undefined)
    );
  }
  return undefined;
}

/** Unix seconds below this are seconds; above, milliseconds (1e11 s is the year 5138). */
const MS_THRESHOLD = 1e11;

/** A time as ISO 8601 from ISO text, unix seconds or unix ms (numbers or numeric text). */
export function toIso(v: unknown): string | undefined {
  let ms: number | undefined;
  if (typeof v === 'number') ms = Number.isFinite(v) && v > 0 ? (v < MS_THRESHOLD ? v * 1000 : v) : undefined;
  else if (typeof v === 'string') {
    const s = v.trim();
    if (!s) return undefined;
    if (/^\d+(\.\d+)?$/.test(s)) return toIso(Number(s));
    const t = Date.parse(s);
    ms = Number.isNaN(t) ? undefined : t;
  }
  if (ms === undefined) return undefined;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** Seconds from a number, numeric text or "m:ss" / "h:mm:ss". */
export function durationSec(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return Number(s);
  if (/^\d+(:\d{1,2}){1,2}$/.test(s)) return s.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  return undefined;
}

/** A list of strings from an array (of text or `{name}` objects) or a single text. */
export function stringList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(text).filter((s): s is string => s !== undefined);
  const one = text(v);
  return one === undefined ? [] : [one];
}

export function array(v: unknown): unknown[] | undefined {
  return Array.isArray(v) ? v : undefined;
}

/** Whether a value carries anything: null, '', [], {} and objects of only those carry nothing. */
export function hasContent(v: unknown, depth = 0): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.some((x) => hasContent(x, depth + 1));
  if (isRecord(v)) return depth > 8 || Object.values(v).some((x) => hasContent(x, depth + 1));
  return true;
}

/**
 * Drops keys whose value is undefined, so models compare and serialise cleanly, and types them as
 * absent (the models' optional fields are absent or set: exactOptionalPropertyTypes).
 */
export const compact = definedOnly;
