// The thanks pages (issue #12 point 11): /thanks (every thanks, newest first, 20 a page by keyset, with
// the form «Поблагодарить коллегу» atop) and one thanks at /thanks/{id}, /main/thanks/{id},
// /news/thanks/{id} and /user/{id}/{thanksId}; the forms post with an intent and come back (PRG) with a
// toast. The colleague is chosen with the portal's people finder (loadFinder, <Finder>, issue #39): typed
// ahead with JavaScript, «Найти» (a GET of the same page) without it. The form is small data rendered by
// the route (the finder needs hydrating); the cards stay HTML rendered here.
import { data, type AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import type { SubmissionResult } from "@conform-to/react";
import { invalid, isDomainError } from "~/platform/errors";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import {
  appPathname,
  createOnce,
  issueFormToken,
  pageOnly,
  readForm,
  redirectWithToast,
  refusePage,
  requireSignedIn,
  safeNext,
} from "~/platform/remix.server";
import { finderQueryParam, loadFinder, type FinderOptions } from "~/features/search/index.server";
import { comingSoon } from "~/shell/server/fallback.server";
import { feedThanksMessages as t } from "../messages";
import { thanksPageToasts as toasts } from "../messages.server";
import { thanksCreateSchema } from "../schema-talk";
import type { Thanks } from "../types-talk";
import type { ThanksFormProps } from "../ui/thanks-form";
import { thanksHtml, thanksListHtml } from "./thanks-html.server";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string | undefined> };

const LIST_PATH = "/thanks";
/** The colleague field: one person, never oneself (the service refuses thanks to oneself anyway). */
const PERSON: FinderOptions = { name: "userId", kinds: ["user"], withoutMe: true, limit: 10 };

const notFoundPage = () => refusePage(404, { pageTitle: t.notFound, title: t.notFound, back: { to: LIST_PATH, label: t.all } });

/**
 * The form's props. `search` is where the finder reads its query and chosen colleague: the page's address
 * (the loader, after «Найти») or, after a refused post, the posted fields put into one.
 */
async function formProps(
  context: AppLoadContext,
  search: Request,
  state: Omit<ThanksFormProps, "base" | "action" | "person">,
  chosen?: string[],
): Promise<ThanksFormProps> {
  return { base: context.basePath, action: LIST_PATH, person: await loadFinder(search, context, PERSON, chosen), ...state };
}

/** `/thanks`: the form (its search read from the address) and a page of every thanks, newest first. */
export async function thanksPageLoader({ request, context }: Args) {
  const actor = requireSignedIn(request, context);
  const url = new URL(request.url);
  const after = url.searchParams.get("after") ?? "";
  const list = await context.services.thanks.list(actor, { cursor: after });
  const ctx = { base: context.basePath, action: LIST_PATH, back: after ? `${LIST_PATH}?after=${after}` : LIST_PATH };
  const form = await formProps(context, request, {
    text: (url.searchParams.get("text") ?? "").slice(0, 2000),
    formToken: await issueFormToken(context, actor),
    errors: {},
    formError: null,
  });
  return {
    title: t.title,
    form,
    list: pageOnly(context, "thanks-list", thanksListHtml(list.content, list.nextCursor, ctx)),
  };
}

/** «Удалить» of a thanks card, on any page that shows one: back where it was, with the toast. */
export async function deleteThanksForm(context: AppLoadContext, actor: SignedIn, form: FormData) {
  const back = safeNext(form.get("back"), LIST_PATH);
  try {
    await context.services.thanks.remove(actor, { id: form.get("thanksId") });
    return await redirectWithToast(context, back, { type: "success", text: toasts.deleted });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(context, back, { type: "error", text: error.message });
  }
}

/** The form after a refusal: the same token, the chosen colleague, the text, each message by its field. */
export type ThanksFormReply = { form: ThanksFormProps };

