// The groups' demo (issue #14 point 13) as a fresh `npm start` shows it: about 30 groups over two list
// pages; group 1 «Новости компании» with everyone; the hot line a group of its own that HOT_LINE_GROUP_ID
// names; «Магазин на Невском» closed and run by the demo employee; her request to «Оптовый отдел»
// waiting; two requests, hers among them, waiting for the administrator. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { DEMO_ACCOUNTS } from "~/portal/seed.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";

describe.each(await dialects())("the groups' demo on %s", (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
  }, 120_000);
  afterAll(async () => {
    await portal?.dispose();
  });

  const actor = async (phone: string): Promise<SignedIn> => {
    const account = DEMO_ACCOUNTS.find((a) => a.phone === phone)!;
    const { id } = await portal.db.kysely.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
    return actingAs(id, account.roles);
  };
  const groupNamed = async (name: string) =>
    (await portal.db.kysely.selectFrom("groups").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

  it("lists about 30 groups over two pages, company news first with everyone, the hot line its own group", async () => {
    const employee = await actor("9000000003");
    const { groups, settings } = portal.services;
    const first = await groups.list(employee, { searchString: "", onlyMy: false, after: "", pageSize: 20 });
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(first.nextCursor).not.toBeNull();
    expect(first.items[0]).toMatchObject({ id: 1, name: "Новости компании", relationType: "SUBSCRIBER" });
    const people = await portal.db.kysely
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("blocked", "=", 0)
      .executeTakeFirstOrThrow();
    expect(first.items[0]!.userCount).toBe(Number(people.n));
    const hotLine = (await settings.get("HOT_LINE_GROUP_ID")).value;
    expect(hotLine).toBe(await groupNamed("Горячая линия"));
    expect(hotLine).not.toBe(1);
  });

  it("gives the demo employee her closed shop and her waiting request, and the administrator two requests", async () => {
    const employee = await actor("9000000003");
    const admin = await actor("9000000001");
    const { groups, groupMembers } = portal.services;
    const shop = await groups.get(employee, await groupNamed("Магазин на Невском"));
    expect(shop).toMatchObject({ configClose: true, isManager: true, canRead: true });
    const wholesale = await groups.get(employee, await groupNamed("Оптовый отдел"));
    expect(wholesale).toMatchObject({ configClose: true, relationType: null, requestPending: true, canRead: false });
    const waiting = [];
    for (const name of ["Служба качества", "Оптовый отдел"]) waiting.push(...(await groupMembers.requests(admin, await groupNamed(name))));
    expect(waiting).toHaveLength(2);
    // One page holds them all: the vacancies' demo adds about 70 reply claims the administrator handles too.
    const approver = await portal.services.claims.listForApprover(admin, { pageNumber: 0, pageSize: 200, awaiting: true });
    expect(approver.filter((c) => c.type === "SUBSCRIBE_GROUP")).toHaveLength(2);
  });
});
