// /admin/users-info's loader and action, apart from the page's markup. The loader reads the filter from the
// address (a GET form, the same without JavaScript), one page of people (keyset: ?after=<last id>), the
// departments to choose from and, with ?person=<id>, the person whose block or unblock form is open. The
// action blocks, unblocks or ends sessions by `intent` and sends the administrator back to the list as it was
// filtered, with a toast; a refusal comes back as conform's reply with status 400, the reason kept.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { parseInput } from "~/platform/validate";
import { appPath, readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { common } from "~/shared/ui/messages";
import { fullName } from "~/features/contacts/index.server";
import { mayAdministerPeople } from "../policy";
import { peopleAdmin as t } from "../messages";
import { peopleAdminRefusals } from "../messages.server";
import { endSessionsSchema, listQuerySchema, stateChangeSchema } from "../schema";
import { PEOPLE_PAGE_SIZE } from "../constants";
import type { PersonState } from "./people-admin.server";

const PAGE = "/admin/users-info";
const signInFormat = new Intl.DateTimeFormat("ru-RU", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Moscow" });

/** The list's address with these parameters (empty ones left out). */
function listHref(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  const search = next.toString();
  return search ? `${PAGE}?${search}` : PAGE;
}

/** The list as the administrator filtered it, without an open form: where a change sends her back. */
function backToList(request: Request, context: AppLoadContext): string {
  const here = new URL(appPath(request, context), "http://portal.local");
  return listHref(here.searchParams, { person: null, index: null });
}

function requireAdministratorPage(request: Request, context: AppLoadContext) {
  const actor = requireSignedIn(request, context);
  if (!mayAdministerPeople(actor)) throw refusePage(403, { pageTitle: t.title });
  return actor;
}

const notFoundPage = () => refusePage(404, { pageTitle: t.title, title: peopleAdminRefusals.personNotFound });

/** A row of the page: what it shows, read on the server; `formHref` opens its block or unblock form. */
const rowOf = (p: PersonState, me: number, params: URLSearchParams) => ({
  id: p.id,
  name: fullName(p),
  department: p.department?.name ?? null,
  blocked: p.blocked,
  passwordSet: p.passwordSet,
  lastSignIn: p.lastSignIn ? signInFormat.format(new Date(p.lastSignIn)) : null,
  pushDevices: p.pushDevices,
  roles: p.roles,
  isMe: p.id === me,
  formHref: listHref(params, { person: String(p.id) }),
});

export async function peoplePageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireAdministratorPage(request, context);
  const { peopleAdmin } = context.services;
  const params = new URL(appPath(request, context), "http://portal.local").searchParams;
  let filter;
  try {
    filter = parseInput(listQuerySchema, { ...Object.fromEntries(params), pageSize: PEOPLE_PAGE_SIZE });
  } catch (error) {
    // A filter no form of the page sends (a hand-made address): said as the refusal it is.
    if (isDomainError(error)) throw data(error.message, { status: 400 });
    throw error;
  }
  const page = await peopleAdmin.list(actor, filter);
  const chosenId = params.has("person") ? toId(params.get("person")) : null;
  if (params.has("person") && !chosenId) throw notFoundPage();
  let chosen = null;
  if (chosenId) {
    try {
      chosen = rowOf(await peopleAdmin.person(actor, chosenId), actor.userId, params);
    } catch (error) {
      if (isDomainError(error) && error.kind === "not_found") throw notFoundPage();
      throw error;
    }
  }
  return {
    filter: { query: filter.query, departmentId: filter.departmentId ?? null, state: filter.state },
    departments: await peopleAdmin.departments(actor),
    rows: page.people.map((p) => rowOf(p, actor.userId, params)),
    more: page.nextAfter ? listHref(params, { after: String(page.nextAfter), person: null }) : null,
    chosen,
    /** The list as it is, without the open form: the row forms post to it, the open form's «Отмена» leads to it. */
    list: listHref(params, { person: null }),
  };
}

const INTENTS = ["block", "unblock", "end-sessions"] as const;

export async function peoplePageAction({ request, context }: ActionFunctionArgs) {
  const actor = requireAdministratorPage(request, context);
  const { peopleAdmin } = context.services;
  const form = await readForm(request);
  const intent = INTENTS.find((i) => i === form.get("intent"));
  if (!intent) throw data(common.badRequest, { status: 400 });
  const back = backToList(request, context);
  const refuse = (submission: Parameters<typeof replyWithDomainError>[0], error: unknown) => {
    if (isDomainError(error) && error.kind === "not_found") throw notFoundPage();
    if (isDomainError(error) && error.kind === "forbidden") throw refusePage(403, { pageTitle: t.title });
    return data({ intent, result: replyWithDomainError(submission, error) }, { status: 400 });
  };
  if (intent === "end-sessions") {
    const submission = parseWithSchema(form, endSessionsSchema);
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      const name = await peopleAdmin.endSessions(actor, submission.value);
      return redirectWithToast(context, back, { type: "success", text: t.sessionsEndedToast(name) }, { status: 303 });
    } catch (error) {
      return refuse(submission, error);
    }
  }
  const submission = parseWithSchema(form, stateChangeSchema);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    const blocking = intent === "block";
    const name = await (blocking ? peopleAdmin.block : peopleAdmin.unblock)(actor, submission.value);
    const text = blocking ? t.blockedToast(name) : t.unblockedToast(name);
    return redirectWithToast(context, back, { type: "success", text }, { status: 303 });
  } catch (error) {
    return refuse(submission, error);
  }
}
