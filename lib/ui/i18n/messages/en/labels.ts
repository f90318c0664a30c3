/** Names of kinds, parameters and fields (lib/ui/text). */
export const labels = {};
