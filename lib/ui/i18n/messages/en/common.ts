/** Shared building blocks of every page (components/common). */
export const common = {};
