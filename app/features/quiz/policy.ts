// Who may do what in the quiz. Role checks live here only: loaders return the flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Creates, edits (before anyone has started), publishes and deletes quizzes (the administrator always may). */
export const ROLE_EDIT_QUIZ = "ROLE_EDIT_QUIZ";

export function canEditQuiz(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_EDIT_QUIZ, ROLE_ADMINISTRATOR);
}
