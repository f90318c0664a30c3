// The English catalogue: the source of every user-visible word. Keys are grouped by area; other
// locales have the same keys with the same placeholders (tests/unit/ui/i18n.test.ts).

export const en = {
  /** The manifest's words: written into _locales/<lang>/messages.json at build time. */
  manifest: {
    extName: 'Social Lookup',
    extDescription:
      'Look up public pages, groups, posts and videos of the social network in place, with the cost of every call shown first.',
    openSidePanel: 'Open the lookup side panel',
  },
  /** Counts with their noun, by the locale's plural rules. */
  count: {
    credit: { one: '{count} credit', other: '{count} credits' },
    call: { one: '{count} call', other: '{count} calls' },
    day: { one: '{count} day', other: '{count} days' },
  },
  dates: {
    justNow: 'just now',
    minutesAgo: '{count} min ago',
    hoursAgo: '{count} h ago',
    daysAgo: { one: '{count} day ago', other: '{count} days ago' },
  },
  options: {
    language: {
      title: 'Language',
      label: 'Language of the extension',
      auto: 'As the browser ({language})',
      hint: 'Menus, panels and this page. Exported files keep ISO dates and the same column names in every language.',
    },
  },
};
