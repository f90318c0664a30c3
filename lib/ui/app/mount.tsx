import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { settingsItem } from '../../storage/items';
import { createBrowserEnv } from '../env/browser-env';
import { UiProvider } from './context';
import { applyTheme } from './theme';

/** Mounts an extension page: theme first (no flash), then the app with the real environment. */
export function mountPage(app: ReactNode): void {
  void settingsItem
    .getValue()
    .then((s) => applyTheme(s.theme))
    .catch(() => {});
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <UiProvider env={createBrowserEnv()}>{app}</UiProvider>
    </StrictMode>,
  );
}
