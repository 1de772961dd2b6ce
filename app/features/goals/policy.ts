// Who may do what with development goals. A goal is private to its owner, her managers (the heads of her
// department and of every department above it) and HR: no colleague reads it. Whether the actor manages the
// owner is a question for the database (server/team.server.ts); these functions take its answer.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** HR of development (role group DEVELOPMENT_GOALS): reads everyone's goals. */
export const ROLE_DEVELOPMENT_HR = "ROLE_DEVELOPMENT_HR";

/** HR and administrators read every person's goals. */
export function readsAllGoals(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_DEVELOPMENT_HR, ROLE_ADMINISTRATOR);
}

/** What the actor may do with one person's goals, given who she is to the owner. */
export interface GoalAbilities {
  read: boolean;
  /** Adds her own goals, records progress (the owner only). */
  own: boolean;
  /** Sets goals for the owner, approves them (her managers and administrators). */
  manage: boolean;
  /** Writes in a goal's thread (the owner, her managers, administrators). */
  comment: boolean;
  /** Completes, cancels or resumes a goal (the owner and whoever manages). */
  changeStatus: boolean;
}

export function goalAbilities(actor: Actor, ownerId: number, managesOwner: boolean): GoalAbilities {
  const own = actor.kind === "user" && actor.userId === ownerId;
  const manage = !own && (managesOwner || hasAnyRole(actor, ROLE_ADMINISTRATOR));
  return { read: own || manage || readsAllGoals(actor), own, manage, comment: own || manage, changeStatus: own || manage };
}
