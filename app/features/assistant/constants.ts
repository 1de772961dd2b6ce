// Эмилия's names shared by the banner's slot, the server and its lazy script (client-safe, no strings shown).

/** sessionStorage key of a banner closed in this browser session (spec part 1 §4). */
export const BANNER_DISMISSED_KEY = "emilia-banner-dismissed";

/** The attribute of the banner's place on the home page, present while the banner is due (server/banner.server.tsx). */
export const BANNER_SLOT_ATTRIBUTE = "data-emilia-slot";

/** The banner's delay: a random whole number of milliseconds from 1 to 60 seconds. */
export const BANNER_DELAY_MS = { min: 1_000, max: 60_000 } as const;
