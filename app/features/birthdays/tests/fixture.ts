// The birthdays tests' world on a test portal (clock: 2026-11-21, a Saturday in Moscow): a department in Казань
// and one in Самара, people born today (year shown, year hidden), this week, this month, a blocked one born
// today, and the signed-in people the calls are made as. Rows written straight to the tables, as HR would load them.
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { signedInPeople } from "../../../../tests/helpers/people";
import type { TestServer } from "../../../../tests/helpers/http";
import { ROLE_POSTER } from "../policy";

export const PASSWORD = "birthdays-test-1";
export const TODAY = "2026-11-21";

export async function birthdaysWorld(portal: TestPortal, server: TestServer) {
  const db = portal.db.kysely;
  const department = async (name: string, city: string) =>
    (
      await db
        .insertInto("departments")
        .values({ name, city, parent_id: null, head_user_id: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const kazan = await department("Отдел тортов", "Казань");
  const samara = await department("Отдел свечей", "Самара");
  const people = await signedInPeople(
    portal,
    server,
    {
      hero: { name: "Алла", surname: "Именинница" },
      colleague: { name: "Борис", surname: "Коллегин" },
      poster: { name: "Вера", surname: "Открыткина", roles: [ROLE_POSTER] },
      admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
    },
    PASSWORD,
  );
  const set = (id: number, fields: { birthday?: string | null; birth_year_visible?: number; department_id?: number; blocked?: number }) =>
    db.updateTable("users").set(fields).where("id", "=", id).execute();
  await set(people.people.hero.id, { birthday: "1990-11-21", department_id: kazan });
  await set(people.people.colleague.id, { birthday: "1985-11-21", birth_year_visible: 0, department_id: kazan });
  await set(people.people.poster.id, { birthday: "1970-11-17", department_id: samara });
  await set(people.people.admin.id, { birthday: "1980-11-02", department_id: samara });
  const blocked = await db
    .insertInto("users")
    .values({
      phone: "9111000001",
      name: "Глеб",
      surname: "Заблокированный",
      birthday: "1991-11-21",
      department_id: kazan,
      blocked: 1,
      ...stamps,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ...people, kazan, samara, blockedId: blocked.id };
}

const stamps = { created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z", middlename: null, position: null };

/** Adds `n` people born today in a department (a long list for the paging and the statement count). */
export async function bornToday(portal: TestPortal, n: number, departmentId: number, from: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    phone: `9222${String(from + i).padStart(6, "0")}`,
    name: "Гость",
    surname: `Праздничный${from + i}`,
    birthday: "2000-11-21",
    department_id: departmentId,
    ...stamps,
  }));
  await portal.db.kysely.insertInto("users").values(rows).execute();
}

export { createTestPortal };
