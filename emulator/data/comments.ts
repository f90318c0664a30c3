// Comments and replies, derived on demand from the dataset seed and the commented item's id: the
// same item always has the same comments, and nothing is stored.

import { EPOCH_MS } from './known';
import { Rng, seedOf } from './prng';
import type { Dataset, Person, Post, Video } from './types';
import { COMMENT_TEXTS, REPLY_TEXTS } from './words';

export type CommentTarget = Post | Video;

export interface Comment {
  id: string;
  /** Position among the item's top-level comments (0 = first shown). */
  index: number;
  text: string;
  author: Person;
  /** Epoch ms, or null where the site shows no time. */
  time: number | null;
  reactions: number;
  replyCount: number;
}

export type Reply = Omit<Comment, 'replyCount' | 'index'>;

const MINUTE = 60_000;

function commentBase(ds: Dataset, targetId: string): number {
  return 1e15 + (seedOf(ds.seed, 'comment-ids', targetId) % 400_000_000) * 1e6;
}

function when(rng: Rng, after: number): number {
  const span = Math.max(MINUTE, Math.min(EPOCH_MS - after, 10 * 24 * 60 * MINUTE));
  return after + MINUTE + Math.floor(rng.next() * span);
}

export function commentAt(ds: Dataset, target: CommentTarget, index: number): Comment {
  const rng = new Rng(seedOf(ds.seed, 'comment', target.id, index));
  const layout = target.kind === 'post' ? target.replyLayout : undefined;
  const replyCount = layout ? (layout[index] ?? 0) : rng.chance(0.12) ? rng.int(1, 15) : 0;
  let text = rng.pick(COMMENT_TEXTS);
  if (rng.chance(0.2)) text += ` ${rng.pick(COMMENT_TEXTS)}`;
  return {
    id: String(commentBase(ds, target.id) + index),
    index,
    text,
    author: rng.pick(ds.people),
    time: rng.chance(0.9) ? when(rng, target.time) : null,
    reactions: rng.skewed(400, 4),
    replyCount,
  };
}

/** Top-level comments [offset, offset + count). */
export function commentsPage(ds: Dataset, target: CommentTarget, offset: number, count: number): Comment[] {
  const out: Comment[] = [];
  const end = Math.min(target.commentsCount, offset + count);
  for (let i = Math.max(0, offset); i < end; i++) out.push(commentAt(ds, target, i));
  return out;
}

export function repliesOf(ds: Dataset, target: CommentTarget, comment: Comment): Reply[] {
  const out: Reply[] = [];
  const base = 3e15 + (seedOf(ds.seed, 'reply-ids', target.id, comment.id) % 1_000_000) * 1000;
  let t = comment.time ?? target.time;
  for (let j = 0; j < comment.replyCount; j++) {
    const rng = new Rng(seedOf(ds.seed, 'reply', target.id, comment.index, j));
    t = Math.min(EPOCH_MS - MINUTE, t + MINUTE + rng.int(0, 600) * MINUTE);
    out.push({
      id: String(base + j),
      text: rng.pick(REPLY_TEXTS),
      author: rng.pick(ds.people),
      time: t,
      reactions: rng.skewed(60, 4),
    });
  }
  return out;
}

/** `comment_feedback_id`: base64 of "feedback:<item>_<comment>", as the site writes them. */
export function feedbackIdOf(target: CommentTarget, comment: Comment): string {
  return Buffer.from(`feedback:${target.id}_${comment.id}`).toString('base64');
}

/** `expansion_token`: opaque; names the item and comment index and carries a checksum. */
export function expansionTokenOf(ds: Dataset, target: CommentTarget, comment: Comment): string {
  const body = { t: target.id, i: comment.index, h: seedOf(ds.seed, 'expansion', target.id, comment.index).toString(36) };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

export type ReplyLookup =
  | { ok: true; targetId: string; index: number; commentId: string }
  | { ok: false; param: 'comment_feedback_id' | 'expansion_token'; message: string };

/** Checks a feedback id and expansion token pair; the target may still be missing from the data. */
export function parseReplyRequest(ds: Dataset, feedbackId: string, token: string): ReplyLookup {
  const feedback = Buffer.from(feedbackId, 'base64').toString('utf8');
  const m = /^feedback:([A-Za-z0-9]+)_(\d+)$/.exec(feedback);
  if (!m) return { ok: false, param: 'comment_feedback_id', message: 'comment_feedback_id is not a valid feedback id' };
  const [, targetId, commentId] = m as unknown as [string, string, string];
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, param: 'expansion_token', message: 'expansion_token is not a valid token' };
  }
  const b = body as { t?: unknown; i?: unknown; h?: unknown };
  if (
    typeof b.t !== 'string' || typeof b.i !== 'number' || !Number.isInteger(b.i) || b.i < 0 ||
    b.h !== seedOf(ds.seed, 'expansion', b.t, b.i).toString(36)
  ) {
    return { ok: false, param: 'expansion_token', message: 'expansion_token is not a valid token' };
  }
  if (b.t !== targetId || String(commentBase(ds, targetId) + b.i) !== commentId) {
    return { ok: false, param: 'expansion_token', message: 'expansion_token does not belong to this comment_feedback_id' };
  }
  return { ok: true, targetId, index: b.i, commentId };
}
