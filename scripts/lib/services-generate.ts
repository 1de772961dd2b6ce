// The services' large data set (issue #34 "Measured"): by default 200,000 requests of 10,000 people, each a
// claim as the request engine files and moves it (ADR 0034: the claims row of its family's type with the
// version as its object, its handlers, both histories) with its service_requests row (type, version,
// answers, step, due time). The catalogue is the demo's (seed.server.ts), added through the feature's
// catalogue functions when the database has none. People: the directory's first, generated ones for the
// rest (phones 91…) in departments with heads: branches, units of 25 under them, and one unit of 250 whose
// head is the approver (the demo editor, else a generated head), with 5,000 requests awaiting her approval;
// no other request waits on her. The requester (the demo employee, else a generated person) files 40 more.
// Deterministic (a seeded generator) apart from "now". Written through bulkInsert; no outbox events (a
// generated past notifies no one). The plans themselves are scripts/lib/services-plan.ts.
import { sql } from "kysely";
import type { Portal } from "../../app/portal/open.server";
import { seededRandom } from "../../app/shared/random";
import { ROLE_ADMINISTRATOR } from "../../app/platform/policies";
import { activeHolders } from "../../app/features/users/index.server";
import { ensureDepartmentCategories } from "../../app/features/contacts/index.server";
import type { ServiceField } from "../../app/features/service-requests/fields";
import type { ServiceRoute } from "../../app/features/service-requests/route";
import { DEMO_CATALOGUE } from "../../app/features/service-requests/seed.server";
import { addCategory, addServiceType } from "../../app/features/service-requests/server/catalogue.server";
import { bulkInsert, int, stepLogger, text } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";
import { awaits, DONE_PATH, PATHS, planRequest, type PlannedService, type RequestPlan, type RoutePeople } from "./services-plan";

export interface ServicesSizes {
  users: number;
  requests: number;
  /** Open requests awaiting the approver. */
  awaiting: number;
  /** People of the approver's unit, who file those. */
  crowd: number;
}

export function servicesSizes(scale: number): ServicesSizes {
  const n = (full: number, floor: number) => Math.max(floor, Math.round(full * scale));
  const awaiting = n(5_000, 50);
  return { users: n(10_000, 100), requests: n(200_000, 500), awaiting, crowd: Math.max(5, Math.round(awaiting / 20)) };
}

export interface ServicesReport {
  sizes: ServicesSizes;
  /** Who approves the crowd's requests (5,000 awaiting her), and the person whose hub and request the bench opens. */
  approverId: number;
  requesterId: number;
  /** The requester's newest request, and the newest of those awaiting the approver. */
  requestId: number;
  awaitedRequestId: number;
  rows: { people: number; departments: number; claims: number; handlers: number; history: number; statusHistory: number };
  /** Open requests whose current handlers include the approver, counted from the plans. */
  awaitingApprover: number;
  ms: number;
}

/** The phone of the n-th person the services' generator adds: 91 and 8 digits (search 92…, vacancies 93…). */
export const servicesPersonPhone = (n: number) => `91${String(n).padStart(8, "0")}`;

/** The demo's editor and employee: the bench signs in as them. */
const DEMO_APPROVER = "9000000002";
const DEMO_REQUESTER = "9000000003";
const UNIT_SIZE = 25;
const BRANCH_UNITS = 40;
const REQUESTER_REQUESTS = 40;
const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;
/** More levels than a structure has (contacts' managerOf). */
const MAX_DEPTH = 32;

