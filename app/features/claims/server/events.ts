// The claims' events of the outbox, written in the transaction of the change they describe.

/** A claim was filed (from null to its first status). */
export const CLAIM_CREATED = "claims.created";
/** A claim moved from one status to another. */
export const CLAIM_STATUS_CHANGED = "claims.statusChanged";

/** The payload of both: filing is the move from no status (`from` null) to the first. */
export interface ClaimEvent {
  claimId: number;
  claimType: string;
  from: string | null;
  to: string;
  actorId: number;
  comment: string | null;
}
