// The goals' pages apart from their markup: /ltr (the actor's own year, her team's and, for HR, everyone's)
// and /ltr/user/{id} (one person's), and the one action both post to. Every form is a plain post: a refused
// input comes back to its own form with what was typed (400); a refusal of who may is the 403 page; a saved
// change redirects to the goal's anchor on the same page.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isDomainError, notFound } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { appPathname, formFailure, formTexts, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { serverMessages as r } from "../messages.server";
import { messages as t } from "../messages";
import { FIRST_YEAR, LAST_YEAR } from "../schema";
import type { GoalFormReply } from "./model";

/** The year of ?year=, or undefined (the current one) when absent or not a year. */
function yearParam(url: URL): number | undefined {
  const year = Number(url.searchParams.get("year"));
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR ? year : undefined;
}

/** The years the picker offers: two back and one ahead of the current, and the shown one. */
function yearChoices(current: number, shown: number): number[] {
  return [...new Set([current - 2, current - 1, current, current + 1, shown])].sort((a, b) => a - b);
}

export async function myGoalsLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const url = new URL(request.url);
  const goals = context.services.goals;
  const mine = await goals.ofPerson(actor, actor.userId, yearParam(url));
  const { leads, hr } = await goals.roleOf(actor);
  const team = leads ? await goals.team(actor, mine.year, toId(url.searchParams.get("after"))) : null;
  const everyone = hr ? await goals.everyone(actor, mine.year, toId(url.searchParams.get("allAfter"))) : null;
  return { ...mine, years: yearChoices(goals.currentYear(), mine.year), team, everyone };
}

export async function personGoalsLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const userId = toId(params.userId);
  if (userId === null) throw notFound(r.personNotFound);
  const goals = context.services.goals;
  const person = await goals.ofPerson(actor, userId, yearParam(new URL(request.url)));
  return { ...person, years: yearChoices(goals.currentYear(), person.year) };
}

const INTENTS = ["create", "progress", "comment", "status", "approve"] as const;
type Intent = (typeof INTENTS)[number];

/** The action of both pages: `intent` names the change; on /ltr/user/{id} a new goal is that person's. */
export async function goalsAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const values = formTexts(form);
  const intent = INTENTS.find((i) => i === values.intent);
  const key = intent === "create" || !intent ? "create" : `${intent}-${values.goalId ?? ""}`;
  const path = appPathname(request, context);
  try {
    if (!intent) throw notFound(t.statusInvalid);
    const goals = context.services.goals;
    const done = await run(intent, goals, actor, { ...values, ...(params.userId ? { userId: params.userId } : {}) });
    return redirectWithToast(context, `${path}?year=${done.year}#${done.goalId}`, { type: "success", text: TOASTS[intent] });
  } catch (error) {
    if (!isDomainError(error) || error.kind !== "invalid") throw error;
    const reply: GoalFormReply = { form: key, ...formFailure(error), values };
    return data(reply, { status: 400 });
  }
}

const TOASTS: Record<Intent, string> = {
  create: r.created,
  progress: r.progressSaved,
  comment: r.commented,
  status: r.statusSaved,
  approve: r.approved,
};

type Goals = LoaderFunctionArgs["context"]["services"]["goals"];

async function run(intent: Intent, goals: Goals, actor: Parameters<Goals["create"]>[0], input: Record<string, string>) {
  if (intent === "create") {
    const goal = await goals.create(actor, input);
    return { goalId: goal.id, year: goal.year };
  }
  const changed =
    intent === "progress"
      ? await goals.recordProgress(actor, input)
      : intent === "comment"
        ? await goals.comment(actor, input)
        : intent === "status"
          ? await goals.setStatus(actor, input)
          : await goals.approve(actor, input);
  return { goalId: changed.goalId, year: changed.year };
}