/** The catalogue's services with their current versions; the demo's added first when the database has none. */
async function ensureCatalogue(portal: Portal, at: Date): Promise<PlannedService[]> {
  const db = portal.db.kysely;
  if (!(await db.selectFrom("service_types").select("id").executeTakeFirst())) {
    for (const [sort, { name, services, managerRole }] of DEMO_CATALOGUE.entries()) {
      const categoryId = await addCategory(db, name, sort);
      for (const [i, type] of services.entries()) await addServiceType(db, { ...type, categoryId, sort: i, managerRole }, null, at);
    }
  }
  const rows = await db
    .selectFrom("service_types as t")
    .innerJoin("service_versions as v", "v.id", "t.current_version_id")
    .select(["t.id", "t.name", "t.family", "v.id as version_id", "v.fields", "v.route"])
    .where("t.archived", "=", 0)
    .orderBy("t.id")
    .execute();
  return rows.map((r) => ({
    typeId: r.id,
    versionId: r.version_id,
    claimType: r.family === "SERVICE" ? "SERVICE_REQUEST" : r.family,
    name: r.name,
    fields: JSON.parse(r.fields) as ServiceField[],
    route: JSON.parse(r.route) as ServiceRoute,
  }));
}

export async function generateServices(
  portal: Portal,
  sizes: ServicesSizes,
  options: { now?: Date; log?: (line: string) => void; approverPhone?: string; requesterPhone?: string } = {},
): Promise<ServicesReport> {
  const { db } = portal;
  const k = db.kysely;
  const log = options.log ?? (() => {});
  const rnd = seededRandom(20263434);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = (options.now ?? new Date()).getTime();
  const iso = (ms: number) => new Date(Math.min(ms, now)).toISOString();
  const started = performance.now();
  const step = stepLogger(log);

  const services = await ensureCatalogue(portal, new Date(now - 400 * DAY));
  const approved = services.filter((s) => s.route.approvals[0]?.who.some((w) => w.kind === "manager"));
  if (approved.length === 0) throw new Error("No service of the catalogue is approved by the requester's manager");
  step("services", services.length);

  // People: the directory's first; the rest (the approver's crowd and a unit at least) generated in departments of their own.
  if (sizes.users < sizes.crowd + 2) throw new Error(`${sizes.users} people are too few for a crowd of ${sizes.crowd}`);
  const existing = (
    await k
      .selectFrom("users")
      .select("id")
      .where("blocked", "=", 0)
      .orderBy("id")
      .limit(sizes.users - sizes.crowd - 1)
      .execute()
  ).map((u) => u.id);
  const byPhone = async (phone: string) =>
    (await k.selectFrom("users").select("id").where("phone", "=", phone).where("blocked", "=", 0).executeTakeFirst())?.id;
  const demoApprover = await byPhone(options.approverPhone ?? DEMO_APPROVER);
  const generated = sizes.users - existing.length;
  const crowd = sizes.crowd;
  const units = Math.max(1, Math.ceil((generated - crowd) / UNIT_SIZE));
  const branches = Math.max(1, Math.ceil(units / BRANCH_UNITS));
  const branchIds = (
    await bulkInsert(
      db,
      "departments",
      [text("name"), text("city"), int("sort")],
      Array.from({ length: branches }, (_, b) => [`Филиал сервисов №${b + 1}`, "Вологда", 200 + b]),
      { returning: true },
    )
  ).ids;
  // The approver's unit first, then the others, each under a branch.
  const unitIds = (
    await bulkInsert(
      db,
      "departments",
      [int("parent_id"), text("name"), text("city"), int("sort")],
      Array.from({ length: units + 1 }, (_, u) => [
        branchIds[u === 0 ? 0 : (u - 1) % branches]!,
        u === 0 ? "Отдел продаж (сервисы)" : `Отдел сервисов №${u}`,
        "Вологда",
        u,
      ]),
      { returning: true },
    )
  ).ids;
  /** Generated person i's unit: the crowd in the approver's, the rest UNIT_SIZE to a unit. */
  const unitOf = (i: number) => (i < crowd ? 0 : 1 + Math.floor((i - crowd) / UNIT_SIZE));
  const start = (await k.selectFrom("users").select("id").where("phone", "like", "91%").execute()).length;
  const added = (
    await addGeneratedPeople(db, {
      count: generated,
      phoneOf: (i) => servicesPersonPhone(start + i),
      rnd,
      joined: iso(now - 2 * 365 * DAY),
      extra: { columns: [int("department_id")], values: (i) => [unitIds[unitOf(i)]!] },
    })
  ).map((p) => p.id);
  // Heads: a unit's first person; a branch's, its first unit's head; the approver's unit, the approver.
  const unitHead = (u: number) => added[u === 0 ? crowd : crowd + (u - 1) * UNIT_SIZE]!;
  const approverId = demoApprover ?? unitHead(1);
  await k.transaction().execute(async (trx) => {
    for (const [u, id] of unitIds.entries()) {
      await trx
        .updateTable("departments")
        .set({ head_user_id: u === 0 ? approverId : unitHead(u) })
        .where("id", "=", id)
        .execute();
    }
    for (const [b, id] of branchIds.entries())
      await trx
        .updateTable("departments")
        .set({ head_user_id: unitHead(1 + b) })
        .where("id", "=", id)
        .execute();
  });
  await ensureDepartmentCategories(k);
  step("people added", added.length);
  step("departments", branches + units + 1);

  // Who the routes name, resolved once: managers by the department chain, as contacts' managerOf reads them.
  const departments = await k
    .selectFrom("departments as d")
    .leftJoin("users as h", (join) => join.onRef("h.id", "=", "d.head_user_id").on("h.blocked", "=", 0))
    .select(["d.id", "d.parent_id", "h.id as head_id"])
    .execute();
  const department = new Map(departments.map((d) => [d.id, d]));
  const owners = [...existing, ...added];
  const departmentOf = new Map(
    (await k.selectFrom("users").select(["id", "department_id"]).where("blocked", "=", 0).execute()).map((u) => [u.id, u.department_id]),
  );
  const managers = new Map<number, number | null>();
  const managerOf = (owner: number): number | null => {
    let manager = managers.get(owner);
    if (manager !== undefined) return manager;
    manager = null;
    let at = departmentOf.get(owner) ?? null;
    for (let depth = 0; at !== null && depth < MAX_DEPTH; depth++) {
      const d = department.get(at);
      if (!d) break;
      if (d.head_id !== null && d.head_id !== owner) {
        manager = d.head_id;
        break;
      }
      at = d.parent_id;
    }
    managers.set(owner, manager);
    return manager;
  };
  const stops = services.flatMap((s) => [...s.route.approvals, s.route.handlers]).flatMap((stop) => stop.who);
  const roleHolders = new Map<string, number[]>();
  for (const who of stops) if (who.kind === "role") roleHolders.set(who.role, await activeHolders(k, [who.role]));
  const named = stops.flatMap((who) => (who.kind === "person" ? [who.userId] : []));
  const persons = new Set(
    named.length
      ? (await k.selectFrom("users").select("id").where("id", "in", named).where("blocked", "=", 0).execute()).map((u) => u.id)
      : [],
  );
  const people: RoutePeople = { managerOf, roleHolders, persons, admins: await activeHolders(k, [ROLE_ADMINISTRATOR]) };
  const requesterId = (await byPhone(options.requesterPhone ?? DEMO_REQUESTER)) ?? added[0]!;

  // The plans: the approver's crowd waiting on her, the requester's, then the rest spread over everyone.
  const weights = PATHS.reduce((sum, p) => sum + p.weight, 0);
  const randomPath = () => {
    let r = rnd() * weights;
    return (PATHS.find((p) => (r -= p.weight) < 0) ?? PATHS[0]!).moves;
  };
  const plans: RequestPlan[] = [];
  for (let i = 0; i < sizes.awaiting; i++) {
    const filed = now - Math.floor(rnd() * 30 * DAY) - HOUR;
    plans.push(planRequest(pick(approved), added[i % crowd]!, [], { filed, gap: HOUR, comments: rnd() < 0.2 ? 1 : 0, people, rnd }));
  }
  const rest = Math.max(0, sizes.requests - sizes.awaiting);
  for (let i = 0; i < rest; i++) {
    const owner = i < REQUESTER_REQUESTS ? requesterId : pick(owners);
    const service = pick(services);
    const options = {
      filed: now - Math.floor(rnd() * 365 * DAY) - DAY,
      gap: 3 * HOUR,
      comments: rnd() < 0.25 ? 1 + Math.floor(rnd() * 2) : 0,
      people,
      rnd,
    };
    let plan = planRequest(service, owner, randomPath(), options);
    // Only the crowd waits on the approver: another request that would is carried out.
    if (awaits(plan, approverId)) plan = planRequest(service, owner, DONE_PATH, options);
    plans.push(plan);
  }
  plans.sort((a, b) => a.filed - b.filed);
  const awaitingApprover = plans.filter((p) => awaits(p, approverId)).length;

  const { ids: claimIds } = await bulkInsert(
    db,
    "claims",
    [
      text("type"),
      text("status"),
      text("subject"),
      text("text"),
      int("owner_id"),
      int("object_id"),
      text("create_date"),
      text("update_date"),
      int("version"),
    ],
    (function* () {
      for (const p of plans) {
        const moves = p.events.filter((e) => e.kind === "STATUS").length;
        yield [
          p.service.claimType,
          p.status,
          p.service.name,
          p.text,
          p.owner,
          p.service.versionId,
          iso(p.filed),
          iso(p.events.at(-1)!.at),
          1 + moves,
        ];
      }
    })(),
    { returning: true },
  );
  step("claims", claimIds.length);
  const requests = await bulkInsert(
    db,
    "service_requests",
    [int("claim_id"), int("type_id"), int("version_id"), int("owner_id"), text("answers"), int("step"), text("due_at")],
    (function* () {
      for (const [i, p] of plans.entries()) {
        yield [
          claimIds[i]!,
          p.service.typeId,
          p.service.versionId,
          p.owner,
          JSON.stringify(p.answers),
          p.step,
          p.dueAt === null ? null : new Date(p.dueAt).toISOString(),
        ];
      }
    })(),
  );
  step("service_requests", requests.count);
  const handlers = await bulkInsert(
    db,
    "claim_handlers",
    [int("claim_id"), int("user_id"), int("current")],
    (function* () {
      for (const [i, p] of plans.entries()) for (const [user, current] of p.handlers) yield [claimIds[i]!, user, current];
    })(),
  );
  step("claim_handlers", handlers.count);
  const history = await bulkInsert(
    db,
    "claim_history",
    [int("claim_id"), int("user_id"), text("date"), text("type"), text("status"), text("comment")],
    (function* () {
      for (const [i, p] of plans.entries()) for (const e of p.events) yield [claimIds[i]!, e.actor, iso(e.at), e.kind, e.to, e.comment];
    })(),
  );
  step("claim_history", history.count);
  const statusHistory = await bulkInsert(
    db,
    "claim_status_history",
    [int("claim_id"), int("user_id"), text("date"), text("from_status"), text("to_status"), text("comment")],
    (function* () {
      for (const [i, p] of plans.entries()) {
        for (const e of p.events) if (e.kind !== "COMMENT") yield [claimIds[i]!, e.actor, iso(e.at), e.from, e.to!, e.comment];
      }
    })(),
  );
  step("claim_status_history", statusHistory.count);

  // Fresh statistics, as autovacuum would gather them on a live PostgreSQL (the other generators do the same).
  if (db.dialect === "postgres") {
    await sql`vacuum analyze users, departments, claims, claim_handlers, claim_history, claim_status_history, service_requests`.execute(k);
    step("vacuum analyze", 0);
  }
  const requestId = claimIds.filter((_, i) => plans[i]!.owner === requesterId).at(-1)!;
  const awaitedRequestId = claimIds.filter((_, i) => awaits(plans[i]!, approverId)).at(-1)!;
  return {
    sizes,
    approverId,
    requesterId,
    requestId,
    awaitedRequestId,
    rows: {
      people: added.length,
      departments: branches + units + 1,
      claims: claimIds.length,
      handlers: handlers.count,
      history: history.count,
      statusHistory: statusHistory.count,
    },
    awaitingApprover,
    ms: performance.now() - started,
  };
}
