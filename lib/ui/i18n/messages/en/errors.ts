/** What each error code says, and its way forward (lib/ui/text/errors.ts). */
export const errors = {};
