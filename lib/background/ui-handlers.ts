import { toErrorView } from '../lookup/run';
import { guardUi, selfInfo, type IncomingMessage, type SelfInfo } from '../messaging/guard';
import * as z from 'zod/mini';
import { integer } from '../util/integer';
import { UI_CHANNEL, UI_PORT, type PortMessage } from '../messaging/port-protocol';
import { cancelRequest, estimateManyRequest, estimateRequest, runRequest, setKeyRequest, showInPanelRequest, tabRequest, verifyRequest, type UiProtocol } from '../messaging/protocol';
import { settingsPatch } from '../lookup/settings';
import type { CostEstimate, ErrorView, RunResponse } from '../lookup/types';
import type { UseCaseRequest } from '../lookup/use-cases';
import { panelFocusItem } from '../storage/items';
import { publicSettings, removeApiKey, saveSettings, setApiKey } from '../storage/settings';
import { createLibraryHandlers } from './library-handlers';
import { createLogHandlers } from './log-handlers';
import { createJobHandlers } from './job-handlers';
import type { BackgroundServices } from './services';
import { getTabState } from './tabs';
import { checkKey } from './key-check';

/**
 * One handler per UiProtocol message. Each refuses senders that are not our own extension pages
 * and validates its payload with the protocol's zod schema before acting (guardUi). `run` never
 * throws: its errors come back as `{ ok: false, error }`.
 */

export type UiHandlers = {
  [K in keyof UiProtocol]: (message: IncomingMessage) => Promise<Awaited<ReturnType<UiProtocol[K]>>>;
};

export function createUiHandlers(bg: BackgroundServices, options: { self?: () => SelfInfo } = {}): UiHandlers {
  const g = options.self ? { self: options.self } : {};
  const estimateOne = (data: z.output<typeof estimateRequest>) =>
    bg.lookup.estimate(data.request as UseCaseRequest, data.refresh !== undefined ? { refresh: data.refresh } : {});
  return {
    getOverview: guardUi(null, async () => {
      // The balance and history of answers already shown, their writes done (they go behind the answer).
      await bg.lookup.settled();
      const [settings, credits, history] = await Promise.all([publicSettings(), bg.lookup.credits(), bg.history.list()]);
      return { settings, credits, history };
    }, g),

    run: guardUi(
      runRequest,
      async (data, _sender, message): Promise<RunResponse> => {
        const controller = new AbortController();
        if (data.jobId) {
          bg.jobs.get(data.jobId)?.abort();
          bg.jobs.set(data.jobId, controller);
        }
        try {
          // A page shows the answer: its writes go behind it (an automatic lookup's at once).
          return await bg.lookup.run(data.request as UseCaseRequest, {
            signal: controller.signal,
            writeBehind: data.autoLookup !== true,
            ...(data.refresh !== undefined ? { refresh: data.refresh } : {}),
            ...(data.confirmOverBudget !== undefined ? { confirmOverBudget: data.confirmOverBudget } : {}),
            ...(data.autoLookup !== undefined ? { autoLookup: data.autoLookup } : {}),
            ...(message.progress ? { onProgress: message.progress } : {}),
          });
        } catch (e) {
          return { ok: false, error: toErrorView(e) };
        } finally {
          if (data.jobId && bg.jobs.get(data.jobId) === controller) bg.jobs.delete(data.jobId);
        }
      },
      { ...g, onInvalid: (error): RunResponse => ({ ok: false, error }) },
    ),

    estimate: guardUi(estimateRequest, estimateOne, { ...g, onInvalid: refusedEstimate }),

    estimateMany: guardUi(estimateManyRequest, (data) => Promise.all(data.requests.map(estimateOne)), g),

    cancel: guardUi(cancelRequest, (data) => {
      bg.jobs.get(data.jobId)?.abort();
      bg.jobs.delete(data.jobId);
    }, g),

    saveSettings: guardUi(
      settingsPatch,
      (data) => saveSettings(data),
      { ...g, onInvalid: (error) => ({ ok: false as const, error: { ...error, code: 'invalid_settings' } }) },
    ),

    setApiKey: guardUi(setKeyRequest, (data) => setApiKey(data.key), g),

    removeApiKey: guardUi(null, () => removeApiKey(), g),

    verifyKey: guardUi(verifyRequest, (data) => checkKey(bg, data), g),

    refreshUsage: guardUi(null, async () => (await bg.lookup.settled(), bg.lookup.refreshUsage()), g),

    getTabState: guardUi(tabRequest, async (data) => getTabState(data.tabId, await bg.hosts()), g),

    showInPanel: guardUi(showInPanelRequest, async (data) => {
      await panelFocusItem.setValue({ url: data.url, at: bg.now(), ...(data.tabId !== undefined ? { tabId: data.tabId } : {}) });
    }, g),

    getLedger: guardUi(null, async () => (await bg.lookup.settled(), bg.ledger.entries()), g),

    ...createLibraryHandlers(bg, g),
    ...createLogHandlers(bg, g),
    ...createJobHandlers(bg, g),
  };
}

