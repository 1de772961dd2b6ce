// /quiz: the quizzes, newest first, with the reader's own state of each; a keyset page at a time («Показать
// ещё» is a plain link to the next page, ?after=). Editors also see drafts and get «Новая викторина».
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/quiz.css";
import { messages as t } from "../messages";
import { listLoader } from "../server/pages.server";
import { QuizCard } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };
export const loader = listLoader;

export default function QuizListPage() {
  const { quizzes, next, canEdit, first } = useLoaderData<typeof loader>();
  return (
    <div className="quiz">
      <h1 className="page-title">{t.title}</h1>
      <div className="quiz-row">
        {first ? null : <Link to="/quiz">{t.title}</Link>}
        {canEdit ? (
          <Link to="/quiz/create" className="button button--primary">
            {t.create}
          </Link>
        ) : null}
      </div>
      {quizzes.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.empty}
        </p>
      ) : (
        <ul className="quiz-list">
          {quizzes.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} />
          ))}
        </ul>
      )}
      {next ? (
        <p>
          <Link to={`/quiz?after=${next}`} className="button">
            {t.more}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
