// A service request is a claim (ADR 0034): one claim type per notification family (STATEMENT, VACATION…,
// SERVICE for the rest), all on one workflow. The claim's object is the form version it was made with, which
// holds its route; service_requests holds where on the route it is. A move the route redirects (an approval
// with steps left, a request sent back after a fix) lands where the route says, with that stop's people as
// the claim's current handlers (the claims engine's route hook).
import type { ClaimNotice, ClaimType } from "~/features/claims/index.server";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { ServiceRoute } from "../route";
import { statusNames as s } from "../messages/services";
import { ABSENCE_STATUS, applyAbsences } from "./absences.server";
import { companyDay } from "./answers.server";
import { teamLeaveOverlaps } from "./overlaps.server";
import { placeFrom } from "./route.server";
import { canAdministerService } from "../policy";
import { managerRoleOf, requestFiles } from "./request-files.server";

type Db = Kysely<Database> | Transaction<Database>;

/** The families whose requests have their own notification settings (claims' families), and the rest's. */
export const SERVICE_FAMILIES = [
  "STATEMENT",
  "VACATION",
  "BUSINESS_CARD",
  "PASS",
  "TRIP",
  "COURIER",
  "IT",
  "EDUCATION",
  "SERVICE",
] as const;
export type ServiceFamily = (typeof SERVICE_FAMILIES)[number];

/** The families a catalogue reaches (service-catalogue: IT services, education): the hub leaves them off. */
export const CATALOGUE_FAMILIES = ["IT", "EDUCATION"] as const satisfies readonly ServiceFamily[];
export type CatalogueFamily = (typeof CATALOGUE_FAMILIES)[number];

/** Waiting on an approval step's people. */
export const ON_APPROVAL = "ON_APPROVAL";
/** An approver's move: the route says where it lands (the next step, or the handlers). */
export const APPROVED = "APPROVED";
/** Approved (or needing none), waiting on its handlers. */
export const NEW = "NEW";
/** Waiting on a stop of its route (its due time counts); ON_FIX waits on its owner. */
export const AWAITING_STOP = [ON_APPROVAL, NEW, "IN_WORK"];
const OPEN = [...AWAITING_STOP, "ON_FIX"];

/** The spec's one notification of a request for its administrators. */
export const STATEMENT_COMPLETED_FOR_ADMIN = "STATEMENT_COMPLETED_FOR_ADMIN";

/** The notification events of a family's requests, by type suffix (messages.server.ts words them). */
export const NOTICE_EVENTS = [
  "NEW_FOR_APPROVER",
  "ON_FIX_FOR_APPROVER",
  "APPROVED_FOR_OWNER",
  "IN_WORK_FOR_OWNER",
  "ON_FIX_FOR_OWNER",
  "REJECTED_FOR_OWNER",
  "COMPLETED",
] as const;

function noticesOf(family: string): ClaimNotice[] {
  const type = (event: (typeof NOTICE_EVENTS)[number]) => `${family}_${event}`;
  return [
    { on: { created: true }, recipients: "handlers", type: type("NEW_FOR_APPROVER") },
    // The next approval step, or the handlers after the last.
    { on: { from: ON_APPROVAL, to: ON_APPROVAL }, recipients: "handlers", type: type("NEW_FOR_APPROVER") },
    { on: { from: ON_APPROVAL, to: NEW }, recipients: "handlers", type: type("NEW_FOR_APPROVER") },
    { on: { from: ON_APPROVAL, to: NEW }, recipients: "owner", type: type("APPROVED_FOR_OWNER") },
    // Sent back after a fix: the stop that returned it looks again.
    { on: { from: "ON_FIX", to: ON_APPROVAL }, recipients: "handlers", type: type("ON_FIX_FOR_APPROVER") },
    { on: { from: "ON_FIX", to: NEW }, recipients: "handlers", type: type("ON_FIX_FOR_APPROVER") },
    { on: { to: "IN_WORK" }, recipients: "owner", type: type("IN_WORK_FOR_OWNER") },
    { on: { to: "ON_FIX" }, recipients: "owner", type: type("ON_FIX_FOR_OWNER") },
    { on: { to: "REJECTED" }, recipients: "owner", type: type("REJECTED_FOR_OWNER") },
    { on: { to: "COMPLETED" }, recipients: "owner", type: type("COMPLETED") },
    // A statement done: the rest of its handlers (HR) hear of it, led to the service's list (spec part 2 §4).
    ...(family === "STATEMENT" ? [{ on: { to: "COMPLETED" }, recipients: "handlers", type: STATEMENT_COMPLETED_FOR_ADMIN } as const] : []),
  ];
}

