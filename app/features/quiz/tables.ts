// The quiz's tables, merged into the platform's Database (kysely's schema) by declaration merging. Times are
// ISO-8601 strings, as everywhere; flags are 0/1 integers (SQLite has no boolean).
import type { Generated } from "kysely";

export interface QuizQuizTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** The last moment answers are taken (ISO). */
  deadline: string;
  /** Null while a draft only editors see. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
  created_by: number | null;
}

export interface QuizQuestionTable {
  id: Generated<number>;
  quiz_id: number;
  /** 0-based order within the quiz. */
  position: number;
  text: string;
  /** 1: several right answers (checkboxes); 0: one (radio buttons). */
  multiple: number;
}

export interface QuizOptionTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text: string;
  /** The right answer's flag: read by scoring, editors and reviews after the deadline, never by a player before. */
  correct: number;
}

export interface QuizAttemptTable {
  id: Generated<number>;
  quiz_id: number;
  user_id: number;
  started_at: string;
  finished_at: string | null;
  /** How many questions are answered: the next one's position, so a reload resumes there. */
  answered: number;
  /** Right answers, set when finished. */
  score: number | null;
  /** Whole seconds from start to finish, set when finished (seconds, so equal times tie fairly). */
  seconds: number | null;
}

export interface QuizAnswerTable {
  attempt_id: number;
  question_id: number;
  /** The chosen options' ids, comma-separated in ascending order. */
  option_ids: string;
  correct: number;
}

declare module "~/platform/db/schema" {
  interface Database {
    quiz_quizzes: QuizQuizTable;
    quiz_questions: QuizQuestionTable;
    quiz_options: QuizOptionTable;
    quiz_attempts: QuizAttemptTable;
    quiz_answers: QuizAnswerTable;
  }
}
