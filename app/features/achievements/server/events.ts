// Achievements' events of the outbox, written in the transaction of the change they describe.

/** Kinds added, edited, archived or brought back: payload `{ ids }` (the search re-reads them). */
export const ACHIEVEMENT_KINDS_CHANGED = "ACHIEVEMENT_KINDS_CHANGED";

/** Awards made, by a person or a rule: payload `{ ids }` of the awards; each holder is notified. */
export const ACHIEVEMENT_GRANTED = "ACHIEVEMENT_GRANTED";

/** The notification a person gets for an award (family ACHIEVEMENT, its {achievement} the award). */
export const ACHIEVEMENT_NEW = "ACHIEVEMENT_NEW";

export interface AchievementGranted {
  ids: number[];
}
