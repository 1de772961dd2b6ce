// The shifts' pages, apart from their markup: the week (/services/retail-shifts?week=&shop=), one shift's card
// (/services/retail-shifts/{id}) with the swap's steps as plain posts, and the manager's page
// (/services/retail-shifts/edit?shop=&week=) with the form that adds a shift (a refused field comes back under it
// as typed), the removal and the swaps to decide. Every post answers "see other" with a toast.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { orRefusal as refusedAs, readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { addShiftSchema } from "../schema.server";

const BASE = "/services/retail-shifts";
/** The page's 404, saying what is missing (a shift, or a shop of `?shop=`). */
const notFoundPage = (message: string = r.notFound) =>
  refusePage(404, { pageTitle: message, title: message, back: { to: BASE, label: t.toSchedule } });

/** A page's refusal of a read: not found 404 (what is missing, with the way back), forbidden 403. */
const orRefusal = <T>(pageTitle: string, read: () => Promise<T>) => refusedAs(read, { pageTitle, back: { to: BASE, label: t.toSchedule } });

/** `?shop=`: absent means the reader's own; a value that is no id is a missing page. */
function shopParam(query: URLSearchParams): number | null {
  const raw = query.get("shop");
  if (raw === null || raw === "") return null;
  const id = toId(raw);
  if (id === null) throw notFoundPage();
  return id;
}

export async function weekLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const query = new URL(request.url).searchParams;
  const shopId = shopParam(query);
  const view = await orRefusal(t.title, () => context.services.retailShifts.week(actor, { shopId, week: query.get("week") }));
  return { ...view, asked: shopId };
}

function idOf(param: string | undefined): number {
  const id = toId(param);
  if (id === null) throw notFoundPage();
  return id;
}

export async function cardLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  return { shift: await orRefusal(t.shiftTitle, () => context.services.retailShifts.card(actor, id)) };
}

const STEPS = {
  offer: r.offeredDone,
  withdraw: r.withdrawnDone,
  take: r.takenDone,
  approve: r.approvedDone,
  decline: r.declinedDone,
} as const;
type Step = keyof typeof STEPS;
const stepOf = (v: FormDataEntryValue | null): Step | null => (typeof v === "string" && v in STEPS ? (v as Step) : null);

/** Runs a swap's step and goes `back` with what happened, or why not, as a toast. */
async function runStep(context: AppLoadContext, actor: SignedIn, step: Step, id: number, back: string) {
  try {
    await context.services.retailShifts.swaps[step](actor, id);
    return await redirectWithToast(context, back, { type: "success", text: STEPS[step] }, { status: 303 });
  } catch (error) {
    if (!isDomainError(error) || error.kind === "unauthorized") throw error;
    if (error.kind === "not_found") throw notFoundPage();
    return redirectWithToast(context, back, { type: "error", text: error.message }, { status: 303 });
  }
}

/** POST /services/retail-shifts/{id} {intent: offer | withdraw | take | approve | decline}. */
export async function cardAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = idOf(params.id);
  const form = await readForm(request);
  const step = stepOf(form.get("intent"));
  if (step === null) throw notFoundPage();
  return runStep(context, actor, step, id, `${BASE}/${id}`);
}

export async function editLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const query = new URL(request.url).searchParams;
  const shopId = shopParam(query);
  return orRefusal(t.editTitle, () => context.services.retailShifts.manage(actor, { shopId, week: query.get("week") }));
}

/** The manager's page for the same shop and week, as the post's hidden fields name them. */
function editPath(form: FormData): string {
  const shop = toId(form.get("shopId"));
  const week = form.get("week");
  const query = new URLSearchParams();
  if (shop !== null) query.set("shop", String(shop));
  if (typeof week === "string" && /^\d{4}-\d{2}-\d{2}$/.test(week)) query.set("week", week);
  return `${BASE}/edit${query.size > 0 ? `?${query}` : ""}`;
}

/** POST /services/retail-shifts/edit {intent: add, shopId, userId, day, from, to} | {intent: remove | approve | decline, id}. */
export async function editAction({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  const back = editPath(form);
  if (intent === "approve" || intent === "decline" || intent === "remove") {
    const id = toId(form.get("id"));
    if (id === null) throw notFoundPage();
    if (intent !== "remove") return runStep(context, actor, intent, id, back);
    try {
      await context.services.retailShifts.remove(actor, id);
      return await redirectWithToast(context, back, { type: "success", text: r.removedDone }, { status: 303 });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.kind === "forbidden") throw refusePage(403, { pageTitle: t.editTitle, text: error.message });
      return redirectWithToast(context, back, { type: "error", text: error.message }, { status: 303 });
    }
  }
  const submission = parseWithSchema(form, addShiftSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.services.retailShifts.add(actor, submission.value);
    return await redirectWithToast(context, back, { type: "success", text: r.addedDone }, { status: 303 });
  } catch (error) {
    if (isDomainError(error) && error.kind === "forbidden") throw refusePage(403, { pageTitle: t.editTitle, text: error.message });
    return data({ result: replyWithDomainError(submission, error) }, { status: 400 });
  }
}
