import type { Theme } from '../../lookup/settings';

/** Applies the theme at once: `data-theme` on <html> (system = follow prefers-color-scheme). */
export function applyTheme(theme: Theme, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  else delete root.dataset.theme;
}
