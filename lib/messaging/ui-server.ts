import * as z from 'zod/mini';
import { integer } from '../util/integer';
import { InvalidPayloadError, isExtensionPage, payloadError, selfInfo, SenderRefusedError, type SelfInfo, type SenderLike } from './guard';
import { UI_CHANNEL, UI_PORT, type PortAnswer, type PortMessage } from './port-protocol';
import { invalidAnswers, uiRequests, type UiProtocol } from './protocol';

/**
 * The background's side of the UI protocol: one function (serveUi) answers the calls of every
 * carrier a page uses, the runtime port and, where the background is a service worker, the page's
 * MessageChannel. For each call it checks the sender, validates the payload with the protocol's
 * schema of that name, runs the handler, tells the page how the call goes, and sends the answer.
 */

type Name = keyof UiProtocol;
type Schema<K extends Name> = (typeof uiRequests)[K];

/** What a handler gets: the payload as its schema parsed it (undefined for messages without one). */
export type UiInput<K extends Name> = Schema<K> extends z.ZodMiniType ? z.output<Schema<K>> : undefined;
export type UiAnswer<K extends Name> = Awaited<ReturnType<UiProtocol[K]>>;

export interface UiCall {
  sender: SenderLike;
  /** Tells the page how the call is going, before its answer (a run waiting to retry). */
  progress: (value: unknown) => void;
}

/** One handler per UiProtocol message; each sees only calls already checked and validated. */
export type UiHandlers = { [K in Name]: (data: UiInput<K>, call: UiCall) => UiAnswer<K> | Promise<UiAnswer<K>> };

/** What carries a page's calls (PortCall frames) and the background's answers (PortMessage frames). */
export interface UiCarrier {
  /** Who is at the other end, as the browser says (never as the page says). */
  sender: SenderLike | undefined;
  onFrame(listener: (frame: unknown) => void): void;
  send(frame: PortMessage): void;
}

export interface ServeOptions {
  self?: () => SelfInfo;
  /** Runs on every frame (a channel's calls keep Chrome's worker awake with it). */
  onFrame?: () => void;
  /** Runs once a call's answer is sent (the worker's start chores wait for the first). */
  onAnswered?: () => void;
}

const envelope = z.object({
  id: z.number().check(...integer(), z.nonnegative()),
  type: z.enum(Object.keys(uiRequests) as [Name, ...Name[]]),
  data: z.optional(z.unknown()),
});

const failure = (id: number, e: unknown): PortAnswer => {
  const code = (e as { code?: unknown })?.code;
  return { id, ok: false, error: { message: e instanceof Error ? e.message : String(e), ...(typeof code === 'string' ? { code } : {}) } };
};

/** Runs one call that passed the envelope: sender, payload, handler, in that order. */
async function answer(handlers: UiHandlers, type: Name, data: unknown, call: UiCall, self: SelfInfo): Promise<unknown> {
  if (!isExtensionPage(call.sender, self)) throw new SenderRefusedError("the extension's own pages");
  const schema = uiRequests[type];
  let input: unknown;
  if (schema !== null) {
    const parsed = z.safeParse(schema as z.ZodMiniType, data ?? {});
    if (!parsed.success) {
      const view = payloadError(parsed.error);
      const soft = invalidAnswers[type] as ((error: typeof view) => unknown) | undefined;
      if (soft) return soft(view);
      throw new InvalidPayloadError(view);
    }
    input = parsed.data;
  }
  return (handlers[type] as (data: unknown, call: UiCall) => unknown)(input, call);
}

/**
 * Serves one carrier. A frame whose envelope is not valid is answered with an error when it has
 * an id, else ignored. An answer the carrier cannot send (not cloneable, the page gone) is answered
 * with an error if it can be, never left unanswered on a live carrier.
 */
export function serveUi(handlers: UiHandlers, carrier: UiCarrier, options: ServeOptions = {}): void {
  const send = (frame: PortMessage) => {
    try {
      carrier.send(frame);
    } catch (e) {
      if ('progress' in frame) return; // The page went away: its call goes on (a paid call is let finish).
      try {
        carrier.send({ id: frame.id, ok: false, error: { message: `The background could not send its answer: ${e instanceof Error ? e.message : String(e)}` } });
      } catch {
        // The page is gone: nobody waits for the answer.
      }
    }
  };
  carrier.onFrame((frame) => {
    options.onFrame?.();
    const parsed = z.safeParse(envelope, frame);
    if (!parsed.success) {
      const id = (frame as { id?: unknown } | null)?.id;
      if (typeof id === 'number') send({ id, ok: false, error: { code: 'invalid_request', message: 'The message is not valid.' } });
      return;
    }
    const { id, type, data } = parsed.data;
    const call: UiCall = { sender: carrier.sender ?? {}, progress: (progress) => send({ id, progress }) };
    void answer(handlers, type, data, call, (options.self ?? selfInfo)()).then(
      (value) => send({ id, ok: true, value: value ?? null }),
      (e: unknown) => send(failure(id, e)),
    ).finally(() => options.onAnswered?.());
  });
}

/** A runtime port as the background's onConnect gets it. */
export interface RuntimePortLike {
  name: string;
  sender?: SenderLike;
  onMessage: { addListener(cb: (message: unknown) => void): void };
  postMessage(message: PortMessage): void;
}

/** Serves a page's runtime port (UI_PORT); other ports are left alone. Returns whether it served it. */
export function servePort(handlers: UiHandlers, port: RuntimePortLike, options: ServeOptions = {}): boolean {
  if (port.name !== UI_PORT) return false;
  serveUi(handlers, { sender: port.sender, onFrame: (l) => port.onMessage.addListener(l), send: (f) => port.postMessage(f) }, options);
  return true;
}

/** What a service worker's `message` event carries that a page's channel needs. */
export interface ChannelEvent {
  data: unknown;
  ports: readonly MessagePort[];
  /** The client that sent it (a page of the extension's own origin: no other can reach the worker). */
  source: { url?: string } | null;
}

/**
 * Serves a page's MessageChannel (UI_CHANNEL), posted to the worker. The browser names no sender
 * on a channel: the sender is our id and the client's URL, which the same check then reads.
 * Returns whether the event was a channel.
 */
export function serveChannel(handlers: UiHandlers, event: ChannelEvent, options: ServeOptions = {}): boolean {
  const port = event.ports[0];
  if (event.data !== UI_CHANNEL || !port) return false;
  const self = (options.self ?? selfInfo)();
  const sender = { id: self.id, ...(typeof event.source?.url === 'string' ? { url: event.source.url } : {}) };
  const onFrame = (listener: (frame: unknown) => void) => {
    port.addEventListener('message', (e) => listener(e.data));
    port.start();
  };
  serveUi(handlers, { sender, onFrame, send: (f) => port.postMessage(f) }, { ...options, self: () => self });
  return true;
}
