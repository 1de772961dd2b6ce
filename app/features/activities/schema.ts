// Активности's inputs, shared by the page forms and /api: zod/mini. Times come as the form's datetime-local
// ("2026-12-10T18:30", Moscow time: the company's clock) or as ISO-8601 with an offset (JSON clients), and are
// kept as UTC ISO strings. The rules between fields (end after start, sign-up before start, a place or a link)
// are the domain's (server/activities.server.ts), which names the field.
import * as z from "zod/mini";
import { field, idOf, optionalText, refuse, requiredText } from "~/platform/schema";
import { readMoment } from "~/shared/moscow-time";
import { messages as t } from "./messages";
import { DESCRIPTION_MAX, LINK_MAX, PLACE_MAX, SEATS_MAX, TITLE_MAX } from "./limits";

const moment = (required: string | null) =>
  field((v): string | null | ReturnType<typeof refuse> => {
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return required ? refuse(required) : null;
    if (typeof v !== "string") return refuse(t.dateTimeInvalid);
    return readMoment(v) ?? refuse(t.dateTimeInvalid);
  });

const seats = field((v): number | null | ReturnType<typeof refuse> => {
  if (v === undefined || v === null || v === "") return null;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= SEATS_MAX ? n : refuse(t.seatsInvalid);
});

const link = field((v): string | null | ReturnType<typeof refuse> => {
  if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
  if (typeof v !== "string" || v.length > LINK_MAX) return refuse(t.linkInvalid);
  try {
    const url = new URL(v.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : refuse(t.linkInvalid);
  } catch {
    return refuse(t.linkInvalid);
  }
});

/** POST /activities/create and /activities/edit, and the activity form. */
export const activitySchema = z.object({
  title: requiredText(TITLE_MAX, t.titleRequired, t.titleTooLong),
  description: optionalText(DESCRIPTION_MAX, t.descriptionTooLong),
  startsAt: moment(t.startsRequired),
  endsAt: moment(t.endsRequired),
  place: optionalText(PLACE_MAX, t.placeTooLong),
  link,
  seats,
  signupUntil: moment(null),
});

export type ActivityInput = z.output<typeof activitySchema>;

/** An activity named by id ({id}). */
export const activityRefSchema = z.object({ id: idOf(t.idInvalid) });
/** A person of an activity ({id, userId}). */
export const memberRefSchema = z.object({ id: idOf(t.idInvalid), userId: idOf(t.idInvalid) });

export const FILTERS = ["upcoming", "past", "mine"] as const;
export type ActivityFilter = (typeof FILTERS)[number];
export const filterOf = (v: unknown): ActivityFilter => ((FILTERS as readonly unknown[]).includes(v) ? (v as ActivityFilter) : "upcoming");
