// What the claims' pages load and do (issue #13 point 9), shared by the owner's and the approver's
// routes: the person's own address only (403 otherwise), the claim as this reader sees it (404 «Заявка
// не найдена» for an unknown or foreign one), and the claim page's two posts, a move and a comment.
// A refused post answers with data for the form that sent it (its message by its field, the typed
// comment kept); a move from a stale form is the engine's conflict «Заявка уже в статусе «…»».
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError, isMissing } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { redirectWithToast, refusePage } from "~/platform/remix.server";
import { fullName } from "~/features/contacts/index.server";
import { claimPageMessages as p } from "../messages";
import { changeStatusSchema, commentSchema, HISTORY_PAGE_SIZE } from "../schema";

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

/** A refused post of the claim page: which form, its message (by its field or over the page), what was typed and chosen. */
export interface ClaimPostFailure {
  form: string;
  formError: string | null;
  commentError: string | null;
  comment: string;
  /** A move's own fields (ClaimType.moveFields): their errors and the values chosen, by name. */
  fieldErrors: Record<string, string>;
  fields: Record<string, string>;
}

/** A move form's own fields are posted as `fields.<name>`. */
export const MOVE_FIELD_PREFIX = "fields.";

function moveFieldsOfForm(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith(MOVE_FIELD_PREFIX) && typeof value === "string" && value !== "") fields[key.slice(MOVE_FIELD_PREFIX.length)] = value;
  }
  return fields;
}

/** The claim page's posts: `intent=move` (status, version, comment) or `intent=comment` (comment). */
export async function claimPageAction(
  context: AppLoadContext,
  actor: SignedIn,
  claimId: string | undefined,
  form: FormData,
  here: string,
): Promise<Response | ClaimPostFailure> {
  const { claims } = context.services;
  const intent = form.get("intent");
  const comment = typeof form.get("comment") === "string" ? String(form.get("comment")) : "";
  const status = String(form.get("status") ?? "");
  const which = intent === "move" ? `move-${status}` : "comment";
  const fields = intent === "move" ? moveFieldsOfForm(form) : {};
  const kept = { comment, fields };
  // The edge parses (the engine takes typed input): a rule broken here reads like the engine's refusal.
  const failed = (issues: { path: PropertyKey[]; message: string }[]): ClaimPostFailure => {
    const first = issues[0]!;
    const byComment = first.path[0] === "comment";
    const byField = first.path[0] === "fields" ? String(first.path[1]) : null;
    return {
      form: which,
      formError: byComment || byField ? null : first.message,
      commentError: byComment ? first.message : null,
      fieldErrors: byField ? { [byField]: first.message } : {},
      ...kept,
    };
  };
  try {
    if (intent === "move") {
      const version = form.get("version") ?? undefined;
      const input = changeStatusSchema.safeParse({ claimId, status, comment, version, fields });
      if (!input.success) return failed(input.error.issues);
      const moved = await claims.changeStatus(actor, input.data);
      return redirectWithToast(context, here, { type: "success", text: p.moved(moved.status.description) }, { status: 303 });
    }
    const input = commentSchema.safeParse({ claimId, comment });
    if (!input.success) return failed(input.error.issues);
    await claims.comment(actor, input.data);
    return redirectWithToast(context, here, { type: "success", text: p.commented }, { status: 303 });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const { comment: commentError = null, ...fieldErrors } = error.fieldErrors ?? {};
    const byField = commentError === error.message || Object.values(fieldErrors).includes(error.message);
    return { form: which, formError: byField ? null : error.message, commentError, fieldErrors, ...kept };
  }
}
