// The university's inputs, shared by the page forms and /api: zod/mini. A course's link and a literature item's
// link are an external address or a page of the portal (limits.ts isAllowedLink); whether an item has a link or
// a file is the domain's check, since a file it already has counts.
import * as z from "zod/mini";
import { field, optionalIdOf, optionalText, refuse, requiredText, wholeNumberIn } from "~/platform/schema";
import { messages as t } from "./messages";
import {
  AUDIENCE_MAX,
  AUTHOR_MAX,
  COURSE_FORMATS,
  DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  HOURS_MAX,
  HOURS_MIN,
  isAllowedLink,
  LINK_MAX,
  LITERATURE_KINDS,
  QUERY_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
  type CourseFormat,
  type LiteratureKind,
} from "./limits";

/** One of `choices`, or `message`. */
const oneOf = <T extends string>(choices: readonly T[], message: string) =>
  field((v): T | ReturnType<typeof refuse> => (choices.includes(v as T) ? (v as T) : refuse(message)));

/** An optional link: trimmed, "" when blank; otherwise an allowed address. */
const optionalLink = field((v): string | ReturnType<typeof refuse> => {
  if (v !== undefined && v !== null && typeof v !== "string") return refuse(t.linkInvalid);
  const link = (v ?? "").trim();
  if (link.length > LINK_MAX) return refuse(t.linkTooLong);
  return link === "" || isAllowedLink(link) ? link : refuse(t.linkInvalid);
});

/** POST /university/course/save {id?, title, summary?, direction, format, hours, audience?, link?, coverFileId?}, and the course form. */
export const courseSchema = z.object({
  title: requiredText(TITLE_MAX, t.titleRequired, t.titleTooLong),
  summary: optionalText(SUMMARY_MAX, t.summaryTooLong),
  direction: requiredText(GROUP_NAME_MAX, t.directionRequired, t.directionTooLong),
  format: oneOf<CourseFormat>(COURSE_FORMATS, t.formatRequired),
  hours: wholeNumberIn(HOURS_MIN, HOURS_MAX, t.hoursInvalid),
  audience: optionalText(AUDIENCE_MAX, t.audienceTooLong),
  link: optionalLink,
  coverFileId: optionalIdOf(t.fieldCover),
});

/** POST /university/literature/save {id?, kind, title, author?, description?, topic, link?, fileId?}, and the item form. */
export const literatureSchema = z.object({
  kind: oneOf<LiteratureKind>(LITERATURE_KINDS, t.kindRequired),
  title: requiredText(TITLE_MAX, t.titleRequired, t.titleTooLong),
  author: optionalText(AUTHOR_MAX, t.authorTooLong),
  description: optionalText(DESCRIPTION_MAX, t.descriptionTooLong),
  topic: requiredText(GROUP_NAME_MAX, t.topicRequired, t.topicTooLong),
  link: optionalLink,
  fileId: optionalIdOf(t.fieldFile),
});

/** The lists' filters (a query string or JSON): anything too long or not text is no filter at all. */
const filterText = (max: number) => field((v): string => (typeof v === "string" && v.trim().length <= max ? v.trim() : ""));

export const coursesQuery = z.object({ direction: filterText(GROUP_NAME_MAX) });
export const literatureQuery = z.object({ q: filterText(QUERY_MAX), topic: filterText(GROUP_NAME_MAX) });

export type CourseInput = z.output<typeof courseSchema>;
export type LiteratureInput = z.output<typeof literatureSchema>;
export type CoursesFilter = z.output<typeof coursesQuery>;
export type LiteratureFilter = z.output<typeof literatureQuery>;
