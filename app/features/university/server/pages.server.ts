// The university's list pages apart from their markup: /university (courses by direction, ?direction=) and
// /university/literature (?q= and ?topic=), each with the editors' up and down forms, which post here and come
// back to the same filtered list. The edit pages are in forms.server.ts.
import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditUniversity } from "../policy";
import { coursesQuery, literatureQuery } from "../schema";
import type { MoveDirection } from "./model";

/** The editor, or the page's 403. */
export function requireEditorPage(request: Request, context: AppLoadContext): SignedIn {
  const actor = requireSignedIn(request, context);
  if (!canEditUniversity(actor)) throw refusePage(403, { pageTitle: t.title, text: r.forbidden });
  return actor;
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** A list's address with its filters (never ?index, which only the post needs). */
function listPath(path: string, params: Record<string, string>): string {
  const kept = new URLSearchParams(Object.entries(params).filter(([, v]) => v));
  return kept.size > 0 ? `${path}?${kept}` : path;
}

export async function coursesLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const page = await context.services.university.courses.list(actor, parseInput(coursesQuery, queryOf(request)));
  return { ...page, canEdit: canEditUniversity(actor) };
}

export async function literatureLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const page = await context.services.university.literature.list(actor, parseInput(literatureQuery, queryOf(request)));
  return { ...page, canEdit: canEditUniversity(actor) };
}

/** The up and down form's post: which one and where, or null for a post that is neither. */
async function readMove(request: Request): Promise<{ id: number; to: MoveDirection } | null> {
  const form = await readForm(request);
  const id = toId(form.get("id"));
  const to = form.get("to");
  return id !== null && (to === "up" || to === "down") ? { id, to } : null;
}

/** Moves one course and shows the same list again; an unknown course or a broken post says so in a toast. */
export async function coursesAction({ request, context }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const back = listPath("/university", parseInput(coursesQuery, queryOf(request)));
  return moveAndReturn(context, back, await readMove(request), r.courseNotFound, (move) =>
    context.services.university.courses.move(actor, move.id, move.to),
  );
}

export async function literatureAction({ request, context }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const back = listPath("/university/literature", parseInput(literatureQuery, queryOf(request)));
  return moveAndReturn(context, back, await readMove(request), r.itemNotFound, (move) =>
    context.services.university.literature.move(actor, move.id, move.to),
  );
}

async function moveAndReturn(
  context: AppLoadContext,
  back: string,
  move: { id: number; to: MoveDirection } | null,
  notFoundText: string,
  run: (move: { id: number; to: MoveDirection }) => Promise<void>,
) {
  if (!move) return redirectWithToast(context, back, { type: "error", text: r.moveInvalid }, { status: 303 });
  try {
    await run(move);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(
      context,
      back,
      { type: "error", text: error.kind === "not_found" ? notFoundText : error.message },
      { status: 303 },
    );
  }
  return redirect(back, 303);
}