async function routeOf(db: Db, versionId: number | null): Promise<ServiceRoute> {
  const version = await db
    .selectFrom("service_versions")
    .select("route")
    .where("id", "=", versionId ?? 0)
    .executeTakeFirstOrThrow();
  return JSON.parse(version.route) as ServiceRoute;
}

/** The claim type of a family's requests; `now` dates the due times. */
export function requestClaimType(family: ServiceFamily, description: string, now: () => Date): ClaimType {
  return {
    name: family === "SERVICE" ? "SERVICE_REQUEST" : family,
    description,
    statuses: [
      { name: ON_APPROVAL, description: s.ON_APPROVAL },
      { name: APPROVED, description: s.APPROVED },
      { name: NEW, description: s.NEW },
      { name: "IN_WORK", description: s.IN_WORK },
      { name: "ON_FIX", description: s.ON_FIX },
      { name: "COMPLETED", description: s.COMPLETED, final: true },
      { name: "REJECTED", description: s.REJECTED, final: true },
      { name: "CANCELLED", description: s.CANCELLED, final: true },
    ],
    handler: [
      { from: [ON_APPROVAL], to: APPROVED, commentRequired: false },
      { from: [NEW], to: "IN_WORK", commentRequired: false },
      { from: [NEW, "IN_WORK"], to: "COMPLETED", commentRequired: false },
      { from: [ON_APPROVAL, NEW, "IN_WORK"], to: "ON_FIX", commentRequired: true },
      { from: [ON_APPROVAL, NEW, "IN_WORK"], to: "REJECTED", commentRequired: true },
    ],
    owner: [
      // Fixed and sent again: the route puts it back where it was returned from.
      { from: ["ON_FIX"], to: ON_APPROVAL, commentRequired: false },
      { from: OPEN, to: "CANCELLED", commentRequired: false },
    ],
    // Filed through the services' own forms (their fields and route), not POST /user-claims/create.
    canCreate: () => false,
    // The stop a new request waits on; the filing (requests.server.ts) records it with the same placeFrom.
    async handlers(db, claim) {
      return (await placeFrom(db, await routeOf(db, claim.objectId), 0, claim.ownerId, now())).people;
    },
    async route(trx, claim, move) {
      if (move.to !== APPROVED && !(move.from === "ON_FIX" && move.to === ON_APPROVAL)) return undefined;
      const request = await trx.selectFrom("service_requests").select("step").where("claim_id", "=", claim.id).executeTakeFirstOrThrow();
      const route = await routeOf(trx, claim.objectId);
      const from = move.to === APPROVED ? request.step + 1 : request.step;
      const place = await placeFrom(trx, route, from, claim.ownerId, now());
      await trx.updateTable("service_requests").set({ step: place.step, due_at: place.dueAt }).where("claim_id", "=", claim.id).execute();
      return { status: place.atHandlers ? NEW : ON_APPROVAL, handlers: place.people };
    },
    // The service's administrators read its every request (its list leads to them), without moves.
    async reads(db, claim, user) {
      const managerRole = await managerRoleOf(db, claim.id);
      return managerRole !== undefined && canAdministerService(user, managerRole);
    },
    // Its form's files and its prepared document, which its handlers attach there.
    files: requestFiles,
    notices: noticesOf(family),
    // An approved leave or trip puts its work status on its owner for its dates: at once when that is today.
    ...(family in ABSENCE_STATUS
      ? { onMove: async (trx: Db, claim: { id: number }) => void (await applyAbsences(trx, companyDay(now()), now(), claim.id)) }
      : {}),
    // A leave's approver sees who of the team is away at the same time.
    ...(family === "VACATION" ? { notes: (db: Db, claim: { id: number }) => teamLeaveOverlaps(db, claim.id) } : {}),
  };
}
