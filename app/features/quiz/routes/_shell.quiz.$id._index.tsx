// /quiz/{id}: a quiz's description, deadline and rules, and what the reader can do: start (or resume) her one
// attempt, see her score once finished, and after the deadline the right answers and the results. Editors
// also publish a draft, edit it while nobody has started, and delete (asked on ?delete first).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/quiz.css";
import { messages as t } from "../messages";
import { moscowDateTime } from "~/shared/moscow-time";
import { quizAction, quizLoader } from "../server/pages.server";
import { Review, StatusLine } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) => (error ? refusalMeta(error) : pageTitle(data?.quiz.title ?? t.title));
export const handle = { title: t.title, backTo: "/quiz" };
export const loader = quizLoader;
export const action = quizAction;

function PostButton({ intent, label, primary = false }: { intent: string; label: string; primary?: boolean }) {
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} className={primary ? "button button--primary" : "button"}>
        {label}
      </button>
    </Form>
  );
}

export default function QuizPage() {
  const { quiz, review, canEdit, confirmDelete } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const mine = quiz.mine;
  const canPlay = quiz.published && !quiz.closed && mine?.state !== "finished";
  return (
    <div className="quiz">
      <h1 className="page-title">{quiz.title}</h1>
      <StatusLine quiz={quiz} />
      <p className="muted">{quiz.closed ? t.closedAt(moscowDateTime(quiz.deadline)) : t.deadline(moscowDateTime(quiz.deadline))}</p>
      {refused && "error" in refused ? (
        <p className="field__error" role="alert">
          {refused.error}
        </p>
      ) : null}
      {quiz.description ? <p className="quiz-description">{quiz.description}</p> : null}
      {canPlay ? (
        <section className="card">
          <p>{t.rulesOne}</p>
          <p>{t.rulesDeadline}</p>
          <PostButton intent="start" label={mine ? t.resume : t.start} primary />
        </section>
      ) : null}
      {mine?.state === "finished" ? (
        <p className="card" role="status">
          <strong>{t.finished(mine.score, quiz.questionCount)}</strong> · {t.duration(mine.seconds)}
          {quiz.closed ? null : <> · {t.notYetResults}</>}
        </p>
      ) : null}
      {mine?.state === "in_progress" && quiz.closed ? <p className="card">{t.missed}</p> : null}
      <div className="quiz-row">
        <Link to="/quiz">{t.title}</Link>
        {quiz.published && quiz.closed ? (
          <Link to={`/quiz/${quiz.id}/results`} className="button">
            {t.results}
          </Link>
        ) : null}
        {canEdit && !quiz.published ? <PostButton intent="publish" label={t.publish} primary /> : null}
        {canEdit && !quiz.locked ? (
          <Link to={`/quiz/${quiz.id}/edit`} className="button">
            {t.edit}
          </Link>
        ) : null}
        {canEdit && !confirmDelete ? (
          <Link to={`/quiz/${quiz.id}?delete`} className="button">
            {t.remove}
          </Link>
        ) : null}
      </div>
      {canEdit && quiz.locked ? <p className="muted">{t.lockedNote}</p> : null}
      {confirmDelete ? (
        <section className="card" role="alertdialog" aria-labelledby="quiz-delete">
          <p id="quiz-delete">{t.removeConfirm}</p>
          <div className="quiz-row">
            <PostButton intent="delete" label={t.removeYes} primary />
            <Link to={`/quiz/${quiz.id}`}>{t.cancel}</Link>
          </div>
        </section>
      ) : null}
      {review ? <Review questions={review} /> : null}
    </div>
  );
}
