// The partners club's limits, client-safe: the forms' maxLength and the schema's rules read the same numbers.
export const NAME_MAX = 120;
export const PLACE_NAME_MAX = 80;
export const TEXT_MAX = 3000;
export const ADDRESS_MAX = 300;
export const WEBSITE_MAX = 300;
export const PHONE_MAX = 40;
export const DISCOUNT_MIN = 1;
export const DISCOUNT_MAX = 100;
/** The most addresses a partner has; the form shows this many rows (blank ones are skipped). */
export const ADDRESSES_MAX = 8;
/** A search's text: at least this many characters, at most SEARCH_MAX. */
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
