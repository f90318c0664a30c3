/** The side-by-side comparison and its charts (components/compare, components/charts). */
export const compare = {
  title: 'Side by side',
  intro: 'Compare two to four from what is kept, for free.',
  compare: 'Compare',
  kindToCompare: 'Kind to compare',
  keptToCompare: 'Kept to compare',
  nothingKept: 'Nothing of this kind is kept yet.',
  pickTwo: 'Pick at least two.',
  /** "From 12 posts of A, 3 posts of B kept.": the list is made of `postsOf`. */
  from: 'From {columns} kept.',
  postsOf: { one: '{count} post of {title}', other: '{count} posts of {title}' },
  notKept: 'not kept',
  fresh: {
    label: 'How fresh: {title}',
    subject: '{kind} fetched {age}',
    posts: 'posts {age}',
    noPosts: 'no posts kept',
    ads: 'ads {age}',
    noAds: 'no ads kept',
    refresh: 'Refresh',
  },
  /** One chart per figure: its title, and a value with its unit. */
  figure: {
    audience: { title: 'Followers or members', value: { one: '{count} person', other: '{count} people' } },
    postsPerWeek: { title: 'Posts per week', value: { one: '{count} post a week', other: '{count} posts a week' } },
    medianReactions: { title: 'Median reactions per post', value: { one: '{count} reaction', other: '{count} reactions' } },
    medianComments: { title: 'Median comments per post', value: { one: '{count} comment', other: '{count} comments' } },
    adsRunning: { title: 'Ads running', value: { one: '{count} ad', other: '{count} ads' } },
    medianDaysRunning: { title: 'Median days an ad has run', value: { one: '{count} day', other: '{count} days' } },
  },
  chart: {
    /** After a bar chart's title: how many in all, in the unit the chart counts. */
    inAll: '· {total} {unit} in all',
    whenOrWhat: 'When or what',
    item: 'Item',
    date: 'Date',
  },
};
