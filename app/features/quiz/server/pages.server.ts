// The quiz's pages apart from their markup: the list, a quiz (start, publish, delete), the question page (a
// POST per answer, then a redirect to the next question: the progress is on the server, so a reload resumes)
// and the results. Every form is a plain POST that works without JavaScript; a refusal comes back as the
// page's message with status 400, never a 500.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditQuiz } from "../policy";

export const quizNotFoundPage = () => refusePage(404, { pageTitle: r.notFound, title: r.notFound, back: { to: "/quiz", label: t.title } });

/** The address's quiz id, or the page's 404. */
export function quizIdOr404(param: string | undefined): number {
  const id = toId(param);
  if (id === null) throw quizNotFoundPage();
  return id;
}

/** Runs a page's domain call: a missing quiz is the 404 page, another refusal its message for the page. */
export async function refusalOf<T>(run: () => Promise<T>): Promise<{ value: T } | { error: string }> {
  try {
    return { value: await run() };
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw quizNotFoundPage();
    if (isDomainError(error)) return { error: error.message };
    throw error;
  }
}

const refused = (error: string) => data({ error }, { status: 400 });
const seeOther = { status: 303 };

export async function listLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const after = new URL(request.url).searchParams.get("after");
  const page = await context.services.quiz.quizzes.list(actor, after);
  return { ...page, first: !after, canEdit: canEditQuiz(actor), now: new Date().toISOString() };
}

async function viewOr404(context: AppLoadContext, actor: SignedIn, id: number) {
  const found = await refusalOf(() => context.services.quiz.quizzes.view(actor, id));
  if ("error" in found) throw quizNotFoundPage();
  return found.value;
}

export async function quizLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const quiz = await viewOr404(context, actor, quizIdOr404(params.id));
  const canEdit = canEditQuiz(actor);
  // The right answers only once the deadline has passed (and never for a draft: nobody has played it).
  const review = quiz.closed && quiz.published ? await context.services.quiz.attempts.review(actor, quiz.id) : null;
  return { quiz, review, canEdit, confirmDelete: canEdit && new URL(request.url).searchParams.has("delete") };
}

export async function quizAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = quizIdOr404(params.id);
  const form = await readForm(request);
  const { quizzes, attempts } = context.services.quiz;
  switch (form.get("intent")) {
    case "start": {
      const started = await refusalOf(() => attempts.start(actor, id));
      return "error" in started ? refused(started.error) : redirect(`/quiz/${id}/play`, seeOther);
    }
    case "publish": {
      const published = await refusalOf(() => quizzes.publish(actor, id));
      if ("error" in published) return refused(published.error);
      return redirectWithToast(context, `/quiz/${id}`, { type: "success", text: r.published }, seeOther);
    }
    case "delete": {
      const removed = await refusalOf(() => quizzes.remove(actor, id));
      if ("error" in removed) return refused(removed.error);
      return redirectWithToast(context, "/quiz", { type: "success", text: r.removed }, seeOther);
    }
    default:
      return refused(r.notFound);
  }
}

export async function playLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = quizIdOr404(params.id);
  const step = await refusalOf(() => context.services.quiz.attempts.step(actor, id));
  // Not started, or already finished: the quiz's page says which and offers what is possible.
  if ("error" in step || step.value.finished) throw redirect(`/quiz/${id}`);
  return { step: step.value };
}

/** The chosen options of the question form: one radio value or several checkboxes, ids only. */
const chosenOf = (form: FormData) =>
  form
    .getAll("option")
    .slice(0, 20)
    .map((v) => toId(typeof v === "string" ? v : undefined))
    .filter((v): v is number => v !== null);

export async function playAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = quizIdOr404(params.id);
  const form = await readForm(request);
  const { attempts } = context.services.quiz;
  if (form.get("intent") === "finish") {
    const finished = await refusalOf(() => attempts.finish(actor, id));
    if ("error" in finished) return refused(finished.error);
    const { score, total } = finished.value;
    return redirectWithToast(context, `/quiz/${id}`, { type: "success", text: t.finished(score, total) }, seeOther);
  }
  const questionId = toId(String(form.get("questionId") ?? "")) ?? 0;
  const answered = await refusalOf(() => attempts.answer(actor, id, { questionId, optionIds: chosenOf(form) }));
  return "error" in answered ? refused(answered.error) : redirect(`/quiz/${id}/play`, seeOther);
}

export async function resultsLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = quizIdOr404(params.id);
  const after = new URL(request.url).searchParams.get("after");
  const board = await refusalOf(() => context.services.quiz.results.board(actor, id, after));
  if ("error" in board) throw refusePage(403, { pageTitle: t.results, text: board.error, back: { to: `/quiz/${id}`, label: t.title } });
  return { board: board.value, first: !after, me: actor.userId };
}
