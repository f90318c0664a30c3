/**
 * The side panel's frame and its Home view (components/sidepanel), which it opens on; its other
 * views' words are ./sidepanel-views.ts, loaded with them. Both are `sidepanel.*` (./index.ts).
 */
export const sidepanel = {
  app: {
    label: 'Side panel',
    jobs: 'Jobs',
    tabs: {
      home: 'Home',
      search: 'Search',
      marketplace: 'Marketplace',
      ads: 'Ads library',
      library: 'Library',
      boards: 'Boards',
      watch: 'Watch',
      ledger: 'Ledger',
    },
    /** The views' names where they could not be shown ("The ledger could not be shown"). */
    views: {
      home: 'Home',
      search: 'Search',
      marketplace: 'The marketplace',
      ads: 'The ads library',
      library: 'The library',
      boards: 'Boards',
      watch: 'Watches',
      ledger: 'The ledger',
    },
  },
  home: {
    thisTab: 'This tab',
    readingTab: 'Reading the tab…',
    notOnSite: 'This tab is not on the site. Open a page, group, post or video of the site, or use the side panel to search.',
    search: 'Search',
    lookUp: 'Look up',
    notAnEntity: 'This address is not a page, group, post or video. Links found on it are listed below.',
    nothingReported: 'Nothing reported from this page yet. Reload the tab if it was open before Social Lookup was installed.',
    navigation: 'Lookup navigation',
    back: 'Back',
  },
  found: {
    shareLink: 'Share link',
    withThisPost: 'With this post:',
    lookUp: 'Look up',
    title: 'Found on this page',
    titleNote: '({count} · free to list)',
    kept: 'The page showed {total} links; the newest {kept} are kept.',
    folded: { one: '{links} links make {count} row: a post’s share and photo links, and its other addresses, are listed with the post.', other: '{links} links make {count} rows: a post’s share and photo links, and its other addresses, are listed with the post.' },
    none: 'No pages, groups, posts or videos are linked from this page.',
    filterLabel: 'Filter found links',
    filterPlaceholder: 'Filter by name, id or link',
    kind: 'Kind',
    allKinds: 'All kinds ({count})',
    order: 'Order',
    pageOrder: 'Page order',
    newestFirst: 'Newest first',
    matches: '{shown} of {count} match.',
    showMore: 'Show more ({count} left)',
  },
  open: {
    open: 'Open',
    lookUpLink: 'Look up this link',
    details: 'Details',
  },
  entity: {
    lookingUp: 'Looking up…',
    lookUp: 'Look up',
    show: 'Show',
    thisLookup: 'This lookup',
  },
};
