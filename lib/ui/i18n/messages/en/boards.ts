/** Boards (components/boards). */
export const boards = {};
