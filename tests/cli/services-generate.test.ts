// `npm run generate -- services`'s generator (scripts/lib/services-generate.ts; the CLI is a thin wrapper) at
// a small size on SQLite and PostgreSQL: 2,000 requests of 200 people, 100 of them awaiting the approver.
// Every request is a claim with its handlers and a version of its type, its histories agree with its status,
// an approval waits on the requester's manager, and the engine reads and moves what was generated.
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { actingAs } from "../../app/platform/actor";
import { managerOf } from "../../app/features/contacts/index.server";
import { generateServices } from "../../scripts/lib/services-generate";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../helpers/portal";

const portals: TestPortal[] = [];
afterAll(async () => {
  for (const portal of portals) await portal.dispose();
});

const AWAITING = "('ON_APPROVAL', 'NEW', 'IN_WORK')";

describe.each(await dialects())("npm run generate -- services on %s", (dialect) => {
  it("writes requests as the engine would, one approver awaited by the crowd", { timeout: 60_000 }, async () => {
    const portal = await createTestPortal(dialect, { realClock: true });
    portals.push(portal);
    await createPerson(portal, { roles: ["ROLE_HR_SERVICES"] });
    await createPerson(portal, { roles: ["ROLE_OFFICE_SERVICES"] });
    await createPerson(portal, { roles: ["ROLE_ADMINISTRATOR"] });
    // The handlers of the catalogues' services (an IT ticket, a training): every request has someone to act.
    await createPerson(portal, { roles: ["ROLE_IT_SUPPORT"] });
    await createPerson(portal, { roles: ["ROLE_EDUCATION_HR"] });
    const lines: string[] = [];
    const sizes = { users: 200, requests: 2_000, awaiting: 100, crowd: 5 };
    const report = await generateServices(portal, sizes, { log: (line) => lines.push(line) });
    expect(lines.some((l) => /claim_history: [\d,]+ rows in [\d.]+ s/.test(l))).toBe(true);
    expect(report.rows.people).toBe(195);
    expect(report.awaitingApprover).toBe(100);

    const db = portal.db.kysely;
    const count = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);
    expect(await count("select count(*) as n from users")).toBe(200);
    // The demo's seven services and the three the catalogues' leaves name (IT, a system's access, a training).
    expect(await count("select count(*) as n from service_types")).toBe(10);
    expect(await count("select count(*) as n from claims")).toBe(2_000);
    expect(await count("select count(*) as n from service_requests")).toBe(2_000);
    expect(await count("select count(distinct owner_id) as n from claims")).toBeGreaterThan(150);
    expect(await count("select count(distinct status) as n from claims")).toBe(7);
    // Every request: a claim of its owner, of its family's type, whose object is a version of its type.
    expect(
      await count(`select count(*) as n from service_requests r join claims c on c.id = r.claim_id
        join service_versions v on v.id = r.version_id and v.type_id = r.type_id join service_types t on t.id = r.type_id
        where c.owner_id = r.owner_id and c.object_id = r.version_id
          and c.type = case when t.family = 'SERVICE' then 'SERVICE_REQUEST' else t.family end`),
    ).toBe(2_000);
    // Every request has a handler; an open one a current handler; one CREATED entry; its last move is its status.
    expect(
      await count("select count(*) as n from claims c where not exists (select 1 from claim_handlers h where h.claim_id = c.id)"),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from claims c where c.status in ${AWAITING}
        and not exists (select 1 from claim_handlers h where h.claim_id = c.id and h.current = 1)`),
    ).toBe(0);
    expect(await count("select count(*) as n from claim_handlers where current = 0")).toBeGreaterThan(0);
    expect(
      await count(
        "select count(*) as n from claims c where 1 <> (select count(*) from claim_history h where h.claim_id = c.id and h.type = 'CREATED')",
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from claims c where c.status <> (select s.to_status from claim_status_history s
        where s.claim_id = c.id order by s.id desc limit 1)`),
    ).toBe(0);
    expect(
      await count(
        "select count(*) as n from claims c where c.version <> (select count(*) from claim_status_history s where s.claim_id = c.id)",
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from claim_handlers h join claims c on c.id = h.claim_id
        where h.user_id = ${report.approverId} and h.current = 1 and c.status in ${AWAITING}`),
    ).toBe(100);

    // An approval waits on the requester's manager by the department chain (contacts' managerOf).
    const approvals = await db
      .selectFrom("claims as c")
      .innerJoin("claim_handlers as h", "h.claim_id", "c.id")
      .select(["c.owner_id", "h.user_id"])
      .where("c.status", "=", "ON_APPROVAL")
      .where("h.current", "=", 1)
      .execute();
    expect(approvals.length).toBeGreaterThan(100);
    for (const a of approvals) expect(a.user_id).toBe(await managerOf(db, a.owner_id));

    // The engine lists, reads and moves what was generated.
    const approver = actingAs(report.approverId);
    const awaiting = await portal.services.claims.listForApprover(approver, { pageNumber: 0, pageSize: 200, awaiting: true });
    expect(awaiting).toHaveLength(100);
    const first = awaiting[0]!;
    const claim = await portal.services.claims.get(approver, { id: first.id });
    expect(claim.abilities.map((a) => a.status.name)).toContain("APPROVED");
    await portal.services.claims.changeStatus(approver, { claimId: first.id, status: "APPROVED", comment: null, version: claim.version });
    const after = await db.selectFrom("claims").select("status").where("id", "=", first.id).executeTakeFirstOrThrow();
    expect(after.status).toBe("NEW");
    const row = await db.selectFrom("service_requests").select("step").where("claim_id", "=", first.id).executeTakeFirstOrThrow();
    expect(row.step).toBe(1);
    const now = await db
      .selectFrom("claim_handlers")
      .select(["user_id", "current"])
      .where("claim_id", "=", first.id)
      .orderBy("user_id")
      .execute();
    expect(now.find((h) => h.user_id === report.approverId)?.current).toBe(0);
    expect(now.filter((h) => h.current === 1).length).toBeGreaterThan(0);
    const hub = await portal.services.serviceRequests.hub(actingAs(report.requesterId), "");
    expect(hub.categories.map((c) => c.services.length)).toEqual([3, 4]);
    expect(hub.open.length).toBeGreaterThan(0);
    const page = await portal.services.claims.history(actingAs(report.requesterId), {
      claimId: report.requestId,
      pageNumber: 0,
      pageSize: 100,
    });
    expect(page.at(-1)?.typeDescription).toBeTruthy();
  });
});