/** An estimate whose request is not valid: refused, for free. */
function refusedEstimate(error: ErrorView): CostEstimate {
  return { credits: 0, refreshCredits: 0, cached: false, steps: [], exact: true, overBudget: false, refusal: error };
}

/** Registers every handler with the messaging library (synchronously). */
export function registerUiHandlers(
  handlers: UiHandlers,
  onMessage: (type: keyof UiProtocol, handler: (message: IncomingMessage) => unknown) => unknown,
): void {
  for (const type of Object.keys(handlers) as (keyof UiProtocol)[]) {
    onMessage(type, handlers[type] as (message: IncomingMessage) => unknown);
  }
}

/** A call on the UI port: its id, and a message name the background answers. */
const portCall = (names: string[]) =>
  z.object({ id: z.number().check(...integer(), z.nonnegative()), type: z.enum(names as [string, ...string[]]), data: z.optional(z.unknown()) });

export interface UiPort {
  name: string;
  sender?: IncomingMessage['sender'];
  onMessage: { addListener(cb: (message: unknown) => void): void };
  postMessage(message: PortMessage): void;
}

/**
 * Answers the calls of one page's port. Each call goes through the same handler as a single
 * message: the port's sender is checked and the payload validated with the protocol's schema.
 * A call whose envelope is not valid is answered with an error when it has an id, else ignored.
 */
export function serveUiPort(handlers: UiHandlers, port: UiPort): void {
  const envelope = portCall(Object.keys(handlers));
  port.onMessage.addListener((message) => {
    const parsed = z.safeParse(envelope, message);
    if (!parsed.success) {
      const id = (message as { id?: unknown })?.id;
      if (typeof id === 'number') port.postMessage({ id, ok: false, error: { code: 'invalid_request', message: 'The message is not valid.' } });
      return;
    }
    const { id, type, data } = parsed.data;
    const progress = (value: unknown) => {
      try {
        port.postMessage({ id, progress: value });
      } catch {
        // The page went away: its call goes on (a paid call is let finish) without telling it.
      }
    };
    handlers[type as keyof UiHandlers]({ data, sender: port.sender ?? {}, progress }).then(
      (value) => port.postMessage({ id, ok: true, value: value ?? null }),
      (e: unknown) => {
        const code = (e as { code?: unknown })?.code;
        port.postMessage({ id, ok: false, error: { message: e instanceof Error ? e.message : String(e), ...(typeof code === 'string' ? { code } : {}) } });
      },
    );
  });
}

/** Serves every UI port that connects (registered synchronously, with the message handlers). */
export function registerUiPort(handlers: UiHandlers, onConnect: (listener: (port: UiPort) => void) => void): void {
  onConnect((port) => {
    if (port.name === UI_PORT) serveUiPort(handlers, port);
  });
}

/** What a service worker's `message` event carries that a page's channel needs. */
export interface ChannelEvent {
  data: unknown;
  ports: readonly MessagePort[];
  /** The client that sent it (a page of the extension's own origin: no other can reach the worker). */
  source: { url?: string } | null;
}

/**
 * Serves a page's direct channel (UI_CHANNEL) with the UI port's rules: each call's sender (the
 * client's URL, checked by every handler) and payload are checked the same way. `onCall` runs on
 * every call: messages on a MessagePort do not keep a service worker alive, an extension API
 * call does. An answer that cannot be sent is answered with an error instead of never.
 */
export function serveUiChannel(handlers: UiHandlers, event: ChannelEvent, options: { self?: () => SelfInfo; onCall?: () => void } = {}): boolean {
  const port = event.ports[0];
  if (event.data !== UI_CHANNEL || !port) return false;
  const self = (options.self ?? selfInfo)();
  const sender = { id: self.id, ...(typeof event.source?.url === 'string' ? { url: event.source.url } : {}) };
  serveUiPort(handlers, {
    name: UI_PORT,
    sender,
    onMessage: {
      addListener(cb) {
        port.addEventListener('message', (e) => {
          options.onCall?.();
          cb(e.data);
        });
        port.start();
      },
    },
    postMessage(message) {
      try {
        port.postMessage(message);
      } catch (e) {
        port.postMessage({ id: message.id, ok: false, error: { message: `The background could not send its answer: ${e instanceof Error ? e.message : String(e)}` } });
      }
    },
  });
  return true;
}

/** Serves every page's direct channel (registered synchronously, with the message handlers). */
export function registerUiChannel(handlers: UiHandlers, onMessage: (listener: (event: ChannelEvent) => void) => void, onCall: () => void): void {
  onMessage((event) => void serveUiChannel(handlers, event, { onCall }));
}
