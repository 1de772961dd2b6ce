// The limits of the forms' fields, client-safe without zod: the forms read them (maxLength, min, max) and
// schema.ts checks them.
export const TEXT_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const WINNER_TEXT_MAX = 2000;
export const YEAR_MIN = 1950;
export const YEAR_MAX = 2100;
