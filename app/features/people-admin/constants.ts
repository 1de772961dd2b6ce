// The people page's numbers and choices, client-safe and without zod: the page's markup reads them (schema.ts
// builds its zod schemas when loaded, which would ship to the browser with it).

export const PEOPLE_STATES = ["all", "active", "blocked"] as const;
export type PeopleState = (typeof PEOPLE_STATES)[number];

/** People on a page of the list (the /api's pageSize may ask for up to 200). */
export const PEOPLE_PAGE_SIZE = 50;

/** The longest reason of a block or an unblock. */
export const REASON_MAX = 500;
