// The rules of a mentor's offer, a request, a meeting, read by the page's action and the /api alike (server
// side only: the forms are plain posts the server checks).
import * as z from "zod/mini";
import { field, flag, idOf, optionalText, refuse, requiredText, wholeNumberIn } from "~/platform/schema";
import { normalizeDate } from "~/shared/dates";
import { searchKey } from "~/shared/search-key";
import { ABOUT_MAX, CAPACITY_MAX, MESSAGE_MAX, TOPIC_MAX, TOPICS_MAX, messages as t } from "./messages";

/** The filter's key of a topic: the shared rule of names (lower case, yo as ye, single spaces). */
export const topicKey = searchKey;

/** Topics as a comma-separated text (the form) or a list (the /api): distinct by key, in the order given. */
const topicsField = field((v) => {
  const list = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : null;
  if (!list || list.some((x) => typeof x !== "string")) return refuse(t.topicsRequired);
  const seen = new Map<string, string>();
  for (const raw of list as string[]) {
    const topic = raw.trim().replace(/\s+/g, " ");
    if (topic && !seen.has(topicKey(topic))) seen.set(topicKey(topic), topic);
  }
  const topics = [...seen.values()];
  if (topics.length === 0) return refuse(t.topicsRequired);
  if (topics.length > TOPICS_MAX || topics.some((x) => x.length > TOPIC_MAX)) return refuse(t.topicsInvalid);
  return topics;
});

export const offerSchema = z.object({
  about: requiredText(ABOUT_MAX, t.aboutRequired, t.aboutTooLong),
  topics: topicsField,
  capacity: wholeNumberIn(1, CAPACITY_MAX, t.capacityInvalid),
  accepting: flag,
});
export type MentorOffer = z.output<typeof offerSchema>;

export const requestSchema = z.object({
  mentorId: idOf(t.mentorInvalid),
  message: requiredText(MESSAGE_MAX, t.messageRequired, t.messageTooLong),
});

export const pairIdSchema = z.object({ pairId: idOf(t.pairInvalid) });

export const meetingSchema = z.object({
  pairId: idOf(t.pairInvalid),
  heldOn: field((v) => normalizeDate(v) || refuse(t.heldOnInvalid)),
  notes: optionalText(ABOUT_MAX, t.notesTooLong),
});

/** The mentors' filter: a topic (absent or blank: every topic) and the keyset page. */
export const mentorsQuery = z.object({
  topic: optionalText(TOPIC_MAX, t.topicInvalid),
  after: z.optional(idOf(t.mentorInvalid)),
});
