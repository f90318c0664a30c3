import type { UiProtocol } from './protocol';

/**
 * The long-lived port between an extension page and the background: one connection per page
 * instead of one message channel per call. Each call carries an id; its answer carries the same
 * id. The background validates every call with the UiProtocol's schemas and checks the port's
 * sender, as it does for single messages. (No zod here: pages import this.)
 */

export const UI_PORT = 'ui';

/**
 * Where the background is a service worker (Chrome), a page also sends it a MessagePort with this
 * message (`ServiceWorker.postMessage`) and makes its calls over that port: the same calls and
 * answers as on the UI port, one hop shorter, since they do not go through the browser's process.
 * The UI port stays open: it is what tells the page the worker stopped.
 */
export const UI_CHANNEL = 'ui-channel';

export interface PortCall {
  id: number;
  type: keyof UiProtocol;
  data?: unknown;
}

export type PortAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string; code?: string } };

/** Told before the answer, as often as it changes: how a call is going (a run waiting to retry). */
export interface PortProgress {
  id: number;
  progress: unknown;
}

export type PortMessage = PortAnswer | PortProgress;
