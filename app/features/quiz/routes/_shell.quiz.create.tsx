// /quiz/create: a new quiz (a draft until «Опубликовать» on its page), editors and administrators only.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/quiz.css";
import { messages as t } from "../messages";
import { formAction, formLoader } from "../server/form-page.server";
import { QuizForm } from "../ui/quiz-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.createTitle);
export const handle = { title: t.createTitle, backTo: "/quiz" };
export const loader = formLoader;
export const action = formAction;

export default function QuizCreatePage() {
  const { draft, formToken } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const shown = sent ?? { draft, errors: {}, revision: 0 };
  return (
    <div className="quiz">
      <h1 className="page-title">{t.createTitle}</h1>
      {shown.draft ? <QuizForm key={shown.revision} draft={shown.draft} errors={shown.errors} formToken={formToken} /> : null}
    </div>
  );
}
