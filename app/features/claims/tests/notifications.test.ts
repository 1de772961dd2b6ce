// claimNotificationsOf (issue #13 point 7): who hears of a claim's event, with which type, never the actor.
import { describe, expect, it } from "vitest";
import { generalRequest } from "../server/general-request.server";
import { claimNotificationsOf } from "../server/notifications";
import type { ClaimEvent } from "../server/events";

const OWNER = 10;
const HANDLERS = [20, 21];
const claim = { id: 7, subject: "Не открывается раздел", ownerId: OWNER, handlerIds: HANDLERS, object: null };
const variables = [{ text: "№7 «Не открывается раздел»", objectId: 7 }];
const event = (from: string | null, to: string, actorId: number): ClaimEvent => ({
  claimId: 7,
  claimType: "GENERAL_REQUEST",
  from,
  to,
  actorId,
  comment: null,
});
const of = (e: ClaimEvent) => claimNotificationsOf(e, claim, generalRequest);

describe("claimNotificationsOf", () => {
  it("tells the handlers of a new claim", () => {
    expect(of(event(null, "NEW", OWNER))).toEqual([
      { recipients: HANDLERS, type: "CLAIM_NEW_FOR_APPROVER", variables, claimStatus: "NEW" },
    ]);
  });

  it("tells the handlers when the owner sends a fixed claim back", () => {
    expect(of(event("ON_FIX", "NEW", OWNER))).toEqual([
      { recipients: HANDLERS, type: "CLAIM_ON_FIX_FOR_APPROVER", variables, claimStatus: "NEW" },
    ]);
  });

  it("tells the owner of each handler's move", () => {
    const cases: [string, string, string][] = [
      ["NEW", "IN_WORK", "CLAIM_IN_WORK_FOR_OWNER"],
      ["IN_WORK", "ON_FIX", "CLAIM_ON_FIX_FOR_OWNER"],
      ["NEW", "REJECTED", "CLAIM_REJECTED_FOR_OWNER"],
      ["IN_WORK", "COMPLETED", "CLAIM_COMPLETED"],
    ];
    for (const [from, to, type] of cases) {
      expect(of(event(from, to, 20))).toEqual([{ recipients: [OWNER], type, variables, claimStatus: to }]);
    }
  });

  it("never tells the actor of their own move, and says nothing of a cancellation", () => {
    // A handler who also filed the claim: the other handlers hear of it, they do not.
    expect(claimNotificationsOf(event(null, "NEW", 20), { ...claim, ownerId: 20 }, generalRequest)).toEqual([
      { recipients: [21], type: "CLAIM_NEW_FOR_APPROVER", variables, claimStatus: "NEW" },
    ]);
    // An administrator moving their own claim: no one to tell.
    expect(claimNotificationsOf(event("NEW", "IN_WORK", 20), { ...claim, ownerId: 20 }, generalRequest)).toEqual([]);
    expect(of(event("NEW", "CANCELLED", OWNER))).toEqual([]);
    expect(of(event("ON_FIX", "NEW", 20))).toEqual([
      { recipients: [21], type: "CLAIM_ON_FIX_FOR_APPROVER", variables, claimStatus: "NEW" },
    ]);
  });
});
