// /admin/secretary-to-department's loader and action, apart from the page's markup. The loader reads the filter
// from the address (a GET form, the same without JavaScript), one page of assignments (keyset: ?after=<d>.<u>)
// and the add form's two finders (without JavaScript their «Найти» brings the form back by GET). The action adds
// or removes by `intent` and sends the manager back to the list as it was filtered, with a toast; a refusal comes
// back as conform's reply with status 400 (403 for a missing right), what was chosen kept.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { parseInput } from "~/platform/validate";
import { appPath, readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { common } from "~/shared/ui/messages";
import { formatDate } from "~/shared/dates";
import { loadFinder, type FinderOptions } from "~/features/search/index.server";
import { mayManageSecretaries } from "~/features/contacts/policy";
import { secretariesPage as t } from "~/features/contacts/messages/secretaries";
import { assignmentSchema, SECRETARIES_PAGE, secretaryListSchema } from "./secretary-schema.server";

const PAGE = "/admin/secretary-to-department";
export const WHO: FinderOptions = { name: "userId", kinds: ["user"] };
export const WHERE: FinderOptions = { name: "departmentId", kinds: ["department"] };

function listHref(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams();
  for (const name of ["department", "person", "after"]) {
    const value = name in changes ? changes[name] : params.get(name);
    if (value) next.set(name, value);
  }
  const search = next.toString();
  return search ? `${PAGE}?${search}` : PAGE;
}

function requireManagerPage(request: Request, context: AppLoadContext) {
  const actor = requireSignedIn(request, context);
  if (!mayManageSecretaries(actor)) throw refusePage(403, { pageTitle: t.title });
  return actor;
}

export async function secretariesPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireManagerPage(request, context);
  const params = new URL(appPath(request, context), "http://portal.local").searchParams;
  let filter;
  try {
    filter = parseInput(secretaryListSchema, {
      department: params.get("department"),
      person: params.get("person"),
      after: params.get("after") ?? undefined,
      pageSize: SECRETARIES_PAGE,
    });
  } catch (error) {
    // A filter no form of the page sends (a hand-made address): said as the refusal it is.
    if (isDomainError(error)) throw data(error.message, { status: 400 });
    throw error;
  }
  const page = await context.services.contacts.secretaryList(actor, filter);
  return {
    filter: { department: filter.department, person: filter.person },
    rows: page.assignments.map((a) => ({
      key: `${a.department.id}.${a.person.id}`,
      departmentId: a.department.id,
      department: a.department.name,
      userId: a.person.id,
      person: a.person.name,
      blocked: a.person.blocked,
      since: formatDate(a.assignedAt),
      by: a.assignedBy,
    })),
    more: page.nextAfter ? listHref(params, { after: page.nextAfter }) : null,
    /** Where the forms post: the list as it is filtered, from its first page. */
    list: listHref(params, { after: null }),
    who: await loadFinder(request, context, WHO),
    where: await loadFinder(request, context, WHERE),
  };
}

export async function secretariesPageAction({ request, context }: ActionFunctionArgs) {
  const actor = requireManagerPage(request, context);
  const form = await readForm(request);
  const intent = form.get("intent") === "remove" ? "remove" : form.get("intent") === "add" ? "add" : null;
  if (!intent) throw data(common.badRequest, { status: 400 });
  const params = new URL(appPath(request, context), "http://portal.local").searchParams;
  const back = listHref(params, { after: null });
  const submission = parseWithSchema(form, assignmentSchema);
  // The chosen person and department are shown again when the add form comes back refused.
  const chosen = async () => ({
    who: await loadFinder(request, context, WHO, form.getAll(WHO.name).map(String)),
    where: await loadFinder(request, context, WHERE, form.getAll(WHERE.name).map(String)),
  });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply(), ...(intent === "add" ? await chosen() : {}) }, { status: 400 });
  }
  try {
    const names =
      intent === "add"
        ? await context.services.contacts.addSecretary(actor, submission.value)
        : await context.services.contacts.removeSecretary(actor, submission.value);
    const text = (intent === "add" ? t.added : t.removed)(names.person, names.department);
    return redirectWithToast(context, back, { type: "success", text }, { status: 303 });
  } catch (error) {
    const status = isDomainError(error) && error.kind === "forbidden" ? 403 : 400;
    return data({ intent, result: replyWithDomainError(submission, error), ...(intent === "add" ? await chosen() : {}) }, { status });
  }
}
