// The claims' lists and histories each read one index range (issue #13 "Indexes"), on both dialects:
// the SQL the engine runs (taken from the query log) is EXPLAINed over generated claims (4,000 of 200
// people, all handled by one support handler) with the parameters it was sent.
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { generateClaims } from "../../../../scripts/lib/claims-generate";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";

describe.each(await dialects())("the claims' query plans on %s", (dialect) => {
  let portal: TestPortal;
  let support: SignedIn;
  let owner: SignedIn;
  let claimId: number;
  const log: string[] = [];

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => log.push(sql) });
    const person = await createPerson(portal, { roles: ["ROLE_EDIT_USER_CLAIMS"] });
    support = actingAs(person.id, ["ROLE_EDIT_USER_CLAIMS"]);
    await generateClaims(portal, { users: 200, claims: 4000 });
    const db = portal.db.kysely;
    if (dialect === "postgres")
      for (const table of ["users", "claims", "claim_handlers", "claim_history", "claim_status_history"])
        await db.executeQuery(CompiledQuery.raw(`analyze ${table}`));
    else await db.executeQuery(CompiledQuery.raw("analyze"));
    const some = await db.selectFrom("claims").select(["id", "owner_id"]).orderBy("id").offset(1234).limit(1).executeTakeFirstOrThrow();
    claimId = some.id;
    owner = actingAs(some.owner_id);
  }, 60_000);
  afterAll(async () => {
    await portal?.dispose();
  });

  /** The plan of the last query the call ran that reads `table`, with `parameters`. */
  async function planOf(call: () => Promise<unknown>, table: string, parameters: unknown[]): Promise<string> {
    log.length = 0;
    await call();
    const text = [...log].reverse().find((q) => q.includes(`from "${table}"`));
    if (!text) throw new Error(`no query of ${table} in ${log.join("\n")}`);
    const explain = dialect === "postgres" ? `explain ${text}` : `explain query plan ${text}`;
    const { rows } = await portal.db.kysely.executeQuery(CompiledQuery.raw(explain, parameters));
    return rows.map((r) => Object.values(r as object).join(" ")).join("\n");
  }
  const claims = () => portal.services.claims;
  const page = { pageNumber: 0, pageSize: 20, awaiting: false };

  it("lists a person's own claims by claims_owner", async () => {
    const plan = await planOf(() => claims().listForCurUser(owner, page), "claims", [owner.userId, 20, 0]);
    expect(plan).toMatch(/claims_owner/);
    expect(plan).not.toMatch(/Seq Scan|SCAN claims\b(?! USING)/);
  });

  it("lists the claims one handles by claim_handlers' key", async () => {
    const plan = await planOf(() => claims().listForApprover(support, page), "claim_handlers", [support.userId, 20, 0]);
    // The handler here handles every claim, so PostgreSQL may walk either index of claim_handlers
    // backwards (the key, or (claim_id, user_id) filtered on user_id): both stop after 20 rows. Each row
    // it keeps is read for its `current` (awaiting only for a current handler): 20 reads, not a scan.
    expect(plan).toMatch(dialect === "postgres" ? /Index (Only )?Scan Backward using claim_handlers_(pk|claim)/ : /claim_handlers/);
    expect(plan).not.toMatch(/Seq Scan|SCAN h\b(?! USING)|SCAN c\b(?! USING)/);
  });

  it("reads a claim's history and status history by (claim_id, id)", async () => {
    const query = { claimId, pageNumber: 0, pageSize: 100 };
    const history = await planOf(() => claims().history(support, query), "claim_history", [claimId, 100, 0]);
    expect(history).toMatch(/claim_history_claim/);
    expect(history).not.toMatch(/Seq Scan on claim_history|SCAN e\b(?! USING)/);
    const statuses = await planOf(() => claims().statusHistory(support, query), "claim_status_history", [claimId, 100, 0]);
    expect(statuses).toMatch(/claim_status_history_claim/);
    expect(statuses).not.toMatch(/Seq Scan on claim_status_history|SCAN e\b(?! USING)/);
  });

  it("filters every claim by a rare status by claims_status (/admin/claims)", async () => {
    // A rare status (CANCELLED, about 1 claim in 20 here) would walk most claims without the index.
    const admin = actingAs(support.userId, ["ROLE_EDIT_USER_CLAIMS"]);
    const query = { status: "CANCELLED", type: null, pageNumber: 0, pageSize: 20 };
    const plan = await planOf(() => claims().listAll(admin, query), "claims", ["CANCELLED", 20, 0]);
    // PostgreSQL, on these 4,000 claims, may still prefer the newest-first walk (about 400 rows for a
    // page): either index, never a scan of the table.
    expect(plan).toMatch(dialect === "postgres" ? /claims_status|Index Scan Backward using claims_pkey/ : /claims_status/);
    expect(plan).not.toMatch(/Seq Scan on claims|SCAN c\b(?! USING)/);
  });
});
