/** The side panel's views (components/sidepanel). */
export const sidepanel = {};
