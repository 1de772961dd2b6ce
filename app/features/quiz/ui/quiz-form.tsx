// The quiz's form: title, description, deadline and the questions with their options, all plain fields. The
// buttons that add, remove or move a question or an option are submit buttons of the same form (name
// "intent"): the action changes the draft and sends it back whole, so it works without JavaScript and
// nothing typed is lost. The first, hidden button is «Сохранить», so Enter in a field saves.
import { Form } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { fieldName, OPTIONS_MAX, QUESTIONS_MAX, type DraftErrors, type QuestionDraft, type QuizDraft } from "../draft";
import { messages as t } from "../messages";

function Intent({ value, label, className = "button" }: { value: string; label: string; className?: string }) {
  return (
    <button type="submit" name="intent" value={value} className={className} formNoValidate>
      {label}
    </button>
  );
}

function QuestionFields({ question, q, count, errors }: { question: QuestionDraft; q: number; count: number; errors: DraftErrors }) {
  const textId = `quiz-q-${q}`;
  const groupError = errors[`q.${q}`];
  return (
    <fieldset className="quiz-question card" aria-describedby={groupError ? `quiz-q-${q}-error` : undefined}>
      <legend>{t.questionLegend(q + 1)}</legend>
      <PlainField id={textId} label={t.fieldQuestion} error={errors[fieldName.question(q)]} required>
        <textarea
          id={textId}
          name={fieldName.question(q)}
          defaultValue={question.text}
          rows={2}
          required
          {...describedBy(textId, errors[fieldName.question(q)])}
        />
      </PlainField>
      <label className="quiz-check">
        <input type="checkbox" name={fieldName.multiple(q)} defaultChecked={question.multiple} /> {t.fieldMultiple}
      </label>
      {groupError ? (
        <p className="field__error" id={`quiz-q-${q}-error`}>
          {groupError}
        </p>
      ) : null}
      <ol className="quiz-options">
        {question.options.map((option, o) => {
          const id = `quiz-q-${q}-o-${o}`;
          const error = errors[fieldName.option(q, o)];
          return (
            <li key={o} className="quiz-option">
              <PlainField id={id} label={t.optionLabel(o + 1)} error={error} required>
                <input id={id} type="text" name={fieldName.option(q, o)} defaultValue={option.text} required {...describedBy(id, error)} />
              </PlainField>
              <div className="quiz-row">
                <label className="quiz-check">
                  <input type="checkbox" name={fieldName.correct(q, o)} defaultChecked={option.correct} /> {t.fieldCorrect}
                </label>
                {o > 0 ? <Intent value={`up-option:${q}:${o}`} label={t.upOption(o + 1)} className="button button--small" /> : null}
                <Intent value={`remove-option:${q}:${o}`} label={t.removeOption(o + 1)} className="button button--small" />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="quiz-row">
        {question.options.length < OPTIONS_MAX ? <Intent value={`add-option:${q}`} label={t.addOption} /> : null}
        {q > 0 ? <Intent value={`up-question:${q}`} label={t.up} /> : null}
        {q < count - 1 ? <Intent value={`down-question:${q}`} label={t.down} /> : null}
        <Intent value={`remove-question:${q}`} label={t.removeQuestion} />
      </div>
    </fieldset>
  );
}

export function QuizForm({ draft, errors, formToken }: { draft: QuizDraft; errors: DraftErrors; formToken: string | null }) {
  const whole = errors[""];
  return (
    <Form method="post" className="quiz-form" noValidate>
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t.save}
      </button>
      {formToken ? <input type="hidden" name="formToken" value={formToken} /> : null}
      {whole ? (
        <p className="form-errors field__error" role="alert">
          {whole}
        </p>
      ) : null}
      <p className="muted">{t.formHint}</p>
      <PlainField id="quiz-title" label={t.fieldTitle} error={errors.title} required>
        <input id="quiz-title" type="text" name="title" defaultValue={draft.title} required {...describedBy("quiz-title", errors.title)} />
      </PlainField>
      <PlainField id="quiz-description" label={t.fieldDescription} error={errors.description}>
        <textarea
          id="quiz-description"
          name="description"
          defaultValue={draft.description}
          rows={3}
          {...describedBy("quiz-description", errors.description)}
        />
      </PlainField>
      <PlainField id="quiz-deadline" label={t.fieldDeadline} error={errors.deadline} required>
        <input
          id="quiz-deadline"
          type="datetime-local"
          name="deadline"
          defaultValue={draft.deadline}
          required
          {...describedBy("quiz-deadline", errors.deadline)}
        />
      </PlainField>
      {draft.questions.map((question, q) => (
        <QuestionFields key={q} question={question} q={q} count={draft.questions.length} errors={errors} />
      ))}
      <div className="quiz-row">
        {draft.questions.length < QUESTIONS_MAX ? <Intent value="add-question" label={t.addQuestion} /> : null}
        <button type="submit" name="intent" value="save" className="button button--primary">
          {t.save}
        </button>
      </div>
    </Form>
  );
}
