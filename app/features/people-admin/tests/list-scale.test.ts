// The people list's statements do not grow with its rows (issue #32 point 5), on SQLite and PostgreSQL: a
// department of 10 people and then of 100, each with a role, a sign-in and a device with push, listed whole
// (pageSize 100) in the same number of statements; the roles, the last sign-in and the devices are columns of
// the list's one statement, not a statement a row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { addDepartment } from "../../../../tests/helpers/company";
import { ok } from "../../../../tests/helpers/envelope";
import { openPeopleAdmin, type PeopleAdminWorld } from "./fixture";

describe.each(await dialects())("the people list's statements on %s", (dialect) => {
  let w: PeopleAdminWorld;
  let counting = false;
  let statements: string[] = [];
  let department = 0;
  let added = 0;
  beforeAll(async () => {
    w = await openPeopleAdmin(dialect, { onQuery: (sql) => counting && statements.push(sql) });
    department = await addDepartment(w.db, "Отдел масштаба", null);
  });
  afterAll(async () => {
    await w?.close();
  });

  /** `count` more people in the department, each with a role, a live sign-in and a device with push. */
  async function addPeople(count: number) {
    const at = new Date().toISOString();
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const rows = Array.from({ length: count }, () => {
      const n = added++;
      return {
        phone: `94${String(n).padStart(8, "0")}`,
        name: "Сотрудник",
        surname: `Масштабов${n}`,
        department_id: department,
        password_hash: null,
        created_at: at,
        updated_at: at,
      };
    });
    const people = await w.db.insertInto("users").values(rows).returning("id").execute();
    await w.db
      .insertInto("user_roles")
      .values(people.map((p) => ({ user_id: p.id, role: "ROLE_EDIT_WIKI_DOCUMENT" })))
      .execute();
    await w.db
      .insertInto("auth_tokens")
      .values(
        people.map((p) => ({
          token_hash: `scale-${p.id}`,
          kind: "web" as const,
          user_id: p.id,
          family: `scale-${p.id}`,
          flash: null,
          created_at: at,
          expires_at: later,
          last_used_at: null,
        })),
      )
      .execute();
    await w.db
      .insertInto("web_push_subscriptions")
      .values(
        people.map((p) => ({
          user_id: p.id,
          family: `scale-${p.id}`,
          endpoint: `https://push.example/${p.id}`,
          p256dh: "key",
          auth: "secret",
          created_at: at,
        })),
      )
      .execute();
  }

  /** The statements of one call of the list, and the people it answers. */
  async function listed() {
    statements = [];
    counting = true;
    const page = ok(await w.get("admin", "/admin/users-info/list", { departmentId: String(department), pageSize: "100" }));
    counting = false;
    return { count: statements.length, people: page.people as { roles: string[]; lastSignIn: string | null; pushDevices: number }[] };
  }

  it("reads 10 people and 100 in the same statements", async () => {
    await addPeople(10);
    const ten = await listed();
    expect(ten.people).toHaveLength(10);
    await addPeople(90);
    const hundred = await listed();
    expect(hundred.people).toHaveLength(100);
    expect(hundred.count).toBe(ten.count);
    // The session's lookup and the list's own statement.
    expect(ten.count).toBe(2);
    for (const person of hundred.people) {
      expect(person).toMatchObject({ roles: ["ROLE_EDIT_WIKI_DOCUMENT"], lastSignIn: expect.any(String), pushDevices: 1 });
    }
  });
});
