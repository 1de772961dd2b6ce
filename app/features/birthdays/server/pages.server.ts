// The birthdays pages' loaders and actions, apart from their markup. /birthday reads its period and filters from
// the address (links and a GET form: no JavaScript needed); a congratulation's wish and a template's save are
// plain posts that come back with what was typed and the field's Russian message on a refusal.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { nextPageHref, queryFilters } from "~/platform/list-page.server";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { POSTER_BACKGROUND } from "../files";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditPosters } from "../policy";
import { listFilterSchema, posterSchema, wishSchema, type ListFilter } from "../schema.server";
import type { PosterKind } from "../tables";

export async function birthdayPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { birthdays } = context.services;
  const { filter } = queryFilters<ListFilter>(request, listFilterSchema);
  const list = await birthdays.list(actor, filter ?? { period: "today", departmentId: undefined, city: undefined, after: undefined });
  const values = Object.fromEntries(new URL(request.url).searchParams);
  return {
    ...list,
    values,
    choices: await birthdays.filters(actor),
    more: list.next ? nextPageHrefOf(request, context, list.next) : null,
  };
}

/** The next page's address: the same period and filters, `after` moved on. */
function nextPageHrefOf(request: Request, context: AppLoadContext, next: string): string | null {
  const href = nextPageHref(request, context, "after", 0);
  return href ? href.replace(/after=0$/, `after=${encodeURIComponent(next)}`) : null;
}

const congratulationPath = (userId: number, id: number) => `/user/${userId}/congratulation/${id}`;

async function congratulationOf(context: AppLoadContext, actor: SignedIn, params: LoaderFunctionArgs["params"]) {
  const id = toId(params.congratulationId);
  const notFound = () => refusePage(404, { pageTitle: t.congratulationTitle, title: r.notFound });
  if (!id) throw notFound();
  try {
    return await context.services.birthdays.congratulation(actor, id);
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw notFound();
    throw error;
  }
}

export async function congratulationPageLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const view = await congratulationOf(context, actor, params);
  // A notification names the reader's own address: the page lives at the congratulated person's.
  if (String(view.person.id) !== params.id) throw redirectTo(congratulationPath(view.person.id, view.id));
  return view;
}

const redirectTo = (path: string) => new Response(null, { status: 302, headers: { Location: path } });

export async function congratulationPageAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const view = await congratulationOf(context, actor, params);
  const submission = parseWithSchema(await readForm(request), wishSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.services.birthdays.wish(actor, view.id, { text: submission.value.text });
    return redirectWithToast(
      context,
      `${congratulationPath(view.person.id, view.id)}#wishes`,
      { type: "success", text: r.wishSaved },
      { status: 303 },
    );
  } catch (error) {
    const forbidden = isDomainError(error) && error.kind === "forbidden";
    return data({ result: replyWithDomainError(submission, error) }, { status: forbidden ? 403 : 400 });
  }
}

/** The poster's image; 404 for an unknown congratulation or a blocked person. */
export async function posterImageLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = toId(params.congratulationId);
  try {
    if (!id) throw new Error("no id");
    const { jpeg } = await context.services.birthdays.posters.image(actor, id, context.services.files);
    return jpegResponse(jpeg);
  } catch (error) {
    if (error instanceof Error && !isDomainError(error) && error.message !== "no id") throw error;
    return plainText(404, r.notFound);
  }
}

const jpegResponse = (jpeg: Buffer) =>
  new Response(new Uint8Array(jpeg), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=300", "Content-Disposition": "inline" },
  });

const KINDS: Record<string, PosterKind> = { birthday: "BIRTHDAY", career: "CAREER" };

function posterEditor(request: Request, context: AppLoadContext, kindParam: string | undefined) {
  const actor = requireSignedIn(request, context);
  const kind = KINDS[kindParam ?? ""];
  if (!kind) throw refusePage(404, { pageTitle: t.posterTitles.BIRTHDAY, title: r.unknownKind });
  if (!canEditPosters(actor)) throw refusePage(403, { pageTitle: t.posterTitles[kind] });
  return { actor, kind };
}

export async function posterPageLoader({ request, context, params }: LoaderFunctionArgs) {
  const { actor, kind } = posterEditor(request, context, params.kind);
  const template = await context.services.birthdays.posters.view(actor, kind, context.services.files);
  // The preview's address changes with the template, so a saved change shows at once.
  return {
    template,
    slug: params.kind!,
    previewKey: encodeURIComponent(`${template.text.length}-${template.background?.id ?? 0}-${Date.now()}`),
  };
}

/** The admin form's post: the background stored first (checked by content), then the text and the file saved. */
export async function posterPageAction({ request, context, params }: ActionFunctionArgs) {
  const { actor, kind } = posterEditor(request, context, params.kind);
  const upload = await readUploadForm(request, POSTER_BACKGROUND.maxBytes);
  let fileError: string | null;
  try {
    fileError = await storeChosenFile(context, actor, upload, "background", POSTER_BACKGROUND);
  } finally {
    await upload.cleanup();
  }
  const form = upload.form;
  const fileId = form.get("background.id");
  if (typeof fileId === "string") form.set("backgroundFileId", fileId);
  const submission = parseWithSchema(form, posterSchema);
  if (submission.status !== "success" || fileError)
    return data({ result: submission.reply(fileError ? { fieldErrors: { background: [fileError] } } : {}) }, { status: 400 });
  try {
    await context.services.birthdays.posters.save(actor, kind, submission.value, context.services.files);
    return redirectWithToast(context, `/admin/poster/${params.kind}`, { type: "success", text: r.posterSaved }, { status: 303 });
  } catch (error) {
    return data({ result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}

/** The most the template form's post may carry: one background. */
export const POSTER_FORM_MAX_BYTES = POSTER_BACKGROUND.maxBytes + MULTIPART_FRAMING_BYTES;

export async function posterPreviewLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const kind = KINDS[params.kind ?? ""];
  // An image's address has no page: its refusals are plain text.
  if (!kind) return plainText(404, r.unknownKind);
  if (!canEditPosters(actor)) return plainText(403, r.forbiddenPoster);
  const { jpeg } = await context.services.birthdays.posters.preview(actor, kind, context.services.files);
  return jpegResponse(jpeg);
}

const plainText = (status: 403 | 404, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
