// /knowledge/faq: the FAQ's categories — the menu (pencils for editors) and the list with question counts.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { requireSignedIn } from "~/platform/remix.server";
import { canEditFaq } from "~/features/faq/policy";
import { FaqLayout, useFaqCategories } from "~/features/faq/ui/faq";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/shared/styles/knowledge-faq.css";
import { messages } from "~/features/faq/messages";

const t = messages;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return { canEdit: canEditFaq(actor) };
}

export default function FaqStart() {
  const { canEdit } = useLoaderData<typeof loader>();
  const categories = useFaqCategories();
  return (
    <FaqLayout canEdit={canEdit}>
      <header className="faq__header">
        <h1 className="page-title">{t.title}</h1>
        {canEdit ? (
          <Link to="/knowledge/faq/create" className="button editor-only">
            {t.createCategory}
          </Link>
        ) : null}
      </header>
      {categories.length === 0 ? (
        <p className="empty-state card">{canEdit ? t.emptyEditor : t.empty}</p>
      ) : (
        <ul className="faq-categories">
          {categories.map((c) => (
            <li key={c.id} className="card faq-categories__item">
              <h2 className="faq-categories__name">
                <Link to={`/knowledge/faq/${c.id}`}>{c.name}</Link>
              </h2>
              {c.description ? <p className="muted">{c.description}</p> : null}
              <p className="faq-categories__count">{t.questionsCount(c.questionCount)}</p>
            </li>
          ))}
        </ul>
      )}
    </FaqLayout>
  );
}
