// People, departments and service types of the services' integration tests, on an empty portal: a company
// of two levels (the direction, its sales department with a subgroup, and a warehouse nobody heads), the HR
// and office roles' holders, an administrator and a services' administrator (ROLE_SERVICES_ADMIN); each
// signed in over /api (a token) and, with the Remix build, by the login form (a cookie for a browser without
// JavaScript), and as an actor for calls to the context services. Service types are added by the catalogue's
// own functions (addCategory, addServiceType), as the seed and the admin pages do.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { actingAs, type SignedIn } from "~/platform/actor";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { addDepartment, placedIn, signedInPeople } from "../../../../tests/helpers/company";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { formBrowser } from "../../../../tests/helpers/form-browser";
import type { ServiceField } from "../fields";
import type { ServiceRoute } from "../route";
import { ROLE_HR_SERVICES, ROLE_OFFICE_SERVICES, ROLE_SERVICES_ADMIN } from "../policy";
import { addCategory, addServiceType, type NewServiceType } from "../server/catalogue.server";

export const PASSWORD = "services-pass-1";
export type Who = "employee" | "junior" | "head" | "director" | "loner" | "hr1" | "hr2" | "office" | "admin" | "configurer";

/** A role no one holds: a route naming it finds no handlers. */
export const ROLE_NOBODY = "ROLE_TEST_NOBODY_HOLDS";

type Unit = "direction" | "sales" | "group" | "warehouse";
const PEOPLE: Record<Who, { name: string; surname: string; unit?: Unit; roles?: string[] }> = {
  employee: { name: "Мария", surname: "Продавцова", unit: "sales" },
  junior: { name: "Никита", surname: "Младшев", unit: "group" },
  head: { name: "Олег", surname: "Начальников", unit: "sales" },
  director: { name: "Вера", surname: "Директорова", unit: "direction" },
  loner: { name: "Семён", surname: "Складов", unit: "warehouse" },
  hr1: { name: "Ольга", surname: "Кадрова", roles: [ROLE_HR_SERVICES] },
  hr2: { name: "Ирина", surname: "Табелева", roles: [ROLE_HR_SERVICES] },
  office: { name: "Пётр", surname: "Хозяйственный", roles: [ROLE_OFFICE_SERVICES] },
  admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
  configurer: { name: "Глеб", surname: "Настройкин", roles: [ROLE_SERVICES_ADMIN] },
};

export const managerRoute = (handlersRole = ROLE_HR_SERVICES): ServiceRoute => ({
  approvals: [{ who: [{ kind: "manager" }], dueHours: 24 }],
  handlers: { who: [{ kind: "role", role: handlersRole }], dueHours: 48 },
});

/** A plain form: one required text, one optional number. */
export const SIMPLE_FIELDS: ServiceField[] = [
  { key: "what", kind: "text", label: "Что нужно", required: true, max: 100 },
  { key: "copies", kind: "number", label: "Количество", required: false, min: 1, max: 5 },
];

export async function openServices(dialect: DialectName, options: { pages?: boolean; onQuery?: (sql: string) => void } = {}) {
  const build = options.pages ? ((await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild) : undefined;
  const portal: TestPortal = await createTestPortal(dialect, { onQuery: options.onQuery });
  const server: TestServer = await startTestServer(portal, { build });
  const db = portal.db.kysely;

  const direction = await addDepartment(db, "Дирекция", null);
  const sales = await addDepartment(db, "Отдел продаж", direction);
  const units: Record<Unit, number> = {
    direction,
    sales,
    group: await addDepartment(db, "Группа выкладки", sales),
    warehouse: await addDepartment(db, "Склад", null),
  };
  const { people, tokens, cookies } = await signedInPeople(portal, server, placedIn(PEOPLE, units), PASSWORD, Boolean(build));
  await db.updateTable("departments").set({ head_user_id: people.director.id }).where("id", "=", direction).execute();
  await db.updateTable("departments").set({ head_user_id: people.head.id }).where("id", "=", sales).execute();

  const get = (who: Who | null, apiPath: string, query: Record<string, string | number | boolean> = {}) =>
    api(server, "GET", apiPath, {
      token: who ? tokens[who] : undefined,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const post = (who: Who | null, apiPath: string, body: unknown) =>
    api(server, "POST", apiPath, { token: who ? tokens[who] : undefined, body });

  const category = await addCategory(db, "Тестовые сервисы", 100);
  let serial = 0;
  /** A service type in the test category (everyone may ask, family SERVICE, the simple form, no approvals, HR handles). */
  const service = async (over: Partial<NewServiceType> = {}) => {
    const key = over.key ?? `test-${++serial}`;
    const type: NewServiceType = {
      key,
      name: `Тестовый сервис ${serial}`,
      description: "Для проверки движка заявок",
      icon: "document",
      categoryId: category,
      family: "SERVICE",
      audience: { roles: [] },
      managerRole: null,
      fields: SIMPLE_FIELDS,
      route: { approvals: [], handlers: { who: [{ kind: "role", role: ROLE_HR_SERVICES }] } },
      sort: serial,
      ...over,
    };
    const id = await addServiceType(db, type, people.admin.id, portal.clock.now());
    return { id, key, name: type.name };
  };

  /** A request through POST /service-requests/create: its claim's id. */
  const ask = async (who: Who, key: string, answers: unknown = { what: "Пять штук" }) =>
    (ok(await post(who, "/service-requests/create", { service: key, answers })) as { id: number }).id;
  const claimOf = (who: Who, id: number) => get(who, "/user-claims/get", { id });
  const move = (who: Who, claimId: number, status: string, comment?: string) =>
    post(who, "/user-claims/change-status", { claimId, status, ...(comment ? { comment } : {}) });
  const counts = async () => ({
    claims: (await db.selectFrom("claims").select("id").execute()).length,
    requests: (await db.selectFrom("service_requests").select("claim_id").execute()).length,
  });

  return {
    portal,
    server,
    db,
    people,
    units,
    category,
    get,
    post,
    service,
    ask,
    claimOf,
    move,
    counts,
    cookies,
    /** One of the people as the services see them in a call (context services): her id and roles. */
    actor: (who: Who): SignedIn => actingAs(people[who].id, PEOPLE[who].roles ?? []),
    /** A browser without JavaScript (pages need `pages: true`): page.get, page.html, page.post. */
    page: formBrowser(() => server, cookies, { redirectStatus: 303 }),
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type ServicesWorld = Awaited<ReturnType<typeof openServices>>;
