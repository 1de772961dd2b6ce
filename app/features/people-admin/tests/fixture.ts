// The people page's integration tests' company, on an empty portal: a human-resources department and a
// warehouse; an administrator, a second one, an employee of the HR department (who may not manage anyone) and
// two warehouse workers, each signed in over /api (a token) and, with the Remix build, by the login form (a
// cookie for a browser without JavaScript). `signIn` gives a person a fresh sign-in of every kind: a bearer
// and a refresh token and a web session cookie from POST /login, and a device with push under it.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, cookieOf, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { addDepartment, placedIn, signedInPeople } from "../../../../tests/helpers/company";
import { ok } from "../../../../tests/helpers/envelope";
import { browserSubscription } from "../../../../tests/helpers/push";

export const PASSWORD = "people-pass-1";
export type Who = "admin" | "admin2" | "clerk" | "loader" | "driver";

const PEOPLE: Record<Who, { name: string; surname: string; unit?: "hr" | "warehouse"; roles?: string[] }> = {
  admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
  admin2: { name: "Борис", surname: "Второвластов", roles: ["ROLE_ADMINISTRATOR"] },
  clerk: { name: "Пётр", surname: "Кадровиков", unit: "hr" },
  loader: { name: "Мария", surname: "Блокова", unit: "warehouse" },
  driver: { name: "Олег", surname: "Блоков", unit: "warehouse" },
};

export async function openPeopleAdmin(dialect: DialectName, options: { pages?: boolean; onQuery?: (sql: string) => void } = {}) {
  const build = options.pages ? ((await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild) : undefined;
  const portal: TestPortal = await createTestPortal(dialect, { onQuery: options.onQuery });
  const server: TestServer = await startTestServer(portal, { build });
  const db = portal.db.kysely;
  const units = { hr: await addDepartment(db, "Отдел кадров", null), warehouse: await addDepartment(db, "Склад", null) };
  const { people, tokens, cookies } = await signedInPeople(portal, server, placedIn(PEOPLE, units), PASSWORD, Boolean(build));

  return {
    portal,
    server,
    db,
    units,
    people,
    tokens,
    cookies,
    /** A fresh sign-in of the person: her bearer, refresh token and web session, and a device with push under it. */
    async signIn(who: Who) {
      const login = await api(server, "POST", "/login", { body: { username: people[who].phone, password: PASSWORD } });
      const { accessToken, refreshToken } = ok(login);
      ok(await api(server, "POST", "/web-push/token/add", { token: accessToken, body: { token: browserSubscription().token } }));
      return {
        accessToken: accessToken as string,
        refreshToken: refreshToken as string,
        cookie: cookieOf(login.setCookie, "portal_session"),
      };
    },
    get: (who: Who | null, path: string, query: Record<string, string> = {}) =>
      api(server, "GET", path, { query, ...(who ? { token: tokens[who] } : {}) }),
    post: (who: Who | null, path: string, body: Record<string, unknown>) =>
      api(server, "POST", path, { body, ...(who ? { token: tokens[who] } : {}) }),
    /** The audit log's entries about people, oldest first, their fields read. */
    async audit() {
      const rows = await db.selectFrom("audit_log").selectAll().where("entity", "=", "USER").orderBy("id").execute();
      return rows.map((r) => ({
        actorId: r.actor_id,
        action: r.action,
        entityId: r.entity_id,
        before: r.before ? (JSON.parse(r.before) as unknown) : null,
        after: r.after ? (JSON.parse(r.after) as unknown) : null,
      }));
    },
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type PeopleAdminWorld = Awaited<ReturnType<typeof openPeopleAdmin>>;
