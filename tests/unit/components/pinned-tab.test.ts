import { describe, expect, it } from 'vitest';
import { pinnedTabId } from '../../../lib/ui/env/browser-env';

describe('pinnedTabId', () => {
  it('pins only with an explicit tab id; the browser opens the side panel without one', () => {
    expect(pinnedTabId('')).toBeUndefined();
    expect(pinnedTabId('?other=1')).toBeUndefined();
    expect(pinnedTabId('?tabId=')).toBeUndefined();
    expect(pinnedTabId('?tabId=abc')).toBeUndefined();
    expect(pinnedTabId('?tabId=-3')).toBeUndefined();
    expect(pinnedTabId('?tabId=0')).toBe(0);
    expect(pinnedTabId('?tabId=1234')).toBe(1234);
  });
});
