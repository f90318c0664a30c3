import { browser } from 'wxt/browser';
import { UI_CHANNEL, UI_PORT, type PortCall, type PortMessage } from '../../messaging/port-protocol';
import type { UiProtocol } from '../../messaging/protocol';
import type { BackgroundApi } from './ui-env';
import { definedOnly } from '../../util/defined';

/** The page's end of a runtime port (what `runtime.connect` returns). */
export type Port = Pick<ReturnType<typeof browser.runtime.connect>, 'postMessage'> & {
  onMessage: { addListener(cb: (message: unknown) => void): void };
  onDisconnect: { addListener(cb: () => void): void };
};

/** Where the background is a service worker (Chrome), the worker a page can post a channel to. */
export type WorkerSource = () => Promise<{ postMessage(message: unknown, transfer: Transferable[]): void } | null | undefined>;

const serviceWorker: WorkerSource = async () => {
  const container = (globalThis.navigator as Navigator | undefined)?.serviceWorker;
  // Firefox's background is a page: no registration, and the port alone.
  return container ? (await container.getRegistration())?.active : null;
};

/**
 * The real BackgroundApi over one long-lived port (a message round trip per call costs less than
 * a new channel each time). The port is opened on the first call and again after the background
 * stopped; calls in flight when it goes fail with the reason, like an unanswered message. Where
 * the background is a service worker, calls go over a direct channel to it once it is open
 * (UI_CHANNEL): the port's messages pass through the browser's process, whose main thread is busy
 * with the lookup's own storage writes; the channel's do not. The port stays open all the same:
 * it is what says the worker stopped (the channel goes then too). Both carry the same frames
 * (port-protocol.ts), which the background serves with one function (ui-server.ts).
 *
 * The methods are not written out: each UiProtocol name is a call of that name (the type says
 * which exist), and `run`'s second argument hears its progress.
 */
export function createBackgroundApi(options: { worker?: WorkerSource; connect?: () => Port } = {}): BackgroundApi {
  const worker = options.worker ?? serviceWorker;
  const connect = options.connect ?? (() => browser.runtime.connect({ name: UI_PORT }));
  let port: Port | null = null;
  let channel: MessagePort | null = null;
  let seq = 0;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void; onProgress?: (p: never) => void }>();

  const onAnswer = (message: unknown) => {
    const answer = message as PortMessage;
    const call = waiting.get(answer?.id);
    if (!call) return;
    if ('progress' in answer) {
      call.onProgress?.(answer.progress as never);
      return;
    }
    waiting.delete(answer.id);
    if (answer.ok) call.resolve(answer.value);
    else call.reject(Object.assign(new Error(answer.error.message), answer.error.code ? { code: answer.error.code } : {}));
  };

  const openChannel = (p: Port) =>
    worker().then(
      (active) => {
        if (port !== p || !active) return;
        const { port1, port2 } = new MessageChannel();
        port1.onmessage = (e) => onAnswer(e.data);
        active.postMessage(UI_CHANNEL, [port2]);
        channel = port1;
      },
      () => undefined,
    );

  const open = (): Port => {
    if (port) return port;
    const p = connect();
    p.onMessage.addListener(onAnswer);
    p.onDisconnect.addListener(() => {
      if (port === p) {
        port = null;
        channel?.close();
        channel = null;
      }
      const gone = new Error('The background stopped before it answered. Try again.');
      for (const call of waiting.values()) call.reject(gone);
      waiting.clear();
    });
    port = p;
    void openChannel(p);
    return p;
  };

  const call = <K extends keyof UiProtocol>(type: K, data?: unknown, onProgress?: (p: never) => void) =>
    new Promise<Awaited<ReturnType<UiProtocol[K]>>>((resolve, reject) => {
      const id = ++seq;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject, ...definedOnly({ onProgress }) });
      const message: PortCall = { id, type, ...definedOnly({ data }) };
      try {
        const p = open();
        (channel ?? p).postMessage(message);
      } catch (e) {
        waiting.delete(id);
        reject(e);
      }
    });

  const methods = new Map<string, (data?: unknown, onProgress?: (p: never) => void) => Promise<unknown>>();
  return new Proxy({} as BackgroundApi, {
    get(_target, name) {
      // Not a call: symbols, and `then` (the API is never mistaken for a promise).
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = (data, onProgress) => call(name as keyof UiProtocol, data, typeof onProgress === 'function' ? onProgress : undefined);
        methods.set(name, method);
      }
      return method;
    },
  });
}
