import { en } from './messages/en';
import { es } from './messages/es';
import { addEnglish, type Catalogue } from './catalogue';

/** Every locale's catalogue at once: for the build (the manifest's _locales) and the tests, not the pages. */
export const LOCALES = { en, es } satisfies Record<string, Catalogue>;

// Whoever reads every locale reads all of English too (the pages add its areas as they load them).
addEnglish(en);
