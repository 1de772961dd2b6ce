// The limits and choices of the university's forms, client-safe without zod: the forms read them (maxLength,
// min, max, the options) and schema.ts checks them.
export const TITLE_MAX = 200;
export const SUMMARY_MAX = 1000;
export const DESCRIPTION_MAX = 2000;
export const AUDIENCE_MAX = 300;
/** A direction of courses and a topic of literature are short names people pick again («Управление»). */
export const GROUP_NAME_MAX = 100;
export const AUTHOR_MAX = 200;
export const LINK_MAX = 1000;
export const HOURS_MIN = 1;
export const HOURS_MAX = 1000;
/** The literature search box. */
export const QUERY_MAX = 100;

export const COURSE_FORMATS = ["offline", "online", "blended"] as const;
export type CourseFormat = (typeof COURSE_FORMATS)[number];

export const LITERATURE_KINDS = ["book", "article", "material"] as const;
export type LiteratureKind = (typeof LITERATURE_KINDS)[number];

/**
 * A course's or an item's link: an external address (http or https) or a page of the portal ("/education/1/3");
 * never a script, a protocol-relative address or anything with spaces.
 */
export const isAllowedLink = (value: string) => /^https?:\/\/[^\s/]+\S*$/i.test(value) || /^\/(?!\/)\S*$/.test(value);
