/** The context menu's titles. */
export const menus = {};
