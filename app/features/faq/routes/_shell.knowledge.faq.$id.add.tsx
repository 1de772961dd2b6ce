// /knowledge/faq/{id}/add: an FAQ editor adds a question to a category; it opens at its anchor.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, readForm } from "~/platform/remix.server";
import { questionFormSchema } from "~/features/faq/schema.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { FaqLayout, QuestionForm } from "~/features/faq/ui/faq";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/shared/styles/knowledge-faq.css";
import { editableCategory, editableCategoryOrRefuse } from "~/features/faq/server/pages.server";
import { faqInputs as parse } from "~/features/faq/server/inputs.server";
import { messages } from "~/features/faq/messages";
import { serverMessages } from "~/features/faq/messages.server";

const t = messages;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.addQuestionTitle);
export const handle = { title: t.addQuestionTitle, backTo: "/knowledge/faq" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const found = await editableCategoryOrRefuse(request, context, params.id, t.addQuestionTitle);
  return { category: { id: found.category.id, name: found.category.name }, formToken: await issueFormToken(context, found.actor) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const found = await editableCategory(request, context, params.id);
  if ("status" in found)
    return data(
      { status: "error" as const, error: { "": [found.status === 403 ? serverMessages.forbidden : t.categoryNotFound] } },
      { status: found.status },
    );
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, questionFormSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    return await createOnce(context, found.actor, formData, async () => {
      const question = await context.services.faq.createQuestion(
        found.actor,
        parse.createQuestion(found.actor, { ...submission.value, categoryId: found.category.id }),
      );
      return {
        path: `/knowledge/faq/${question.categoryId}#question-${question.id}`,
        toast: { type: "success", text: serverMessages.questionCreated },
      };
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function AddFaqQuestion() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <FaqLayout currentId={page.category.id} canEdit>
      <section className="card">
        <h1 className="page-title">{t.addQuestionTitle}</h1>
        <p className="muted">{t.inCategory(page.category.name)}</p>
        <QuestionForm
          id="faq-question-new"
          formToken={page.formToken}
          lastResult={lastResult}
          defaultValue={{ question: "", answer: "" }}
          submitLabel={t.add}
          cancelTo={`/knowledge/faq/${page.category.id}`}
        />
      </section>
    </FaqLayout>
  );
}
