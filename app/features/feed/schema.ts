// Input rules of the feed's posts and polls (spec part 2 §5, §7, §9; issue #12 point 12), shared by /api
// and the pages' actions: the service parses with them at the top of each call, and its use cases take
// the parsed types exported below. zod/mini keeps any browser bundle small.
import * as z from "zod/mini";
import { field, flag, idOf, isRefusal, optionalIdOf, pageParam, refuse, type Refusal } from "~/platform/schema";
import { toId } from "~/platform/ids";
import { versionField } from "~/platform/validate";
import { feedServerMessages as t } from "./messages.server";
import { youtubeIdOf, youtubeWatchUrl } from "./video";

export const TITLE_MAX = 255;
export const TEXT_MAX = 10_000;
export const IMAGES_MAX = 10;
export const DOCUMENTS_MAX = 10;
export const VIDEOS_MAX = 2;
export const POLL_ANSWERS_MIN = 2;
export const POLL_ANSWERS_MAX = 10;
export const POLL_TEXT_MAX = 255;
export const REJECT_REASON_MAX = 1000;
/** Search starts at 3 characters (§9). */
export const SEARCH_MIN = 3;
export const FEED_PAGE = 20;
export const FEED_PAGE_MAX = 50;
export const LIKES_PAGE = 50;
export const LIKES_PAGE_MAX = 100;

const text = (max: number, tooLong: string) =>
  field((v): string | Refusal => {
    if (v === undefined || v === null) return "";
    if (typeof v !== "string") return refuse(tooLong);
    const trimmed = v.trim();
    return trimmed.length > max ? refuse(tooLong) : trimmed;
  });

/** [1, "2"] → [1, 2] (repeats dropped); absent or null → []; anything else, or more than `max`: the refusal. */
function idsOf(v: unknown, max: number, tooMany: string): number[] | Refusal {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return refuse(t.fileListInvalid);
  const ids: number[] = [];
  for (const item of v) {
    const id = toId(item);
    if (id === null) return refuse(t.fileListInvalid);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > max ? refuse(tooMany) : ids;
}
const idList = (max: number, tooMany: string) => field((v) => idsOf(v, max, tooMany));

/** A video of a post: an uploaded file, or a YouTube link (normalised). */
export type VideoInput = { fileId: number } | { link: string };

const videoList = field((v): VideoInput[] | Refusal => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) return refuse(t.fileListInvalid);
  const videos: VideoInput[] = [];
  for (const item of v) {
    if (typeof item !== "object" || item === null) return refuse(t.fileListInvalid);
    const { id, link } = item as { id?: unknown; link?: unknown };
    if (typeof link === "string" && link.trim() !== "") {
      const youtube = youtubeIdOf(link);
      if (!youtube) return refuse(t.videoLinkUnknown);
      videos.push({ link: youtubeWatchUrl(youtube) });
    } else {
      const fileId = toId(id);
      if (fileId === null) return refuse(t.fileListInvalid);
      videos.push({ fileId });
    }
  }
  return videos.length > VIDEOS_MAX ? refuse(t.tooManyVideos) : videos;
});

export interface PollInput {
  question: string;
  answers: string[];
  publicFlag: boolean;
  multiple: boolean;
}

/** A poll's question: trimmed, required, at most 255 characters. */
function pollQuestionOf(v: unknown): string | Refusal {
  const question = typeof v === "string" ? v.trim() : "";
  if (!question) return refuse(t.pollQuestionRequired);
  return question.length > POLL_TEXT_MAX ? refuse(t.pollQuestionTooLong) : question;
}

/** A poll's answers: trimmed (§5), 2–10, distinct, none empty or longer than 255 characters. */
function pollAnswersOf(v: unknown): string[] | Refusal {
  if (!Array.isArray(v) || v.some((a) => typeof a !== "string")) return refuse(t.pollAnswersCount);
  const answers = (v as string[]).map((a) => a.trim());
  if (answers.length < POLL_ANSWERS_MIN || answers.length > POLL_ANSWERS_MAX) return refuse(t.pollAnswersCount);
  if (answers.some((a) => a === "")) return refuse(t.pollAnswerEmpty);
  if (answers.some((a) => a.length > POLL_TEXT_MAX)) return refuse(t.pollAnswerTooLong);
  if (new Set(answers.map((a) => a.toLowerCase())).size !== answers.length) return refuse(t.pollAnswersDistinct);
  return answers;
}

