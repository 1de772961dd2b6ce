// The quiz's events of the outbox, written in the transaction of the change they describe.

/** A quiz was published: everyone is told (the manifest's consumer). */
export const QUIZ_PUBLISHED = "QUIZ_PUBLISHED";

export interface QuizPublishedEvent {
  quizId: number;
}
