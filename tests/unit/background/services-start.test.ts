import { describe, expect, it, vi } from 'vitest';
import { createBackgroundServices } from '../../../lib/background/services';
import { DEFAULT_SETTINGS } from '../../../lib/lookup/settings';
import { memoryStore } from '../../../lib/lookup/store';
import { freshLibraryStore } from '../library/helpers';

describe("the background's services at a worker start", () => {
  it('read the settings before anything asks for them, so a woken lookup finds them read', async () => {
    const settings = vi.fn(async () => DEFAULT_SETTINGS);
    const apiKey = vi.fn(async () => null);
    createBackgroundServices({ store: memoryStore(), libraryStore: freshLibraryStore(), settings, apiKey });
    await vi.waitFor(() => expect(settings).toHaveBeenCalledTimes(1));
    // The key is read by a lookup that pays, not at start.
    expect(apiKey).not.toHaveBeenCalled();
  });
});
