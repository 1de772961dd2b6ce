// The composer's post (a multipart form without JavaScript): the chosen files are stored through the
// files module first and join the form as ids (so a refusal shows them as kept), then the fields become
// the input of /posts/create, /posts/delayed/create, /posts/offer-post or /posts/update, which the
// service parses with the feed's schemas. Field messages of the service go back beside their fields.
import { formText } from "~/shared/forms/form-text";
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { ATTACHMENT, extensionOf, FAQ_VIDEO, IMAGE_EXTENSIONS } from "~/shared/files/rules";
import { feedPageToasts as toasts, feedServerMessages as t } from "../messages.server";
import { VIDEOS_MAX } from "../schema";
import type { Post } from "../types";
import {
  COMPOSER_FILES,
  emptyComposer,
  type ComposerFileField,
  type ComposerValues,
  type GroupArticleOption,
  type KeptFile,
} from "../ui/composer";
import { moscowInputValue } from "../ui/dates";

/** The kind of a composer file field (limit and refusal); an unknown field is held to a document's. */
const ruleOf = (field: string) => COMPOSER_FILES[field as ComposerFileField]?.kind ?? ATTACHMENT;

/**
 * The composer's body limit (its routes export it as uploadLimit): its two videos at their largest and
 * four other files of the largest size at once. Only a signed-in writer's post is read at all.
 */
export const COMPOSER_MAX_BYTES = VIDEOS_MAX * FAQ_VIDEO.maxBytes + 4 * ATTACHMENT.maxBytes + PAGE_FORM_MAX_BYTES;

export interface ComposerPost {
  form: FormData;
  /** A file passed its limit: it was left out, and the post comes back as the composer with its refusal. */
  tooBig: boolean;
  /** Problems with the chosen files, by field (images, documents). */
  uploadErrors: Record<string, string>;
}

