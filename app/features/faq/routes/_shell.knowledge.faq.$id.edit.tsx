// /knowledge/faq/{id}/edit: an FAQ editor renames a category, orders its questions (up/down arrows as
// form posts, so it works without JavaScript) and deletes it (a second, explicit confirmation).
import { Icon } from "~/shared/ui/icons";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { readForm, redirectWithToast } from "~/platform/remix.server";
import { isDomainError } from "~/platform/errors";
import { categoryFormSchema } from "~/features/faq/schema.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { CategoryForm, FaqLayout } from "~/features/faq/ui/faq";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/shared/styles/knowledge-faq.css";
import { editableCategory, editableCategoryOrRefuse } from "~/features/faq/server/pages.server";
import { faqInputs as parse } from "~/features/faq/server/inputs.server";
import { messages } from "~/features/faq/messages";
import { serverMessages } from "~/features/faq/messages.server";

const t = messages;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.editCategory);
export const handle = { title: t.editCategory, backTo: "/knowledge/faq" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const found = await editableCategoryOrRefuse(request, context, params.id, t.editCategory);
  return { category: found.category };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const found = await editableCategory(request, context, params.id);
  if ("status" in found)
    return data(
      { status: "error" as const, error: { "": [found.status === 403 ? serverMessages.forbidden : t.categoryNotFound] } },
      { status: found.status },
    );
  const { actor, category } = found;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "delete") {
    try {
      await context.services.faq.deleteCategory(actor, { id: category.id });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return redirectWithToast(context, `/knowledge/faq/${category.id}/edit`, { type: "error", text: error.message });
    }
    return redirectWithToast(context, "/knowledge/faq", { type: "success", text: serverMessages.categoryDeleted });
  }
  if (intent === "move") {
    const ids = category.questions.map((q) => q.id);
    const at = ids.indexOf(Number(formData.get("questionId")));
    const to = at + (formData.get("direction") === "up" ? -1 : 1);
    if (at >= 0 && to >= 0 && to < ids.length) {
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      await context.services.faq.sortQuestions(actor, { categoryId: category.id, sortIdList: ids });
    }
    return redirect(`/knowledge/faq/${category.id}/edit#order`);
  }
  const submission = parseWithSchema(formData, categoryFormSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    await context.services.faq.updateCategory(actor, parse.updateCategory(actor, { ...submission.value, id: category.id }));
    return redirectWithToast(context, `/knowledge/faq/${category.id}`, { type: "success", text: serverMessages.categoryUpdated });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function EditFaqCategory() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { category } = page;
  const questions = category.questions;
  return (
    <FaqLayout currentId={category.id} canEdit>
      <section className="card">
        <h1 className="page-title">{t.editCategoryTitle(category.name)}</h1>
        <CategoryForm
          id={`faq-category-${category.id}`}
          lastResult={lastResult}
          defaultValue={{ name: category.name, description: category.description ?? "", version: String(category.version) }}
          submitLabel={t.save}
          cancelTo={`/knowledge/faq/${category.id}`}
        />
      </section>
      <section className="card faq-order" id="order" aria-labelledby="order-title">
        <h2 id="order-title">{t.questionsOrder}</h2>
        {questions.length === 0 ? (
          <p className="empty-state">{t.categoryEmpty}</p>
        ) : (
          <ol className="faq-order__list">
            {questions.map((q, i) => (
              <li key={q.id} className="faq-order__item">
                <Link
                  to={`/knowledge/faq/${category.id}/question/${q.id}`}
                  className="faq-order__question"
                  aria-label={t.editQuestionLink(q.question)}
                >
                  <Icon name="pencil" size={18} /> {q.question}
                </Link>
                <Form method="post" className="faq-order__move">
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="questionId" value={q.id} />
                  <button
                    type="submit"
                    name="direction"
                    value="up"
                    className="icon-button"
                    disabled={i === 0}
                    aria-label={t.moveUpLabel(q.question)}
                    title={t.moveUp}
                  >
                    ↑
                  </button>
                  <button
                    type="submit"
                    name="direction"
                    value="down"
                    className="icon-button"
                    disabled={i === questions.length - 1}
                    aria-label={t.moveDownLabel(q.question)}
                    title={t.moveDown}
                  >
                    ↓
                  </button>
                </Form>
              </li>
            ))}
          </ol>
        )}
        <p>
          <Link to={`/knowledge/faq/${category.id}/add`} className="button">
            {t.addQuestion}
          </Link>
        </p>
      </section>
      <section className="card faq-danger">
        {!category.deletable ? (
          <p className="muted">{t.helpNotDeletable}</p>
        ) : (
          <details>
            <summary className="button">{t.deleteCategory}</summary>
            <p className="muted">{t.deleteCategoryHint}</p>
            <Form method="post">
              <button type="submit" name="intent" value="delete" className="button button--danger">
                {t.deleteCategory}
              </button>
            </Form>
          </details>
        )}
      </section>
    </FaqLayout>
  );
}
