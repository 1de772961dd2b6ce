// People and calls of the groups' contract tests: a group's creator (its first manager), a member, an
// outsider who is in no group, an administrator; /api calls by who makes them, on a real database.
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { signedInPeople } from "../../../../tests/helpers/people";
import { ok } from "../../../../tests/helpers/envelope";

export const PASSWORD = "groups-pass-1";
export type Who = "creator" | "member" | "outsider" | "admin";

export async function openGroups(dialect: DialectName, options: Parameters<typeof createTestPortal>[1] = {}) {
  const portal: TestPortal = await createTestPortal(dialect, options);
  const server: TestServer = await startTestServer(portal);
  const { people, get, post } = await signedInPeople<Who>(
    portal,
    server,
    {
      creator: { name: "Мария", surname: "Иванова" },
      member: { name: "Семён", surname: "Участников" },
      outsider: { name: "Ольга", surname: "Сторонняя" },
      admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
    },
    PASSWORD,
  );

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
