// The limits of the activity form's fields, client-safe without zod: the form reads them (maxLength, min, max)
// and schema.ts checks them.
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
export const PLACE_MAX = 300;
export const LINK_MAX = 1000;
export const SEATS_MAX = 100_000;
