/**
 * Resolves in a later task. Writes that need not hold up an answer (the history) start after it,
 * so their synchronous part (cloning into IndexedDB, building the entry) runs once the answer
 * has been handed back, not before.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
