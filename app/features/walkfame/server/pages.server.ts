// The hall of fame's board pages, apart from their markup: /walkfame, /walkfame/all (keyset pages by year),
// /walkfame/{id}, and the board form of /walkfame/create and /walkfame/edit/{id} (a multipart post that works
// without JavaScript: a refused field comes back with what was typed and the cover already uploaded kept;
// «Удалить» asks on its own page, /walkfame/edit/{id}?delete).
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { WALKFAME_IMAGE } from "../files";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditWalkfame } from "../policy";
import { boardSchema } from "../schema";

/** The most a board or person form's post may carry: one image. */
export const WALKFAME_FORM_MAX_BYTES = WALKFAME_IMAGE.maxBytes + MULTIPART_FRAMING_BYTES;

export const boardNotFoundPage = () =>
  refusePage(404, { pageTitle: r.boardNotFound, title: r.boardNotFound, back: { to: "/walkfame", label: t.title } });

/** The editor, or the page's 403. */
export function requireEditorPage(request: Request, context: AppLoadContext): SignedIn {
  const actor = requireSignedIn(request, context);
  if (!canEditWalkfame(actor)) throw refusePage(403, { pageTitle: t.title, text: r.forbidden });
  return actor;
}

/** A board of the address, or the page's 404 (an id that is not one included). */
export async function boardOr404(context: AppLoadContext, actor: SignedIn, idParam: string | undefined) {
  const id = toId(idParam);
  if (id === null) throw boardNotFoundPage();
  try {
    return await context.services.walkfame.boards.get(actor, id);
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw boardNotFoundPage();
    throw error;
  }
}

export async function currentBoardsLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return { boards: await context.services.walkfame.boards.current(actor), canEdit: canEditWalkfame(actor) };
}

export async function allBoardsLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const after = new URL(request.url).searchParams.get("after");
  const page = await context.services.walkfame.boards.page(actor, after);
  return { ...page, canEdit: canEditWalkfame(actor), first: !after };
}

export async function boardLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const board = await boardOr404(context, actor, params.id);
  return { board, people: await context.services.walkfame.people.list(actor, board.id), canEdit: canEditWalkfame(actor) };
}

/** /walkfame/create and /walkfame/edit/{id}: the board (null: a new one) and whether deleting is being asked. */
export async function boardFormLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const board = params.id === undefined ? null : await boardOr404(context, actor, params.id);
  return { board, confirmDelete: board !== null && new URL(request.url).searchParams.has("delete"), year: new Date().getUTCFullYear() };
}

export async function boardFormAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const board = params.id === undefined ? null : await boardOr404(context, actor, params.id);
  const upload = await readUploadForm(request, WALKFAME_IMAGE.maxBytes);
  let fileError: string | null;
  try {
    fileError = await storeChosenFile(context, actor, upload, "cover", WALKFAME_IMAGE);
  } finally {
    await upload.cleanup();
  }
  const form = upload.form;
  if (board && form.get("intent") === "delete") {
    await context.services.walkfame.boards.remove(actor, board.id);
    return redirectWithToast(context, "/walkfame", { type: "success", text: r.boardRemoved }, { status: 303 });
  }
  const fileId = form.get("cover.id");
  if (typeof fileId === "string") form.set("coverFileId", fileId);
  const submission = parseWithSchema(form, boardSchema);
  if (submission.status !== "success" || fileError)
    return data({ result: submission.reply(fileError ? { fieldErrors: { cover: [fileError] } } : {}) }, { status: 400 });
  try {
    const saved = await context.services.walkfame.boards.save(actor, board?.id ?? null, submission.value, context.services.files);
    const toast = { type: "success" as const, text: board ? r.boardSaved : r.boardCreated };
    return await redirectWithToast(context, `/walkfame/${saved.id}`, toast, { status: 303 });
  } catch (error) {
    return data({ result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}
