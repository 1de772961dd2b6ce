// The rights' integration tests' company, on an empty portal: the direction, its sales department with a
// display group below it, and a warehouse beside them; a storekeeper's position; an employee in each, a
// holder of ROLE_EDIT_USER_ROLE_GROUP, a second one and an administrator, each signed in over /api (a token)
// and, with the Remix build, by the login form (a cookie for a browser without JavaScript).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { addDepartment, placedIn, signedInPeople } from "../../../../tests/helpers/company";
import { ok } from "../../../../tests/helpers/envelope";
import { departmentsChanged } from "~/features/contacts/index.server";

export const PASSWORD = "rights-pass-1";
export type Who = "seller" | "displayer" | "director" | "storekeeper" | "rights" | "rights2" | "admin";
type Unit = "direction" | "sales" | "display" | "warehouse";

const PEOPLE: Record<Who, { name: string; surname: string; unit?: Unit; position?: string; roles?: string[] }> = {
  seller: { name: "Мария", surname: "Продавцова", unit: "sales", position: "Продавец" },
  displayer: { name: "Никита", surname: "Выкладкин", unit: "display", position: "Мерчендайзер" },
  director: { name: "Вера", surname: "Директорова", unit: "direction", position: "Директор" },
  storekeeper: { name: "Семён", surname: "Складов", unit: "warehouse", position: "Кладовщик" },
  rights: { name: "Глеб", surname: "Праводатов", roles: ["ROLE_EDIT_USER_ROLE_GROUP"] },
  rights2: { name: "Лев", surname: "Второправов", roles: ["ROLE_EDIT_USER_ROLE_GROUP"] },
  admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
};

export async function openRights(dialect: DialectName, options: { pages?: boolean; onQuery?: (sql: string) => void } = {}) {
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
    warehouse: await addDepartment(db, "Склад", null),
  };
  const { people, tokens, cookies } = await signedInPeople(portal, server, placedIn(PEOPLE, units), PASSWORD, Boolean(build));
  // The finder finds the departments (people and positions are indexed as they are written).
  await departmentsChanged(db, Object.values(units), new Date());
  await portal.outbox.deliver();
  const storekeeperPosition = (
    await db.selectFrom("users").select("position_id").where("id", "=", people.storekeeper.id).executeTakeFirstOrThrow()
  ).position_id!;

  return {
    portal,
    server,
    db,
    units,
    people,
    tokens,
    cookies,
    storekeeperPosition,
    /** The person's roles as her next request sees them (the session's lookup). */
    async rolesOf(who: Who): Promise<string[]> {
      return ok(await api(server, "GET", "/user/short-cur-user-info", { token: tokens[who] })).roles;
    },
    get: (who: Who | null, path: string, query: Record<string, string> = {}) =>
      api(server, "GET", path, { query, ...(who ? { token: tokens[who] } : {}) }),
    post: (who: Who | null, path: string, body: Record<string, unknown>) =>
      api(server, "POST", path, { body, ...(who ? { token: tokens[who] } : {}) }),
    async close() {
      await server.close();
      await portal.close();
    },
  };
}

export type RightsWorld = Awaited<ReturnType<typeof openRights>>;
