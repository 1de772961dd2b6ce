// GENERAL_REQUEST «Обращение в поддержку портала» (issue #13 point 7, our design): any employee files
// one; holders of ROLE_EDIT_USER_CLAIMS and administrators handle it.
import { ROLE_ADMINISTRATOR } from "~/platform/policies";
import { claimMessages } from "../messages";
import { CLAIM_HANDLER_ROLES } from "../policy";
import type { ClaimType } from "./claim-types.server";
import { activeHolders } from "~/features/users/index.server";

const s = claimMessages.status;
const OPEN = ["NEW", "IN_WORK", "ON_FIX"];

export const GENERAL_REQUEST = "GENERAL_REQUEST";

export const generalRequest: ClaimType = {
  name: GENERAL_REQUEST,
  description: claimMessages.generalRequest,
  statuses: [
    { name: "NEW", description: s.NEW },
    { name: "IN_WORK", description: s.IN_WORK },
    { name: "ON_FIX", description: s.ON_FIX },
    { name: "COMPLETED", description: s.COMPLETED, final: true },
    { name: "REJECTED", description: s.REJECTED, final: true },
    { name: "CANCELLED", description: s.CANCELLED, final: true },
  ],
  handler: [
    { from: ["NEW"], to: "IN_WORK", commentRequired: false },
    { from: ["NEW", "IN_WORK"], to: "ON_FIX", commentRequired: true },
    { from: ["NEW", "IN_WORK"], to: "REJECTED", commentRequired: true },
    { from: ["IN_WORK"], to: "COMPLETED", commentRequired: false },
  ],
  owner: [
    // Fixed: back to the handlers, who hear of it (CLAIM_ON_FIX_FOR_APPROVER).
    { from: ["ON_FIX"], to: "NEW", commentRequired: false },
    { from: OPEN, to: "CANCELLED", commentRequired: false },
  ],
  canCreate: () => true,
  async handlers(db) {
    return activeHolders(db, [...CLAIM_HANDLER_ROLES, ROLE_ADMINISTRATOR]);
  },
  notices: [
    { on: { created: true }, recipients: "handlers", type: "CLAIM_NEW_FOR_APPROVER" },
    // The owner sent a claim returned for a fix back: the handlers look at it again.
    { on: { from: "ON_FIX", to: "NEW" }, recipients: "handlers", type: "CLAIM_ON_FIX_FOR_APPROVER" },
    { on: { to: "IN_WORK" }, recipients: "owner", type: "CLAIM_IN_WORK_FOR_OWNER" },
    { on: { to: "ON_FIX" }, recipients: "owner", type: "CLAIM_ON_FIX_FOR_OWNER" },
    { on: { to: "REJECTED" }, recipients: "owner", type: "CLAIM_REJECTED_FOR_OWNER" },
    { on: { to: "COMPLETED" }, recipients: "owner", type: "CLAIM_COMPLETED" },
  ],
};
