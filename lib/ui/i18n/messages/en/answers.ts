/** Answer views of the social network (components/answers). */
export const answers = {};
