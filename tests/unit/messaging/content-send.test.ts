import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onContentMessage } from '../../../lib/messaging/content';
import { sendContentMessage } from '../../../lib/messaging/content-send';

const changes = { pageUrl: 'https://www.social.example/', current: null, reset: true, seq: 0, total: 0, added: [], removed: [] };

describe('the content script sender', () => {
  beforeEach(() => fakeBrowser.reset());

  it('speaks to the background listener: answers come back, refusals become errors', async () => {
    const off = onContentMessage('reportChanges', ({ data }) => ({ resync: data.seq > 0 }));
    await expect(sendContentMessage('reportChanges', changes)).resolves.toEqual({ resync: false });
    await expect(sendContentMessage('reportChanges', { ...changes, seq: 2 })).resolves.toEqual({ resync: true });
    off();
    onContentMessage('reportChanges', () => {
      throw new Error('Refused: only the extension\'s content scripts may send this message.');
    });
    await expect(sendContentMessage('reportChanges', changes)).rejects.toThrow(/^Refused/);
  });
});
