// The services' pages' loaders and actions (routes/ stay thin): the hub, and a service's page with its form.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { createOnce, issueFormToken, orRefusal, pageOnly, redirectWithToast } from "~/platform/remix.server";
import { toId } from "~/platform/ids";
import { businessCardHtml } from "./business-card-html.server";
import { isDomainError } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { MULTIPART_FRAMING_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { storeChosenFile } from "~/platform/files/form-file.server";
import { SERVICE_FILE } from "../files";
import { CHOSEN_KINDS, controlName, isChosen, LONGTEXT_MAX, type ServiceField } from "../fields";
import { isFinderSearch, loadFinder } from "~/features/search/index.server";
import type { SubmissionResult } from "@conform-to/react";
import { acceptOf } from "~/shared/files/rules";
import { messages as t, statusNames } from "../messages/services";
import { documentMessages, serverMessages } from "../messages.server";
import type { RequestRow } from "../ui/request-table";
import type { AskOptions, RequestItem } from "./requests.server";

/** The longest search the hub reads (a box holds a few words). */
const QUERY_MAX = 100;

const dayFormat = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Moscow" });
/** A request's day as the services' lists show it (dd.mm.yyyy, Moscow). */
export const showDay = (iso: string) => dayFormat.format(new Date(iso));
const momentFormat = new Intl.DateTimeFormat("ru-RU", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Moscow" });
/** A due time as the services' lists show it (dd.mm.yyyy, hh:mm, Moscow). */
export const showMoment = (iso: string) => momentFormat.format(new Date(iso));

const rowOf =
  (me: number) =>
  (r: RequestItem): RequestRow => ({
    id: r.id,
    service: r.serviceName,
    status: statusNames[r.status as keyof typeof statusNames] ?? r.status,
    date: showDay(r.createDate),
    href: `/user/${me}/claims/${r.id}`,
    document: r.document,
  });

export async function hubPage(context: AppLoadContext, actor: SignedIn, request: Request) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
  const { categories, open, canConfigure } = await context.services.serviceRequests.hub(actor, q);
  return { q, categories, open: open.map(rowOf(actor.userId)), allHref: `/user/${actor.userId}/claims`, canConfigure };
}

/** What was typed, by control name, from a form sent back by a finder's search (the answers' `a.*` controls). */
function typedIn(url: URL): Record<string, string | string[]> {
  if (!isFinderSearch(url)) return {};
  const typed: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    if (!name.startsWith("a.")) continue;
    const values = url.searchParams.getAll(name).map((v) => v.slice(0, LONGTEXT_MAX));
    typed[name] = values.length === 1 ? values[0]! : values;
  }
  return typed;
}

/**
 * The finders of a form's person and department fields, by field key: the chosen one described (`posted`:
 * what a refused post chose; else the address's) and a no-JS search's results.
 */
async function findersOf(request: Request, context: AppLoadContext, fields: readonly ServiceField[], posted?: FormData) {
  const chosen = fields.filter(isChosen);
  const states = await Promise.all(
    chosen.map((f) => {
      const name = controlName(f.key);
      const values = posted?.getAll(name).map(String);
      return loadFinder(request, context, { name, kinds: [CHOSEN_KINDS[f.kind]] }, values);
    }),
  );
  return Object.fromEntries(chosen.map((f, i) => [f.key, states[i]!]));
}

/** A service's page; unknown or archived: 404, not for this person: 403, under the hub's title. */
export async function servicePage(context: AppLoadContext, actor: SignedIn, key: string, request: Request) {
  const back = { to: "/services", label: t.toHub };
  const { card, ...page } = await orRefusal(() => context.services.serviceRequests.service(actor, key), { pageTitle: t.hubTitle, back });
  return {
    ...page,
    finders: await findersOf(request, context, page.form.fields),
    typed: typedIn(new URL(request.url)),
    requests: page.requests.map(rowOf(actor.userId)),
    formToken: await issueFormToken(context, actor),
    fileAccept: acceptOf(SERVICE_FILE),
    // A business card's preview, drawn here and sent page-only (no code of it in the browser).
    card: card ? pageOnly(context, "business-card", businessCardHtml(card)) : null,
  };
}

