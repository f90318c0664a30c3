import type { SenderLike } from '../../../lib/messaging/guard';
import { UI_PORT } from '../../../lib/messaging/port-protocol';
import { servePort, type RuntimePortLike, type UiHandlers } from '../../../lib/messaging/ui-server';
import { createBackgroundApi, type Port, type WorkerSource } from '../../../lib/ui/env/background-api';
import type { BackgroundApi } from '../../../lib/ui/env/ui-env';

/**
 * A runtime port in memory, as the browser makes one for `runtime.connect`: the page's end and the
 * background's (which carries the sender the browser names). Messages cross as JSON, one task
 * later, as the browser's do; either end may disconnect, which the page's end hears.
 */
export function runtimePortPair(sender: SenderLike, name = UI_PORT) {
  const toPage: ((m: unknown) => void)[] = [];
  const toBackground: ((m: unknown) => void)[] = [];
  const onDisconnect: (() => void)[] = [];
  let open = true;
  const deliver = (listeners: ((m: unknown) => void)[], message: unknown) => {
    if (!open) throw new Error('Attempting to use a disconnected port object');
    const copy = JSON.parse(JSON.stringify(message)) as unknown;
    setTimeout(() => listeners.forEach((l) => l(copy)), 0);
  };
  const page: Port = {
    postMessage: (m: unknown) => deliver(toBackground, m),
    onMessage: { addListener: (l) => void toPage.push(l) },
    onDisconnect: { addListener: (l) => void onDisconnect.push(l) },
  };
  const background: RuntimePortLike = {
    name,
    sender,
    postMessage: (m) => deliver(toPage, m),
    onMessage: { addListener: (l) => void toBackground.push(l) },
  };
  const disconnect = () => {
    open = false;
    onDisconnect.forEach((l) => l());
  };
  return { page, background, disconnect };
}

/**
 * The door a page uses: the real client (createBackgroundApi) over a runtime port the real server
 * (servePort) answers, as the browser would connect them for a page with this sender.
 */
export function connectedApi(handlers: UiHandlers, sender: SenderLike, options: { worker?: WorkerSource } = {}): BackgroundApi {
  return createBackgroundApi({
    worker: options.worker ?? (async () => null),
    connect: () => {
      const { page, background } = runtimePortPair(sender);
      servePort(handlers, background);
      return page;
    },
  });
}
