/**
 * Upper bound of every free-text contact field, so the server never stores unbounded text. Apart
 * from the zod schemas (text-fields.ts), so a field on a page's first screen can use it without
 * loading zod.
 */
export const maxTextLength = 255;
