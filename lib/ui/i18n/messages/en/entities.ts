/** Cards of the social network's entities (components/entities). */
export const entities = {};
