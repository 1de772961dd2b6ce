// People and calls of the groups' contract tests: a group's creator (its first manager), a member, an
// outsider who is in no group, an administrator; /api calls by who makes them, on a real database.
import type { DialectName } from "~/platform/db/db.server";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";

export const PASSWORD = "groups-pass-1";
export type Who = "creator" | "member" | "outsider" | "admin";

export async function openGroups(dialect: DialectName, options: Parameters<typeof createTestPortal>[1] = {}) {
  const portal: TestPortal = await createTestPortal(dialect, options);
  const server: TestServer = await startTestServer(portal);
  const people = {
    creator: await createPerson(portal, { password: PASSWORD, name: "Мария", surname: "Иванова" }),
    member: await createPerson(portal, { password: PASSWORD, name: "Семён", surname: "Участников" }),
    outsider: await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Сторонняя" }),
    admin: await createPerson(portal, { password: PASSWORD, name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] }),
  };
  const tokens = {} as Record<Who, string>;
  for (const who of Object.keys(people) as Who[]) {
    tokens[who] = ok(await api(server, "POST", "/login", { body: { username: people[who].phone, password: PASSWORD } })).accessToken;
  }
  const get = (who: Who | null, path: string, query: Record<string, string | number | boolean> = {}) =>
    api(server, "GET", path, {
      token: who ? tokens[who] : undefined,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const post = (who: Who | null, path: string, body: unknown) => api(server, "POST", path, { token: who ? tokens[who] : undefined, body });

  /** A group made by the creator (open unless `closed`), with the member subscribed or, closed, accepted. */
  const group = async (name: string, { closed = false } = {}): Promise<number> => {
    const { id } = ok(await post("creator", "/groups/create", { name, description: `О группе «${name}»`, configClose: closed })) as {
      id: number;
    };
    if (!closed) ok(await post("member", "/groups/subscribe", { groupId: id }));
    else {
      ok(await post("member", "/groups/subscribe", { groupId: id }));
      const [request] = ok(await get("creator", "/groups/requests", { groupId: id })) as { claimId: number }[];
      ok(await post("creator", "/groups/requests/resolve", { claimId: request!.claimId, accept: true }));
    }
    return id;
  };

  return {
    portal,
    server,
    people,
    get,
    post,
    group,
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type GroupsWorld = Awaited<ReturnType<typeof openGroups>>;
