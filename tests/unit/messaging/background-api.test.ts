import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackgroundApi } from '../../../lib/ui/env/background-api';
import { UI_CHANNEL, UI_PORT, type PortCall } from '../../../lib/messaging/port-protocol';
import { isServiceWorker, throttledKeepAwake } from '../../../lib/background/worker-scope';

/** A runtime port as the page sees it, driven by the test as the background. */
function fakeRuntimePort() {
  const onMessage: ((m: unknown) => void)[] = [];
  const onDisconnect: (() => void)[] = [];
  const sent: PortCall[] = [];
  return {
    port: {
      name: UI_PORT,
      onMessage: { addListener: (l: (m: unknown) => void) => onMessage.push(l) },
      onDisconnect: { addListener: (l: () => void) => onDisconnect.push(l) },
      postMessage: (m: PortCall) => sent.push(m),
    },
    sent,
    answer: (m: unknown) => onMessage.forEach((l) => l(m)),
    disconnect: () => onDisconnect.forEach((l) => l()),
  };
}

const ports: MessagePort[] = [];
afterEach(() => {
  for (const p of ports.splice(0)) p.close();
});

describe("the page's way to the background", () => {
  it('calls go over the direct channel once the worker has it, and the port still says when the worker stopped', async () => {
    const runtime = [fakeRuntimePort(), fakeRuntimePort()];
    const connect = vi.spyOn(fakeBrowser.runtime, 'connect').mockImplementation((() => runtime[connect.mock.calls.length - 1]!.port) as never);
    // The worker: answers every call that comes over a channel it was sent, and holds the last one.
    const onChannel: PortCall[] = [];
    let hold = false;
    const worker = {
      postMessage(message: unknown, transfer: Transferable[]) {
        expect(message).toBe(UI_CHANNEL);
        const port = transfer[0] as MessagePort;
        ports.push(port);
        port.onmessage = (e) => {
          onChannel.push(e.data as PortCall);
          if (!hold) port.postMessage({ id: (e.data as PortCall).id, ok: true, value: 'over the channel' });
        };
      },
    };
    const api = createBackgroundApi({ worker: async () => worker });

    // The first call opens the port and goes over it: the channel is not open yet.
    const first = api.getLedger();
    expect(connect).toHaveBeenCalledWith({ name: UI_PORT });
    expect(runtime[0]!.sent).toMatchObject([{ type: 'getLedger' }]);
    runtime[0]!.answer({ id: runtime[0]!.sent[0]!.id, ok: true, value: 'over the port' });
    expect(await first).toBe('over the port');

    // Then the channel: the port carries nothing more.
    await expect(api.getLedger()).resolves.toBe('over the channel');
    expect(runtime[0]!.sent).toHaveLength(1);
    expect(onChannel).toMatchObject([{ type: 'getLedger' }]);

    // The worker stops with a call on the channel: the port says so, the call fails with the reason.
    hold = true;
    const lost = api.getOverview();
    await vi.waitFor(() => expect(onChannel).toHaveLength(2));
    runtime[0]!.disconnect();
    await expect(lost).rejects.toThrow('The background stopped before it answered. Try again.');

    // The next call opens a new port (waking the worker) and goes over it until a new channel is open.
    hold = false;
    const again = api.getLedger();
    expect(connect).toHaveBeenCalledTimes(2);
    expect(runtime[1]!.sent).toMatchObject([{ type: 'getLedger' }]);
    runtime[1]!.answer({ id: runtime[1]!.sent[0]!.id, ok: true, value: 'over the new port' });
    expect(await again).toBe('over the new port');
    await expect(api.getLedger()).resolves.toBe('over the channel');
    expect(onChannel).toHaveLength(3);
  });

  it('without a service worker (Firefox) every call goes over the port', async () => {
    const runtime = fakeRuntimePort();
    vi.spyOn(fakeBrowser.runtime, 'connect').mockImplementation((() => runtime.port) as never);
    const api = createBackgroundApi({ worker: async () => null });
    for (let i = 0; i < 2; i++) {
      const call = api.getLedger();
      await Promise.resolve();
      runtime.answer({ id: runtime.sent.at(-1)!.id, ok: true, value: i });
      expect(await call).toBe(i);
    }
    expect(runtime.sent).toHaveLength(2);
  });
});

describe("keeping Chrome's worker awake for calls on a channel", () => {
  it('pings at most every 10 s, and a failed ping is not an error', async () => {
    let t = 0;
    const ping = vi.fn(async () => {
      throw new Error('no');
    });
    const keep = throttledKeepAwake(ping, () => t);
    keep();
    t = 9_999;
    keep();
    expect(ping).toHaveBeenCalledTimes(1);
    t = 10_000;
    keep();
    expect(ping).toHaveBeenCalledTimes(2);
    await Promise.resolve();
  });

  it('knows a page from a service worker', () => {
    expect(isServiceWorker(globalThis)).toBe(false);
  });
});
