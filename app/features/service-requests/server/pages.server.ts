// The services' pages' loaders and actions (routes/ stay thin): the hub, and a service's page with its form.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { createOnce, issueFormToken, pageOnly, refusePage } from "~/platform/remix.server";
import { businessCardHtml } from "./business-card-html.server";
import { isDomainError } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { messages as t, statusNames } from "../messages/services";
import { serverMessages } from "../messages.server";
import type { RequestRow } from "../ui/request-table";
import type { RequestItem } from "./requests.server";

/** The longest search the hub reads (a box holds a few words). */
const QUERY_MAX = 100;

const dayFormat = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Moscow" });
/** A request's day as the services' lists show it (dd.mm.yyyy, Moscow). */
export const showDay = (iso: string) => dayFormat.format(new Date(iso));

/** A 403 or 404 of the domain as the page's refusal (inside the shell, under `pageTitle`); anything else as it was. */
export async function orRefusal<T>(
  work: () => Promise<T>,
  refusal: { pageTitle: string; back?: { to: string; label: string } },
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error) && (error.kind === "forbidden" || error.kind === "not_found")) {
      throw refusePage(error.kind === "forbidden" ? 403 : 404, { ...refusal, text: error.message });
    }
    throw error;
  }
}

const rowOf =
  (me: number) =>
  (r: RequestItem): RequestRow => ({
    id: r.id,
    service: r.serviceName,
    status: statusNames[r.status as keyof typeof statusNames] ?? r.status,
    date: showDay(r.createDate),
    href: `/user/${me}/claims/${r.id}`,
  });

export async function hubPage(context: AppLoadContext, actor: SignedIn, request: Request) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
  const { categories, open, canConfigure } = await context.services.serviceRequests.hub(actor, q);
  return { q, categories, open: open.map(rowOf(actor.userId)), allHref: `/user/${actor.userId}/claims`, canConfigure };
}

/** A service's page; unknown or archived: 404, not for this person: 403, under the hub's title. */
export async function servicePage(context: AppLoadContext, actor: SignedIn, key: string) {
  const back = { to: "/services", label: t.toHub };
  const { card, ...page } = await orRefusal(() => context.services.serviceRequests.service(actor, key), { pageTitle: t.hubTitle, back });
  return {
    ...page,
    requests: page.requests.map(rowOf(actor.userId)),
    formToken: await issueFormToken(context, actor),
    // A business card's preview, drawn here and sent page-only (no code of it in the browser).
    card: card ? pageOnly(context, "business-card", businessCardHtml(card)) : null,
  };
}

/** The form's post: every field checked (each refusal by its field), then the request filed once; its page next. */
export async function askForService(context: AppLoadContext, actor: SignedIn, key: string, form: FormData) {
  const { serviceRequests } = context.services;
  const submission = parseWithSchema(form, await serviceRequests.schemaOf(actor, key));
  if (submission.status !== "success") return submission.reply();
  try {
    return await createOnce(
      context,
      actor,
      form,
      async () => {
        const { id } = await serviceRequests.ask(actor, key, submission.value.a);
        return { path: `/user/${actor.userId}/claims/${id}`, toast: { type: "success", text: serverMessages.asked } };
      },
      { status: 303 },
    );
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}
