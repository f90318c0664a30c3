import type { Badge } from '../../site/badge';
import type { MenuEntry } from '../../site/site';
import { fillWith, formOf, intlLocale, PSEUDO_LOCALE, resolveAmong, type Params } from './fill';
import { base as enBase } from './messages/en/base';
import { kindNames as enKinds } from './messages/en/kind-names';
import { worker as enWorker } from './messages/en/worker';
import { base as esBase } from './messages/es/base';
import { kindNames as esKinds } from './messages/es/kind-names';
import { worker as esWorker } from './messages/es/worker';
import { camelKey } from './keys';
import { pseudoMessage } from './pseudo';
import type { Message } from './types';

/**
 * The background's words in a language setting: the worker has no page to follow `setLanguage`,
 * so each call names its language ('auto': the worker's navigator.languages). Only the worker's
 * area and the counts are loaded here, not the pages' catalogue. The entrypoint hands this to
 * lib/background (speakWith), which may not import the pages' layer.
 */

type Words = { name: string; credit: Message; kinds: Record<string, string>; worker: typeof enWorker };
const WORDS: Record<string, Words> = {
  en: { name: enBase.manifest.extName, credit: enBase.count.credit, kinds: enKinds, worker: enWorker },
  es: { name: esBase.manifest.extName, credit: esBase.count.credit, kinds: esKinds, worker: esWorker },
};

export function backgroundWords(language: string, browserLanguages: readonly string[] = globalThis.navigator?.languages ?? []) {
  const locale = resolveAmong(language, Object.keys(WORDS), browserLanguages);
  const words = WORDS[locale] ?? WORDS.en!;
  const tag = intlLocale(locale);
  const rules = new Intl.PluralRules(tag);
  const numbers = new Intl.NumberFormat(tag);
  const say = (m: Message, params?: Params) => fillWith(formOf(m, params, (n) => rules.select(n)), params, (n) => numbers.format(n));
  // The pseudo-locale: English, accented and longer, as the pages show it.
  const shown = (text: string) => (locale === PSEUDO_LOCALE ? (pseudoMessage(text) as string) : text);
  return {
    menuTitle(entry: MenuEntry, onPage: boolean, cost: number): string {
      // A kind the catalogue does not know (a new site's) says the site's own words.
      const names: Record<string, string | undefined> = onPage ? words.worker.page : words.worker.link;
      const what = names[camelKey(entry.kind)] ?? (onPage ? entry.onPage : undefined) ?? entry.name;
      return shown(say(words.worker.lookUp, { what, credits: say(words.credit, { count: cost }) }));
    },
    newItems: (count: number): string => shown(say(words.worker.newItems, { count })),
    toolbarTitle({ current, count }: Badge): string {
      const parts = [words.name];
      if (current) {
        // A kind the catalogue does not know (a new site's) says the site's own word.
        const kind = words.kinds[current.kind] ?? current.name;
        parts.push(current.id ? say(words.worker.toolbar.current, { kind, id: current.id }).trim() : kind);
      }
      if (count > 0) parts.push(say(words.worker.toolbar.linked, { count }));
      return shown(parts.filter(Boolean).join(' · '));
    },
  };
}
