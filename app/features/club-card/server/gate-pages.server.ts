// /club/maxi-club-kpp's loader and action, apart from its markup: the person's request form and her own passes
// (newest first, `?before={id}` the next page), and for the checkpoint's staff a day's passes (`?day=`, today by
// default; `?after={id}` the next page) with approve, decline and arrival buttons. Plain forms: a refused
// request comes back with its messages under the fields and what was typed; a done one redirects with a toast.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { nextPageHref } from "~/platform/list-page.server";
import { formFailure, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { formatDate, normalizeDate } from "~/shared/dates";
import { canKeepGate } from "../policy";
import { gateMessages as g, serverMessages as r } from "../messages.server";
import { MAX_GUESTS } from "../schema.server";
import type { GatePass } from "./gate.server";

const PAGE = "/club/maxi-club-kpp";

const shown = (p: GatePass) => ({ ...p, dayShown: formatDate(p.day) });

export async function gateLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { gate } = context.services.clubCard;
  const query = new URL(request.url).searchParams;
  const mine = await gate.mine(actor, toId(query.get("before")));
  let staff = null;
  if (canKeepGate(actor)) {
    const typed = (query.get("day") ?? "").slice(0, 20);
    const day = normalizeDate(typed) || gate.today();
    const dayError = typed && !normalizeDate(typed) ? g.badDay : null;
    const list = await gate.day(actor, day, toId(query.get("after")));
    staff = {
      day: typed || formatDate(day),
      dayShown: formatDate(day),
      dayError,
      passes: list.passes.map(shown),
      moreHref: nextPageHref(request, context, "after", list.next),
    };
  }
  return {
    maxGuests: MAX_GUESTS,
    mine: mine.passes.map(shown),
    mineMoreHref: nextPageHref(request, context, "before", mine.next),
    staff,
  };
}

type Decision = "approve" | "decline" | "arrive";
const DONE: Record<Decision, string> = { approve: g.approved, decline: g.declined, arrive: g.arrived };
const isDecision = (v: string): v is Decision => v in DONE;

export async function gateAction({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const { gate } = context.services.clubCard;
  if (intent === "request") {
    const values = { day: String(form.get("day") ?? ""), guests: String(form.get("guests") ?? ""), car: String(form.get("car") ?? "") };
    try {
      await gate.request(actor, values);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const status = error.kind === "unauthorized" ? 401 : 400;
      return data({ request: { ...formFailure(error), values } }, { status });
    }
    return redirectWithToast(context, PAGE, { type: "success", text: g.requested }, { status: 303 });
  }
  const id = toId(form.get("id"));
  if (!isDecision(intent) || id === null) return data({ decision: { id, error: r.badIntent } }, { status: 400 });
  let pass: GatePass;
  try {
    pass = await gate[intent](actor, id);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data({ decision: { id, error: error.message } }, { status: error.kind === "forbidden" ? 403 : 400 });
  }
  return redirectWithToast(context, `${PAGE}?day=${pass.day}`, { type: "success", text: DONE[intent] }, { status: 303 });
}
