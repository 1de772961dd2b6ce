// The thanks pages (issue #12 point 11): /thanks (every thanks, newest first, 20 a page by keyset, with
// the form «Поблагодарить коллегу» atop) and one thanks at /thanks/{id}, /main/thanks/{id},
// /news/thanks/{id} and /user/{id}/{thanksId}; the forms post with an intent and come back (PRG) with a
// toast. The colleague is found without JavaScript: `q` and «Найти» GET the same page, and the people
// search of the finder (the search feature's service) answers with colleagues offered as radio buttons.
import { data, type AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import type { SubmissionResult } from "@conform-to/react";
import { invalid, isDomainError } from "~/platform/errors";
import { parseWithSchema } from "~/shared/forms/conform";
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
import { comingSoon } from "~/shell/server/fallback.server";
import { feedThanksMessages as t } from "../messages";
import { thanksPageToasts as toasts } from "../messages.server";
import { thanksCreateSchema } from "../schema-talk";
import type { Thanks } from "../types-talk";
import type { ThanksFormProps, ThanksPerson } from "../ui/thanks-form";
import { thanksFormHtml, thanksHtml, thanksListHtml } from "./thanks-html.server";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string | undefined> };

const LIST_PATH = "/thanks";
const MIN_QUERY = 3;
const FOUND_MAX = 10;
const KINDS = ["user"] as const;

const notFoundPage = () => refusePage(404, { pageTitle: t.notFound, title: t.notFound, back: { to: LIST_PATH, label: t.all } });

/** What the form shows: the search, the chosen colleague, what was typed, the refusals. */
interface FormState {
  query: string;
  userId: string | null;
  text: string;
  errors?: ThanksFormProps["errors"];
  formError?: string | null;
  formToken?: string;
}

async function formHtml(context: AppLoadContext, actor: SignedIn, state: FormState) {
  const search = context.services.search;
  const person = (item: { id: number; label: string; hint: string | null }): ThanksPerson => ({
    id: item.id,
    label: item.label,
    hint: item.hint,
  });
  const id = toId(state.userId);
  const chosen = id !== null ? ((await search.finderItems(actor, { kinds: KINDS, values: [String(id)] }))[0] ?? null) : null;
  const query = state.query.slice(0, 200);
  let found: ThanksPerson[] = [];
  let searchMessage: string | null = null;
  if (query.trim() !== "") {
    if (query.replace(/[\\%#^&]/g, "").trim().length < MIN_QUERY) searchMessage = t.queryTooShort;
    else {
      try {
        const items = await search.finderSearch(actor, { kinds: KINDS, query, limit: FOUND_MAX + 1, withoutMe: true });
        found = items
          .filter((item) => item.id !== chosen?.id)
          .slice(0, FOUND_MAX)
          .map(person);
        if (found.length === 0) searchMessage = t.nothingFound;
      } catch (error) {
        if (!isDomainError(error)) throw error;
        searchMessage = error.message;
      }
    }
  }
  return thanksFormHtml({
    base: context.basePath,
    action: LIST_PATH,
    formToken: state.formToken,
    query,
    chosen: chosen ? person(chosen) : null,
    found,
    searchMessage,
    text: state.text,
    errors: state.errors ?? {},
    formError: state.formError ?? null,
  });
}

/** `/thanks`: the form (its search read from the address) and a page of every thanks, newest first. */
export async function thanksPageLoader({ request, context }: Args) {
  const actor = requireSignedIn(request, context);
  const url = new URL(request.url);
  const after = url.searchParams.get("after") ?? "";
  const list = await context.services.thanks.list(actor, { cursor: after });
  const ctx = { base: context.basePath, action: LIST_PATH, back: after ? `${LIST_PATH}?after=${after}` : LIST_PATH };
  const form = await formHtml(context, actor, {
    query: url.searchParams.get("q") ?? "",
    userId: url.searchParams.get("userId"),
    text: (url.searchParams.get("text") ?? "").slice(0, 2000),
    formToken: await issueFormToken(context, actor),
  });
  return {
    title: t.title,
    form: pageOnly(context, "thanks-form", form),
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
export type ThanksFormReply = { form: ReturnType<typeof pageOnly<string>> };

/** `/thanks` posted: «Отправить» (intent create) or a card's «Удалить». */
export async function thanksPageAction({ request, context }: Omit<Args, "params">) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  if (form.get("intent") === "thanks-delete") return deleteThanksForm(context, actor, form);
  const userId = typeof form.get("userId") === "string" ? String(form.get("userId")) : null;
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
  // The form is HTML rendered here (ADR 0017): the reply's messages go to its fields, the rest over it.
  const message = (name: string) => result.error?.[name]?.[0] ?? undefined;
  const errors: ThanksFormProps["errors"] = { userId: userId ? message("userId") : t.choosePerson, text: message("text") };
  const token = form.get("formToken");
  const html = await formHtml(context, actor, {
    query: typeof form.get("q") === "string" ? String(form.get("q")) : "",
    userId,
    text: typeof form.get("text") === "string" ? String(form.get("text")) : "",
    errors: Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)),
    formError: errors.userId || errors.text ? null : (message("") ?? null),
    formToken: typeof token === "string" ? token : undefined,
  });
  return data<ThanksFormReply>({ form: pageOnly(context, "thanks-form-reply", html) }, { status: 400 });
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
