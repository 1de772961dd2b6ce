// The limits of the forms' fields, client-safe without zod: the forms read them (maxLength, min, max) and
// schema.ts checks them.
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const STORY_MAX = 10000;
export const YEAR_MIN = 1950;
export const YEAR_MAX = 2100;
