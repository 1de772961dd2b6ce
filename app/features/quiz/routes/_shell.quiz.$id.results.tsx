// /quiz/{id}/results: after the deadline, the leaderboard of finished attempts: score, then time taken; equal
// score and time share a place. A keyset page at a time («Показать ещё», ?after=); the reader's row is marked.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/quiz.css";
import { messages as t } from "../messages";
import { resultsLoader } from "../server/pages.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data ? t.resultsTitle(data.board.title) : t.results);
export const handle = { title: t.results, backTo: "/quiz" };
export const loader = resultsLoader;

export default function QuizResultsPage() {
  const { board, first, me } = useLoaderData<typeof loader>();
  return (
    <div className="quiz">
      <h1 className="page-title">{t.resultsTitle(board.title)}</h1>
      <div className="quiz-row">
        <Link to={`/quiz/${board.quizId}`}>{board.title}</Link>
        {first ? null : <Link to={`/quiz/${board.quizId}/results`}>{t.results}</Link>}
      </div>
      {board.rows.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.noPlayers}
        </p>
      ) : (
        <div className="quiz-table-box card">
          <table className="quiz-table">
            <caption className="muted">{t.tiesNote}</caption>
            <thead>
              <tr>
                <th scope="col">{t.place}</th>
                <th scope="col">{t.person}</th>
                <th scope="col">{t.score}</th>
                <th scope="col">{t.time}</th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map((row) => (
                <tr key={row.userId} className={row.userId === me ? "quiz-me" : undefined}>
                  <td>{row.place}</td>
                  <td>
                    <Link to={`/user/${row.userId}`}>{row.name}</Link>
                  </td>
                  <td>
                    {row.score} / {board.questionCount}
                  </td>
                  <td>{t.duration(row.seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {board.next ? (
        <p>
          <Link to={`/quiz/${board.quizId}/results?after=${board.next}`} className="button">
            {t.more}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
