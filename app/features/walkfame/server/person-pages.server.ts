// The pages of a person on a board: /walkfame/{id}/{userId} (her photo, or her avatar, and the story) and the
// editors' form /walkfame/{id}/edit/{userId} ("new": put someone on the board, chosen with the portal's people
// finder, which without JavaScript searches by a GET of the same page). A multipart post that works without
// JavaScript; «Убрать с доски» asks on its own page (?delete).
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { readUploadForm } from "~/platform/body-limit.server";
import { invalid, isDomainError } from "~/platform/errors";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { finderQueryParam, loadFinder, type FinderOptions } from "~/features/search/index.server";
import { WALKFAME_IMAGE } from "../files";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditWalkfame } from "../policy";
import { personSchema, STORY_MAX } from "../schema";
import { boardOr404, requireEditorPage } from "./pages.server";

const PERSON: FinderOptions = { name: "userId", kinds: ["user"], limit: 10 };

const entryNotFoundPage = (boardId: number) =>
  refusePage(404, { pageTitle: r.entryNotFound, title: r.entryNotFound, back: { to: `/walkfame/${boardId}`, label: t.back } });

async function entryOr404(context: AppLoadContext, actor: SignedIn, boardId: number, userParam: string | undefined) {
  const userId = toId(userParam);
  if (userId === null) throw entryNotFoundPage(boardId);
  try {
    return await context.services.walkfame.people.get(actor, boardId, userId);
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw entryNotFoundPage(boardId);
    throw error;
  }
}

export async function personPageLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const board = await boardOr404(context, actor, params.id);
  const entry = await entryOr404(context, actor, board.id, params.userId);
  return { board, entry, canEdit: canEditWalkfame(actor), base: context.basePath };
}

export async function personFormLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const board = await boardOr404(context, actor, params.id);
  const url = new URL(request.url);
  if (params.userId === "new") {
    const story = (url.searchParams.get("story") ?? "").slice(0, STORY_MAX);
    return { board, entry: null, confirmDelete: false, story, person: await loadFinder(request, context, PERSON) };
  }
  const entry = await entryOr404(context, actor, board.id, params.userId);
  return { board, entry, confirmDelete: url.searchParams.has("delete"), story: entry.story, person: null };
}

export async function personFormAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const board = await boardOr404(context, actor, params.id);
  const entry = params.userId === "new" ? null : await entryOr404(context, actor, board.id, params.userId);
  const upload = await readUploadForm(request, WALKFAME_IMAGE.maxBytes);
  let fileError: string | null;
  try {
    fileError = await storeChosenFile(context, actor, upload, "photo", WALKFAME_IMAGE);
  } finally {
    await upload.cleanup();
  }
  const form = upload.form;
  const { people } = context.services.walkfame;
  if (entry && form.get("intent") === "delete") {
    await people.remove(actor, board.id, entry.user.id);
    return redirectWithToast(context, `/walkfame/${board.id}`, { type: "success", text: r.personRemoved }, { status: 303 });
  }
  const fileId = form.get("photo.id");
  if (typeof fileId === "string") form.set("photoFileId", fileId);
  if (entry) form.set("userId", String(entry.user.id));
  const submission = parseWithSchema(form, personSchema);
  let result;
  if (submission.status !== "success" || fileError) result = submission.reply(fileError ? { fieldErrors: { photo: [fileError] } } : {});
  else {
    try {
      const files = context.services.files;
      const saved = entry
        ? await people.update(actor, board.id, entry.user.id, submission.value, files)
        : await people.add(actor, board.id, submission.value, files);
      return await redirectWithToast(
        context,
        `/walkfame/${board.id}/${saved.user.id}`,
        { type: "success", text: r.personSaved },
        { status: 303 },
      );
    } catch (error) {
      // A person the directory does not have, or already on the board, is the person field's refusal.
      const byPerson = isDomainError(error) && error.kind === "conflict" ? invalid(error.message, { userId: error.message }) : error;
      result = replyWithDomainError(submission, byPerson);
    }
  }
  // The finder comes back with the chosen person and the search as typed, as after «Найти».
  let person = null;
  if (!entry) {
    const search = new URL(request.url);
    const query = form.get(finderQueryParam(PERSON.name));
    if (typeof query === "string" && query) search.searchParams.set(finderQueryParam(PERSON.name), query);
    const chosen = typeof form.get("userId") === "string" && toId(form.get("userId")) !== null ? [String(form.get("userId"))] : [];
    person = await loadFinder(new Request(search), context, PERSON, chosen);
  }
  return data({ result, person }, { status: 400 });
}
