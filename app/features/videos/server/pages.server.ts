// The pages' loaders and actions apart from the markup: /gallery/videos (newest first, keyset pages by
// `after`), /gallery/videos/create and /gallery/videos/{videoId}/edit (edit, delete). The forms are plain
// multipart posts that work without JavaScript: a chosen file is streamed to disk and stored before the form
// is checked (form-file.server.ts), so a refusal of another field keeps it attached and everything typed.
import type { AppLoadContext, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { nextPageHref } from "~/platform/list-page.server";
import { createOnce, issueFormToken, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { FAQ_VIDEO } from "~/shared/files/rules";
import { messages as t } from "../messages";
import { serverMessages } from "../messages.server";
import { canEditVideos } from "../policy";
import { videoSchema } from "../schema.server";
import type { Video } from "./rows.server";
import { LIST_PATH } from "../constants";

/** Videos a list page shows; "Показать ещё" opens the next ones. */
export const PAGE_SIZE = 12;
/** The forms' body limit (the routes export it as uploadLimit): one video at its largest and the fields. */
export const VIDEO_FORM_MAX_BYTES = FAQ_VIDEO.maxBytes + MULTIPART_FRAMING_BYTES + PAGE_FORM_MAX_BYTES;

const withBase = (context: AppLoadContext, path: string | null) => (path ? `${context.basePath}${path}` : null);

/** A video as a page shows it: the file addresses with the base path in front. */
function shown(context: AppLoadContext, v: Video) {
  return { ...v, videoUrl: withBase(context, v.videoUrl), posterUrl: withBase(context, v.posterUrl) };
}
export type ShownVideo = ReturnType<typeof shown>;

export async function listLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const after = toId(new URL(request.url).searchParams.get("after"));
  const page = await context.services.videos.list(actor, { after, limit: PAGE_SIZE });
  return {
    videos: page.items.map((v) => shown(context, v)),
    more: nextPageHref(request, context, "after", page.next),
    canEdit: canEditVideos(actor),
  };
}

function requireEditorPage(request: Request, context: AppLoadContext, title: string): SignedIn {
  const actor = requireSignedIn(request, context);
  if (!canEditVideos(actor)) throw refusePage(403, { pageTitle: title, text: serverMessages.forbidden });
  return actor;
}

export async function createLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context, t.createTitle);
  return { formToken: await issueFormToken(context, actor) };
}

async function videoOf(context: AppLoadContext, actor: SignedIn, param: string | undefined): Promise<Video> {
  const id = toId(param);
  const video =
    id === null
      ? null
      : await context.services.videos.get(actor, id).catch((e) => (isDomainError(e) && e.kind === "not_found" ? null : Promise.reject(e)));
  if (!video) throw refusePage(404, { pageTitle: t.editTitle, text: serverMessages.notFound });
  return video;
}

export async function editLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context, t.editTitle);
  return { video: shown(context, await videoOf(context, actor, params.videoId)) };
}

/**
 * The form's post as the service takes it: a newly chosen file wins; else a typed link replaces the kept
 * file (`keptFileId`: the video's file, or one stored by an earlier refused post); else the kept file stays.
 */
async function readVideoForm(request: Request, context: AppLoadContext, actor: SignedIn) {
  const upload = await readUploadForm(request, FAQ_VIDEO.maxBytes);
  let fileError: string | null;
  try {
    fileError = await storeChosenFile(context, actor, upload, "file", FAQ_VIDEO);
  } finally {
    await upload.cleanup();
  }
  const form = upload.form;
  const chosen = form.get("file.id");
  const link = String(form.get("link") ?? "").trim();
  if (typeof chosen === "string") {
    form.set("keptFileId", chosen);
    form.set("keptFileName", String(form.get("file.name") ?? ""));
  }
  const kept = form.get("keptFileId");
  if (typeof chosen === "string") form.set("fileId", chosen);
  else if (!link && typeof kept === "string" && kept !== "") form.set("fileId", kept);
  const submission = parseWithSchema(form, videoSchema);
  return { form, submission, fileError };
}

export async function createAction({ request, context }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context, t.createTitle);
  const { form, submission, fileError } = await readVideoForm(request, context, actor);
  if (submission.status !== "success" || fileError)
    return data({ result: submission.reply(fileError ? { fieldErrors: { file: [fileError] } } : {}) }, { status: 400 });
  try {
    return await createOnce(
      context,
      actor,
      form,
      async () => {
        const video = await context.services.videos.create(actor, submission.value);
        return { path: video.href, toast: { type: "success", text: serverMessages.created } };
      },
      { status: 303 },
    );
  } catch (error) {
    return data({ result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}

export async function editAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context, t.editTitle);
  const current = await videoOf(context, actor, params.videoId);
  const { form, submission, fileError } = await readVideoForm(request, context, actor);
  if (form.get("intent") === "delete") {
    await context.services.videos.remove(actor, current.id);
    return redirectWithToast(context, LIST_PATH, { type: "success", text: serverMessages.deleted }, { status: 303 });
  }
  if (submission.status !== "success" || fileError)
    return data({ result: submission.reply(fileError ? { fieldErrors: { file: [fileError] } } : {}) }, { status: 400 });
  try {
    const video = await context.services.videos.update(actor, current.id, submission.value);
    return await redirectWithToast(context, video.href, { type: "success", text: serverMessages.saved }, { status: 303 });
  } catch (error) {
    return data({ result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}
