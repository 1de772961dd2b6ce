// /quiz/{id}/play: the attempt's current question, one per page: radio buttons for one right answer,
// checkboxes for several. «Ответить» posts and redirects here again, to the next question (the progress is on
// the server: a reload or another device resumes). No right answer's flag is in this page or its data.
// After the last answer: «Завершить», which leads back to the quiz's page with the score.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/quiz.css";
import { messages as t } from "../messages";
import { playAction, playLoader } from "../server/pages.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data?.step.title ?? t.title);
export const handle = { title: t.title, backTo: "/quiz" };
export const loader = playLoader;
export const action = playAction;

export default function QuizPlayPage() {
  const { step } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const question = step.question;
  const error = refused && "error" in refused ? refused.error : null;
  return (
    <div className="quiz">
      <h1 className="page-title">{step.title}</h1>
      <progress className="quiz-progress" max={step.total} value={step.answered} aria-label={t.questionOf(step.answered, step.total)} />
      {error ? (
        <p className="field__error" role="alert" id="quiz-answer-error">
          {error}
        </p>
      ) : null}
      {question ? (
        <Form method="post" className="quiz-answer card" key={question.id}>
          <input type="hidden" name="questionId" value={question.id} />
          <p className="muted">{t.questionOf(question.number, step.total)}</p>
          <fieldset aria-describedby={error ? "quiz-answer-error" : "quiz-answer-hint"}>
            <legend>{question.text}</legend>
            <p className="muted" id="quiz-answer-hint">
              {question.multiple ? t.chooseSeveral : t.chooseOne}
            </p>
            {question.options.map((option) => (
              <label key={option.id} className="quiz-choice">
                <input type={question.multiple ? "checkbox" : "radio"} name="option" value={option.id} />
                <span>{option.text}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" name="intent" value="answer" className="button button--primary">
            {question.number === step.total ? t.answer : t.next}
          </button>
        </Form>
      ) : (
        <Form method="post" className="card">
          <p>
            <strong>{t.allAnswered}</strong>
          </p>
          <p>{t.finishHint}</p>
          <button type="submit" name="intent" value="finish" className="button button--primary">
            {t.finish}
          </button>
        </Form>
      )}
    </div>
  );
}
