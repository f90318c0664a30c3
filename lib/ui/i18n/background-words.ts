import type { MenuEntry } from '../../site/site';
import { catalogue, resolveLocale, t } from './catalogue';

/**
 * The background's words from the catalogue, in a language setting: the worker has no page to
 * follow `setLanguage`, so each call names its locale ('auto': the worker's navigator.languages).
 * The entrypoint hands this to lib/background (speakWith), which may not import the catalogue.
 */
export function backgroundWords(language: string) {
  const locale = resolveLocale(language);
  return {
    menuTitle(entry: MenuEntry, onPage: boolean, cost: number): string {
      const what = menuName(locale, entry, onPage);
      return t('menus.lookUp', { what, credits: t('count.credit', { count: cost }, locale) }, locale);
    },
    newItems: (count: number): string => t('watch.notification.newItems', { count }, locale),
  };
}

const camel = (kind: string) => kind.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The kind's name in the catalogue; a kind it does not know (a new site's) says the site's own words. */
function menuName(locale: string, entry: MenuEntry, onPage: boolean): string {
  const names: Record<string, string | undefined> = onPage ? catalogue(locale).menus.page : catalogue(locale).menus.link;
  return names[camel(entry.kind)] ?? (onPage ? entry.onPage : undefined) ?? entry.name;
}
