// The quiz form's draft on the server: read from the form's fields or an /api body (leniently: whatever was
// typed is kept to be shown again), changed by the form's buttons (add, remove, move a question or an
// option), and checked into the content the domain saves, or the Russian messages by field.
import { invalid } from "~/platform/errors";
import { CONTROL_CHAR } from "~/platform/schema";
import {
  DESCRIPTION_MAX,
  emptyOption,
  emptyQuestion,
  fieldName,
  OPTION_MAX,
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTION_MAX,
  QUESTIONS_MAX,
  TITLE_MAX,
  type DraftErrors,
  type QuestionDraft,
  type QuizDraft,
} from "../draft";
import { serverMessages as r } from "../messages.server";
import { fromMoscowInput, moscowInputValue } from "~/shared/moscow-time";

/** What the domain saves: trimmed texts, the deadline as ISO. */
export interface QuizContent {
  title: string;
  description: string;
  deadline: string;
  questions: { text: string; multiple: boolean; options: { text: string; correct: boolean }[] }[];
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const on = (value: unknown) => value === true || value === "true" || value === "on" || value === "1" || value === 1;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, QUESTIONS_MAX + 1) : []);
const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** An /api deadline: Moscow's "2026-12-20T18:00" as the form's, or an ISO moment with its zone ("…Z", "…+03:00"). */
function deadlineOfJson(value: string): string {
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  return zoned && !Number.isNaN(Date.parse(value)) ? moscowInputValue(new Date(value).toISOString()) : value;
}

/** An /api body: { title, description, deadline, questions: [{ text, multiple, options: [{ text, correct }] }] }. */
export function draftOfJson(input: unknown): QuizDraft {
  return {
    title: text(field(input, "title")),
    description: text(field(input, "description")),
    deadline: deadlineOfJson(text(field(input, "deadline"))),
    questions: list(field(input, "questions")).map((q) => ({
      text: text(field(q, "text")),
      multiple: on(field(q, "multiple")),
      options: list(field(q, "options"))
        .slice(0, OPTIONS_MAX + 1)
        .map((o) => ({ text: text(field(o, "text")), correct: on(field(o, "correct")) })),
    })),
  };
}

/** The form's fields: title, description, deadline, q.{i}.text, q.{i}.multiple, q.{i}.o.{j}.text, q.{i}.o.{j}.correct. */
export function draftOfForm(form: FormData): QuizDraft {
  const questions: QuestionDraft[] = [];
  for (let q = 0; q < QUESTIONS_MAX + 1 && form.has(fieldName.question(q)); q++) {
    const options = [];
    for (let o = 0; o < OPTIONS_MAX + 1 && form.has(fieldName.option(q, o)); o++)
      options.push({ text: text(form.get(fieldName.option(q, o))), correct: on(form.get(fieldName.correct(q, o))) });
    questions.push({ text: text(form.get(fieldName.question(q))), multiple: on(form.get(fieldName.multiple(q))), options });
  }
  return { title: text(form.get("title")), description: text(form.get("description")), deadline: text(form.get("deadline")), questions };
}

const move = <T>(items: T[], from: number, to: number): T[] => {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
};

/**
 * A button of the form applied to the draft: "add-question", "remove-question:i", "up-question:i",
 * "down-question:i", "add-option:i", "remove-option:i:j", "up-option:i:j". Null: not such a button (save).
 */
export function applyButton(draft: QuizDraft, intent: string): QuizDraft | null {
  const [verb, a, b] = intent.split(":");
  const q = Number(a);
  const o = Number(b);
  const questions = draft.questions;
  const withQuestion = (change: (question: QuestionDraft) => QuestionDraft) => ({
    ...draft,
    questions: questions.map((question, i) => (i === q ? change(question) : question)),
  });
  switch (verb) {
    case "add-question":
      return questions.length >= QUESTIONS_MAX ? draft : { ...draft, questions: [...questions, emptyQuestion()] };
    case "remove-question":
      return { ...draft, questions: questions.filter((_, i) => i !== q) };
    case "up-question":
      return { ...draft, questions: move(questions, q, q - 1) };
    case "down-question":
      return { ...draft, questions: move(questions, q, q + 1) };
    case "add-option":
      return withQuestion((question) =>
        question.options.length >= OPTIONS_MAX ? question : { ...question, options: [...question.options, emptyOption()] },
      );
    case "remove-option":
      return withQuestion((question) => ({ ...question, options: question.options.filter((_, j) => j !== o) }));
    case "up-option":
      return withQuestion((question) => ({ ...question, options: move(question.options, o, o - 1) }));
    default:
      return null;
  }
}

/** The draft's messages by field (none: it can be saved). */
export function draftErrors(draft: QuizDraft): DraftErrors {
  const errors: DraftErrors = {};
  const check = (name: string, value: string, max: number, required: string | null, tooLong: string) => {
    const v = value.trim();
    if (required && !v) errors[name] = required;
    else if (v.length > max) errors[name] = tooLong;
    else if (CONTROL_CHAR.test(v)) errors[name] = tooLong;
  };
  check("title", draft.title, TITLE_MAX, r.titleRequired, r.titleTooLong);
  check("description", draft.description, DESCRIPTION_MAX, null, r.descriptionTooLong);
  if (!fromMoscowInput(draft.deadline)) errors.deadline = r.deadlineInvalid;
  if (draft.questions.length === 0) errors[""] = r.questionsRequired;
  if (draft.questions.length > QUESTIONS_MAX) errors[""] = r.questionsTooMany;
  draft.questions.forEach((question, q) => {
    check(fieldName.question(q), question.text, QUESTION_MAX, r.questionRequired, r.questionTooLong);
    question.options.forEach((option, o) => check(fieldName.option(q, o), option.text, OPTION_MAX, r.optionRequired, r.optionTooLong));
    const correct = question.options.filter((o) => o.correct).length;
    if (question.options.length < OPTIONS_MIN || question.options.length > OPTIONS_MAX) errors[`q.${q}`] = r.optionsCount;
    else if (correct === 0) errors[`q.${q}`] = r.someCorrect;
    else if (!question.multiple && correct > 1) errors[`q.${q}`] = r.oneCorrect;
  });
  return errors;
}

/** The content to save, or the domain's invalid error with the messages by field. */
export function contentOf(draft: QuizDraft): QuizContent {
  const errors = draftErrors(draft);
  const first = Object.values(errors)[0];
  if (first !== undefined) throw invalid(first, errors);
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    deadline: fromMoscowInput(draft.deadline) as string,
    questions: draft.questions.map((q) => ({
      text: q.text.trim(),
      multiple: q.multiple,
      options: q.options.map((o) => ({ text: o.text.trim(), correct: o.correct })),
    })),
  };
}
