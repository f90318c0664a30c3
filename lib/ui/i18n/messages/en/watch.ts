/** Watchlists and the New view (components/watch). */
export const watch = {};
