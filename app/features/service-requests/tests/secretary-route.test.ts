// A route's «Секретарь подразделения» stop (issue #32 point 3), on SQLite and PostgreSQL: a request filed by a
// person of a department goes to that department's secretaries, or, where it has none, to the nearest
// department above it that has some; they read it as its handlers, and no one else of the company does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { openServices, type ServicesWorld, type Who } from "./fixture";

describe.each(await dialects())("a route's secretary stop on %s", (dialect) => {
  let w: ServicesWorld;
  beforeAll(async () => {
    w = await openServices(dialect);
    // The sales department's secretary: the office manager (of no department herself).
    await w.db
      .insertInto("department_secretaries")
      .values({ department_id: w.units.sales, user_id: w.people.office.id, assigned_at: new Date().toISOString(), assigned_by: null })
      .execute();
  });
  afterAll(async () => {
    await w?.close();
  });

  const handlersOf = async (who: Who, id: number) => (ok(await w.claimOf(who, id)).handlers as { id: number }[]).map((h) => h.id);
  const secretaryService = () => w.service({ route: { approvals: [], handlers: { who: [{ kind: "secretary" }], dueHours: 8 } } });

  it("goes to the department's secretaries, who read it; others are told it is not found", async () => {
    const { key } = await secretaryService();
    const id = await w.ask("employee", key);
    expect(await handlersOf("employee", id)).toEqual([w.people.office.id]);
    expect(await handlersOf("office", id)).toEqual([w.people.office.id]);
    refused(await w.claimOf("hr1", id), "Заявка не найдена");
    refused(await w.claimOf("head", id), "Заявка не найдена");
  });

  it("goes up to the parent's secretaries when the department has none, and to its own once it has", async () => {
    const { key } = await secretaryService();
    const first = await w.ask("junior", key);
    expect(await handlersOf("junior", first)).toEqual([w.people.office.id]);

    await w.db
      .insertInto("department_secretaries")
      .values({ department_id: w.units.group, user_id: w.people.hr2.id, assigned_at: new Date().toISOString(), assigned_by: null })
      .execute();
    const second = await w.ask("junior", key);
    expect(await handlersOf("hr2", second)).toEqual([w.people.hr2.id]);
    refused(await w.claimOf("office", second), "Заявка не найдена");
  });

  it("falls back to the administrators where no department up the chain has a secretary", async () => {
    const { key } = await secretaryService();
    const id = await w.ask("loner", key);
    expect(await handlersOf("admin", id)).toEqual([w.people.admin.id]);
  });
});

describe("the route editor's secretary stop", () => {
  it("reads «Секретарь подразделения» as an approval step and as the handlers", async () => {
    const { routeOf, serviceSettingsSchema } = await import("../server/admin-schema.server");
    const parsed = serviceSettingsSchema.safeParse({
      name: "Пропуск",
      description: "Пропуск для гостя",
      icon: "document",
      categoryId: "1",
      version: "0",
      approvals: { "0": { who: "secretary", dueHours: "4" } },
      handlers: { roles: [], secretary: "on" },
    });
    expect(parsed.success).toBe(true);
    expect(routeOf(parsed.data!)).toEqual({
      approvals: [{ who: [{ kind: "secretary" }], dueHours: 4 }],
      handlers: { who: [{ kind: "secretary" }] },
    });
  });
});
