/** The side-by-side comparison and its charts (components/compare, components/charts). */
export const compare = {};