const strings = (form: FormData, name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");

/** Reads the composer's post, storing its chosen files (a urlencoded post without files is read as it is). */
export async function readComposer(request: Request, context: AppLoadContext, actor: SignedIn): Promise<ComposerPost> {
  const { form, cleanup, pathOf, tooBig } = await readUploadForm(request, (field) => ruleOf(field).maxBytes);
  const uploadErrors: Record<string, string> = {};
  // The other files are still stored: their ids come back with the form, attached, beside the refusal.
  if (tooBig) uploadErrors[tooBig.field in COMPOSER_FILES ? tooBig.field : "documents"] = ruleOf(tooBig.field).tooBig;
  try {
    for (const field of Object.keys(COMPOSER_FILES) as ComposerFileField[]) {
      const { kind, ids: idField } = COMPOSER_FILES[field];
      const files = form.getAll(field).filter((f): f is File => f instanceof File && f.size > 0 && f.name !== "");
      // Videos count with the kept ones and the link: none is stored when they would be too many.
      const room = VIDEOS_MAX - strings(form, "videoIds").length - (formText(form, "videoLink").trim() ? 1 : 0);
      if (field === "videos" && files.length > room) {
        uploadErrors.videos = t.tooManyVideos;
        continue;
      }
      const problems: string[] = [];
      for (const file of files) {
        if (field === "images" && !(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
          problems.push(toasts.uploadFailed(file.name, toasts.imagesOnly));
          continue;
        }
        try {
          const onDisk = pathOf(file);
          const saved = await context.services.files.saveUpload(actor, {
            // Videos are probed and converted in the background like /file/save's (platform/files).
            fileType: kind.type,
            originalFileName: file.name,
            // Stored from the upload's temporary file, never read whole here (a video may have 500 MB).
            ...(onDisk ? { path: onDisk, size: file.size } : { bytes: new Uint8Array(await file.arrayBuffer()) }),
          });
          form.append(idField, String(saved.id));
        } catch (error) {
          if (!isDomainError(error)) throw error;
          problems.push(toasts.uploadFailed(file.name, error.message));
        }
      }
      if (problems.length) uploadErrors[field] = [uploadErrors[field], ...problems].filter(Boolean).join("; ");
    }
  } finally {
    await cleanup();
    for (const field of Object.keys(COMPOSER_FILES)) form.delete(field);
  }
  return { form, tooBig: tooBig !== null, uploadErrors };
}

/** The poll the composer describes: none when its question and answers are all empty. */
function pollOf(form: FormData) {
  const question = formText(form, "pollQuestion").trim();
  const answers = strings(form, "pollAnswer")
    .map((a) => a.trim())
    .filter((a) => a !== "");
  if (!question && answers.length === 0) return null;
  return { question, answers, publicFlag: form.get("pollPublic") === "1", multiple: form.get("pollMultiple") === "1" };
}

/**
 * The article the composer names: another one by its page's address (…/article/{id}) or number, else the
 * kept one (edit). An address that names none goes to the schema as it is, which refuses it.
 */
function articleOf(form: FormData): string {
  const link = formText(form, "articleLink").trim();
  if (!link) return formText(form, "articleId");
  return /^\d+$/.exec(link)?.[0] ?? /\/article\/(\d+)\/?(?:[?#].*)?$/.exec(link)?.[1] ?? link;
}

/** The service's input for the composer's fields (the schema checks every one). */
export function composerInput(form: FormData) {
  const link = formText(form, "videoLink").trim();
  const article = articleOf(form);
  const pollId = formText(form, "pollId");
  return {
    title: formText(form, "title"),
    text: formText(form, "text"),
    imageIds: strings(form, "imageIds"),
    documentIds: strings(form, "documentIds"),
    videoList: [...strings(form, "videoIds").map((id) => ({ id })), ...(link ? [{ link }] : [])],
    ...(article ? { articleId: article } : {}),
    ...(pollId ? { pollId } : {}),
    createPollRequest: pollId ? null : pollOf(form),
    ...(formText(form, "plannedPublishDate") ? { plannedPublishDate: formText(form, "plannedPublishDate") } : {}),
    ...(formText(form, "version") ? { version: formText(form, "version") } : {}),
  };
}

/** The service's field names → the composer's fields. */
const FIELD_OF: Record<string, string> = {
  title: "title",
  text: "text",
  imageIds: "images",
  documentIds: "documents",
  videoList: "videoLink",
  createPollRequest: "poll",
  plannedPublishDate: "plannedPublishDate",
  articleId: "articleLink",
};

/** A refusal as the composer shows it: messages by field, and the rest over the form. */
export function composerErrors(
  error: unknown,
  uploadErrors: Record<string, string>,
): { errors: Record<string, string>; formError: string | null } {
  if (!isDomainError(error)) throw error;
  const errors: Record<string, string> = { ...uploadErrors };
  let placed = false;
  for (const [key, message] of Object.entries(error.fieldErrors ?? {})) {
    const field = FIELD_OF[key.split(".")[0] ?? ""];
    if (field) {
      errors[field] ??= message;
      placed = true;
    }
  }
  return { errors, formError: placed ? null : error.message };
}

/** What the composer shows again after a refusal: the fields as typed, the stored files by name. */
export async function composerValuesOf(
  context: AppLoadContext,
  form: FormData,
  keptPoll: ComposerValues["keptPoll"] = null,
  keptArticle: ComposerValues["keptArticle"] = null,
): Promise<ComposerValues> {
  const named = async (name: string): Promise<KeptFile[]> => {
    const ids = [
      ...new Set(
        strings(form, name)
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0),
      ),
    ];
    const records = await Promise.all(ids.map((id) => context.services.files.record(id)));
    return records.flatMap((r) => (r ? [{ id: r.id, name: r.originalFileName }] : []));
  };
  return {
    ...emptyComposer(),
    title: formText(form, "title"),
    text: formText(form, "text"),
    videoLink: formText(form, "videoLink"),
    images: await named("imageIds"),
    documents: await named("documentIds"),
    videos: await named("videoIds"),
    pollQuestion: formText(form, "pollQuestion"),
    pollAnswers: strings(form, "pollAnswer").filter((a) => a.trim() !== ""),
    pollPublic: form.get("pollPublic") === "1",
    pollMultiple: form.get("pollMultiple") === "1",
    keptPoll: keptPoll && form.get("pollId") ? keptPoll : null,
    plannedPublishDate: formText(form, "plannedPublishDate"),
    keptArticle: keptArticle && form.get("articleId") ? keptArticle : null,
    articleLink: formText(form, "articleLink"),
    groupArticleId: formText(form, "articleId"),
  };
}

/** The composer filled with a post, for its edit page. */
export function composerValuesOfPost(post: Post): ComposerValues {
  const link = post.videoList.find((v) => v.fileType === "LINK");
  return {
    ...emptyComposer(),
    title: post.title ?? "",
    text: post.text,
    videoLink: link?.filePath ?? "",
    images: post.imageList.map((f) => ({ id: f.id, name: f.originalFileName })),
    documents: post.documentList.map((f) => ({ id: f.id, name: f.originalFileName })),
    videos: post.videoList.flatMap((v) => (v.id !== null ? [{ id: v.id, name: v.originalFileName ?? String(v.id) }] : [])),
    keptPoll: post.poll ? { id: post.poll.id, question: post.poll.question } : null,
    plannedPublishDate: post.status === "DEFERRED" && post.plannedPublishDate ? moscowInputValue(post.plannedPublishDate) : "",
    // Company news keeps its guide article by a ticked box; a group post's article is the select's choice.
    keptArticle: post.groupId === null ? post.article : null,
    groupArticleId: post.groupId !== null && post.article ? String(post.article.id) : "",
  };
}

/**
 * The composer's choice of articles in a group: its published ones (the groups' picker list), with the
 * post's own article (edit) kept in it even when it is older than the list's newest.
 */
export async function groupArticleOptions(
  context: AppLoadContext,
  actor: SignedIn,
  groupId: number,
  kept: GroupArticleOption | null = null,
): Promise<GroupArticleOption[]> {
  // A group the writer may not read (a refused post to a closed group's page) offers none.
  const found = await context.services.groupArticles.findForPost(actor, groupId).catch((error: unknown) => {
    if (isDomainError(error)) return [];
    throw error;
  });
  const list = found.map(({ id, name }) => ({ id, name }));
  return kept && !list.some((a) => a.id === kept.id) ? [kept, ...list] : list;
}
