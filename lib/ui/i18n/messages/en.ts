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
  popup: {
    brand: 'Social Lookup',
    notOnSite: 'This tab is not on the site. Open a page, group, post or video of the site, or use the side panel to search.',
    thisTab: 'This tab',
    readingTab: 'Reading the tab…',
    notAnEntity: 'This address is not a page, group, post or video. The side panel lists what the page links to.',
    lookUp: 'Look up',
    show: 'Show',
    lookUpThis: 'Look up this {what}',
    link: 'link',
    boundary: 'The popup',
    openSidePanel: 'Open side panel',
    options: 'Options',
    pageListsLabel: 'What the page lists',
    pageLists: { one: 'The page lists {count} item (free): {kinds}. The side panel shows them.', other: 'The page lists {count} items (free): {kinds}. The side panel shows them.' },
    recentTitle: 'Recent lookups',
    nothingYet: 'Nothing looked up yet.',
    lookedUp: 'Looked up {age}',
    openAgain: ' · open again: {cost}',
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
