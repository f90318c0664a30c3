import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { serveUi, type UiHandlers } from '../../../lib/messaging/ui-server';
import type { PortMessage } from '../../../lib/messaging/port-protocol';
import { connectedApi } from './ports';

beforeEach(() => {
  fakeBrowser.reset();
});

const page = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') });
const content = () => ({ id: fakeBrowser.runtime.id, url: 'https://www.social.example/northwindgames', tab: { id: 7 }, frameId: 0 });
const otherExtension = () => ({ id: 'another-extension', url: 'chrome-extension://another-extension/popup.html' });

/** Handlers that record what reached them (only what the server let through). */
function recording() {
  const reached: unknown[] = [];
  const handlers = {
    getTabState: async (data: { tabId: number }) => (reached.push(data), { tabId: data.tabId, current: null, onSite: false }),
    run: async (data: unknown, call: { progress(v: unknown): void }) => {
      reached.push(data);
      call.progress({ kind: 'waiting', reason: 'rate_limited', until: 1 });
      return { ok: true };
    },
    getLedger: async () => (reached.push('ledger'), []),
  } as unknown as UiHandlers;
  return { handlers, reached };
}

describe('the UI server, through the port', () => {
  it('answers our pages with what the handler returns, and tells how a run goes', async () => {
    const { handlers, reached } = recording();
    const api = connectedApi(handlers, page());
    await expect(api.getTabState({ tabId: 3 })).resolves.toMatchObject({ tabId: 3 });
    const progress = vi.fn();
    await expect(api.run({ request: { useCase: 'lookup_url', input: { url: 'https://www.social.example/x' } } }, progress)).resolves.toEqual({ ok: true });
    expect(progress).toHaveBeenCalledWith({ kind: 'waiting', reason: 'rate_limited', until: 1 });
    expect(reached).toHaveLength(2);
  });

  it('refuses a content script and another extension before any handler runs', async () => {
    const { handlers, reached } = recording();
    for (const sender of [content(), otherExtension(), { id: fakeBrowser.runtime.id }]) {
      await expect(connectedApi(handlers, sender).getLedger()).rejects.toMatchObject({
        code: 'forbidden_sender',
        message: "Refused: only the extension's own pages may send this message.",
      });
    }
    expect(reached).toEqual([]);
  });

  it('refuses an invalid payload with the field at fault, or answers it as the protocol says (a run)', async () => {
    const { handlers, reached } = recording();
    const api = connectedApi(handlers, page());
    await expect(api.getTabState({ tabId: 1.5 })).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/\btabId\b/) });
    await expect(api.run({ request: { useCase: 'lookup_url', input: {} } as never })).resolves.toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(reached).toEqual([]);
  });

  it('tells when each answer is sent (the worker start chores wait for the first), after it is sent', async () => {
    const { handlers } = recording();
    let deliver: (frame: unknown) => void = () => {};
    const events: string[] = [];
    serveUi(handlers, { sender: page(), onFrame: (l) => (deliver = l), send: (f) => events.push(`sent ${f.id}`) }, { onAnswered: () => events.push('answered') });
    deliver({ id: 1, type: 'getLedger' });
    await vi.waitFor(() => expect(events).toEqual(['sent 1', 'answered']));
    deliver({ id: 2, type: 'getApiKey' });
    deliver({ id: 3, type: 'getTabState', data: { tabId: 'x' } });
    await vi.waitFor(() => expect(events).toEqual(['sent 1', 'answered', 'sent 2', 'sent 3', 'answered']));
  });

  it('answers a frame with an unknown name or a bad id with an error, ignores one without an id', async () => {
    const { handlers } = recording();
    let deliver: (frame: unknown) => void = () => {};
    const sent: PortMessage[] = [];
    serveUi(handlers, { sender: page(), onFrame: (l) => (deliver = l), send: (f) => sent.push(f) });
    deliver({ id: 1, type: 'getApiKey' });
    deliver({ id: -1, type: 'getLedger' });
    deliver({ type: 'getLedger' });
    deliver(null);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { id: 1, ok: false, error: { code: 'invalid_request', message: 'The message is not valid.' } },
      { id: -1, ok: false, error: { code: 'invalid_request', message: 'The message is not valid.' } },
    ]);
  });

  it('a page gone mid-call: progress and answer are dropped, nothing throws', async () => {
    const { handlers, reached } = recording();
    let deliver: (frame: unknown) => void = () => {};
    const send = vi.fn(() => {
      throw new Error('Attempting to use a disconnected port object');
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      serveUi(handlers, { sender: page(), onFrame: (l) => (deliver = l), send });
      deliver({ id: 1, type: 'run', data: { request: { useCase: 'lookup_url', input: { url: 'https://www.social.example/x' } } } });
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
      await new Promise((r) => setTimeout(r, 0));
      expect(reached).toHaveLength(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
