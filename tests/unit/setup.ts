import { beforeEach } from 'vitest';
import { speakWith } from '../../lib/background/words';
import { backgroundWords } from '../../lib/ui/i18n/background-words';

// Tests reset the fake browser's storage without change events: start each with a fresh read of
// the settings. Imported lazily so the fake browser is in place before the storage module loads.
beforeEach(async () => {
  const { forgetSettingsCache } = await import('../../lib/storage/settings');
  forgetSettingsCache();
});

// The background's words come from the catalogue, as the entrypoint gives them at start.
speakWith(backgroundWords);
