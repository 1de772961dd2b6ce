// The consents' limits, client-safe: the page's publish form reads BODY_MAX (schema.ts, which names server-only
// refusals, must not reach the browser's build).
export const CONSENTS_PAGE = 50;
/** The largest id a table can hold (an integer column on PostgreSQL). */
export const MAX_ID = 2_147_483_647;
export const BODY_MAX = 20_000;
