import { beforeEach } from 'vitest';

// Tests reset the fake browser's storage without change events: start each with a fresh read of
// the settings. Imported lazily so the fake browser is in place before the storage module loads.
beforeEach(async () => {
  const { forgetSettingsCache } = await import('../../lib/storage/settings');
  forgetSettingsCache();
});
