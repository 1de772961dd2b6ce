// The composer's post (a multipart form without JavaScript): the chosen files are stored through the
// files module first and join the form as ids (so a refusal shows them as kept, ADR 0024), then the
// form's schema (composerFormSchema) makes its fields the input of /posts/create, /posts/delayed/create,
// /posts/offer-post or /posts/update, which the service parses with the feed's schemas. A refusal is
// conform's reply, and the composer is rendered again from it.
import { formText } from "~/shared/forms/form-text";
import type { AppLoadContext } from "@remix-run/node";
import type { Submission, SubmissionResult } from "@conform-to/react";
import type { SignedIn } from "~/platform/actor";
import { PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { replyView } from "~/shared/forms/reply-view";
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
import { moscowInputValue } from "~/shared/moscow-time";

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

/**
 * A composer post parsed: its input for the service, or the reply when it goes no further (a chosen
 * file refused: its message by its field, with any broken rule of the other fields; or a broken rule).
 */
export function composerPost<T>(
  submission: Submission<T>,
  uploadErrors: Record<string, string>,
): { input: T } | { reply: SubmissionResult<string[]> } {
  const refused = Object.entries(uploadErrors);
  if (refused.length)
    return { reply: submission.reply({ fieldErrors: Object.fromEntries(refused.map(([field, message]) => [field, [message]])) }) };
  return submission.status === "success" ? { input: submission.value } : { reply: submission.reply() };
}

/** What the composer shows again after a refusal: the fields as typed (the reply's), the stored files by name. */
export async function composerValuesOf(
  context: AppLoadContext,
  reply: SubmissionResult<string[]>,
  keptPoll: ComposerValues["keptPoll"] = null,
  keptArticle: ComposerValues["keptArticle"] = null,
): Promise<ComposerValues> {
  const typed = replyView(reply);
  if (!typed) return emptyComposer(); // not a refusal: nothing was typed to show again
  const named = async (name: string): Promise<KeptFile[]> => {
    const ids = [...new Set(typed.values(name).flatMap((v) => toId(v) ?? []))];
    const records = await Promise.all(ids.map((id) => context.services.files.record(id)));
    return records.flatMap((r) => (r ? [{ id: r.id, name: r.originalFileName }] : []));
  };
  return {
    ...emptyComposer(),
    title: typed.value("title"),
    text: typed.value("text"),
    videoLink: typed.value("videoLink"),
    images: await named("imageIds"),
    documents: await named("documentIds"),
    videos: await named("videoIds"),
    pollQuestion: typed.value("pollQuestion"),
    pollAnswers: typed.values("pollAnswer").filter((a) => a.trim() !== ""),
    pollPublic: typed.checked("pollPublic"),
    pollMultiple: typed.checked("pollMultiple"),
    keptPoll: keptPoll && typed.value("pollId") ? keptPoll : null,
    plannedPublishDate: typed.value("plannedPublishDate"),
    keptArticle: keptArticle && typed.value("articleId") ? keptArticle : null,
    articleLink: typed.value("articleLink"),
    groupArticleId: typed.value("articleId"),
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
