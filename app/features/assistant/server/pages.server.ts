// /admin/emilia and /admin/emilia/{id}: loaders and actions apart from the markup. Both open for administrators
// and holders of ROLE_EMILIA; every form is a plain POST told apart by `intent`, so everything works without
// JavaScript. A success redirects back with a toast; a refusal comes back (400) beside the form it belongs to,
// the typed phrase kept.
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { nextPageHref } from "~/platform/list-page.server";
import { createOnce, issueFormToken, readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { renderStoredContent } from "~/shared/richtext/legacy.server";
import { EMILIA_IMAGE, EMILIA_IMAGE_MAX_BYTES } from "../files";
import { messages as t } from "../messages";
import { refusals, toasts } from "../messages.server";
import { canManageEmilia } from "../policy";
import { phraseFormSchema } from "../schema.server";

const PAGE = "/admin/emilia";
/** Images and phrases a page shows; the next ones by "Показать ещё" (keyset on id). */
export const PAGE_SIZE = 20;
/** The upload form's body limit (the route exports it as uploadLimit): a file over 10 MB is still read to say so. */
export const EMILIA_UPLOAD_MAX_BYTES = Math.max(PAGE_FORM_MAX_BYTES, EMILIA_IMAGE_MAX_BYTES + 1024 * 1024);

/** A refusal beside one image's forms (null: the upload form). */
export interface ImagesReply {
  imageId: number | null;
  error: string;
}

function requireManagerPage(request: Request, context: AppLoadContext): SignedIn {
  const actor = requireSignedIn(request, context);
  if (!canManageEmilia(actor)) throw refusePage(403, { pageTitle: t.title, text: refusals.forbidden });
  return actor;
}

/** A refusal of the phrases page: the form it belongs to, conform's reply for the text, or a message. */
export interface PhrasesReply {
  intent: "add" | "edit" | "delete";
  result?: SubmissionResult<string[]>;
  error?: string;
}

const afterParam = (request: Request) => toId(new URL(request.url).searchParams.get("after")) ?? 0;

export async function imagesPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireManagerPage(request, context);
  const images = await context.services.emilia.listImages(actor, { after: afterParam(request), limit: PAGE_SIZE + 1 });
  const shown = images.slice(0, PAGE_SIZE);
  return {
    images: shown.map((i) => ({ id: i.id, src: `${context.basePath}${i.image.filePath}`, phraseCount: i.phraseCount })),
    more: nextPageHref(request, context, "after", images.length > PAGE_SIZE ? shown.at(-1)!.id : null),
  };
}

const IMAGE_INTENTS = ["upload", "replace", "delete"] as const;

export async function imagesPageAction({ request, context }: ActionFunctionArgs) {
  const actor = requireManagerPage(request, context);
  const upload = await readUploadForm(request, EMILIA_IMAGE_MAX_BYTES);
  try {
    const form = upload.form;
    const intent = IMAGE_INTENTS.find((i) => i === form.get("intent"));
    const imageId = toId(form.get("id"));
    const refuse = (error: string) => data<ImagesReply>({ imageId: intent === "upload" ? null : imageId, error }, { status: 400 });
    if (!intent) return refuse(refusals.idInvalid);
    const { emilia } = context.services;
    try {
      if (intent === "delete") {
        await emilia.deleteImage(actor, { id: imageId });
        return await redirectWithToast(context, PAGE, { type: "success", text: toasts.imageDeleted }, { status: 303 });
      }
      const refusal = await storeChosenFile(context, actor, upload, "file", EMILIA_IMAGE);
      if (refusal) return refuse(refusal);
      const fileId = toId(form.get("file.id"));
      if (fileId === null) return refuse(refusals.fileRequired);
      const image = intent === "upload" ? await emilia.addImage(actor, { fileId }) : await emilia.editImage(actor, { id: imageId, fileId });
      const text = intent === "upload" ? toasts.imageAdded : toasts.imageReplaced;
      return await redirectWithToast(context, `${PAGE}#image-${image.id}`, { type: "success", text }, { status: 303 });
    } catch (error) {
      if (isDomainError(error) && error.kind !== "forbidden" && error.kind !== "unauthorized") return refuse(error.message);
      throw error;
    }
  } finally {
    await upload.cleanup();
  }
}

export async function phrasesPageLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireManagerPage(request, context);
  const id = toId(params.id);
  const { emilia } = context.services;
  const image =
    id === null
      ? null
      : await emilia.getImage(actor, id).catch((e) => (isDomainError(e) && e.kind === "not_found" ? null : Promise.reject(e)));
  if (!image) throw refusePage(404, { pageTitle: t.title, text: refusals.imageNotFound });
  const phrases = await emilia.listPhrases(actor, { id: image.id, after: afterParam(request), limit: PAGE_SIZE + 1 });
  const shown = phrases.slice(0, PAGE_SIZE);
  const editing = toId(new URL(request.url).searchParams.get("edit"));
  return {
    image: { id: image.id, src: `${context.basePath}${image.image.filePath}` },
    phrases: shown.map((p) => ({
      id: p.id,
      html: renderStoredContent({ content: p.phrase, contentNewEditor: p.phraseNewEditor, newEditor: p.newEditor }),
    })),
    // The edit form's text: the new editor's HTML, or the old editor's phrase drawn as HTML.
    editing:
      shown
        .filter((p) => p.id === editing)
        .map((p) => ({
          id: p.id,
          text: p.newEditor && p.phraseNewEditor ? p.phraseNewEditor : renderStoredContent({ content: p.phrase }),
        }))[0] ?? null,
    more: nextPageHref(request, context, "after", phrases.length > PAGE_SIZE ? shown.at(-1)!.id : null),
    formToken: await issueFormToken(context, actor),
  };
}

export async function phrasesPageAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireManagerPage(request, context);
  const imageId = toId(params.id);
  const here = `${PAGE}/${imageId ?? ""}`;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const phraseId = toId(formData.get("id"));
  const { emilia } = context.services;
  if (intent === "delete") {
    try {
      await emilia.deletePhrase(actor, { id: phraseId });
      return await redirectWithToast(context, here, { type: "success", text: toasts.phraseDeleted }, { status: 303 });
    } catch (error) {
      if (isDomainError(error) && error.kind === "not_found")
        return data<PhrasesReply>({ intent: "delete", error: error.message }, { status: 400 });
      throw error;
    }
  }
  const submission = parseWithSchema(formData, phraseFormSchema);
  const form = intent === "edit" ? "edit" : "add";
  if (submission.status !== "success") return data<PhrasesReply>({ intent: form, result: submission.reply() }, { status: 400 });
  try {
    if (intent === "edit") {
      await emilia.editPhrase(actor, { id: phraseId, phraseNewEditor: submission.value.phraseNewEditor });
      return await redirectWithToast(context, `${here}#phrase-${phraseId}`, { type: "success", text: toasts.phraseSaved }, { status: 303 });
    }
    return await createOnce(
      context,
      actor,
      formData,
      async () => {
        const phrase = await emilia.addPhrase(actor, { imageId, phraseNewEditor: submission.value.phraseNewEditor });
        return { path: `${here}#phrase-${phrase.id}`, toast: { type: "success", text: toasts.phraseAdded } };
      },
      { status: 303 },
    );
  } catch (error) {
    if (isDomainError(error) && error.kind === "forbidden") throw error;
    return data<PhrasesReply>({ intent: form, result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}
