/** Answer views of the photo network (components/answers/photo). */
export const photo = {};
