// What the claims' pages load and do (issue #13 point 9), shared by the owner's and the approver's
// routes: the person's own address only (403 otherwise), the claim as this reader sees it (404 «Заявка
// не найдена» for an unknown or foreign one), and the claim page's two posts, a move and a comment.
// A refused post answers conform's reply for the form that sent it (its message by its field, the typed
// comment kept); a move from a stale form is the engine's conflict «Заявка уже в статусе «…»».
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isMissing } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { createOnce, redirectWithToast, refusePage } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { fullName } from "~/features/contacts/index.server";
import { claimPageMessages as p } from "../messages";
import { changeStatusSchema, commentSchema, createClaimSchema, HISTORY_PAGE_SIZE } from "../schema";

const dateFormat = new Intl.DateTimeFormat("ru-RU", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Moscow" });
/** Dates are formatted here, on the server: the browser's zone and locale cannot change the markup. */
export { withMore } from "./claim-lists.server";
export const showDate = (iso: string) => dateFormat.format(new Date(iso));

/** Lists and claims under /user/{id}/… are the person's own: another id is refused. */
export function requireOwnAddress(actor: SignedIn, id: string | undefined, forbiddenText: string, title: string) {
  if (id !== String(actor.userId)) throw refusePage(403, { pageTitle: title, text: forbiddenText });
}

/** The page number of `?page=` (from 1 in the address, from 0 for the engine). */
export function pageOf(request: Request): number {
  const n = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return Number.isSafeInteger(n) && n >= 1 && n <= 100_000 ? n - 1 : 0;
}

/** The rows a claims table shows (ClaimTable). */
export const listRow = (c: {
  id: number;
  subject: string;
  typeDescription: string;
  status: { description: string };
  createDate: string;
}) => ({
  id: c.id,
  subject: c.subject,
  type: c.typeDescription,
  status: c.status.description,
  date: showDate(c.createDate),
});

/** The claim page's data: the claim, the moves this reader may make and the history, newest first. */
export async function loadClaimPage(context: AppLoadContext, actor: SignedIn, claimId: string | undefined) {
  const { claims } = context.services;
  const notFound = () => refusePage(404, { pageTitle: p.notFound, title: p.notFound, text: p.notFound });
  // toId refuses what no id column holds (above 2^31-1 PostgreSQL would fail the query, not find nothing).
  const id = toId(claimId);
  if (id === null) throw notFound();
  try {
    const claim = await claims.get(actor, { id });
    const history = await claims.history(actor, { claimId: id, pageNumber: 0, pageSize: HISTORY_PAGE_SIZE });
    return {
      id: claim.id,
      subject: claim.subject,
      text: claim.text,
      type: claim.typeDescription,
      status: claim.status,
      version: claim.version,
      owner: { id: claim.owner.id, name: fullName(claim.owner) },
      handlers: claim.handlers.map((h) => ({ id: h.id, name: fullName(h) })),
      created: showDate(claim.createDate),
      updated: showDate(claim.updateDate),
      notes: claim.notes,
      files: claim.files,
      attach: claim.attach,
      moves: claim.abilities.map((a) => ({
        to: a.status.name,
        description: a.status.description,
        commentRequired: a.commentRequired,
        fields: a.fields,
      })),
      history: history.map((e) => ({
        id: e.id,
        date: showDate(e.date),
        author: { id: e.user.id, name: fullName(e.user) },
        what: e.typeDescription,
        comment: e.comment,
      })),
    };
  } catch (error) {
    if (isMissing(error)) throw notFound();
    throw error;
  }
}

/**
 * The claim page's posts: `intent=move` (status, version, comment, the move's `fields.<name>`) or
 * `intent=comment` (comment), parsed by the /api's schemas with the claim's id from the address. A
 * refusal is conform's reply (ADR 0024): it carries the intent and status, so the page knows which of
 * its forms to show it in, with what was typed and chosen.
 */
export async function claimPageAction(context: AppLoadContext, actor: SignedIn, claimId: string | undefined, form: FormData, here: string) {
  const { claims } = context.services;
  // The claim is the address's, whatever the form says.
  form.set("claimId", claimId ?? "");
  // A move's select left at «Выберите» is a value not chosen: the engine names what the move needs.
  for (const [key, value] of [...form.entries()]) if (key.startsWith("fields.") && value === "") form.delete(key);
  if (form.get("intent") === "move") {
    const submission = parseWithSchema(form, changeStatusSchema);
    if (submission.status !== "success") return submission.reply();
    try {
      const moved = await claims.changeStatus(actor, submission.value);
      return await redirectWithToast(context, here, { type: "success", text: p.moved(moved.status.description) }, { status: 303 });
    } catch (error) {
      return replyWithDomainError(submission, error);
    }
  }
  const submission = parseWithSchema(form, commentSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    await claims.comment(actor, submission.value);
    return await redirectWithToast(context, here, { type: "success", text: p.commented }, { status: 303 });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

/**
 * «Новая заявка» posted: the /api's createClaimSchema, then the engine, once per rendered form (its
 * token). Filed, the new claim's page (303); refused, conform's reply: the messages by their fields (a
 * message that belongs to a field, «Тип заявки не найден», is shown there only), what was typed kept.
 * Here, not in the route: conform's parse in a route module would reach the list page's bundle.
 */
export async function postNewClaim(context: AppLoadContext, actor: SignedIn, form: FormData) {
  const submission = parseWithSchema(form, createClaimSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    return await createOnce(
      context,
      actor,
      form,
      async () => {
        const { id } = await context.services.claims.create(actor, submission.value);
        return { path: `/user/${actor.userId}/claims/${id}`, toast: { type: "success", text: p.created } };
      },
      { status: 303 },
    );
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}
