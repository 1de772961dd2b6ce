// The logs pages' loaders, action and CSV exports, apart from their markup. A page reads its filters from the
// address (a GET form, so it works without JavaScript and its address can be shared); filters it cannot read
// show their message by their field and list nothing, never a 500.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { csvResponse } from "~/platform/csv.server";
import { nextPageHref, queryFilters } from "~/platform/list-page.server";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { parseInput } from "~/platform/validate";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { loadFinder, type FinderOptions } from "~/features/search/index.server";
import { csvHeaders, logsRefusals } from "../messages.server";
import { logs as t } from "../messages";
import { auditFilterSchema, retentionSchema, techFilterSchema, type AuditFilter, type TechFilter } from "../schema";
import { mayChangeRetention, mayReadLogs } from "../policy";

const ACTOR: FinderOptions = { name: "actorId", kinds: ["user"] };
const USER: FinderOptions = { name: "userId", kinds: ["user"] };

function requireReader(request: Request, context: AppLoadContext, title: string) {
  const actor = requireSignedIn(request, context);
  if (!mayReadLogs(actor)) throw refusePage(403, { pageTitle: title });
  return actor;
}

const queryOf = (request: Request) => {
  const params = new URL(request.url).searchParams;
  params.delete("before");
  return params.toString();
};

/**
 * What both pages show: a page of entries read with the address's filters (none when it cannot read them),
 * the next page's address, the filters as typed, the export's query and the person finder.
 */
async function logPage<Filter, Entry>(
  request: Request,
  context: AppLoadContext,
  schema: Parameters<typeof parseInput<Filter>>[0],
  read: (filter: Filter) => Promise<{ entries: Entry[]; next: number | null }>,
  person: FinderOptions,
) {
  const { filter, errors } = queryFilters(request, schema);
  const page = filter ? await read(filter) : { entries: [] as Entry[], next: null };
  return {
    entries: page.entries,
    more: nextPageHref(request, context, "before", page.next),
    errors,
    values: Object.fromEntries(new URL(request.url).searchParams),
    exportQuery: queryOf(request),
    finder: await loadFinder(request, context, person),
  };
}

export async function auditPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireReader(request, context, t.auditTitle);
  const page = await logPage(request, context, auditFilterSchema, (filter) => context.services.logs.audit(actor, filter), ACTOR);
  return { ...page, retentionDays: await context.services.logs.retentionDays(), mayChangeRetention: mayChangeRetention(actor) };
}

export async function techPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireReader(request, context, t.techTitle);
  return logPage(request, context, techFilterSchema, (filter) => context.services.logs.tech(actor, filter), USER);
}

/** /admin/logi's one form: the retention, for administrators. */
export async function auditPageAction({ request, context }: ActionFunctionArgs) {
  const actor = requireReader(request, context, t.auditTitle);
  const submission = parseWithSchema(await readForm(request), retentionSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.services.logs.setRetention(actor, submission.value.days);
    return redirectWithToast(context, "/admin/logi", { type: "success", text: t.retentionSaved }, { status: 303 });
  } catch (error) {
    const forbidden = isDomainError(error) && error.kind === "forbidden";
    return data({ result: replyWithDomainError(submission, error) }, { status: forbidden ? 403 : 400 });
  }
}

const day = (iso: string) => iso.slice(0, 10);

/** GET /admin/logi/export?<the page's filters>: every matching entry, newest first, streamed. */
export async function auditExportLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!mayReadLogs(actor)) return plainRefusal(403, logsRefusals.noRight);
  const { filter, errors } = queryFilters<AuditFilter>(request, auditFilterSchema);
  if (!filter) return refusedExport(errors);
  const rows = context.services.logs.auditExport(actor, filter);
  return csvResponse(
    `audit-${day(new Date().toISOString())}.csv`,
    csvHeaders.audit,
    mapBatches(rows, (r) => [r.id, r.at, r.actorName, r.action, r.entity, r.entityId, r.before, r.after]),
  );
}

/** GET /admin/ts-logs/export?<the page's filters> */
export async function techExportLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!mayReadLogs(actor)) return plainRefusal(403, logsRefusals.noRight);
  const { filter, errors } = queryFilters<TechFilter>(request, techFilterSchema);
  if (!filter) return refusedExport(errors);
  const rows = context.services.logs.techExport(actor, filter);
  return csvResponse(
    `tech-events-${day(new Date().toISOString())}.csv`,
    csvHeaders.tech,
    mapBatches(rows, (r) => [r.id, r.at, r.kind, r.userName, r.details]),
  );
}

/** An export refused: the reason as plain text (a file's address has no page to show it on). */
const plainRefusal = (status: 400 | 403, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
const refusedExport = (errors: Record<string, string>) => plainRefusal(400, Object.values(errors).join("\n"));

async function* mapBatches<Row, Cells>(batches: AsyncIterable<Row[]>, cells: (row: Row) => Cells) {
  for await (const batch of batches) yield batch.map(cells);
}
