// Achievements' limits, client-safe and without zod: the forms read them (schema.ts, which imports zod, stays on
// the server).
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 2000;
export const COMMENT_MAX = 1000;
export const YEARS_MAX = 60;
export const THANKS_MAX = 100_000;
/** Kinds and holders a page or an /api answer lists; the next ones by `after` (keyset on id). */
export const PAGE_SIZE = 20;
export const PAGE_MAX = 100;
