// The secretaries' integration tests' company, on an empty portal: a direction with its sales department and a
// display group below it, and a warehouse beside them (each with its contact category); an employee of sales, a
// future secretary, a contact editor, a holder of ROLE_EDIT_SECRETARY, an administrator and a blocked person,
// each signed in over /api (a token) and, with the Remix build, by the login form (a cookie).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { addDepartment, placedIn, signedInPeople } from "../../../../tests/helpers/company";
import { formBrowser } from "../../../../tests/helpers/form-browser";
import { departmentsChanged, ensureDepartmentCategories } from "~/features/contacts/index.server";

export const PASSWORD = "secretaries-pass-1";
export type Who = "employee" | "secretary" | "editor" | "manager" | "admin" | "gone";
type Unit = "direction" | "sales" | "display" | "warehouse";

const PEOPLE: Record<Who, { name: string; surname: string; unit?: Unit; roles?: string[] }> = {
  employee: { name: "Мария", surname: "Продавцова", unit: "sales" },
  secretary: { name: "Ирина", surname: "Приёмова", unit: "sales" },
  editor: { name: "Олег", surname: "Редакторов", unit: "warehouse", roles: ["ROLE_EDIT_CONTACTS"] },
  manager: { name: "Глеб", surname: "Назначеев", roles: ["ROLE_EDIT_SECRETARY"] },
  admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
  gone: { name: "Семён", surname: "Уволенный", unit: "warehouse" },
};

export async function openSecretaries(dialect: DialectName, options: { pages?: boolean; onQuery?: (sql: string) => void } = {}) {
  const build = options.pages ? ((await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild) : undefined;
  const portal: TestPortal = await createTestPortal(dialect, { onQuery: options.onQuery });
  const server: TestServer = await startTestServer(portal, { build });
  const db = portal.db.kysely;
  const direction = await addDepartment(db, "Дирекция", null);
  const sales = await addDepartment(db, "Отдел продаж", direction);
  const units: Record<Unit, number> = {
    direction,
    sales,
    display: await addDepartment(db, "Группа выкладки", sales),
    warehouse: await addDepartment(db, "Склад «Восток»", null),
  };
  await ensureDepartmentCategories(db);
  const { people, tokens, cookies } = await signedInPeople(portal, server, placedIn(PEOPLE, units), PASSWORD, Boolean(build));
  await db.updateTable("users").set({ blocked: 1 }).where("id", "=", people.gone.id).execute();
  // The finder finds the departments (people are indexed as they are written).
  await departmentsChanged(db, Object.values(units), new Date());
  await portal.outbox.deliver();
  const categories = {} as Record<Unit, number>;
  for (const unit of Object.keys(units) as Unit[]) {
    categories[unit] = (
      await db.selectFrom("contact_categories").select("id").where("department_id", "=", units[unit]).executeTakeFirstOrThrow()
    ).id;
  }

  return {
    portal,
    server,
    db,
    units,
    categories,
    people,
    get: (who: Who | null, apiPath: string, query: Record<string, string> = {}) =>
      api(server, "GET", apiPath, { query, ...(who ? { token: tokens[who] } : {}) }),
    post: (who: Who | null, apiPath: string, body: Record<string, unknown>) =>
      api(server, "POST", apiPath, { body, ...(who ? { token: tokens[who] } : {}) }),
    /** A browser without JavaScript (pages need `pages: true`). */
    page: formBrowser<Who>(() => server, cookies, { redirectStatus: 303 }),
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type SecretariesWorld = Awaited<ReturnType<typeof openSecretaries>>;
