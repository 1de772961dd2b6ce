// A person's roles at a company's scale (issue #32: "a test over 10,000 people and 500 grants proves the
// rights answer stays within the same query count"), on SQLite and PostgreSQL: 10,000 people in a tree of
// 111 departments three levels deep, 500 grants of every kind. A signed-in request reads her roles, her own and
// every group's, in the statement that reads her session: the same statements with 1 grant and with 500, and
// the roles they give are the ones the grants say.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { openRights, type RightsWorld } from "./fixture";

const PEOPLE = 10_000;

describe.each(await dialects())("a person's roles among 10,000 people and 500 grants on %s", (dialect) => {
  let w: RightsWorld;
  let counting = false;
  let statements: string[] = [];
  const departments: number[] = [];
  beforeAll(async () => {
    w = await openRights(dialect, { onQuery: (sql) => counting && statements.push(sql) });
    // 10 top departments, 10 below each, and 1 below each of those: 110 + the fixture's own.
    for (let top = 0; top < 10; top++) {
      const topId = (
        await w.db
          .insertInto("departments")
          .values({ name: `Дирекция ${top}`, parent_id: null })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      departments.push(topId);
      for (let mid = 0; mid < 10; mid++) {
        const midId = (
          await w.db
            .insertInto("departments")
            .values({ name: `Отдел ${top}.${mid}`, parent_id: topId })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
        const lowId = (
          await w.db
            .insertInto("departments")
            .values({ name: `Группа ${top}.${mid}`, parent_id: midId })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
        departments.push(midId, lowId);
      }
    }
    const at = new Date().toISOString();
    for (let from = 0; from < PEOPLE; from += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({
        phone: `93${String(from + i).padStart(8, "0")}`,
        name: "Сотрудник",
        surname: `Масштабов${from + i}`,
        department_id: departments[(from + i) % departments.length]!,
        position_id: null,
        created_at: at,
        updated_at: at,
      }));
      await w.db.insertInto("users").values(rows).execute();
    }
  }, 120_000);
  afterAll(async () => {
    await w?.close();
  });

  /** The statements of one signed-in request, and the roles it answers. */
  async function request() {
    statements = [];
    counting = true;
    const roles = await w.rolesOf("displayer");
    counting = false;
    return { count: statements.length, roles };
  }

  it("reads them in the same statements with 1 grant as with 500", async () => {
    const grant = async (type: string, subject: string, objectId: number, withSubdepartments = false) =>
      ok(await w.post("admin", "/role-group/grant", { type, subject, objectId, withSubdepartments }));
    // The one grant that reaches the displayer: her direction with its sub-departments.
    await grant("WIKI_DOCUMENT", "DEPARTMENT", w.units.direction, true);
    const one = await request();
    expect(one.roles).toEqual(["ROLE_EDIT_WIKI_DOCUMENT"]);

    // 499 more, none of them hers: people, departments with and without their sub-departments.
    const people = await w.db.selectFrom("users").select("id").where("surname", "like", "Масштабов%").orderBy("id").limit(300).execute();
    const types = ["WIKI_FAQ", "WIKI_GUIDE", "CLAIM_MANAGEMENT", "VACANCY_MANAGEMENT"];
    const rows = [
      ...people.map((p, i) => ({ type: types[i % types.length]!, subject: "USER", object_id: p.id, with: 0 })),
      ...departments.slice(0, 199).map((d, i) => ({ type: types[i % types.length]!, subject: "DEPARTMENT", object_id: d, with: i % 2 })),
    ];
    await w.db
      .insertInto("role_group_grants")
      .values(
        rows.map((r) => ({
          group_type: r.type,
          subject: r.subject as "USER",
          object_id: r.object_id,
          with_subdepartments: r.with,
          granted_at: "2026-12-07T00:00:00.000Z",
          granted_by: null,
        })),
      )
      .execute();
    expect(
      Number(
        (
          await w.db
            .selectFrom("role_group_grants")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(500);
    const many = await request();
    expect(many.roles).toEqual(["ROLE_EDIT_WIKI_DOCUMENT"]);
    expect(many.count).toBe(one.count);

    // One of the 500 now reaches her (her department's parent, with its sub-departments): one more role, no more statements.
    await grant("VACANCY_MANAGEMENT", "DEPARTMENT", w.units.sales, true);
    const reached = await request();
    expect(reached.roles).toEqual(["ROLE_EDIT_VACANCY_CLAIM", "ROLE_EDIT_WIKI_DOCUMENT"]);
    expect(reached.count).toBe(one.count);
  });
});
