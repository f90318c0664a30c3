import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SenderRefusedError } from '../../../lib/messaging/guard';
import { defineReceiver } from '../../../lib/messaging/receive';

interface Protocol {
  echo(data: { n: number }): { n: number };
  refuse(): void;
}

const send = (message: unknown) => fakeBrowser.runtime.sendMessage(message) as Promise<unknown>;

describe('the background receiver of single messages', () => {
  beforeEach(() => fakeBrowser.reset());

  it('answers { res } with the handler what the message carries, and the sender', async () => {
    const { onMessage } = defineReceiver<Protocol>();
    onMessage('echo', ({ data, sender }) => ({ n: data.n + 1, sender: typeof sender }));
    await expect(send({ id: 1, type: 'echo', data: { n: 1 }, timestamp: 1 })).resolves.toEqual({ res: { n: 2, sender: 'object' } });
  });

  it('answers { err } with the name, message and own fields of what the handler threw', async () => {
    const { onMessage } = defineReceiver<Protocol>();
    onMessage('refuse', () => {
      throw new SenderRefusedError("the extension's own pages");
    });
    const reply = (await send({ id: 1, type: 'refuse', timestamp: 1 })) as { err: Record<string, unknown> };
    expect(reply.err).toMatchObject({
      name: 'SenderRefusedError',
      code: 'forbidden_sender',
      message: "Refused: only the extension's own pages may send this message.",
    });
    expect(typeof reply.err.stack).toBe('string');
  });

  it('leaves other messages to other listeners: no type or timestamp, or a type it has no handler for', async () => {
    const { onMessage } = defineReceiver<Protocol>();
    onMessage('echo', ({ data }) => data);
    fakeBrowser.runtime.onMessage.addListener((_message, _sender, sendResponse) => {
      sendResponse('other');
      return true;
    });
    await expect(send({ id: 1, type: 'echo', data: { n: 1 } })).resolves.toBe('other');
    await expect(send({ id: 1, type: 'unknown', timestamp: 1 })).resolves.toBe('other');
    await expect(send('echo')).resolves.toBe('other');
  });

  it('takes one handler a type, and stops listening once the last is removed', async () => {
    const { onMessage } = defineReceiver<Protocol>();
    const off = onMessage('echo', ({ data }) => data);
    expect(() => onMessage('echo', ({ data }) => data)).toThrow(/only one listener/i);
    off();
    expect(fakeBrowser.runtime.onMessage.hasListeners()).toBe(false);
  });
});
