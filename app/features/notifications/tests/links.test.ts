// The destination table (issue #13 point 2), row by row: a type, its bound variables, the reader → where
// it leads. Claim families follow one rule with the spec's exceptions; the others their routes. The families
// are the portal's: every feature brings its own (notificationFamilies), registered when the portal is built.
import { describe, expect, it } from "vitest";
import type { Deps } from "~/platform/deps.server";
import { guideUrl } from "~/features/guide";
import { buildPortalFeatures } from "~/portal/registry.server";
import { familyNames, familyOf, notificationLink, type BoundVariables } from "../links";

// Building touches no database: factories only close over their deps.
buildPortalFeatures({ now: () => new Date(0), dataDir: "/nonexistent" } as unknown as Deps);
const CLAIM_FAMILIES = [
  "TRIP",
  "BUSINESS_CARD",
  "PASS",
  "STATEMENT",
  "IT",
  "VACATION",
  "COURIER",
  "GROUP_MESSAGE",
  "EDUCATION",
  "DOCTOR",
  "VACANCY_REPLY",
  "CLAIM",
];

const ME = 42;
const v = (objectId: number | null) => ({ text: "x", objectId });

describe("notificationLink", () => {
  const rows: [string, BoundVariables, string | null][] = [
    // Claims: waiting for someone to act → approvement requests; done, cancelled, for the owner → claims.
    ["CLAIM_NEW_FOR_APPROVER", { claim: v(7) }, "/user/42/approvement-requests/7"],
    ["CLAIM_ON_FIX_FOR_APPROVER", { claim: v(7) }, "/user/42/approvement-requests/7"],
    ["TRIP_NEW", { user: v(3), claim: v(8) }, "/user/42/approvement-requests/8"],
    ["VACATION_ACCEPTED", { claim: v(9) }, "/user/42/approvement-requests/9"],
    ["PASS_MODERATION", { claim: v(10) }, "/user/42/approvement-requests/10"],
    ["BUSINESS_CARD_NEW", { claim: v(11) }, "/user/42/approvement-requests/11"],
    ["IT_NEW_FOR_APPROVER", { claim: v(12) }, "/user/42/approvement-requests/12"],
    ["COURIER_COMPLETED", { claim: v(13) }, "/user/42/claims/13"],
    ["STATEMENT_CANCELLED", { claim: v(14) }, "/user/42/claims/14"],
    ["CLAIM_COMPLETED", { claim: v(15) }, "/user/42/claims/15"],
    ["CLAIM_IN_WORK_FOR_OWNER", { claim: v(16) }, "/user/42/claims/16"],
    ["CLAIM_ON_FIX_FOR_OWNER", { claim: v(16) }, "/user/42/claims/16"],
    ["CLAIM_REJECTED_FOR_OWNER", { claim: v(16) }, "/user/42/claims/16"],
    ["GROUP_MESSAGE_ACCEPTED_FOR_OWNER", { claim: v(17) }, "/user/42/claims/17"],
    ["VACANCY_REPLY_NEW_FOR_APPROVER", { claim: v(18) }, "/user/42/approvement-requests/18"],
    ["VACANCY_REPLY_INTERVIEW_FOR_OWNER", { claim: v(18) }, "/user/42/claims/18"],
    ["CLAIM_NEW_FOR_APPROVER", {}, null],
    // The spec's exceptions.
    ["STATEMENT_COMPLETED_FOR_ADMIN", { claim: v(20) }, "/services/statements/list#20"],
    ["STATEMENT_COMPLETED", { claim: v(20) }, "/user/42/claims/20"],
    ["EDUCATION_NEW", { claim: v(21) }, "/education/list#21"],
    ["EDUCATION_COMPLETED_FOR_OWNER", { claim: v(21) }, "/education/list#21"],
    ["DOCTOR_NEW", { claim: v(22) }, "/services/doctor/all#22"],
    ["GROUP_MESSAGE_NEW_FOR_ADMIN", { claim: v(23) }, "/user/42/approvement-requests"],
    ["GROUP_MESSAGE_NEW", { claim: v(23) }, "/user/42/approvement-requests/23"],
    ["DEVELOPMENT_GOAL_COMPLETED", { user: v(5), goal: v(30) }, "/ltr/user/5#30"],
    ["DEVELOPMENT_GOAL_CANCELLED", { goal: v(30) }, "/ltr/user/42#30"],
    ["DEVELOPMENT_GOAL_NEW", { user: v(5), goal: v(30) }, "/ltr#30"],
    // Others, from the route table.
    ["POST_COMMENT", { user: v(1), post: v(40), comment: v(41) }, "/news/40#comment-41"],
    ["POST_OFFER", { post: v(40) }, "/news/40"],
    ["POST_NEW", { group: v(6), post: v(40) }, "/group/6/40"],
    ["POST_COMMENT_MENTION", { post: v(null) }, null],
    ["GROUP_NEW", { group: v(6) }, "/group/6"],
    ["THANKS", { user: v(1), thanks: v(50) }, "/thanks/50"],
    ["THANKS", { user: v(1) }, null],
    ["ACTIVITY_NEW", { activity: v(60) }, "/activities/60"],
    ["CONGRATULATION", { user: v(1), congratulation: v(70) }, "/user/42/congratulation/70"],
    ["ACHIEVEMENT_NEW", { achievement: v(80) }, "/user/42/achievement/80"],
    ["WIKI_GUIDE", { article: v(90) }, "/knowledge/guide/article/90"],
    ["RETAIL_SHIFT_NEW", {}, "/services/retail-shifts"],
    ["CLUB_GATE_NEW", {}, "/club/maxi-club-kpp"],
    ["SYSTEM", {}, null],
    ["SOMETHING_ELSE", { post: v(1) }, null],
  ];
  it.each(rows)("%s %j → %s", (type, bound, link) => {
    expect(notificationLink(type, bound, ME)).toBe(link);
  });

  it("leads a guide notification to the guide's own permalink", () => {
    expect(notificationLink("WIKI_GUIDE", { article: v(90) }, ME)).toBe(guideUrl.permalink(90));
  });

  it("finds the longest family a type starts with", () => {
    expect(familyOf("GROUP_MESSAGE_NEW_FOR_ADMIN")).toEqual({ family: "GROUP_MESSAGE", event: "NEW_FOR_ADMIN" });
    expect(familyOf("BUSINESS_CARD_NEW")).toEqual({ family: "BUSINESS_CARD", event: "NEW" });
    expect(familyOf("THANKS")).toEqual({ family: "THANKS", event: "" });
    expect(familyOf("POSTER")).toBeNull();
    expect(CLAIM_FAMILIES.map((f) => familyOf(`${f}_NEW`)?.family)).toEqual(CLAIM_FAMILIES);
    expect(familyNames()).toEqual(expect.arrayContaining(CLAIM_FAMILIES));
  });
});
