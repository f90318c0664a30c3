import type { HistoryEntry } from '../../lookup/types';
import { t } from '../i18n/catalogue';
import { requestKey } from '../requests/results';

/**
 * Recent lookups as a person remembers them: one row per entity, not one per call (three pages
 * of a post's comments are that post), newest first. A row opens its entity (a lookup of its
 * link, answered by the cache while it is fresh); a lookup about no entity (a search) stays itself,
 * its further pages folded into it, and every comment's replies are one row. The background names
 * each entry's entity when it records it (lib/lookup/history.ts).
 */
export interface RecentRow {
  /** What a click runs again: the entity's lookup, else the newest request of the row. */
  opens: HistoryEntry;
  label: string;
  /** Credits paid for the lookups the row folds (what was charged then, not what opening costs now). */
  paid: number;
  lookups: number;
  /** The newest of them. */
  time: number;
}

/** Pages of one list differ only by their cursor: they are one row. */
function foldKey(entry: HistoryEntry): string {
  if (entry.entity) return `entity:${entry.entity.key}`;
  // Replies are asked by a comment's feedback id, which names no link: those of one post are one row.
  if (entry.request.useCase === 'comment_replies') return `replies:${postOfReplies(entry) ?? ''}`;
  const { end_cursor: _cursor, ...input } = entry.request.input as Record<string, unknown>;
  return `request:${requestKey({ ...entry.request, input } as HistoryEntry['request'])}`;
}

/**
 * The post whose comments' replies were asked for: the site writes a comment's feedback id as
 * base64 of `feedback:<post id>_<comment id>`.
 */
export function postOfReplies(entry: Pick<HistoryEntry, 'request'>): string | undefined {
  const id = (entry.request.input as Record<string, unknown>).comment_feedback_id;
  if (typeof id !== 'string') return undefined;
  try {
    return /^feedback:(\d+)_\d+$/.exec(atob(id))?.[1];
  } catch {
    return undefined; // Not base64: a feedback id of another shape names no post.
  }
}

/** "Replies to 3 comments on post 2257188721032235" (or "on a post" when the id names none). */
function labelOf(row: RecentRow): string {
  if (row.opens.request.useCase !== 'comment_replies') return row.label;
  const post = postOfReplies(row.opens);
  return post ? t('labels.recent.repliesOnPost', { count: row.lookups, post }) : t('labels.recent.repliesOnAPost', { count: row.lookups });
}

export function recentEntities(history: readonly HistoryEntry[], max = 5): RecentRow[] {
  const rows = new Map<string, RecentRow>();
  for (const entry of [...history].sort((a, b) => b.time - a.time)) {
    const key = foldKey(entry);
    const row = rows.get(key);
    if (row) {
      row.paid += entry.creditsCharged;
      row.lookups += 1;
      continue;
    }
    if (rows.size >= max) continue;
    const { entity } = entry;
    const opens =
      entity && entry.useCase !== 'lookup_url'
        ? { ...entry, useCase: 'lookup_url' as const, request: { useCase: 'lookup_url' as const, input: { url: entity.url } }, label: entity.label }
        : entry;
    rows.set(key, { opens, label: opens.label, paid: entry.creditsCharged, lookups: 1, time: entry.time });
  }
  return [...rows.values()].map((row) => ({ ...row, label: labelOf(row) }));
}

/** "paid 1 credit", "paid 3 credits in 4 lookups", "paid nothing". */
export function paidText(row: Pick<RecentRow, 'paid' | 'lookups'>): string {
  const cost = t('count.credit', { count: row.paid });
  if (row.lookups > 1) return row.paid > 0 ? t('labels.recent.paidIn', { cost, count: row.lookups }) : t('labels.recent.paidNothingIn', { count: row.lookups });
  return row.paid > 0 ? t('labels.recent.paid', { cost }) : t('labels.recent.paidNothing');
}
