// /knowledge/faq/{id}: a category's questions as <details>; #question-{id} opens one (CSS :target
// without JavaScript, the open attribute with it). Category 1 (FAQ_PORTAL_ID) is the header's "Помощь".
import { Icon } from "~/shared/ui/icons";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { requireSignedIn } from "~/platform/remix.server";
import { canEditFaq } from "~/features/faq/policy";
import { isMissing } from "~/platform/errors";
import { faqInputs as parse } from "~/features/faq/server/inputs.server";
import { refusePage } from "~/platform/remix.server";
import { FaqLayout, OpenTargetQuestion } from "~/features/faq/ui/faq";
import { pageTitle } from "~/shared/ui/meta";
import { contactsStyles } from "~/features/contacts/styles";
import styles from "~/shared/styles/knowledge-faq.css";
import { BreadcrumbTrail } from "~/shared/ui/breadcrumbs";
import * as ru from "~/shared/messages";
import { messages } from "~/features/faq/messages";
import { RichHtml } from "~/shared/richtext/rich-html";

const t = messages;

// contacts.css holds the breadcrumb trail's style, shared by every section's pages.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contactsStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? data.category.name : ru.pages.notFoundTitle);
export const handle = { title: t.title, backTo: "/knowledge/faq" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  try {
    const category = await context.services.faq.category(actor, parse.category(actor, { id: params.id }));
    return { category, canEdit: canEditFaq(actor) };
  } catch (error) {
    if (isMissing(error)) throw refusePage(404, { pageTitle: ru.pages.notFoundTitle, text: t.categoryNotFound });
    throw error;
  }
}

export default function FaqCategory() {
  const page = useLoaderData<typeof loader>();
  const { category, canEdit } = page;
  return (
    <FaqLayout currentId={category.id} canEdit={canEdit}>
      <OpenTargetQuestion />
      <BreadcrumbTrail items={[{ name: t.title, to: "/knowledge/faq" }, { name: category.name }]} label={t.breadcrumb} />
      <header className="faq__header">
        <h1 className="page-title">{category.name}</h1>
        {canEdit ? (
          <span className="faq__actions editor-only">
            <Link to={`/knowledge/faq/${category.id}/add`} className="button button--primary">
              {t.addQuestion}
            </Link>
            <Link to={`/knowledge/faq/${category.id}/edit`} className="button">
              {t.editCategory}
            </Link>
          </span>
        ) : null}
      </header>
      {category.description ? <p className="muted">{category.description}</p> : null}
      {category.questions.length === 0 ? (
        <p className="empty-state card">{t.categoryEmpty}</p>
      ) : (
        <div className="faq-questions">
          {category.questions.map((q) => (
            <details key={q.id} id={`question-${q.id}`} className="faq-question card">
              <summary className="faq-question__summary">
                <span className="faq-question__text">{q.question}</span>
              </summary>
              <div className="faq-question__body">
                <RichHtml className="rich-text" html={q.answer} />
                <p className="faq-question__links">
                  <a href={`#question-${q.id}`} className="faq-question__anchor">
                    {t.questionLink}
                  </a>
                  {canEdit ? (
                    <Link
                      to={`/knowledge/faq/${category.id}/question/${q.id}`}
                      className="faq-question__edit editor-only"
                      aria-label={t.editQuestionLink(q.question)}
                    >
                      <Icon name="pencil" size={18} /> {t.editQuestion}
                    </Link>
                  ) : null}
                </p>
              </div>
            </details>
          ))}
        </div>
      )}
    </FaqLayout>
  );
}
