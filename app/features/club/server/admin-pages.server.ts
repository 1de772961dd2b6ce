// The editors' pages of the partners club, apart from their markup: the partners list with its filters (a GET
// form; keyset pages), the partner form of /club/admin/partner/create and /edit/{id} (a multipart post that
// works without JavaScript: a refused field comes back as typed, a logo already uploaded kept; «Удалить» asks
// on its own page, ?delete), and the categories and cities page, whose small forms post an intent each.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { queryFilters } from "~/platform/list-page.server";
import { optionalIdOf, optionalText } from "~/platform/schema";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { CLUB_LOGO } from "../files";
import { SEARCH_MAX } from "../limits";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditClub } from "../policy";
import { partnerSchema, placeSchema } from "../schema";
import { partnerOr404 } from "./pages.server";
import type { PlaceKind } from "./places.server";

/** The most a partner form's post may carry: one logo. */
export const CLUB_FORM_MAX_BYTES = CLUB_LOGO.maxBytes + MULTIPART_FRAMING_BYTES;

/** The editor, or the page's 403. */
export function requireEditorPage(request: Request, context: AppLoadContext): SignedIn {
  const actor = requireSignedIn(request, context);
  if (!canEditClub(actor)) throw refusePage(403, { pageTitle: t.adminPartnersTitle, text: r.forbidden });
  return actor;
}

const filterSchema = z.object({
  q: optionalText(SEARCH_MAX, t.searchTooLong),
  categoryId: optionalIdOf(r.categoryNotFound),
  cityId: optionalIdOf(r.cityNotFound),
  after: z.optional(z.string()),
});

/** /club/admin/partner: every partner by name, filtered by a word, a category and a city. */
export async function adminListLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const { filter, errors } = queryFilters(request, filterSchema);
  const [categories, cities] = await Promise.all([
    context.services.club.places.categories(actor),
    context.services.club.places.cities(actor),
  ]);
  const chosen = filter ?? { q: "", categoryId: undefined, cityId: undefined, after: undefined };
  const page = await context.services.club.page(actor, {
    text: chosen.q || null,
    categoryId: chosen.categoryId ?? null,
    cityId: chosen.cityId ?? null,
    after: chosen.after ?? null,
  });
  const query = new URL(request.url).searchParams;
  query.delete("after");
  return { ...page, categories, cities, errors, query: query.toString(), first: !chosen.after };
}

/** /club/admin/partner/create and /edit/{id}: the partner (null: a new one), the choices, and whether deleting is asked. */
export async function partnerFormLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const partner = params.id === undefined ? null : await partnerOr404(context, actor, params.id);
  const [categories, cities] = await Promise.all([
    context.services.club.places.categories(actor),
    context.services.club.places.cities(actor),
  ]);
  return { partner, categories, cities, confirmDelete: partner !== null && new URL(request.url).searchParams.has("delete") };
}

export async function partnerFormAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const partner = params.id === undefined ? null : await partnerOr404(context, actor, params.id);
  const upload = await readUploadForm(request, CLUB_LOGO.maxBytes);
  let fileError: string | null;
  try {
    fileError = await storeChosenFile(context, actor, upload, "logo", CLUB_LOGO);
  } finally {
    await upload.cleanup();
  }
  const form = upload.form;
  if (partner && form.get("intent") === "delete") {
    await context.services.club.partners.remove(actor, partner.id);
    return redirectWithToast(context, "/club/admin/partner", { type: "success", text: r.partnerRemoved }, { status: 303 });
  }
  const fileId = form.get("logo.id");
  if (typeof fileId === "string") form.set("logoFileId", fileId);
  const submission = parseWithSchema(form, partnerSchema);
  if (submission.status !== "success" || fileError)
    return data({ result: submission.reply(fileError ? { fieldErrors: { logo: [fileError] } } : {}) }, { status: 400 });
  try {
    const saved = await context.services.club.partners.save(actor, partner?.id ?? null, submission.value, context.services.files);
    const toast = { type: "success" as const, text: partner ? r.partnerSaved : r.partnerCreated };
    return await redirectWithToast(context, `/club/partner/${saved}`, toast, { status: 303 });
  } catch (error) {
    return data({ result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}

/** /club/admin/categories: every category and city with its partners counted. */
export async function placesLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const [categories, cities] = await Promise.all([
    context.services.club.places.categories(actor),
    context.services.club.places.cities(actor),
  ]);
  return { categories, cities };
}

const INTENTS: Record<string, { kind: PlaceKind; remove: boolean; done: string }> = {
  "save-category": { kind: "category", remove: false, done: r.categorySaved },
  "delete-category": { kind: "category", remove: true, done: r.categoryRemoved },
  "save-city": { kind: "city", remove: false, done: r.citySaved },
  "delete-city": { kind: "city", remove: true, done: r.cityRemoved },
};

/**
 * The categories page's forms: each posts its intent, the id (none: a new one) and the name. A refusal comes
 * back as { refusal: { intent, id, message, name } }, shown beside the form it came from with what was typed.
 */
export async function placesAction({ request, context }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const form = await readForm(request);
  const intent = INTENTS[String(form.get("intent"))];
  const id = toId(form.get("id"));
  const name = String(form.get("name") ?? "");
  const refusal = (message: string) => data({ refusal: { intent: String(form.get("intent")), id, message, name } }, { status: 400 });
  if (!intent) return refusal(r.unknownAction);
  try {
    if (intent.remove) {
      if (id === null) return refusal(intent.kind === "city" ? r.cityNotFound : r.categoryNotFound);
      await context.services.club.places.remove(actor, intent.kind, id);
    } else {
      const submission = parseWithSchema(form, placeSchema);
      if (submission.status !== "success") return refusal(submission.error?.name?.[0] ?? t.nameRequired);
      await context.services.club.places.save(actor, intent.kind, id, submission.value);
    }
  } catch (error) {
    if (!isDomainError(error) || error.kind === "forbidden" || error.kind === "unauthorized") throw error;
    return refusal(error.message);
  }
  return redirectWithToast(context, "/club/admin/categories", { type: "success", text: intent.done }, { status: 303 });
}
