// People and calls of the claims' contract tests: an employee who files claims, a colleague who must
// see nothing of them, a support handler (ROLE_EDIT_USER_CLAIMS), an administrator, and a "handler
// only": someone resolved as a handler while holding the role, who has since lost it (the handler's
// own moves, without an administrator's).
import type { DialectName } from "~/platform/db/db.server";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";

export const PASSWORD = "claims-pass-1";
export type Who = "owner" | "other" | "support" | "admin" | "handlerOnly";

export async function openClaims(dialect: DialectName) {
  const portal: TestPortal = await createTestPortal(dialect);
  const server: TestServer = await startTestServer(portal);
  const people = {
    owner: await createPerson(portal, { password: PASSWORD, name: "Мария", surname: "Иванова" }),
    other: await createPerson(portal, { password: PASSWORD, name: "Семён", surname: "Простов" }),
    support: await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Поддержкина", roles: ["ROLE_EDIT_USER_CLAIMS"] }),
    admin: await createPerson(portal, { password: PASSWORD, name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] }),
    handlerOnly: await createPerson(portal, { password: PASSWORD, name: "Пётр", surname: "Бывшев" }),
  };
  const tokens = {} as Record<Who, string>;
  for (const who of Object.keys(people) as Who[]) {
    tokens[who] = ok(await api(server, "POST", "/login", { body: { username: people[who].phone, password: PASSWORD } })).accessToken;
  }
  const get = (who: Who | null, path: string, query: Record<string, string | number> = {}) =>
    api(server, "GET", path, {
      token: who ? tokens[who] : undefined,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const post = (who: Who | null, path: string, body: unknown) => api(server, "POST", path, { token: who ? tokens[who] : undefined, body });

  /** A support request of the owner's, in NEW; the "handler only" is among its handlers. */
  const file = async (subject = "Не открывается раздел") => {
    const { id } = ok(await post("owner", "/user-claims/create", { type: "GENERAL_REQUEST", subject, text: "Подробности" })) as {
      id: number;
    };
    await portal.db.kysely.insertInto("claim_handlers").values({ claim_id: id, user_id: people.handlerOnly.id }).execute();
    return id;
  };
  const move = (who: Who, claimId: number, status: string, extra: { comment?: string; version?: number } = {}) =>
    post(who, "/user-claims/change-status", { claimId, status, ...extra });
  const statusOf = async (claimId: number) =>
    (await portal.db.kysely.selectFrom("claims").select(["status", "version"]).where("id", "=", claimId).executeTakeFirstOrThrow()).status;

  return {
    portal,
    server,
    people,
    get,
    post,
    file,
    move,
    statusOf,
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type ClaimsWorld = Awaited<ReturnType<typeof openClaims>>;