/** The most a service form's post may carry: three files of the services' kind and the fields beside them. */
export const SERVICE_FORM_MAX_BYTES = 3 * SERVICE_FILE.maxBytes + MULTIPART_FRAMING_BYTES;

/**
 * The form's post: its files stored first (kept for the form shown again), every field checked (each
 * refusal by its field), then the request filed once; its page next. A catalogue's leaf asks with `options`
 * (its name as the subject, its own record of the ticket).
 */
export async function askForService(context: AppLoadContext, actor: SignedIn, key: string, request: Request, options: AskOptions = {}) {
  const { serviceRequests } = context.services;
  const schema = await serviceRequests.schemaOf(actor, key);
  const upload = await readUploadForm(request, SERVICE_FILE.maxBytes);
  const fileErrors: Record<string, string[]> = {};
  try {
    for (const control of schema.fields.filter((f) => f.kind === "file").map((f) => controlName(f.key))) {
      const refusal = await storeChosenFile(context, actor, upload, control, SERVICE_FILE);
      if (refusal) fileErrors[control] = [refusal];
    }
  } finally {
    await upload.cleanup();
  }
  const form = upload.form;
  const submission = parseWithSchema(form, schema.schema);
  // Refused: the reply and the finders of what was chosen, so the form comes back as it was sent.
  const refused = async (result: SubmissionResult<string[]>) => ({
    result,
    finders: await findersOf(request, context, schema.fields, form),
  });
  if (submission.status !== "success" || Object.keys(fileErrors).length > 0) return refused(submission.reply({ fieldErrors: fileErrors }));
  try {
    return await createOnce(
      context,
      actor,
      form,
      async () => {
        const { id } = await serviceRequests.ask(actor, key, submission.value.a, options);
        return { path: `/user/${actor.userId}/claims/${id}`, toast: { type: "success", text: serverMessages.asked } };
      },
      { status: 303 },
    );
  } catch (error) {
    return refused(replyWithDomainError(submission, error));
  }
}

/** The most a prepared document's post may carry: one file of the services' kind. */
export const DOCUMENT_FORM_MAX_BYTES = SERVICE_FILE.maxBytes + MULTIPART_FRAMING_BYTES;

/** Where a request's page sent its form from: one of the person's claim pages, else her approver's page of it. */
const CLAIM_PAGE = /^\/user\/\d+\/(claims|approvement-requests)\/\d+$/;

/** The prepared document's post: the file stored and attached, then back to the request's page with a notice. */
export async function attachDocumentFromPage(context: AppLoadContext, actor: SignedIn, claimId: number | null, request: Request) {
  const upload = await readUploadForm(request, SERVICE_FILE.maxBytes);
  try {
    const given = upload.form.get("back");
    const back =
      typeof given === "string" && CLAIM_PAGE.test(given) ? given : `/user/${actor.userId}/approvement-requests/${claimId ?? ""}`;
    const refusal = await storeChosenFile(context, actor, upload, "file", SERVICE_FILE);
    const fileId = toId(upload.form.get("file.id"));
    const failed = (text: string) => redirectWithToast(context, back, { type: "error", text }, { status: 303 });
    if (refusal) return failed(refusal);
    if (fileId === null || claimId === null) return failed(documentMessages.chooseFile);
    try {
      const { name } = await context.services.serviceRequests.attachDocument(actor, { claimId, fileId });
      return redirectWithToast(context, back, { type: "success", text: documentMessages.attached(name) }, { status: 303 });
    } catch (error) {
      if (!isDomainError(error) || error.kind === "unauthorized") throw error;
      return failed(error.message);
    }
  } finally {
    await upload.cleanup();
  }
}
