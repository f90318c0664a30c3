import * as z from 'zod/mini';
import { browser } from 'wxt/browser';
import type { ErrorView } from '../lookup/types';

/**
 * Sender checks for every message the background answers. Extension pages (popup, side panel,
 * options) are recognised by our extension id AND a URL on our own origin; our content scripts by
 * our id, a tab, and a URL that is not ours. Web pages cannot message us at all (no
 * externally_connectable), and other extensions carry another id.
 */

export interface SenderLike {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { id?: number; url?: string; active?: boolean; windowId?: number };
  frameId?: number;
}

export interface SelfInfo {
  id: string;
  /** `chrome-extension://<id>/` */
  origin: string;
}

export function selfInfo(): SelfInfo {
  return { id: browser.runtime.id, origin: browser.runtime.getURL('/') };
}

export function isExtensionPage(sender: SenderLike | undefined, self: SelfInfo = selfInfo()): boolean {
  return !!sender && !!self.id && sender.id === self.id && typeof sender.url === 'string' && sender.url.startsWith(self.origin);
}

export function isOwnContentScript(sender: SenderLike | undefined, self: SelfInfo = selfInfo()): boolean {
  return (
    !!sender &&
    !!self.id &&
    sender.id === self.id &&
    !!sender.tab &&
    typeof sender.tab.id === 'number' &&
    typeof sender.url === 'string' &&
    !sender.url.startsWith(self.origin)
  );
}

export class SenderRefusedError extends Error {
  readonly code = 'forbidden_sender';
  /** `allowed`: who may send it ("the extension's own pages"). */
  constructor(allowed: string) {
    super(`Refused: only ${allowed} may send this message.`);
    this.name = 'SenderRefusedError';
  }
}

export class InvalidPayloadError extends Error {
  readonly code = 'invalid_request';
  constructor(
    readonly view: ErrorView,
  ) {
    super(`${view.code}: ${view.issues?.join('; ') ?? ''}`);
    this.name = 'InvalidPayloadError';
  }
}

/** A zod error as an ErrorView naming the first field at fault. */
export function payloadError(error: z.core.$ZodError): ErrorView {
  const issue = error.issues[0];
  const param = issue?.path.map(String).join('.') || undefined;
  return {
    code: 'invalid_request',
    issues: [`${param ? `${param}: ` : ''}${issue?.message ?? 'invalid payload'}`],
    ...(param ? { param } : {}),
  };
}

/** A single message from a content script, as the background's receiver hands it over. */
export interface IncomingMessage {
  data: unknown;
  sender: SenderLike;
}

/**
 * Wraps a content script's message handler: refuses any sender that is not one of our content
 * scripts (throws, so the sender's promise rejects), validates the payload with its zod schema,
 * then calls the handler with the parsed data. (The pages' calls are checked in ui-server.ts.)
 */
export function guardContent<S extends z.core.$ZodType, R>(
  schema: S,
  handler: (data: z.output<S>, sender: SenderLike & { tab: { id: number } }) => R | Promise<R>,
  options: { self?: () => SelfInfo } = {},
): (message: IncomingMessage) => Promise<R> {
  return async (message) => {
    const self = (options.self ?? selfInfo)();
    if (!isOwnContentScript(message?.sender, self)) throw new SenderRefusedError('the extension\'s content scripts');
    const parsed = z.safeParse(schema, message.data);
    if (!parsed.success) throw new InvalidPayloadError(payloadError(parsed.error));
    return handler(parsed.data, message.sender as SenderLike & { tab: { id: number } });
  };
}
