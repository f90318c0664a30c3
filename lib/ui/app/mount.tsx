import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { settingsItem } from '../../storage/items';
import { createBrowserEnv } from '../env/browser-env';
import { UiProvider } from './context';
import { applyTheme } from './theme';
import { setLanguage } from '../i18n/catalogue';
import { Localized } from '../i18n/react';

/**
 * Mounts an extension page: the theme and the language's words first (no flash of another theme
 * or language; the words of a language other than English are a chunk of their own), then the
 * app with the real environment.
 */
export function mountPage(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <UiProvider env={createBrowserEnv()}>
          <Localized>{app}</Localized>
        </UiProvider>
      </StrictMode>,
    );
  settingsItem
    .getValue()
    .then((s) => {
      applyTheme(s.theme);
      return setLanguage(s.language);
    })
    .catch(() => setLanguage('auto'))
    .finally(render);
  // Another page (the options) may change the language: every open page follows.
  settingsItem.watch((s) => void setLanguage(s.language));
}
