// The secretaries' list does not grow in statements with its rows (issue #32 point 3), on SQLite and PostgreSQL:
// 10 assignments and then 100, listed whole (pageSize 100), in the same number of statements.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { addDepartment } from "../../../../tests/helpers/company";
import { ok } from "../../../../tests/helpers/envelope";
import { openSecretaries, type SecretariesWorld } from "./secretaries-fixture";

describe.each(await dialects())("the secretaries' list's statements on %s", (dialect) => {
  let w: SecretariesWorld;
  let counting = false;
  let statements: string[] = [];
  let added = 0;
  beforeAll(async () => {
    w = await openSecretaries(dialect, { onQuery: (sql) => counting && statements.push(sql) });
  });
  afterAll(async () => {
    await w?.close();
  });

  /** `count` more departments, each with the same secretary. */
  async function addAssignments(count: number) {
    const at = new Date().toISOString();
    for (let i = 0; i < count; i++) {
      const department = await addDepartment(w.db, `Отдел масштаба ${added++}`, null);
      await w.db
        .insertInto("department_secretaries")
        .values({ department_id: department, user_id: w.people.secretary.id, assigned_at: at, assigned_by: w.people.manager.id })
        .execute();
    }
  }

  async function listed(query: Record<string, string> = {}) {
    statements = [];
    counting = true;
    const page = ok(await w.get("manager", "/secretary/list", { pageSize: "100", ...query }));
    counting = false;
    return { count: statements.length, rows: page.assignments.length as number };
  }

  it("reads 10 assignments and 100 in the same statements, filtered or not", async () => {
    await addAssignments(10);
    const ten = await listed();
    const tenFiltered = await listed({ department: "масштаба", person: "приёмова" });
    expect([ten.rows, tenFiltered.rows]).toEqual([10, 10]);
    await addAssignments(90);
    const hundred = await listed();
    const hundredFiltered = await listed({ department: "масштаба", person: "приёмова" });
    expect([hundred.rows, hundredFiltered.rows]).toEqual([100, 100]);
    expect(hundred.count).toBe(ten.count);
    expect(hundredFiltered.count).toBe(tenFiltered.count);
    // The session's lookup and the list's own statement (the department filter reads the departments once more).
    expect(ten.count).toBe(2);
    expect(tenFiltered.count).toBe(3);
  });
});
