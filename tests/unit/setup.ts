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

// Every locale's words loaded up front, so a test switches language at once (a page loads the
// chosen one before it first renders: lib/ui/app/mount.tsx).
const { LOCALE_NAMES, loadLocale } = await import('../../lib/ui/i18n/catalogue');
await Promise.all(LOCALE_NAMES.map(loadLocale));
