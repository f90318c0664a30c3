/**
 * Writes that record an answer a person waits for on screen (the answer kept, its ledger entry,
 * the history) start a moment after the answer is handed back: its render goes first, and on a
 * two-core machine the two would otherwise compete for the CPU.
 */
export const WRITE_BEHIND_MS = 50;

/**
 * Resolves after `ms` (WRITE_BEHIND_MS by default). With 0: in a later task, so a write's
 * synchronous part (cloning into IndexedDB, building the entry) runs once the answer is back.
 */
export function writeBehindDelay(ms: number = WRITE_BEHIND_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Writes under way behind answers already handed back, for reads that must see them. */
export interface PendingWrites {
  /** Counts `writes` as under way until it settles (a rejection is the writer's to report). */
  track(writes: Promise<unknown>): void;
  /** Resolves once every write tracked so far has finished; never rejects. At once when none is. */
  settled(): Promise<void>;
}

export function createPendingWrites(): PendingWrites {
  const pending = new Set<Promise<unknown>>();
  const done = Promise.resolve();
  return {
    track(writes) {
      const entry = writes.then(
        () => undefined,
        () => undefined,
      );
      pending.add(entry);
      void entry.then(() => pending.delete(entry));
    },
    settled: () => (pending.size === 0 ? done : Promise.all([...pending]).then(() => undefined)),
  };
}
