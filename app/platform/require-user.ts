// The guard every domain function of signed-in people starts with.
import type { Actor, SignedIn } from "./actor";
import { unauthorized } from "./errors";
import * as ru from "~/shared/messages.server";

/** The signed-in person, or the "sign in" refusal (/api: 401's message; pages redirect before this). */
export function requireUser(actor: Actor): SignedIn {
  if (actor.kind !== "user") throw unauthorized(ru.api.unauthorized);
  return actor;
}
