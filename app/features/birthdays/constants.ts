// The birthdays limits and periods, client-safe and without zod: the pages' markup reads them (maxLength, the
// period links) and the schema checks them, so a page does not load zod for a number.
export const WISH_MAX = 1000;
export const POSTER_TEXT_MAX = 300;
export const PERIODS = ["today", "week", "month"] as const;
export type Period = (typeof PERIODS)[number];
/** People a /birthday page lists. */
export const BIRTHDAYS_PAGE = 50;
