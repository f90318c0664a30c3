import type { Badge } from '../site/badge';
import type { MenuEntry } from '../site/site';

/**
 * The background's user-visible words (menu titles, the toolbar tooltip, notifications) in a language setting. This
 * layer knows no language: the message catalogue is the pages' (lib/ui/i18n, above it), so the
 * entrypoint hands the catalogue's words in once at start (`speakWith`), before any menu is made.
 */
export interface BackgroundWords {
  /** A menu item's title: what it looks up (the link, or the page itself) and what it costs. */
  menuTitle(entry: MenuEntry, onPage: boolean, cost: number): string;
  /** A notification's title when watches found new items. */
  newItems(count: number): string;
  /** The toolbar button's tooltip for a tab: the extension's name, then what its badge stands for. */
  toolbarTitle(badge: Badge): string;
}

/** The words in a language setting ('auto': the browser's languages). */
export type WordsFor = (language: string) => BackgroundWords;

let wordsFor: WordsFor | undefined;

export function speakWith(words: WordsFor): void {
  wordsFor = words;
}

export function wordsIn(language: string): BackgroundWords {
  if (!wordsFor) throw new Error('The background has no words yet: the entrypoint gives them (speakWith) at start.');
  return wordsFor(language);
}
