// /mentoring apart from its markup: the loader (mentors by topic, the reader's offer, requests and pairs, HR's
// list of every pair) and the action every form of the page posts to. Each form is a plain post: a refused
// input comes back to its own form with what was typed (400); a refusal of who may is the 403 page; a saved
// change redirects back to the part of the page it changed.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError, notFound } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { formFailure, formTexts, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { readsAllPairs } from "../policy";
import { serverMessages as r } from "../messages.server";
import { messages as t } from "../messages";
import type { MentoringFormReply } from "./model";

export async function mentoringLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const url = new URL(request.url);
  const m = context.services.mentoring;
  const topic = url.searchParams.get("topic") ?? "";
  // A cursor that is no mentor's id (an edited address) starts the list again, as the portal's other lists do.
  const after = toId(url.searchParams.get("after")) ?? undefined;
  const [mentors, topics, mine] = [await m.mentors.list(actor, { topic, after }), await m.mentors.topics(actor), await m.pairs.mine(actor)];
  const pairs = readsAllPairs(actor) ? await m.pairs.all(actor, toId(url.searchParams.get("pairsAfter"))) : null;
  return { me: actor.userId, topic, mentors, topics, mine, pairs };
}

const INTENTS = ["offer", "request", "accept", "decline", "meeting", "close"] as const;
type Intent = (typeof INTENTS)[number];

const TOASTS: Record<Intent, string> = {
  offer: r.offerSaved,
  request: r.requestSent,
  accept: r.accepted,
  decline: r.declined,
  meeting: r.meetingAdded,
  close: r.closed,
};

export async function mentoringAction({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const values = formTexts(form);
  const intent = INTENTS.find((i) => i === values.intent);
  // Each form is told apart by its intent and the mentor or pair it is about.
  const key = `${intent ?? ""}-${values.mentorId ?? values.pairId ?? ""}`;
  try {
    if (!intent) throw notFound(t.pairInvalid);
    const anchor = await run(context.services.mentoring, actor, intent, values);
    return redirectWithToast(context, `/mentoring#${anchor}`, { type: "success", text: TOASTS[intent] });
  } catch (error) {
    if (!isDomainError(error) || error.kind !== "invalid") throw error;
    const reply: MentoringFormReply = { form: key, ...formFailure(error), values };
    return data(reply, { status: 400 });
  }
}

type Mentoring = LoaderFunctionArgs["context"]["services"]["mentoring"];

/** Runs the change; answers the anchor the page returns to. */
async function run(m: Mentoring, actor: SignedIn, intent: Intent, input: Record<string, string>): Promise<string> {
  switch (intent) {
    case "offer":
      await m.mentors.saveOffer(actor, input);
      return "mentoring-offer";
    case "request":
      return `pair-${(await m.pairs.request(actor, input)).pairId}`;
    case "accept":
      return `pair-${(await m.pairs.accept(actor, input)).pairId}`;
    case "decline":
      return `pair-${(await m.pairs.decline(actor, input)).pairId}`;
    case "meeting":
      return `pair-${(await m.pairs.addMeeting(actor, input)).pairId}`;
    case "close":
      return `pair-${(await m.pairs.close(actor, input)).pairId}`;
  }
}
