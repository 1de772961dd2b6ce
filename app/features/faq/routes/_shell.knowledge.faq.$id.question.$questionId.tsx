// /knowledge/faq/{id}/question/{questionId}: an FAQ editor changes or deletes a question.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { canEditFaq } from "~/features/faq/policy";
import { isMissing } from "~/platform/errors";
import { faqInputs as parse } from "~/features/faq/server/inputs.server";
import { refusePage } from "~/platform/remix.server";
import { questionFormSchema } from "~/features/faq/schema.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { FaqLayout, QuestionForm, useFaqCategories } from "~/features/faq/ui/faq";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/shared/styles/knowledge-faq.css";
import { messages } from "~/features/faq/messages";
import { serverMessages } from "~/features/faq/messages.server";

const t = messages;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.editQuestionTitle);
export const handle = { title: t.editQuestionTitle, backTo: "/knowledge/faq" };

async function questionOf(request: Request, context: LoaderFunctionArgs["context"], params: LoaderFunctionArgs["params"]) {
  const actor = requireSignedIn(request, context);
  if (!canEditFaq(actor)) return { status: 403 as const };
  try {
    const question = await context.services.faq.question(actor, parse.question(actor, { id: params.questionId }));
    if (String(question.categoryId) !== params.id) return { status: 404 as const };
    return { actor, question };
  } catch (error) {
    if (isMissing(error)) return { status: 404 as const };
    throw error;
  }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const found = await questionOf(request, context, params);
  if (found.status) throw refusePage(found.status, { pageTitle: t.editQuestionTitle, text: t.questionNotFound });
  const { id, categoryId, question, answer, version } = found.question;
  return { question: { id, categoryId, question, answer, version } };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const found = await questionOf(request, context, params);
  if ("status" in found)
    return data(
      { status: "error" as const, error: { "": [found.status === 403 ? serverMessages.forbidden : t.questionNotFound] } },
      { status: found.status },
    );
  const { actor, question } = found;
  const formData = await readForm(request);
  if (formData.get("intent") === "delete") {
    await context.services.faq.deleteQuestion(actor, { id: question.id });
    return redirectWithToast(context, `/knowledge/faq/${question.categoryId}`, { type: "success", text: serverMessages.questionDeleted });
  }
  const submission = parseWithSchema(formData, questionFormSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    const saved = await context.services.faq.updateQuestion(actor, parse.updateQuestion(actor, { ...submission.value, id: question.id }));
    return redirectWithToast(context, `/knowledge/faq/${saved.categoryId}#question-${saved.id}`, {
      type: "success",
      text: serverMessages.questionUpdated,
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function EditFaqQuestion() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { question } = page;
  const category = useFaqCategories().find((c) => c.id === question.categoryId);
  return (
    <FaqLayout currentId={question.categoryId} canEdit>
      <section className="card">
        <h1 className="page-title">{t.editQuestionTitle}</h1>
        {category ? <p className="muted">{t.inCategory(category.name)}</p> : null}
        <QuestionForm
          id={`faq-question-${question.id}`}
          lastResult={lastResult}
          defaultValue={{ question: question.question, answer: question.answer, version: String(question.version) }}
          submitLabel={t.save}
          cancelTo={`/knowledge/faq/${question.categoryId}#question-${question.id}`}
        />
      </section>
      <section className="card faq-danger">
        <details>
          <summary className="button">{t.deleteQuestion}</summary>
          <Form method="post">
            <button type="submit" name="intent" value="delete" className="button button--danger">
              {t.deleteQuestion}
            </button>
          </Form>
        </details>
      </section>
    </FaqLayout>
  );
}
