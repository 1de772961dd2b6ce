// Which notifications a claim's event produces (issue #13 point 7): pure, so the rules are tested
// without a database; the consumer (notify-consumer.server.ts) reads the claim and hands the result to
// the notifications engine's notify().
import { claimMessages } from "../messages";
import type { ClaimNotice } from "./claim-types.server";
import type { ClaimEvent } from "./events";

/** What the consumer needs to know of the claim when the event is delivered. */
export interface ClaimSnapshot {
  id: number;
  subject: string;
  ownerId: number;
  handlerIds: readonly number[];
  /** The variable of notices about the claim's object (ClaimType.objectVariable), when it has one. */
  object: { text: string; objectId: number } | null;
}

/** One notify() call: the spec's variables bind to the template's placeholders in order ({claim}). */
export interface ClaimNotification {
  recipients: number[];
  type: string;
  variables: { text: string; objectId: number }[];
  /** The claim's status after the event (the spec's notifyClaim.claimStatus.name). */
  claimStatus: string;
}

function matches(notice: ClaimNotice, event: ClaimEvent): boolean {
  if ("created" in notice.on) return event.from === null;
  return event.from !== null && notice.on.to === event.to && (notice.on.from === undefined || notice.on.from === event.from);
}

/**
 * The notifications of one event: each matching notice of the claim's type, to the owner or the
 * handlers, never to the person who made the move (an owner filing it, a handler moving it). A notice
 * whose recipients are all the actor is left out.
 */
export function claimNotificationsOf(
  event: ClaimEvent,
  claim: ClaimSnapshot,
  claimType: { notices: readonly ClaimNotice[] },
): ClaimNotification[] {
  const ofClaim = [{ text: claimMessages.claimName(claim.id, claim.subject), objectId: claim.id }];
  return claimType.notices
    .filter((notice) => matches(notice, event) && (notice.about !== "object" || claim.object !== null))
    .map((notice) => {
      const variables = notice.about === "object" && claim.object ? [claim.object] : ofClaim;
      const people = notice.recipients === "owner" ? [claim.ownerId] : claim.handlerIds;
      const recipients = [...new Set(people)].filter((id) => id !== event.actorId);
      return { recipients, type: notice.type, variables, claimStatus: event.to };
    })
    .filter((n) => n.recipients.length > 0);
}
