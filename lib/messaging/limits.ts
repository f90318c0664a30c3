/** Sizes the UI protocol accepts (kept apart from the schemas, so pages import no zod for them). */

/** Estimates one `estimateMany` message may ask for. */
export const ESTIMATES_PER_MESSAGE = 100;
