// People and groups of the group messages' tests: an open group run by `manager` (and `manager2`), with
// `member` in it; `outsider` in no group; `admin` (ROLE_ADMINISTRATOR) in none; a closed group of the
// same manager; another group (its subjects and resolution types are foreign to the first).
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";

export const PASSWORD = "messages-pass-1";
export type Who = "outsider" | "member" | "manager" | "manager2" | "admin";
export const WHO: readonly Who[] = ["outsider", "member", "manager", "manager2", "admin"];

/** `build`: the real pages too (page tests; run `npm run build` first). */
export async function openMessages(dialect: DialectName, build?: ServerBuild) {
  const portal: TestPortal = await createTestPortal(dialect, build ? { realClock: true } : {});
  const server: TestServer = await startTestServer(portal, { build });
  const { people, tokens, get, post } = await signedInPeople<Who>(
    portal,
    server,
    {
      outsider: { name: "Семён", surname: "Простов" },
      member: { name: "Мария", surname: "Участникова" },
      manager: { name: "Павел", surname: "Руководов" },
      manager2: { name: "Ольга", surname: "Вторая" },
      admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
    },
    PASSWORD,
  );

  const newGroup = async (name: string, configClose: boolean): Promise<number> =>
    ok(await post("manager", "/groups/create", { name, description: "", configClose })).id;
  const group = await newGroup("Горячая линия тестов", false);
  const closed = await newGroup("Закрытый отдел", true);
  const other = await newGroup("Другая группа", false);
  for (const who of ["member", "manager2"] as const) ok(await post(who, "/groups/subscribe", { groupId: group }));
  ok(await post("manager", "/groups/managers/set", { groupId: group, userId: people.manager2.id, manager: true }));

  const optionsOf = async (groupId: number) => ({
    subjects: ok(await get("manager", "/groups/subjects/list", { groupId })) as { id: number; name: string }[],
    resolutions: ok(await get("manager", "/services/group/message/resolution-type/list", { groupId })) as { id: number; name: string }[],
  });
  const own = await optionsOf(group);
  const foreign = await optionsOf(other);
  const subject = own.subjects[0]!.id;
  /** A message of `who` to the open group: its claim id. */
  const send = async (who: Who = "member", text = "Когда будет график отпусков?"): Promise<number> =>
    ok(await post(who, "/services/group/message/create", { groupId: group, subjectId: subject, text })).id;
  const claimOf = (id: number) =>
    portal.db.kysely.selectFrom("claims").select(["status", "version"]).where("id", "=", id).executeTakeFirstOrThrow();
  const rowOf = (id: number) => portal.db.kysely.selectFrom("group_messages").selectAll().where("claim_id", "=", id).executeTakeFirst();

  return {
    portal,
    server,
    people,
    tokens,
    get,
    post,
    group,
    closed,
    other,
    own,
    foreign,
    subject,
    send,
    claimOf,
    rowOf,
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type MessagesWorld = Awaited<ReturnType<typeof openMessages>>;
