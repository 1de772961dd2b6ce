// Активности's pages, apart from their markup: the list (/activities, filters as links, keyset `?after=`), the
// card (/activities/{id}) with its sign-up and withdrawal posts, who is going (/activities/{id}/users), the
// organiser's participants with removal and its CSV (/activities/{id}/participants[/export]), and the form of
// /activities/create and /activities/{id}/edit (a plain post that works without JavaScript: a refused field comes
// back under it with what was typed; the edit page also cancels the activity).
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { csvResponse } from "~/platform/csv.server";
import { isDomainError } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import {
  appPathname,
  orRefusal as refusedAs,
  pageOnly,
  readForm,
  redirectWithToast,
  refusePage,
  requireSignedIn,
} from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { messages as t } from "../messages";
import { activitiesNames, serverMessages as r } from "../messages.server";
import { canEditActivities } from "../policy";
import { activitySchema, filterOf } from "../schema";

const NOT_FOUND = { pageTitle: r.notFound, title: r.notFound, back: { to: "/activities", label: t.toList } };
const notFoundPage = () => refusePage(404, NOT_FOUND);

/** The activity's id of the address, or the page's 404. */
function idOf(param: string | undefined): number {
  const id = toId(param);
  if (id === null) throw notFoundPage();
  return id;
}

/** A domain refusal of a page's read as its page: not found 404, forbidden 403. */
const orRefusal = <T>(read: () => Promise<T>) => refusedAs(read, { pageTitle: t.title }, { notFound: NOT_FOUND });

export async function listLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const query = new URL(request.url).searchParams;
  const filter = filterOf(query.get("filter"));
  const page = await context.services.activities.list(actor, filter, query.get("after"));
  return {
    filter,
    items: page.items,
    more: page.nextCursor ? withAfter(request, context, page.nextCursor) : null,
    canCreate: canEditActivities(actor),
  };
}

/** This page's app path with its filters and `after` moved on to the cursor. */
function withAfter(request: Request, context: AppLoadContext, cursor: string): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  url.searchParams.set("after", cursor);
  return `${appPathname(request, context)}?${url.searchParams}`;
}

export async function cardLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  const activity = await orRefusal(() => context.services.activities.card(actor, id));
  // The description is in the page's HTML once, not again as hydration data (ADR 0016).
  return { activity: { ...activity, description: pageOnly(context, "activity-description", activity.description) } };
}

/** POST /activities/{id} {intent: join | leave}: back to the card with what happened, or why not, as a toast. */
export async function cardAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  const form = await readForm(request);
  const { signups } = context.services.activities;
  const back = `/activities/${id}`;
  try {
    if (form.get("intent") === "leave") {
      const { was } = await signups.leave(actor, id);
      return await redirectWithToast(context, back, { type: "success", text: was === "going" ? r.left : r.leftWaiting }, { status: 303 });
    }
    const joined = await signups.join(actor, id);
    const text = joined.status === "going" ? r.joined : r.waiting(joined.position);
    return await redirectWithToast(context, back, { type: "success", text }, { status: 303 });
  } catch (error) {
    if (!isDomainError(error) || error.kind === "unauthorized") throw error;
    if (error.kind === "not_found") throw notFoundPage();
    return redirectWithToast(context, back, { type: "error", text: error.message }, { status: 303 });
  }
}

export async function usersLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  const after = new URL(request.url).searchParams.get("after");
  const { activities } = context.services;
  const [activity, page] = await orRefusal(() => Promise.all([activities.card(actor, id), activities.signups.users(actor, id, after)]));
  return {
    activity: { id: activity.id, title: activity.title, taken: activity.taken },
    items: page.items,
    more: page.nextCursor ? withAfter(request, context, page.nextCursor) : null,
  };
}

export async function participantsLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  const query = new URL(request.url).searchParams;
  const { activities } = context.services;
  const [page, activity] = await orRefusal(() =>
    Promise.all([activities.signups.participants(actor, id, query.get("after")), activities.card(actor, id)]),
  );
  return {
    activity: { id: activity.id, title: activity.title, taken: activity.taken, seats: activity.seats, waiting: activity.waiting },
    items: page.items,
    more: page.nextCursor ? withAfter(request, context, page.nextCursor) : null,
  };
}

/** A CSV refused: the reason as plain text (a file's address has no page to show it on). */
const plainRefusal = (status: 403 | 404, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** GET /activities/{id}/participants/export: participants, then the waiting list, as CSV for Excel. */
export async function participantsExportLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = toId(params.id);
  if (id === null) return plainRefusal(404, r.notFound);
  const rows = context.services.activities.signups.csvRows(actor, id);
  // The first batch is read before answering, so a refusal is a plain answer, not a broken download.
  let first: IteratorResult<(string | number | null)[][]>;
  try {
    first = await rows.next();
  } catch (error) {
    if (isDomainError(error) && (error.kind === "not_found" || error.kind === "forbidden"))
      return plainRefusal(error.kind === "forbidden" ? 403 : 404, error.message);
    throw error;
  }
  async function* all() {
    if (!first.done) yield first.value;
    yield* rows;
  }
  return csvResponse(`activity-${id}-participants.csv`, activitiesNames.csvHeader, all());
}

/** POST /activities/{id}/participants {intent: remove, userId}. */
export async function participantsAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  const form = await readForm(request);
  const back = `/activities/${id}/participants`;
  const userId = toId(form.get("userId"));
  try {
    if (userId === null) throw notFoundPage();
    await context.services.activities.signups.remove(actor, id, userId);
    return await redirectWithToast(context, back, { type: "success", text: r.removed }, { status: 303 });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.kind === "forbidden") throw refusePage(403, { pageTitle: t.title, text: error.message });
    if (error.kind === "not_found" && error.message === r.notFound) throw notFoundPage();
    return redirectWithToast(context, back, { type: "error", text: error.message }, { status: 303 });
  }
}

/** The creator of /activities/create, or the page's 403. */
function requireCreatorPage(request: Request, context: AppLoadContext): SignedIn {
  const actor = requireSignedIn(request, context);
  if (!canEditActivities(actor)) throw refusePage(403, { pageTitle: t.createTitle, text: r.forbidden });
  return actor;
}

export async function formLoader({ request, context, params }: LoaderFunctionArgs) {
  if (params.id === undefined) {
    requireCreatorPage(request, context);
    return { activity: null };
  }
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  return { activity: await orRefusal(() => context.services.activities.forEdit(actor, id)) };
}

/** POST /activities/create and /activities/{id}/edit {intent: save | cancel, ...the fields}. */
export async function formAction({ request, context, params }: ActionFunctionArgs) {
  const actor = params.id === undefined ? requireCreatorPage(request, context) : requireSignedIn(request, context);
  const id = params.id === undefined ? null : idOf(params.id);
  const { activities } = context.services;
  if (id !== null) await orRefusal(() => activities.forEdit(actor, id));
  const form = await readForm(request);
  if (id !== null && form.get("intent") === "cancel") {
    try {
      await activities.cancel(actor, id);
      return await redirectWithToast(context, `/activities/${id}`, { type: "success", text: r.cancelledDone }, { status: 303 });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return redirectWithToast(context, `/activities/${id}`, { type: "error", text: error.message }, { status: 303 });
    }
  }
  const submission = parseWithSchema(form, activitySchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const saved = id === null ? await activities.create(actor, submission.value) : await activities.update(actor, id, submission.value);
    return await redirectWithToast(
      context,
      `/activities/${saved.id}`,
      { type: "success", text: id === null ? r.created : r.saved },
      { status: 303 },
    );
  } catch (error) {
    return data({ result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}
