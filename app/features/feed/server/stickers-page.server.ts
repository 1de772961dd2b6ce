// /admin/stickers (issue #12 point 10): the stickers with their images and a «Удалить» form each, and an
// upload form (multipart, several PNG/JPEG files of at most 512 KB; one sticker per file). Sticker managers
// (ROLE_UPDATE_STICKER) and administrators only: 403 for others. Successes redirect back with a toast; an
// upload refused comes back beside its field.
import { data, type AppLoadContext } from "@remix-run/node";
import { PAGE_FORM_MAX_BYTES, readForm, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { STICKER, STICKER_MAX_BYTES } from "../files";
import { redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { feedCommentMessages as c } from "../messages";
import { feedCommentToasts as toasts, feedPageToasts, feedTalkMessages } from "../messages.server";
import { canManageStickers } from "../policy";
import { STICKERS_PER_ADD } from "../schema-talk";

type Args = { request: Request; context: AppLoadContext };

const HERE = "/admin/stickers";

/** The upload form's body limit (the route exports it as uploadLimit): a full batch of stickers. */
export const STICKERS_UPLOAD_MAX_BYTES = STICKERS_PER_ADD * STICKER_MAX_BYTES + PAGE_FORM_MAX_BYTES;

/** The refusal of an upload, beside the files' field. */
export type StickersReply = { error: string };

function manager(request: Request, context: AppLoadContext) {
  const actor = requireSignedIn(request, context);
  if (!canManageStickers(actor)) throw refusePage(403, { pageTitle: c.stickersTitle });
  return actor;
}

export async function stickersPageLoader({ request, context }: Args) {
  const actor = manager(request, context);
  const stickers = await context.services.stickers.list(actor);
  return { stickers: stickers.map((s) => ({ id: s.id, src: `${context.basePath}${s.filePath}` })) };
}

export async function stickersPageAction({ request, context }: Args) {
  const actor = manager(request, context);
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const form = await readForm(request);
    try {
      await context.services.stickers.remove(actor, { id: form.get("id") });
      return await redirectWithToast(context, HERE, { type: "success", text: toasts.stickerDeleted });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return redirectWithToast(context, HERE, { type: "error", text: error.message });
    }
  }
  const read = await readUploadForm(request, STICKER_MAX_BYTES);
  if (read.tooBig) return data<StickersReply>({ error: feedTalkMessages.stickerFileInvalid }, { status: 400 });
  try {
    const files = read.form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0 && f.name !== "");
    if (files.length === 0) return data<StickersReply>({ error: feedTalkMessages.stickerFilesRequired }, { status: 400 });
    if (files.length > STICKERS_PER_ADD) return data<StickersReply>({ error: feedTalkMessages.tooManyStickers }, { status: 400 });
    // Every file is checked (type STICKER: PNG or JPEG, 512 KB) before any becomes a sticker.
    const ids: number[] = [];
    const problems: string[] = [];
    for (const file of files) {
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        ids.push((await context.services.files.saveUpload(actor, { fileType: STICKER.type, originalFileName: file.name, bytes })).id);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        problems.push(feedPageToasts.uploadFailed(file.name, error.message));
      }
    }
    if (problems.length) return data<StickersReply>({ error: problems.join("; ") }, { status: 400 });
    await context.services.stickers.add(actor, { stickerFileIds: ids });
    return await redirectWithToast(context, HERE, { type: "success", text: toasts.stickersAdded });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data<StickersReply>({ error: error.message }, { status: 400 });
  } finally {
    await read.cleanup();
  }
}
