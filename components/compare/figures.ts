import type { LibraryItem } from '../../lib/ui/library/library-queries';
import { daysRunning } from '../entities/ad-days';

/**
 * The figures of one column of a comparison, from what the library keeps (free): its audience,
 * how often it posts and how its posts are met, and the ads it runs. A figure the kept data cannot
 * give is undefined (said as "not kept"), never a guess.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export interface ColumnFigures {
  /** Followers (a page, a profile) or members (a group); a page's likes when that is all that is kept. */
  audience?: number;
  /** Kept posts a week, over the span from the first to the last dated post (at least a week). */
  postsPerWeek?: number;
  medianReactions?: number;
  medianComments?: number;
  posts: number;
  /** Ads kept as still running (none kept: not known), and how many days each has run. */
  adsRunning?: number;
  daysRunning: number[];
  medianDaysRunning?: number;
  /** When the oldest of the data shown was fetched: the subject, its posts, its ads. */
  fetched: { subject: number; posts?: number; ads?: number };
}

/** An ad still running: said so, or without an end date when the answer does not say. */
const running = (d: { active?: unknown; endDate?: unknown }) => d.active === true || (d.active === undefined && !d.endDate);

export function columnFigures(subject: LibraryItem, posts: LibraryItem[], ads: LibraryItem[], now: number): ColumnFigures {
  const d = subject.data;
  const audience = num(d.followers) ?? num(d.members) ?? num(d.likes);
  const dated = posts.map((p) => p.time).filter((t): t is number => t !== undefined);
  const span = dated.length >= 2 ? Math.max(WEEK_MS, Math.max(...dated) - Math.min(...dated)) : undefined;
  const reactions = posts.map((p) => num((p.data.reactions as { total?: unknown } | undefined)?.total) ?? num(p.data.reactions)).filter((v): v is number => v !== undefined);
  const comments = posts.map((p) => num(p.data.comments)).filter((v): v is number => v !== undefined);
  const live = ads.filter((a) => running(a.data));
  const days = live
    .map((a) => daysRunning({ startDate: a.data.startDate as string | undefined, endDate: a.data.endDate as string | undefined }, now))
    .filter((v): v is number => v !== undefined);
  const oldest = (xs: LibraryItem[]) => (xs.length ? Math.min(...xs.map((x) => x.fetchedAt)) : undefined);
  const out: ColumnFigures = {
    posts: posts.length,
    daysRunning: days,
    fetched: { subject: subject.fetchedAt },
  };
  if (audience !== undefined) out.audience = audience;
  // No ads kept says nothing about how many run: "not kept", not 0.
  if (ads.length > 0) out.adsRunning = live.length;
  if (span !== undefined) out.postsPerWeek = Math.round((dated.length / (span / WEEK_MS)) * 10) / 10;
  const mr = median(reactions);
  if (mr !== undefined) out.medianReactions = mr;
  const mc = median(comments);
  if (mc !== undefined) out.medianComments = mc;
  const md = median(days);
  if (md !== undefined) out.medianDaysRunning = md;
  const op = oldest(posts);
  if (op !== undefined) out.fetched.posts = op;
  const oa = oldest(ads);
  if (oa !== undefined) out.fetched.ads = oa;
  return out;
}

/** Where a subject's ads are filed in the library: under its advertiser (a page's ads library id, else its id). */
export function adsOwner(subject: LibraryItem): string {
  const adPageId = typeof subject.data.adPageId === 'string' ? subject.data.adPageId : undefined;
  return `advertiser:${subject.kind === 'advertiser' ? subject.id : (adPageId ?? subject.id)}`;
}

/** The kinds that can be compared: those with an audience and posts or ads of their own. */
export const COMPARABLE = ['page', 'group', 'advertiser', 'profile', 'photo_profile'] as const;
export const comparable = (kind: string) => (COMPARABLE as readonly string[]).includes(kind);
