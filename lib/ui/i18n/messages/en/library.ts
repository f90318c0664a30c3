/** The library (components/library). */
export const library = {};
