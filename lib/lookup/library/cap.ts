import type { LibraryStore } from './types';

/**
 * The size cap's one rule: the oldest answers go first, with the items no other kept answer holds,
 * until the library is within the size. The same plan is the preview a page shows before anything
 * goes (a dry run) and the list that is deleted; nothing is deleted without the user's word.
 */

export const MB = 1024 * 1024;

/** What going down to a size deletes. */
export interface CapFigures {
  /** Kept answers. */
  answers: number;
  /** Items (entities) that only those answers hold. */
  items: number;
  bytes: number;
  /** Credits those answers cost when they were fetched. */
  credits: number;
}

export interface CapPlan extends CapFigures {
  keys: string[];
}

/** What the user agreed to lose (the preview's figures): a deletion goes ahead only while they hold. */
export type CapAgreement = CapFigures;

export type CapOutcome = { ok: true; deleted: CapFigures } | { ok: false; preview: CapFigures };

export const figuresOf = ({ answers, items, bytes, credits }: CapFigures): CapFigures => ({ answers, items, bytes, credits });

/**
 * The oldest answers to delete for the library to fit in `limitBytes` (0: every answer), never
 * `except` (an answer just written), and what they hold. Reads only: nothing is deleted here.
 */
export async function planCap(store: LibraryStore, limitBytes: number, except?: string): Promise<CapPlan> {
  let bytes = (await store.stats()).bytes;
  const chosen: { key: string; creditsCharged: number; entityUids: string[] }[] = [];
  let freed = 0;
  // The store lists the oldest from the start: ask for more each round until enough is found.
  for (let walked = 0, ask = 50; bytes > limitBytes; ask *= 4) {
    const oldest = await store.oldestAnswers(ask);
    for (const a of oldest.slice(walked)) {
      if (bytes <= limitBytes) break;
      if (a.key === except) continue;
      chosen.push(a);
      bytes -= a.bytes;
      freed += a.bytes;
    }
    if (oldest.length < ask) break;
    walked = oldest.length;
  }
  const keys = new Set(chosen.map((a) => a.key));
  const held = await store.getEntities([...new Set(chosen.flatMap((a) => a.entityUids))]);
  return {
    keys: [...keys],
    answers: keys.size,
    items: held.filter((e) => e.answerKeys.every((k) => keys.has(k))).length,
    bytes: freed,
    credits: chosen.reduce((sum, a) => sum + a.creditsCharged, 0),
  };
}

const same = (a: CapFigures, b: CapFigures) => a.answers === b.answers && a.items === b.items && a.bytes === b.bytes && a.credits === b.credits;

/**
 * Brings the library down to `limitBytes` when the user agreed to exactly what goes (the library
 * changed since the preview: nothing goes, and the new preview comes back). Nothing to delete
 * needs no agreement.
 */
export async function enforceCap(store: LibraryStore, limitBytes: number, agreed?: CapAgreement): Promise<CapOutcome> {
  const plan = await planCap(store, limitBytes);
  if (plan.answers > 0 && !(agreed && same(agreed, plan))) return { ok: false, preview: figuresOf(plan) };
  if (plan.answers > 0) await store.deleteAnswers(plan.keys);
  return { ok: true, deleted: figuresOf(plan) };
}

/**
 * After a write: the cap the user set, with its standing agreement ("the oldest answers go when the
 * library is over it"), trims what this answer pushed over, never the answer itself. A library that
 * was already over the size before the write (a cap set without the question, a cap lowered
 * elsewhere) is not trimmed: it says it is over the size, and deleting waits for the user.
 */
export async function trimAfterWrite(store: LibraryStore, limitBytes: number, bytesBefore: number, written: string): Promise<void> {
  if (bytesBefore > limitBytes) return;
  const plan = await planCap(store, limitBytes, written);
  if (plan.answers > 0) await store.deleteAnswers(plan.keys);
}
