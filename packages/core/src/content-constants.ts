/**
 * Public content's constants, without zod: public pages (the blog, short links) use them before
 * asking the API, and importing `@curo/core/content` for them would bring every content schema
 * (and zod) into the page's first load. `@curo/core/content` re-exports them.
 */

/** Items per page of the blog and the FAQ lists. */
export const CONTENT_PAGE_SIZE = 12;

/** A blog post's, category's or specialty's slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A short link's id. */
export const NANO_ID_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;
