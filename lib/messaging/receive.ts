import { browser, type Browser } from 'wxt/browser';

/**
 * The background's side of content scripts' one-off messages: `{ id, type, data, timestamp }` in,
 * `{ res }` or `{ err }` out, the format content-send.ts speaks. The pages call over their port
 * (port-protocol.ts, ui-server.ts): no page message is answered here. A message of a type it has
 * no handler for is left to the other listeners.
 */

export interface ReceivedMessage<D> {
  data: D;
  sender: Browser.runtime.MessageSender;
}

type Handlers<P> = { [K in keyof P]?: (message: ReceivedMessage<unknown>) => unknown };

/** A thrown error as plain data: its name, message and stack and its own fields (code, view). */
function errorData(e: unknown): unknown {
  return e instanceof Error ? { ...e, name: e.name, message: e.message, stack: e.stack ?? '' } : e;
}

export function defineReceiver<P>() {
  const handlers: Handlers<P> = {};
  const listener = (message: unknown, sender: Browser.runtime.MessageSender, sendResponse: (response: unknown) => void) => {
    const m = message as { type?: unknown; timestamp?: unknown } | null;
    if (typeof m?.type !== 'string' || typeof m.timestamp !== 'number') return false;
    const handler = handlers[m.type as keyof P];
    if (!handler) return false;
    (async () => handler({ ...m, sender } as ReceivedMessage<unknown>))().then(
      (res) => sendResponse({ res }),
      (e: unknown) => sendResponse({ err: errorData(e) }),
    );
    return true;
  };

  /** Answers messages of one type; one handler a type. Returns what removes it. */
  function onMessage<K extends keyof P>(
    type: K,
    handler: (message: ReceivedMessage<P[K] extends (data: infer D) => unknown ? D : undefined>) => unknown,
  ): () => void {
    if (handlers[type]) throw new Error(`Only one listener can be set up for ${String(type)}.`);
    if (!Object.keys(handlers).length) browser.runtime.onMessage.addListener(listener);
    handlers[type] = handler as (message: ReceivedMessage<unknown>) => unknown;
    return () => {
      delete handlers[type];
      if (!Object.keys(handlers).length) browser.runtime.onMessage.removeListener(listener);
    };
  }
  return { onMessage };
}
