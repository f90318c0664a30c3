/** The words every area shares: the manifest, counts with their noun and relative dates. */
export const base = {
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
};
