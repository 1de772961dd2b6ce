// The consents pages' loaders, actions and CSV export, apart from their markup. /admin/personal-accept reads its
// filters from the address (a GET form, so it works without JavaScript and its address can be shared); filters
// it cannot read show their message by their field and list nothing, never a 500. /consent is where the shell
// sends a person with a newer text to accept.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/platform/csv.server";
import { nextPageHref, queryFilters } from "~/platform/list-page.server";
import { isDomainError } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { readForm, redirectWithToast, refusePage, requireSignedIn, safeNext } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { consentsRefusals, csvHeaders } from "../messages.server";
import { consents as t } from "../messages";
import { mayPublishConsentText, mayReadConsents } from "../policy";
import { consentFilterSchema, publishSchema, type ConsentFilter } from "../schema";
import { paragraphsOf } from "../text";
import type { ConsentEntry, PendingPerson } from "./consents.server";

const PAGE = "/admin/personal-accept";

/** An ISO instant as the company reads it: dd.mm.yyyy hh:mm, Moscow time. */
const moment = new Intl.DateTimeFormat("ru-RU", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Moscow" });
const momentOf = (iso: string) => moment.format(new Date(iso));

function requireReaderPage(request: Request, context: AppLoadContext, title: string) {
  const actor = requireSignedIn(request, context);
  if (!mayReadConsents(actor)) throw refusePage(403, { pageTitle: title });
  return actor;
}

const exportQuery = (request: Request) => {
  const params = new URL(request.url).searchParams;
  params.delete("after");
  return params.toString();
};

const consentRow = (c: ConsentEntry) => ({
  id: c.id,
  userId: c.userId,
  name: c.name,
  department: c.department,
  version: c.version,
  at: momentOf(c.acceptedAt),
  ip: c.ip,
  how: t.kinds[c.kind] ?? c.kind,
});

const pendingRow = (p: PendingPerson) => ({
  id: p.id,
  name: p.name,
  department: p.department,
  lastVersion: p.lastVersion === null ? t.legacyVersion : String(p.lastVersion),
});

export async function listPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireReaderPage(request, context, t.title);
  const { consents } = context.services;
  const { filter, errors } = queryFilters<ConsentFilter>(request, consentFilterSchema);
  const page = filter ? await consents.list(actor, filter) : { consents: [], pending: [], nextAfter: null };
  const text = await consents.currentText();
  return {
    values: Object.fromEntries(new URL(request.url).searchParams),
    errors,
    pending: filter?.pending ?? false,
    consents: page.consents.map(consentRow),
    pendingPeople: page.pending.map(pendingRow),
    more: nextPageHref(request, context, "after", page.nextAfter),
    exportHref: `${PAGE}/export?${exportQuery(request)}`,
    departments: await consents.departments(actor),
    text: { version: text.version, at: momentOf(text.publishedAt), paragraphs: paragraphsOf(text.body) },
    mayPublish: mayPublishConsentText(actor),
  };
}

/** The page's one form: a new version of the text, for administrators. */
export async function listPageAction({ request, context }: ActionFunctionArgs) {
  const actor = requireReaderPage(request, context, t.title);
  const submission = parseWithSchema(await readForm(request), publishSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const { version } = await context.services.consents.publish(actor, submission.value.body, {
      ip: context.clientIp,
      userAgent: request.headers.get("user-agent"),
    });
    return redirectWithToast(context, `${PAGE}#text`, { type: "success", text: t.published(version) }, { status: 303 });
  } catch (error) {
    const forbidden = isDomainError(error) && error.kind === "forbidden";
    return data({ result: replyWithDomainError(submission, error) }, { status: forbidden ? 403 : 400 });
  }
}

/** /admin/personal-accept/{id}: one person's consents, each with its version's text; 404 for an unknown person. */
export async function personPageLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireReaderPage(request, context, t.title);
  const id = toId(params.id);
  const notFound = () => refusePage(404, { pageTitle: t.title, title: consentsRefusals.personNotFound });
  if (!id) throw notFound();
  try {
    const person = await context.services.consents.person(actor, id);
    return {
      id: person.id,
      name: person.name,
      department: person.department,
      consents: person.consents.map((c) => ({
        id: c.id,
        version: c.version,
        at: momentOf(c.acceptedAt),
        ip: c.ip,
        userAgent: c.userAgent,
        how: t.kinds[c.kind] ?? c.kind,
        paragraphs: paragraphsOf(c.text),
      })),
    };
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw notFound();
    throw error;
  }
}

const plainRefusal = (status: 400 | 403, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

async function* mapBatches<Row, Cells>(batches: AsyncIterable<Row[]>, cells: (row: Row) => Cells) {
  for await (const batch of batches) yield batch.map(cells);
}

/** GET /admin/personal-accept/export?<the page's filters>: every matching row, streamed in keyset batches. */
export async function exportLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!mayReadConsents(actor)) return plainRefusal(403, consentsRefusals.noRight);
  const { filter, errors } = queryFilters<ConsentFilter>(request, consentFilterSchema);
  if (!filter) return plainRefusal(400, Object.values(errors).join("\n"));
  const day = new Date().toISOString().slice(0, 10);
  const { consents } = context.services;
  if (filter.pending) {
    const rows = await consents.exportPending(actor, filter);
    return csvResponse(
      `consents-pending-${day}.csv`,
      csvHeaders.pending,
      mapBatches(rows, (p) => [p.id, p.name, p.department, p.lastVersion ?? 1]),
    );
  }
  return csvResponse(
    `consents-${day}.csv`,
    csvHeaders.consents,
    mapBatches(consents.exportConsents(actor, filter), (c) => [
      c.id,
      c.name,
      c.department,
      c.version,
      c.acceptedAt,
      c.ip,
      c.userAgent,
      t.kinds[c.kind] ?? c.kind,
    ]),
  );
}

/** /consent: the current text, and «Принимаю» while the person has not accepted it. */
export async function consentPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { consents } = context.services;
  const text = await consents.currentText();
  return {
    version: text.version,
    paragraphs: paragraphsOf(text.body),
    pending: (await consents.pendingFor(actor)) !== null,
    redirectTo: safeNext(new URL(request.url).searchParams.get("redirectTo")),
  };
}

/** Accepting: recorded with the address and browser, then on to where the person was going (a local path only). */
export async function consentPageAction({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const redirectTo = safeNext(form.get("redirectTo"));
  const version = toId(form.get("version")) ?? undefined;
  try {
    await context.services.consents.accept(actor, { ip: context.clientIp, userAgent: request.headers.get("user-agent") }, version);
  } catch (error) {
    // A newer version published while she read: the page shows it with the reason.
    if (isDomainError(error) && error.kind === "invalid") return data({ error: error.message }, { status: 400 });
    throw error;
  }
  return redirectWithToast(context, redirectTo, { type: "success", text: t.accepted }, { status: 303 });
}
