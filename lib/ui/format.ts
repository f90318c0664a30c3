import { kindName } from '../site/kinds';
import type { SocialKind } from '../site/types';
import { plural } from '../util/plural';

export { plural };

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

/** Seconds left of a wait, rounded up: 11_200 ms → 12. */
export function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
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

/** Only http(s) URLs are ever made clickable or loaded. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Human name of a detected kind ("Page", "Share link"), from the site module. */
export function kindLabel(kind: string): string {
  return kindName(kind as SocialKind) || 'Link';
}

/** Shortens text for one-line summaries. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
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
