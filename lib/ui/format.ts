import { kindName } from '../site/kinds';
import type { SocialKind } from '../site/types';
import type { UseCaseResult } from '../lookup/types';
import { safeHttpUrl } from '../service/normalize/values';
import { plural } from '../util/plural';

// The service's link rule is the only one: views check links with the same function as the normalisers.
export { plural, safeHttpUrl };

/**
 * The noun of a count shown on its own (compact, "12K"): "reaction" for exactly 1, as `plural`
 * says it, "reactions" otherwise.
 */
export function countNoun(n: number | undefined, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/**
 * Formatting for what the user reads: numbers in the user's locale, times in the user's time
 * zone, ages, costs. Pure functions; `undefined` locale means the browser's.
 */

const numberFormat = new Intl.NumberFormat(undefined);
const compactFormat = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** 12345 → "12,345" (in the user's locale). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Counts from 10,000 up are shown compact ("12K") with the exact value as the title. */
export const COMPACT_FROM = 10_000;

export function formatCount(value: number): { text: string; title?: string } {
  if (Math.abs(value) < COMPACT_FROM) return { text: formatNumber(value) };
  return { text: compactFormat.format(value), title: formatNumber(value) };
}

/** "1 credit", "5 credits", "free". */
export function formatCredits(credits: number): string {
  if (credits === 0) return 'free';
  return plural(credits, 'credit');
}

/** The credits part of a button label: "1 credit", "cached · 0 credits", "~3 credits", "free". */
export function costText(cost: { credits: number; cached?: boolean; exact?: boolean }): string {
  if (cost.cached) return 'cached · 0 credits';
  const text = formatCredits(cost.credits);
  return cost.exact === false && cost.credits > 0 ? `~${text}` : text;
}

/** "Look up · 1 credit". */
export function withCost(label: string, cost: { credits: number; cached?: boolean; exact?: boolean }): string {
  return `${label} · ${costText(cost)}`;
}

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

/** A timestamp in the user's time zone ("Jan 31, 2026, 1:00 PM"); unparseable text as given. */
export function formatDateTime(value: string | number | Date): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : String(value);
}

/** Date only: for YYYY-MM-DD values (ads dates) that carry no time. */
export function formatDate(value: string | number | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A calendar date: show it as that day wherever the user is.
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return dateFormat.format(new Date(y, m - 1, d));
  }
  const d = toDate(value);
  return d ? dateFormat.format(d) : String(value);
}

/** Long form with the time zone, for titles. */
export function formatFullDateTime(value: string | number | Date): string {
  const d = toDate(value);
  return d ? fullFormat.format(d) : String(value);
}

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function formatAge(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 45) return 'just now';
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min ago`;
  const h = Math.round(min / 60);
  if (h < 24) return `${h} h ago`;
  const days = Math.round(h / 24);
  return `${plural(days, 'day')} ago`;
}

/** "cached · 0 credits · 5 min ago". */
export function cachedText(ageMs: number | undefined): string {
  return ageMs === undefined ? 'cached · 0 credits' : `cached · 0 credits · ${formatAge(ageMs)}`;
}

/** 75 → "1:15"; 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}


/** The user's IANA time zone ("Europe/Paris"), or UTC. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Pretty-printed JSON for the raw viewer; text that is not JSON is returned as is. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** How a link is shown as text: its real origin in full (no user info), the rest shortened. */
export function displayUrl(href: string): string {
  try {
    const url = new URL(href);
    const rest = url.href.slice(url.origin.length);
    return url.origin + (rest === '/' ? '' : truncate(rest, 60));
  } catch {
    return truncate(href, 80);
  }
}

/** Whether text reads like a link or a host ("www.social.example", "https://…"). */
export function looksLikeUrl(text: string): boolean {
  return /^\s*([a-z][a-z0-9+.-]*:\/\/|www\.|[^\s/@]+\.[a-z]{2,}(\/|\s*$))/i.test(text);
}

/** A piece of service text: plain text, or a link when `href` is set (already http(s)-checked). */
export interface TextPart {
  text: string;
  href?: string;
}

/** Longer URLs in text stay text: a link must not cost more to lay out than a line. */
export const MAX_LINKED_URL = 2_048;

const URL_START = /https?:\/\//gi;
// A URL runs to whitespace, quotes, angle brackets, control or bidi characters.
const URL_RUN = /[^\s<>"`\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]*/uy;

