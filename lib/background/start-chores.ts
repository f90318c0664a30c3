/**
 * A woken worker answers first: the chores of its start that no answer needs (re-registering the
 * content script, the jobs' and watchlists' worker-start checks) wait until a page's first call
 * is answered, or, when no page asks (an alarm or a tab woke the worker), a short moment. Run at
 * once, they shared the worker's first milliseconds, and the browser's storage, with the lookup a
 * click woke it for. The ledger's recovery of interrupted calls is no chore: it runs at once.
 */
export interface StartChores {
  /** Runs `chore` once the gate is open (in the order given); resolves when it is done, never rejects. */
  later(chore: () => unknown): Promise<void>;
  /** A page's call was answered: the gate opens. */
  answered(): void;
}

/** The longest the chores wait when no page asks anything. */
export const START_CHORES_WAIT_MS = 500;

export function startChores(waitMs = START_CHORES_WAIT_MS, timer: (run: () => void, ms: number) => unknown = setTimeout): StartChores {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  timer(() => open(), waitMs);
  return {
    later: (chore) => gate.then(chore).then(
      () => undefined,
      () => undefined,
    ),
    answered: () => open(),
  };
}