/** createPollRequest: its question, then its answers. Absent or null: no poll. */
const pollRequest = field((v): PollInput | null | Refusal => {
  if (v === undefined || v === null) return null;
  if (typeof v !== "object" || Array.isArray(v)) return refuse(t.pollQuestionRequired);
  const raw = v as Record<string, unknown>;
  const question = pollQuestionOf(raw.question);
  if (isRefusal(question)) return question;
  const answers = pollAnswersOf(raw.answers);
  if (isRefusal(answers)) return answers;
  const bool = (x: unknown) => x === true || x === "true" || x === 1;
  return { question, answers, publicFlag: bool(raw.publicFlag), multiple: bool(raw.multiple) };
});

/** groupId: absent, null or "" → company news (null); anything else is a group's id, checked by resolveGroup. */
const groupId = field((v): number | null | Refusal => {
  if (v === undefined || v === null || v === "") return null;
  return toId(v) ?? refuse(t.groupNotFound);
});

/**
 * plannedPublishDate, ISO 8601: "2026-12-01T09:00" (no offset: Europe/Moscow, UTC+3 without DST),
 * "…:00Z" or "…+05:00". Whether it is in the future is the use case's to say (it knows the time).
 */
export function plannedDateOf(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!m) return null;
  const offset = m[5] ? (m[5] === "Z" ? "Z" : `${m[5].slice(0, 3)}:${m[5].slice(-2)}`) : "+03:00";
  const date = new Date(`${m[1]}T${m[2]}${m[3] ?? ":00"}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // 2026-02-30 rolls over in Date: refuse what does not read back as written.
  const local = new Date(date.getTime() + (offset === "Z" ? 0 : offsetMinutes(offset)) * 60_000).toISOString();
  return local.slice(0, 16) === `${m[1]}T${m[2]}` ? date : null;
}
const offsetMinutes = (offset: string) =>
  (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

const plannedDate = field((v): Date | Refusal => plannedDateOf(v) ?? refuse(t.plannedDateInFuture));

const postContent = {
  title: text(TITLE_MAX, t.titleTooLong),
  text: text(TEXT_MAX, t.textTooLong),
  imageIds: idList(IMAGES_MAX, t.tooManyImages),
  videoList,
  documentIds: idList(DOCUMENTS_MAX, t.tooManyDocuments),
};

export const postCreateSchema = z.object({
  groupId,
  ...postContent,
  articleId: optionalIdOf(t.articleNotFound),
  createPollRequest: pollRequest,
});
export const postDelayedCreateSchema = z.object({ ...postCreateSchema.shape, plannedPublishDate: plannedDate });

/** /posts/update replaces the post: null pollId drops the poll (a new createPollRequest may replace it, ours). */
export const postUpdateSchema = z.object({
  id: idOf(t.postNotFound),
  ...postContent,
  articleId: optionalIdOf(t.articleNotFound),
  pollId: optionalIdOf(t.pollNotFound),
  createPollRequest: pollRequest,
  version: versionField,
});
export const postDelayedUpdateSchema = z.object({ ...postUpdateSchema.shape, plannedPublishDate: plannedDate });

export const offerSchema = z.object({ groupId, ...postContent });

/** A form's text field as it came (a repeated name, which no field of the form has, reads as empty). */
const formString = field((v): string => (typeof v === "string" ? v : ""));
/** A form's repeated field (the poll's answers): one value comes alone, several as a list. */
const formStrings = field((v): string[] => [v].flat().filter((s): s is string => typeof s === "string"));
/** A form's ids (ticked boxes, hidden fields): one comes alone, several as a list, none as nothing. */
const formIds = (max: number, tooMany: string) =>
  field((v) => idsOf(v === undefined || v === null || Array.isArray(v) ? v : [v], max, tooMany));

/** The composer's YouTube link: "" for none; a link that names no YouTube video is refused. */
const videoLink = field((v): string | Refusal => {
  const link = typeof v === "string" ? v.trim() : "";
  return link === "" || youtubeIdOf(link) ? link : refuse(t.videoLinkUnknown);
});

/** Another guide article: its page's address (…/article/{id}) or its number; "" for none. */
const articleLink = field((v): number | undefined | Refusal => {
  const link = typeof v === "string" ? v.trim() : "";
  if (link === "") return undefined;
  const id = /^\d+$/.exec(link)?.[0] ?? /\/article\/(\d+)\/?(?:[?#].*)?$/.exec(link)?.[1];
  return toId(id) ?? refuse(t.articleNotFound);
});

/** "Publish later": "" for now; a date as the /api reads it, kept as typed (the use case says if it is ahead). */
const plannedField = field((v): string | undefined | Refusal => {
  const typed = typeof v === "string" ? v.trim() : "";
  if (typed === "") return undefined;
  return plannedDateOf(typed) ? typed : refuse(t.plannedDateInFuture);
});

/**
 * The new poll the composer describes: its question and the answers typed (the empty inputs left out);
 * none when the edited post keeps its poll or nothing of one is typed.
 */
function typedPoll(form: { pollId?: number; pollQuestion: string; pollAnswer: string[] }) {
  const answers = form.pollAnswer.map((a) => a.trim()).filter((a) => a !== "");
  if (form.pollId !== undefined || (form.pollQuestion.trim() === "" && answers.length === 0)) return null;
  return { question: form.pollQuestion, answers };
}

/**
 * The composer's form (ADR 0024): its fields, each with the /api's rule and message, become the input of
 * /posts/create, /posts/delayed/create, /posts/offer-post or /posts/update (the service parses that again
 * with the call's schema). The form is not the /api's input: files come as the ids they were stored
 * under (imageIds, documentIds, videoIds) beside the YouTube link, the poll as pollQuestion and
 * pollAnswer (or pollId, the edited post's poll kept), the article as a link or a kept or chosen id. A
 * message goes to the field it is about: the poll's question or its answers, the video link when the
 * videos are too many. The group and the edited post come from the address, never from here.
 */
export const composerFormSchema = z.pipe(
  z
    .object({
      title: postContent.title,
      text: postContent.text,
      imageIds: formIds(IMAGES_MAX, t.tooManyImages),
      documentIds: formIds(DOCUMENTS_MAX, t.tooManyDocuments),
      videoIds: formIds(VIDEOS_MAX, t.tooManyVideos),
      videoLink,
      articleId: optionalIdOf(t.articleNotFound),
      articleLink,
      pollId: optionalIdOf(t.pollNotFound),
      pollQuestion: formString,
      pollAnswer: formStrings,
      pollPublic: flag,
      pollMultiple: flag,
      plannedPublishDate: plannedField,
      version: versionField,
    })
    .check(
      z.superRefine((form, ctx) => {
        const refused = (path: string, refusal: Refusal) =>
          ctx.addIssue({ code: "custom", message: refusal.refusal, path: [path], input: form });
        if (
          Array.isArray(form.videoIds) &&
          typeof form.videoLink === "string" &&
          form.videoIds.length + (form.videoLink ? 1 : 0) > VIDEOS_MAX
        )
          refused("videoLink", refuse(t.tooManyVideos));
        const poll = typedPoll(form);
        if (!poll) return;
        const question = pollQuestionOf(poll.question);
        if (isRefusal(question)) refused("pollQuestion", question);
        const answers = pollAnswersOf(poll.answers);
        if (isRefusal(answers)) refused("pollAnswer", answers);
      }),
    ),
  z.transform((form) => {
    const poll = typedPoll(form);
    return {
      title: form.title,
      text: form.text,
      imageIds: form.imageIds,
      documentIds: form.documentIds,
      videoList: [...form.videoIds.map((id) => ({ id })), ...(form.videoLink ? [{ link: form.videoLink }] : [])],
      articleId: form.articleLink ?? form.articleId,
      ...(form.pollId !== undefined ? { pollId: form.pollId } : {}),
      createPollRequest: poll && { ...poll, publicFlag: form.pollPublic, multiple: form.pollMultiple },
      ...(form.plannedPublishDate !== undefined ? { plannedPublishDate: form.plannedPublishDate } : {}),
      ...(form.version !== undefined ? { version: form.version } : {}),
    };
  }),
);

/** A browser-captured poster as base64 (PNG or JPEG; the file store checks the bytes). */
const base64Image = field((v): string | Refusal => (typeof v === "string" && v.trim() !== "" ? v : refuse(t.previewNotImage)));
export const previewCreateSchema = z.object({ groupId, videoFileId: idOf(t.fileNotFound), previewBase64: base64Image });
export const previewEditSchema = z.object({ postId: idOf(t.postNotFound), videoFileId: idOf(t.fileNotFound), base64: base64Image });

export const postIdSchema = z.object({ id: idOf(t.postNotFound) });
export const postRefSchema = z.object({ postId: idOf(t.postNotFound) });
export const likeSchema = z.object({ postId: idOf(t.postNotFound), like: flag });
export const likesQuerySchema = z.object({
  id: idOf(t.postNotFound),
  limit: pageParam(LIKES_PAGE, 1, LIKES_PAGE_MAX),
  /** Ours: the likeId of the last entry of the previous page. */
  beforeId: optionalIdOf(t.postNotFound),
});

export const findSchema = z.object({
  groupId,
  searchString: field((v): string => (typeof v === "string" ? v.trim().slice(0, TITLE_MAX) : "")),
  limit: pageParam(FEED_PAGE, 1, FEED_PAGE_MAX),
  /** Opaque; a malformed one gives the first page. */
  cursor: field((v): string => (typeof v === "string" ? v : "")),
});

export const pollIdSchema = z.object({ id: idOf(t.pollNotFound) });
export const pollAnswerSchema = z.object({
  pollId: idOf(t.pollNotFound),
  numbers: field((v): number[] | Refusal => {
    const items = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
    const numbers: number[] = [];
    for (const item of items) {
      const n = typeof item === "number" ? item : typeof item === "string" && /^\d{1,3}$/.test(item.trim()) ? Number(item) : Number.NaN;
      if (!Number.isInteger(n) || n < 0 || n >= POLL_ANSWERS_MAX) return refuse(t.answerUnknown);
      if (!numbers.includes(n)) numbers.push(n);
    }
    return numbers;
  }),
});

export const rejectSchema = z.object({
  id: idOf(t.notAnOffer),
  reason: text(REJECT_REASON_MAX, t.rejectReasonTooLong).check(z.refine((v) => v !== "", { error: t.rejectReasonRequired })),
});
export const offerIdSchema = z.object({ id: idOf(t.notAnOffer) });

export type PostCreateInput = z.output<typeof postCreateSchema>;
export type PostDelayedCreateInput = z.output<typeof postDelayedCreateSchema>;
export type PostUpdateInput = z.output<typeof postUpdateSchema>;
export type PostDelayedUpdateInput = z.output<typeof postDelayedUpdateSchema>;
export type OfferInput = z.output<typeof offerSchema>;
export type ComposerInput = z.output<typeof composerFormSchema>;
export type FindInput = z.output<typeof findSchema>;
export type LikesQuery = z.output<typeof likesQuerySchema>;
export type PreviewCreateInput = z.output<typeof previewCreateSchema>;
export type PreviewEditInput = z.output<typeof previewEditSchema>;
export type PollAnswerInput = z.output<typeof pollAnswerSchema>;
export type RejectInput = z.output<typeof rejectSchema>;

// For the comments', stickers' and thanks' rules (schema-talk.ts): the same field readers.
export { field, flag, refuse };
export type { Refusal };
