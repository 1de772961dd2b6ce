// The vacancies' limits and fixed values as plain numbers, without zod: pages show them (maxlength,
// counters) and the schemas check them, so a view page does not bring zod into the browser.

/** §9: the default city is Вологда, id 1 (0022 inserts it first). */
export const DEFAULT_CITY_ID = 1;
/** Cards of the list per page (ours: §9 gives no value); the call's default pageSize. */
export const VACANCIES_PAGE = 10;
/** The call's largest pageSize. */
export const VACANCIES_PAGE_MAX = 50;
/** A card's duties are cut at the last space before this many characters, then «…» (ours). */
export const CARD_TEXT_MAX = 200;
/** Replies on the vacancy page and /vacancies/replies per page (keyset). */
export const REPLIES_PAGE = 20;
/** §9: replies are reviewed within 5 calendar days: a reply's claim is due that many days after it is sent. */
export const REVIEW_DAYS = 5;

// §9 field limits.
export const POSITION_MAX = 255;
export const WAGE_MAX = 255;
export const TEXT_BLOCK_MAX = 4000;
export const REPLY_INFO_MAX = 4000;
export const FULL_NAME_MAX = 255;
export const EMAIL_MAX = 255;

export const SECTORS = ["RETAIL", "WHOLESALE", "OTHER"] as const;
export const LEVELS = ["CHIEF", "SPECIALIST", "EXECUTOR"] as const;
export const STATES = ["PUBLIC", "ARCHIVE"] as const;
export const REPLY_MODES = ["SELF", "RECOMMEND"] as const;
