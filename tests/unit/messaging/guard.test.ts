import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { guardContent, guardUi, isExtensionPage, isOwnContentScript, selfInfo } from '../../../lib/messaging/guard';

beforeEach(() => {
  fakeBrowser.reset();
});

const self = () => selfInfo();
const page = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') });
const content = () => ({ id: fakeBrowser.runtime.id, url: 'https://www.social.example/northwindgames', tab: { id: 7 }, frameId: 0 });
const otherExtension = () => ({ id: 'another-extension', url: 'chrome-extension://another-extension/popup.html' });

describe('sender checks', () => {
  it('recognises our extension pages', () => {
    expect(selfInfo().origin).toBe(`chrome-extension://${fakeBrowser.runtime.id}/`);
    expect(isExtensionPage(page())).toBe(true);
    // An extension page opened in a tab is still an extension page.
    expect(isExtensionPage({ ...page(), tab: { id: 3 } })).toBe(true);
    expect(isExtensionPage(content())).toBe(false);
    expect(isExtensionPage(otherExtension())).toBe(false);
    expect(isExtensionPage({ id: fakeBrowser.runtime.id, url: 'chrome-extension://another-extension/popup.html' })).toBe(false);
    expect(isExtensionPage({ id: fakeBrowser.runtime.id })).toBe(false);
    expect(isExtensionPage(undefined)).toBe(false);
  });

  it('recognises our content scripts', () => {
    expect(isOwnContentScript(content())).toBe(true);
    expect(isOwnContentScript({ ...page(), tab: { id: 3 } })).toBe(false);
    expect(isOwnContentScript({ ...content(), id: 'another-extension' })).toBe(false);
    expect(isOwnContentScript({ id: fakeBrowser.runtime.id, url: 'https://www.social.example/' })).toBe(false);
  });
});

describe('guarded handlers', () => {
  const schema = z.object({ n: z.number().int() });
  const handler = guardUi(schema, (data) => data.n * 2, { self });

  it('accept an extension page with a valid payload', async () => {
    await expect(handler({ data: { n: 21 }, sender: page() })).resolves.toBe(42);
  });

  it('refuse a content script and another extension', async () => {
    await expect(handler({ data: { n: 1 }, sender: content() })).rejects.toThrow(/Refused/);
    await expect(handler({ data: { n: 1 }, sender: otherExtension() })).rejects.toThrow(/Refused/);
    // The message names who may send it (it once read "only … may not send").
    await expect(handler({ data: { n: 1 }, sender: content() })).rejects.toMatchObject({
      code: 'forbidden_sender',
      message: "Refused: only the extension's own pages may send this message.",
    });
  });

  it('refuse an invalid payload, or answer it with onInvalid', async () => {
    await expect(handler({ data: { n: 'x' }, sender: page() })).rejects.toMatchObject({ code: 'invalid_request' });
    const soft = guardUi(schema, () => 'ran', { self, onInvalid: (e) => `invalid ${e.param}` });
    await expect(soft({ data: { n: 1.5 }, sender: page() })).resolves.toBe('invalid n');
  });

  it('content handlers accept only our content scripts', async () => {
    const h = guardContent(schema, (data, sender) => `${sender.tab.id}:${data.n}`, { self });
    await expect(h({ data: { n: 1 }, sender: content() })).resolves.toBe('7:1');
    await expect(h({ data: { n: 1 }, sender: page() })).rejects.toThrow("Refused: only the extension's content scripts may send this message.");
    await expect(h({ data: { n: 'x' }, sender: content() })).rejects.toMatchObject({ code: 'invalid_request' });
  });
});
