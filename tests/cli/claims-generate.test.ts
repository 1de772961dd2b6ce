// `npm run generate -- claims`'s generator (scripts/lib/claims-generate.ts; the CLI is a thin wrapper)
// at a small size on SQLite and PostgreSQL: the counts asked for, owners added when the directory is
// short, histories that agree with each claim's status and version, and claims the engine reads and moves.
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { actingAs } from "../../app/platform/actor";
import { generateClaims } from "../../scripts/lib/claims-generate";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../helpers/portal";

const portals: TestPortal[] = [];
afterAll(async () => {
  for (const portal of portals) await portal.dispose();
});

describe.each(await dialects())("npm run generate -- claims on %s", (dialect) => {
  it("writes claims with their handlers and histories, as the engine would", { timeout: 60_000 }, async () => {
    const portal = await createTestPortal(dialect, { realClock: true });
    portals.push(portal);
    const support = await createPerson(portal, { roles: ["ROLE_EDIT_USER_CLAIMS"] });
    const lines: string[] = [];
    const report = await generateClaims(portal, { users: 40, claims: 600 }, { log: (line) => lines.push(line) });
    expect(lines.some((l) => /claim_history: [\d,]+ rows in [\d.]+ s/.test(l))).toBe(true);
    expect(report.generatedPeople).toBe(39);

    const db = portal.db.kysely;
    const count = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);
    expect(await count("select count(*) as n from users")).toBe(40);
    expect(await count("select count(*) as n from claims")).toBe(600);
    expect(await count("select count(distinct owner_id) as n from claims")).toBeGreaterThan(20);
    expect(await count(`select count(*) as n from claim_handlers where user_id = ${support.id}`)).toBe(600);
    expect(await count("select count(*) as n from claim_history")).toBe(report.history);
    // Each claim: its last move is its status, its version counts its moves, one CREATED entry.
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
      await count(
        "select count(*) as n from claims c where 1 <> (select count(*) from claim_history h where h.claim_id = c.id and h.type = 'CREATED')",
      ),
    ).toBe(0);
    expect(await count("select count(distinct status) as n from claims")).toBe(6);

    // The engine reads and moves a generated claim.
    const actor = actingAs(support.id, ["ROLE_EDIT_USER_CLAIMS"]);
    const open = await db
      .selectFrom("claims")
      .select(["id", "version"])
      .where("status", "=", "NEW")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const claim = await portal.services.claims.get(actor, { id: open.id });
    expect(claim.version).toBe(open.version);
    await portal.services.claims.changeStatus(actor, { claimId: open.id, status: "IN_WORK", comment: null, version: claim.version });
    const history = await portal.services.claims.statusHistory(actor, { claimId: open.id, pageNumber: 0, pageSize: 100 });
    expect(history[0]?.to.name).toBe("IN_WORK");
  });
});
