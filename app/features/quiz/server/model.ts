// What the quiz's calls and pages answer. No type here carries a right answer's flag except the editor's
// draft and the review after the deadline: a player's question (PlayQuestion) has options without it.

export type MyAttempt = { state: "in_progress"; answered: number } | { state: "finished"; score: number; seconds: number };

export interface QuizSummary {
  id: number;
  title: string;
  /** ISO. */
  deadline: string;
  published: boolean;
  /** The deadline has passed: no answers, results open. */
  closed: boolean;
  questionCount: number;
  mine: MyAttempt | null;
}

export interface QuizView extends QuizSummary {
  description: string;
  /** Someone has started it: it can no longer be edited. */
  locked: boolean;
}

export interface QuizPage {
  quizzes: QuizSummary[];
  /** The next page's cursor (`after`), null on the last. */
  next: string | null;
}

export interface PlayOption {
  id: number;
  text: string;
}

export interface PlayQuestion {
  id: number;
  /** 1-based. */
  number: number;
  text: string;
  multiple: boolean;
  options: PlayOption[];
}

/** Where a person's attempt stands: the next question, or none left (then finish). */
export interface PlayStep {
  quizId: number;
  title: string;
  total: number;
  answered: number;
  finished: boolean;
  question: PlayQuestion | null;
}

export interface FinishResult {
  score: number;
  total: number;
  seconds: number;
}

/** A question after the deadline: every option with its flag and whether the person chose it. */
export interface ReviewQuestion {
  id: number;
  text: string;
  multiple: boolean;
  /** The person's answer was right (null: not answered). */
  right: boolean | null;
  options: { id: number; text: string; correct: boolean; chosen: boolean }[];
}

export interface BoardRow {
  place: number;
  userId: number;
  name: string;
  score: number;
  seconds: number;
}

export interface BoardPage {
  quizId: number;
  title: string;
  questionCount: number;
  rows: BoardRow[];
  next: string | null;
}
