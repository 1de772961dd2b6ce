// The core of every right: the administrator role and `hasAnyRole`. Each feature's policy.ts holds its own
// role names and abilities (canEdit...), the shell's in shell/policy.ts; pages get flags, never role names.
// The typed registry of every role name is collected from the manifests (platform/roles.ts).
import type { Actor } from "./actor";

export const ROLE_ADMINISTRATOR = "ROLE_ADMINISTRATOR";

export function hasAnyRole(actor: Actor, ...roles: string[]): boolean {
  return actor.kind === "user" && roles.some((role) => actor.roles.includes(role));
}
