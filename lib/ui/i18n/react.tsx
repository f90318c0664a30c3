import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { currentLocale, onLocaleChange } from './catalogue';

/**
 * The current locale, re-rendering the caller when it changes: a page's root calls it, so the
 * whole page speaks the new language at once (its children read `t` as they render).
 */
export function useLocale(): string {
  return useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
}

/** A page in the current locale: a change of language renders it anew in the new words. */
export function Localized({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}
