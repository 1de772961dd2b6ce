// Who may do what with vacancies (issue #15 point 2, spec §6). Pages and /api answers get flags
// (canEdit, viewsCount or null), never role names.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

export const ROLE_EDIT_VACANCY_CLAIM = "ROLE_EDIT_VACANCY_CLAIM";

/**
 * Vacancy editors: the add link, the archive and «Мои вакансии» filters, the edit link, the views counter;
 * they create, edit, archive and restore vacancies, and handle every vacancy's replies.
 */
export const isVacancyEditor = (actor: Actor) => hasAnyRole(actor, ROLE_EDIT_VACANCY_CLAIM, ROLE_ADMINISTRATOR);

/** Reads a vacancy: everyone signed in reads PUBLIC ones; archived ones only editors (others: not found). */
export function canReadVacancy(actor: Actor, vacancy: { state: string }): boolean {
  return actor.kind === "user" && (vacancy.state === "PUBLIC" || isVacancyEditor(actor));
}

/** Replies for oneself or recommends someone: signed-in people, to a PUBLIC vacancy only. */
export function canReplyTo(actor: Actor, vacancy: { state: string }): boolean {
  return actor.kind === "user" && vacancy.state === "PUBLIC";
}

/** Reads a vacancy's replies («Отклики (N)»): editors and the vacancy's contact. */
export function canReadReplies(actor: Actor, vacancy: { contactId: number }): boolean {
  return actor.kind === "user" && (isVacancyEditor(actor) || vacancy.contactId === actor.userId);
}
