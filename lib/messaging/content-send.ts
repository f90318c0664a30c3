import { browser } from 'wxt/browser';
import type { ContentProtocol } from './content';

/**
 * The content script's side of ContentProtocol (the content script must stay under 8 KB gzipped):
 * the message shape the background's listener (receive.ts) reads, `{ id, type, data, timestamp }`,
 * answered with `{ res }` or `{ err }`.
 */

let nextId = Math.floor(Math.random() * 10_000);

export async function sendContentMessage<K extends keyof ContentProtocol>(
  type: K,
  data: Parameters<ContentProtocol[K]>[0],
): Promise<ReturnType<ContentProtocol[K]>> {
  const reply = (await browser.runtime.sendMessage({ id: nextId++, type, data, timestamp: Date.now() })) as
    | { res?: ReturnType<ContentProtocol[K]>; err?: { message?: string } | null }
    | undefined;
  if (!reply) throw new Error('No response');
  if (reply.err != null) throw new Error(reply.err.message ?? 'The background refused the message.');
  return reply.res as ReturnType<ContentProtocol[K]>;
}
