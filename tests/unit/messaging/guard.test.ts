import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { guardContent, isExtensionPage, isOwnContentScript, selfInfo } from '../../../lib/messaging/guard';

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

// The pages' calls are checked and validated by the UI server: tests/unit/messaging/ui-server.test.ts.
describe('guarded content handlers', () => {
  const schema = z.object({ n: z.number().int() });

  it('content handlers accept only our content scripts', async () => {
    const h = guardContent(schema, (data, sender) => `${sender.tab.id}:${data.n}`, { self });
    await expect(h({ data: { n: 1 }, sender: content() })).resolves.toBe('7:1');
    await expect(h({ data: { n: 1 }, sender: page() })).rejects.toThrow("Refused: only the extension's content scripts may send this message.");
    await expect(h({ data: { n: 'x' }, sender: content() })).rejects.toMatchObject({ code: 'invalid_request' });
  });
});
