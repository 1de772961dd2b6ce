// /quiz/create and /quiz/{id}/edit: the whole quiz in one plain form. Its buttons (add, remove, move a question
// or an option) post the form and get it back changed, everything typed kept; «Сохранить» checks it and saves,
// or gives it back with the messages by field. A quiz someone has started is not edited (its page says so).
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { createOnce, issueFormToken, readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { isDomainError } from "~/platform/errors";
import { emptyQuestion, type DraftErrors, type QuizDraft } from "../draft";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { moscowInputValue } from "~/shared/moscow-time";
import { canEditQuiz } from "../policy";
import { applyButton, contentOf, draftOfForm } from "./draft.server";
import { quizIdOr404, refusalOf } from "./pages.server";

const WEEK = 7 * 86_400_000;

function requireEditorPage(request: Request, context: AppLoadContext): SignedIn {
  const actor = requireSignedIn(request, context);
  if (!canEditQuiz(actor)) throw refusePage(403, { pageTitle: t.title, text: r.forbidden });
  return actor;
}

export async function formLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const token = await issueFormToken(context, actor);
  if (params.id === undefined) {
    const deadline = moscowInputValue(new Date(Date.now() + WEEK).toISOString()).slice(0, 11) + "18:00";
    const draft: QuizDraft = { title: "", description: "", deadline, questions: [emptyQuestion()] };
    return { id: null, draft, formToken: token, locked: null };
  }
  const id = quizIdOr404(params.id);
  const found = await refusalOf(() => context.services.quiz.quizzes.draft(actor, id));
  if ("error" in found) return { id, draft: null, formToken: null, locked: found.error };
  return { id, draft: found.value.draft, formToken: null, locked: null };
}

export async function formAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireEditorPage(request, context);
  const id = params.id === undefined ? null : quizIdOr404(params.id);
  const form = await readForm(request);
  const draft = draftOfForm(form);
  // Changes with each answer, so the form's fields are drawn anew from the draft (they keep no state of theirs).
  const revision = Date.now();
  const changed = applyButton(draft, String(form.get("intent") ?? "save"));
  if (changed) return { draft: changed, errors: {} as DraftErrors, revision };
  const { quizzes } = context.services.quiz;
  try {
    const content = contentOf(draft);
    if (id === null)
      return await createOnce(
        context,
        actor,
        form,
        async () => ({ path: `/quiz/${(await quizzes.create(actor, content)).id}`, toast: { type: "success", text: r.created } }),
        { status: 303 },
      );
    await quizzes.update(actor, id, content);
    return await redirectWithToast(context, `/quiz/${id}`, { type: "success", text: r.saved }, { status: 303 });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.kind === "not_found")
      throw refusePage(404, { pageTitle: r.notFound, title: r.notFound, back: { to: "/quiz", label: t.title } });
    const errors = error.fieldErrors ?? { "": error.message };
    return data({ draft, errors: { "": r.draftInvalid, ...errors }, revision }, { status: 400 });
  }
}
