// Who may do what. Role names are read here and nowhere else; pages get flags.
import type { Actor } from "./actor";

export const ROLE_ADMINISTRATOR = "ROLE_ADMINISTRATOR";

export function hasAnyRole(actor: Actor, ...roles: string[]): boolean {
  return actor.kind === "user" && roles.some((role) => actor.roles.includes(role));
}

/** What the application shell may offer this person. */
export function shellAbilities(actor: Actor) {
  return {
    /** The "Администратор" item of the user menu and the /admin area. */
    openAdmin: hasAnyRole(actor, ROLE_ADMINISTRATOR),
  };
}

export type ShellAbilities = ReturnType<typeof shellAbilities>;