/**
 * Service text split into text and links: every `http(s)://` URL that passes the link rule
 * becomes a link; trailing punctuation ("see https://x.example/a.") and an unmatched closing
 * bracket stay text. One pass, linear in the text's length.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  URL_START.lastIndex = 0;
  for (let m = URL_START.exec(text); m; m = URL_START.exec(text)) {
    URL_RUN.lastIndex = m.index;
    URL_RUN.exec(text);
    const runEnd = URL_RUN.lastIndex;
    URL_START.lastIndex = Math.max(runEnd, m.index + 1);
    if (runEnd - m.index > 2 * MAX_LINKED_URL) continue;
    let end = runEnd;
    while (end > m.index && /[.,;:!?'")\]}*]/.test(text[end - 1]!)) {
      const c = text[end - 1]!;
      const open = c === ')' ? '(' : c === ']' ? '[' : c === '}' ? '{' : '';
      if (open) {
        const inner = text.slice(m.index, end - 1);
        if (inner.split(open).length > inner.split(c).length) break;
      }
      end--;
    }
    if (end - m.index > MAX_LINKED_URL) continue;
    const href = safeHttpUrl(text.slice(m.index, end));
    if (!href) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: text.slice(m.index, end), href });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** How far into `text` (from `from`, at most `room` characters) a block may end: after the last line break or space in the last 40%, else at `room`. */
function softCut(text: string, from: number, room: number): number {
  const windowStart = from + Math.floor(room * 0.6);
  const window = text.slice(windowStart, from + room);
  const newline = window.lastIndexOf('\n');
  if (newline >= 0) return windowStart + newline + 1 - from;
  const space = window.search(/\s\S*$/);
  if (space >= 0) return windowStart + space + 1 - from;
  return room;
}

/**
 * The first `limit` characters of `parts` in blocks of at most about `size` characters each, so
 * the page lays out a bounded amount however long the text: blocks end at a line break or a space
 * where there is one, a link is never cut (it ends a block early or starts the next one).
 * `end` is how many characters of the text the blocks hold.
 */
export function textBlocks(parts: TextPart[], limit: number, size: number): { blocks: TextPart[][]; end: number } {
  const blocks: TextPart[][] = [];
  let block: TextPart[] = [];
  let blockLen = 0;
  let pos = 0;
  const flush = () => {
    if (block.length) blocks.push(block);
    block = [];
    blockLen = 0;
  };
  let full = false;
  for (const part of parts) {
    if (full || pos >= limit) break;
    if (part.href) {
      if (pos > 0 && pos + part.text.length > limit) break;
      if (blockLen > 0 && blockLen + part.text.length > size) flush();
      block.push(part);
      blockLen += part.text.length;
      pos += part.text.length;
      continue;
    }
    let offset = 0;
    while (offset < part.text.length && pos < limit) {
      const room = Math.min(size - blockLen, limit - pos);
      if (room <= 0) {
        flush();
        continue;
      }
      const left = part.text.length - offset;
      const take = left <= room ? left : softCut(part.text, offset, room);
      block.push({ text: part.text.slice(offset, offset + take) });
      blockLen += take;
      pos += take;
      offset += take;
      if (left > room) {
        // Cut short by the limit (not by the block's size): the text stops here.
        full = room === limit - (pos - take);
        flush();
        if (full) break;
      }
    }
  }
  flush();
  return { blocks, end: pos };
}

/** Human name of a detected kind ("Page", "Share link"), from the site module. */
export function kindLabel(kind: string): string {
  return kindName(kind as SocialKind) || 'Link';
}

/**
 * The badge of an entity view: what its link says, unless the answer says otherwise (an object id
 * alone reads as a post until its answer is a page or a group).
 */
export function entityKindLabel(kind: string | undefined, result: UseCaseResult | undefined): string {
  if (kind === 'post') {
    const answered = result?.steps.find((s) => s.normalized.status === 'ok' && (s.normalized.model === 'page' || s.normalized.model === 'group'));
    if (answered) return kindLabel(answered.normalized.model);
  }
  return kind ? kindLabel(kind) : 'Link';
}

/** Shortens text for one-line summaries. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A name, title or label from the service, at most 200 characters (however long it came). */
export function shortText(text: string): string;
export function shortText(text: string | undefined): string | undefined;
export function shortText(text: string | undefined): string | undefined {
  return text === undefined ? undefined : truncate(text, 200);
}

/** What a button will cost, as shown on it. */
export interface Cost {
  credits: number;
  /** Every step is answered by the cache. */
  cached?: boolean;
  /** False when later steps depend on answers (the price is an estimate). */
  exact?: boolean;
  overBudget?: boolean;
  /** Price without the cache (Refresh). */
  refreshCredits?: number;
  cachedAgeMs?: number;
  /** Credits left of today's budget (absent without a budget). */
  budgetLeft?: number;
  /** It needs more credits than are left: how many, and how many are left. */
  shortOf?: { needed: number; left: number };
}
