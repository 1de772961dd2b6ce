// The consents' integration tests' company, on an empty portal: a head office with a shop under it and a
// warehouse apart; an administrator, a reader of the consents (ROLE_GET_PERSONAL_DATA_ACCEPT), an employee
// without it, and two shop workers, each signed in over /api (a token) and, with the Remix build, by the login
// form (a cookie for a browser without JavaScript). `consent` writes an acceptance as the portal would.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { addDepartment, placedIn, signedInPeople } from "../../../../tests/helpers/company";
import { ROLE_GET_PERSONAL_DATA_ACCEPT } from "../policy";
import type { ConsentKind } from "../tables";

export const PASSWORD = "consents-pass-1";
export type Who = "admin" | "reader" | "clerk" | "seller" | "cashier";

const PEOPLE: Record<Who, { name: string; surname: string; unit?: "office" | "shop" | "warehouse"; roles?: string[] }> = {
  admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
  reader: { name: "Вера", surname: "Согласнова", unit: "office", roles: [ROLE_GET_PERSONAL_DATA_ACCEPT] },
  clerk: { name: "Пётр", surname: "Складов", unit: "warehouse" },
  seller: { name: "Мария", surname: "Продавцова", unit: "shop" },
  cashier: { name: "Олег", surname: "Кассиров", unit: "shop" },
};

export async function openConsents(dialect: DialectName, options: { pages?: boolean; onQuery?: (sql: string) => void } = {}) {
  const build = options.pages ? ((await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild) : undefined;
  const portal: TestPortal = await createTestPortal(dialect, { onQuery: options.onQuery });
  const server: TestServer = await startTestServer(portal, { build });
  const db = portal.db.kysely;
  const office = await addDepartment(db, "Головной офис", null);
  const units = { office, shop: await addDepartment(db, "Магазин на Невском", office), warehouse: await addDepartment(db, "Склад", null) };
  const { people, tokens, cookies } = await signedInPeople(portal, server, placedIn(PEOPLE, units), PASSWORD, Boolean(build));

  return {
    portal,
    server,
    db,
    units,
    people,
    tokens,
    cookies,
    get: (who: Who | null, apiPath: string, query: Record<string, string> = {}) =>
      api(server, "GET", apiPath, { query, ...(who ? { token: tokens[who] } : {}) }),
    post: (who: Who | null, apiPath: string, body: Record<string, unknown>) =>
      api(server, "POST", apiPath, { body, ...(who ? { token: tokens[who] } : {}) }),
    /** An acceptance written as the portal writes one (a text of that version must exist). */
    async consent(who: Who, version: number, acceptedAt: string, kind: ConsentKind = "REGISTRATION", ip = "10.1.1.1") {
      return (
        await db
          .insertInto("consents")
          .values({ user_id: people[who].id, version, accepted_at: acceptedAt, ip, user_agent: "Тестовый браузер", kind })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    },
    /** A version of the text published straight in the table (the service's is tested on its own). */
    async addVersion(version: number) {
      await db
        .insertInto("consent_texts")
        .values({ version, body: `Версия ${version}`, published_at: new Date().toISOString(), published_by: null })
        .execute();
    },
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type ConsentsWorld = Awaited<ReturnType<typeof openConsents>>;
