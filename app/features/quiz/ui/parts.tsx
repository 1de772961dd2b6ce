// Small parts of the quiz's pages: a quiz's card in the list, its status line, and the review of answers.
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import { moscowDateTime } from "~/shared/moscow-time";
import type { QuizSummary, ReviewQuestion } from "../server/model";

export function StatusLine({ quiz }: { quiz: QuizSummary }) {
  const mine = quiz.mine;
  return (
    <p className="quiz-meta">
      <span className={`quiz-badge${quiz.published && !quiz.closed ? " quiz-badge--open" : ""}`}>
        {!quiz.published ? t.draft : quiz.closed ? t.closed : t.open}
      </span>{" "}
      {t.questions(quiz.questionCount)} ·{" "}
      {mine === null
        ? t.notStarted
        : mine.state === "finished"
          ? t.finished(mine.score, quiz.questionCount)
          : t.inProgress(mine.answered, quiz.questionCount)}
    </p>
  );
}

export function QuizCard({ quiz }: { quiz: QuizSummary }) {
  return (
    <li className="card">
      <h2>
        <Link to={`/quiz/${quiz.id}`}>{quiz.title}</Link>
      </h2>
      <StatusLine quiz={quiz} />
      <p className="muted">{quiz.closed ? t.closedAt(moscowDateTime(quiz.deadline)) : t.deadline(moscowDateTime(quiz.deadline))}</p>
    </li>
  );
}

export function Review({ questions }: { questions: ReviewQuestion[] }) {
  return (
    <section className="card" aria-labelledby="quiz-review">
      <h2 id="quiz-review">{t.review}</h2>
      <ol className="quiz-review">
        {questions.map((q) => (
          <li key={q.id}>
            <p>
              <strong>{q.text}</strong>
              {q.right === null ? null : <> — {q.right ? t.right : t.wrong}</>}
            </p>
            <ul>
              {q.options.map((o) => (
                <li key={o.id} className={o.correct ? "quiz-correct" : undefined}>
                  {o.text}
                  {o.correct ? ` (${t.rightMark})` : ""}
                  {o.chosen ? ` — ${t.yourAnswer}` : ""}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
