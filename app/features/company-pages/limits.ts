// О компании's limits, apart from schema.ts so that a page's fields read them without bringing zod to the browser.
export const TITLE_MAX = 200;
/** A page's HTML as sent (before sanitizing): far above any text a person writes, bounded all the same. */
export const BODY_MAX = 200_000;
export const COMPETENCE_TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
/** The most competences the list holds: /competencies shows them all, so the list stays bounded. */
export const COMPETENCES_MAX = 100;
