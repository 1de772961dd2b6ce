// People and calls of the vacancies' contract tests: an employee, the contact of the vacancies made here,
// a vacancy editor (ROLE_EDIT_VACANCY_CLAIM) and an administrator, signed in over /api on a real
// database; departments inserted directly (the directory's tables), vacancies made by the editor's call.
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { signedInPeople } from "../../../../tests/helpers/people";
import { ok } from "../../../../tests/helpers/envelope";

export const PASSWORD = "vacancies-pass-1";
export type Who = "employee" | "contact" | "editor" | "admin";

export async function openVacancies(dialect: DialectName, options: Parameters<typeof createTestPortal>[1] = {}) {
  const portal: TestPortal = await createTestPortal(dialect, options);
  const server: TestServer = await startTestServer(portal);
  const { people, tokens, get, post } = await signedInPeople<Who>(
    portal,
    server,
    {
      employee: { name: "Семён", surname: "Простов" },
      contact: { name: "Ольга", surname: "Кадрова" },
      editor: { name: "Пётр", surname: "Редакторов", roles: ["ROLE_EDIT_VACANCY_CLAIM"] },
      admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
    },
    PASSWORD,
  );
  const db = portal.db.kysely;
  const { id: department } = await db
    .insertInto("departments")
    .values({ name: "Магазин «Центральный»", city: "Вологда" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("users")
    .set({ position: "Менеджер по персоналу", work_phone: "+79001112233", email: "olga@example.com" })
    .where("id", "=", people.contact.id)
    .execute();

  /** A valid create payload; `over` replaces its fields. */
  const fields = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
    position: "Продавец-консультант",
    departmentId: department,
    contactId: people.contact.id,
    cityId: 1,
    sector: "RETAIL",
    level: "EXECUTOR",
    wage: "45000",
    wage2: "60000",
    responsibility: "Консультировать покупателей, выкладывать товар",
    requirements: "Опыт работы в рознице от года",
    conditions: "График 2/2",
    ...over,
  });

  /** A vacancy made by the editor's call; returns it as the editor sees it. */
  const vacancy = async (over: Record<string, unknown> = {}) => ok(await post("editor", "/vacancies/create", fields(over)));

  return {
    portal,
    server,
    db,
    people,
    tokens,
    department,
    get,
    post,
    fields,
    vacancy,
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type VacanciesWorld = Awaited<ReturnType<typeof openVacancies>>;
