// The best-in-profession pages, apart from their markup: /professional (the latest year) and /professional/{year}
// read the filters from the address (links and a GET form); /professional/create and /professional/{year}/edit
// (a year), /professional/{year}/winner/{id|new} (a winner: the people finder, a photo checked by content) are
// plain posts that come back with what was typed and the field's Russian message; deleting asks on its own page.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { invalid, isDomainError } from "~/platform/errors";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { finderQueryParam, loadFinder, type FinderOptions } from "~/features/search/index.server";
import { PROFESSIONAL_PHOTO } from "../files";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditProfessional } from "../policy";
import { winnerSchema, yearSchema, YEAR_MAX, YEAR_MIN } from "../schema";

export const PROFESSIONAL_FORM_MAX_BYTES = PROFESSIONAL_PHOTO.maxBytes + MULTIPART_FRAMING_BYTES;
const PERSON: FinderOptions = { name: "userId", kinds: ["user"], limit: 10 };
const FILTER_MAX = 200;

const notFoundPage = (title: string) => refusePage(404, { pageTitle: title, title, back: { to: "/professional", label: t.title } });

function requireEditorPage(request: Request, context: AppLoadContext): SignedIn {
  const actor = requireSignedIn(request, context);
  if (!canEditProfessional(actor)) throw refusePage(403, { pageTitle: t.title, text: r.forbidden });
  return actor;
}

function yearOf(param: string | undefined): number {
  const year = /^\d{4}$/.test(param ?? "") ? Number(param) : Number.NaN;
  if (!(year >= YEAR_MIN && year <= YEAR_MAX)) throw notFoundPage(r.yearNotFound);
  return year;
}

async function orPage<T>(promise: Promise<T>, title: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw notFoundPage(title);
    throw error;
  }
}

export async function resultsLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const url = new URL(request.url);
  const filter = {
    region: url.searchParams.get("region")?.slice(0, FILTER_MAX) || undefined,
    profession: url.searchParams.get("profession")?.slice(0, FILTER_MAX) || undefined,
  };
  const year = params.year === undefined ? null : yearOf(params.year);
  const results = await orPage(context.services.professional.results(actor, year, filter), r.yearNotFound);
  return { results, filter, canEdit: canEditProfessional(actor), base: context.basePath };
}

export async function yearFormLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const year =
    params.year === undefined ? null : await orPage(context.services.professional.year(actor, yearOf(params.year)), r.yearNotFound);
  return { year, confirmDelete: year !== null && new URL(request.url).searchParams.has("delete"), next: new Date().getUTCFullYear() };
}

export async function yearFormAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const current =
    params.year === undefined ? null : await orPage(context.services.professional.year(actor, yearOf(params.year)), r.yearNotFound);
  const form = await readForm(request);
  if (current && form.get("intent") === "delete") {
    await context.services.professional.removeYear(actor, current.year);
    return redirectWithToast(context, "/professional", { type: "success", text: r.yearRemoved }, { status: 303 });
  }
  const submission = parseWithSchema(form, yearSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const saved = await context.services.professional.saveYear(actor, current?.year ?? null, submission.value);
    return await redirectWithToast(context, `/professional/${saved.year}`, { type: "success", text: r.yearSaved }, { status: 303 });
  } catch (error) {
    const byYear = isDomainError(error) && error.kind === "conflict" ? invalid(error.message, { year: error.message }) : error;
    return data({ result: replyWithDomainError(submission, byYear) }, { status: 400 });
  }
}

async function winnerOf(context: AppLoadContext, actor: SignedIn, year: number, param: string | undefined) {
  if (param === "new") return null;
  const id = toId(param);
  if (id === null) throw notFoundPage(r.winnerNotFound);
  return orPage(context.services.professional.winner(actor, year, id), r.winnerNotFound);
}

export async function winnerFormLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const year = await orPage(context.services.professional.year(actor, yearOf(params.year)), r.yearNotFound);
  const winner = await winnerOf(context, actor, year.year, params.winnerId);
  const url = new URL(request.url);
  // After «Найти» (a GET of this page) the other fields come back through the address.
  const typed = Object.fromEntries([...url.searchParams.entries()].filter(([k]) => k !== "delete").map(([k, v]) => [k, v.slice(0, 2000)]));
  const chosen = url.searchParams.has("userId") ? undefined : winner ? [String(winner.user.id)] : undefined;
  return {
    year,
    winner,
    typed,
    confirmDelete: winner !== null && url.searchParams.has("delete"),
    person: await loadFinder(request, context, PERSON, chosen),
  };
}

export async function winnerFormAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const year = await orPage(context.services.professional.year(actor, yearOf(params.year)), r.yearNotFound);
  const winner = await winnerOf(context, actor, year.year, params.winnerId);
  const upload = await readUploadForm(request, PROFESSIONAL_PHOTO.maxBytes);
  let fileError: string | null;
  try {
    fileError = await storeChosenFile(context, actor, upload, "photo", PROFESSIONAL_PHOTO);
  } finally {
    await upload.cleanup();
  }
  const form = upload.form;
  const service = context.services.professional;
  if (winner && form.get("intent") === "delete") {
    await service.removeWinner(actor, year.year, winner.id);
    return redirectWithToast(context, `/professional/${year.year}`, { type: "success", text: r.winnerRemoved }, { status: 303 });
  }
  const fileId = form.get("photo.id");
  if (typeof fileId === "string") form.set("photoFileId", fileId);
  const submission = parseWithSchema(form, winnerSchema);
  let result;
  if (submission.status !== "success" || fileError) result = submission.reply(fileError ? { fieldErrors: { photo: [fileError] } } : {});
  else {
    try {
      const saved = await service.saveWinner(actor, year.year, winner?.id ?? null, submission.value, context.services.files);
      const to = `/professional/${year.year}#winner-${saved.id}`;
      return await redirectWithToast(context, to, { type: "success", text: r.winnerSaved }, { status: 303 });
    } catch (error) {
      result = replyWithDomainError(submission, error);
    }
  }
  const search = new URL(request.url);
  const query = form.get(finderQueryParam(PERSON.name));
  if (typeof query === "string" && query) search.searchParams.set(finderQueryParam(PERSON.name), query);
  const userId = form.get("userId");
  const chosen = typeof userId === "string" && toId(userId) !== null ? [userId] : [];
  return data({ result, person: await loadFinder(new Request(search), context, PERSON, chosen) }, { status: 400 });
}
