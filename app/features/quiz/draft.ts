// A quiz as its editor types it: the form's fields (strings and flags), kept whole through every button of the
// form (add, remove, move) and every refusal, so nothing typed is lost. Client-safe: the form renders it.

export interface OptionDraft {
  text: string;
  correct: boolean;
}

export interface QuestionDraft {
  text: string;
  /** Several right answers (checkboxes) rather than one (radio buttons). */
  multiple: boolean;
  options: OptionDraft[];
}

export interface QuizDraft {
  title: string;
  description: string;
  /** As the datetime-local field holds it, Moscow time: "2026-12-20T18:00". */
  deadline: string;
  questions: QuestionDraft[];
}

/** Field errors by the field's name in the form ("title", "q.0.text", "q.0.o.1.text", "q.0"; "" for the whole). */
export type DraftErrors = Record<string, string>;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const QUESTION_MAX = 1000;
export const OPTION_MAX = 300;
export const QUESTIONS_MAX = 50;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;

export const emptyOption = (): OptionDraft => ({ text: "", correct: false });
export const emptyQuestion = (): QuestionDraft => ({ text: "", multiple: false, options: [emptyOption(), emptyOption()] });

/** The field names of the form, one place for the form and its reader. */
export const fieldName = {
  question: (q: number) => `q.${q}.text`,
  multiple: (q: number) => `q.${q}.multiple`,
  option: (q: number, o: number) => `q.${q}.o.${o}.text`,
  correct: (q: number, o: number) => `q.${q}.o.${o}.correct`,
};
