// /quiz/{id}/edit: the quiz's form, while nobody has started it (then the page says it cannot be changed).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/quiz.css";
import { messages as t } from "../messages";
import { formAction, formLoader } from "../server/form-page.server";
import { QuizForm } from "../ui/quiz-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.editTitle);
export const handle = { title: t.editTitle, backTo: "/quiz" };
export const loader = formLoader;
export const action = formAction;

export default function QuizEditPage() {
  const { id, draft, locked } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const shown = sent ?? (draft ? { draft, errors: {}, revision: 0 } : null);
  return (
    <div className="quiz">
      <h1 className="page-title">{t.editTitle}</h1>
      {locked ? (
        <p className="card" role="status">
          {locked} <Link to={`/quiz/${id}`}>{t.title}</Link>
        </p>
      ) : null}
      {shown?.draft ? <QuizForm key={shown.revision} draft={shown.draft} errors={shown.errors} formToken={null} /> : null}
    </div>
  );
}
