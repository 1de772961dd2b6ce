// The claims' demo (issue #13 point 10) as a fresh `npm start` shows it: the demo employee (9000000003)
// has four support requests, NEW, IN_WORK, ON_FIX and COMPLETED, with their histories, handled by the
// demo administrator (9000000001), who sees them in the approver's list. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { DEMO_ACCOUNTS } from "~/portal/seed.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";

describe.each(await dialects())("the claims' demo on %s", (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
    // The whole demo (1,000 employees) is seeded: on a shared, busy machine that passed 30 s.
  }, 120_000);
  afterAll(async () => {
    await portal?.dispose();
  });

  const actor = async (phone: string): Promise<SignedIn> => {
    const account = DEMO_ACCOUNTS.find((a) => a.phone === phone)!;
    const { id } = await portal.db.kysely.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
    return actingAs(id, account.roles);
  };

  it("gives the demo employee four support requests with histories, handled by the administrator", async () => {
    const employee = await actor("9000000003");
    const admin = await actor("9000000001");
    const claims = portal.services.claims;
    // Her join request to a closed group (the groups' demo) is a claim too, of its own type.
    const mine = (await claims.listForCurUser(employee, { pageNumber: 0, pageSize: 20, awaiting: false })).filter(
      (c) => c.type === "GENERAL_REQUEST",
    );
    expect(mine.map((c) => c.status.name).sort()).toEqual(["COMPLETED", "IN_WORK", "NEW", "ON_FIX"]);
    for (const item of mine) {
      const claim = await claims.get(employee, { id: item.id });
      expect(claim.type).toBe("GENERAL_REQUEST");
      expect(claim.handlers.map((h) => h.id)).toContain(admin.userId);
      const history = await claims.history(admin, { claimId: item.id, pageNumber: 0, pageSize: 100 });
      expect(history.at(-1)?.typeDescription).toBe("Заявка создана");
      const moves = await claims.statusHistory(admin, { claimId: item.id, pageNumber: 0, pageSize: 100 });
      expect(moves[0]?.to.name).toBe(item.status.name);
      if (item.status.name !== "NEW") expect(history.length).toBeGreaterThan(1);
    }
    const onFix = mine.find((c) => c.status.name === "ON_FIX")!;
    expect((await claims.get(employee, { id: onFix.id })).abilities.map((a) => a.status.name)).toEqual(["NEW", "CANCELLED"]);
    // One page holds them all: the vacancies' demo adds about 70 reply claims the administrator handles too.
    const waiting = await claims.listForApprover(admin, { pageNumber: 0, pageSize: 200, awaiting: true });
    const support = waiting.filter((c) => c.type === "GENERAL_REQUEST");
    expect(support.map((c) => c.status.name).sort()).toEqual(["IN_WORK", "NEW"]);
  });
});
