// The videos' limits, client-safe without zod (the forms' maxlength reads them; schema.ts checks them).
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
/** The list's address: the forms' Cancel and Back lead there. */
export const LIST_PATH = "/gallery/videos";