/** `/thanks` posted: «Отправить» (intent create) or a card's «Удалить». */
export async function thanksPageAction({ request, context }: Omit<Args, "params">) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  if (form.get("intent") === "thanks-delete") return deleteThanksForm(context, actor, form);
  const posted = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : "");
  const userId = toId(form.get("userId")) !== null ? posted("userId") : null;
  // The /api's rules (thanksCreateSchema) with conform's parse; the refusal is conform's reply (ADR 0023).
  const submission = parseWithSchema(form, thanksCreateSchema);
  let result: SubmissionResult<string[]>;
  if (submission.status !== "success") result = submission.reply();
  else {
    try {
      return await createOnce(context, actor, form, async () => {
        const created = await context.services.thanks.create(actor, submission.value);
        return { path: `${LIST_PATH}#thanks-${created.id}`, toast: { type: "success", text: toasts.created } };
      });
    } catch (error) {
      // A colleague the service cannot find is the person field's refusal.
      const byPerson = isDomainError(error) && error.kind === "not_found" ? invalid(error.message, { userId: error.message }) : error;
      result = replyWithDomainError(submission, byPerson);
    }
  }
  // The reply's messages go to their fields, the rest over the form.
  const message = (name: string) => result.error?.[name]?.[0] ?? undefined;
  const errors: ThanksFormProps["errors"] = { userId: userId ? message("userId") : t.choosePerson, text: message("text") };
  // The finder's search as typed without JavaScript comes back with its colleagues found, as after «Найти».
  const search = new URL(request.url);
  const query = posted(finderQueryParam(PERSON.name));
  if (query) search.searchParams.set(finderQueryParam(PERSON.name), query);
  const token = form.get("formToken");
  const props = await formProps(
    context,
    new Request(search),
    {
      text: posted("text"),
      errors: Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)),
      formError: errors.userId || errors.text ? null : (message("") ?? null),
      formToken: typeof token === "string" ? token : undefined,
    },
    userId ? [userId] : [],
  );
  return data<ThanksFormReply>({ form: props }, { status: 400 });
}

/** The thanks this id names, or the page's 404 «Благодарность не найдена». */
async function thanksOr404(context: AppLoadContext, actor: SignedIn, idParam: string | undefined): Promise<Thanks> {
  const id = toId(idParam);
  if (id === null) throw notFoundPage();
  try {
    return await context.services.thanks.get(actor, id);
  } catch (error) {
    if (isDomainError(error) && (error.kind === "not_found" || error.kind === "invalid")) throw notFoundPage();
    throw error;
  }
}

const onePage = (context: AppLoadContext, thanks: Thanks, pathname: string) => ({
  kind: "thanks" as const,
  title: t.thanksTitle,
  // Deleted from its own page, the thanks is gone: back to the list.
  thanks: pageOnly(context, "thanks", thanksHtml(thanks, { base: context.basePath, action: pathname, back: LIST_PATH, full: true })),
});

/** `/thanks/{id}`, `/main/thanks/{id}`, `/news/thanks/{id}`: one thanks. */
export async function oneThanksLoader({ request, context, params }: Args) {
  const actor = requireSignedIn(request, context);
  return onePage(context, await thanksOr404(context, actor, params.idThanks), appPathname(request, context));
}

/**
 * `/user/{id}/{thanksId}`: a thanks the person received. Another path of the profile's that is not built
 * yet (`/user/{id}/club-card`) keeps the designed "coming soon" page the shell's catch-all gives it.
 */
export async function userThanksLoader({ request, context, params }: Args) {
  const actor = requireSignedIn(request, context);
  const pathname = appPathname(request, context);
  if (!/^\d+$/.test(params.thanksId ?? "")) return { kind: "soon" as const, ...comingSoon(request, context) };
  const thanks = await thanksOr404(context, actor, params.thanksId);
  if (String(thanks.to.id) !== params.id) throw notFoundPage();
  return onePage(context, thanks, pathname);
}

/** A single thanks page posted: its «Удалить». */
export async function oneThanksAction({ request, context }: Omit<Args, "params">) {
  const actor = requireSignedIn(request, context);
  return deleteThanksForm(context, actor, await readForm(request));
}
