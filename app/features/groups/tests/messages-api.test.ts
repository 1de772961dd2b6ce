// Messages to a group's managers (issue #14 point 11) through /api on SQLite and PostgreSQL: every call
// as anonymous, non-member, member, manager and administrator; who may write (messages on, closed groups
// members only) and handle; bad input; the claim, its group_messages row and handlers; notifications to
// the managers and the author with their links; the managers' list; a second taker; completing with a
// resolution type of the message's group.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { groupMessageMessages as t } from "../messages/message";
import { groupMessageServerMessages as m, groupRefusals } from "../messages.server";
import { openMessages, WHO, type MessagesWorld, type Who } from "./messages-fixture";

interface Notice {
  type: string;
  link: string | null;
  variables: { objectId: number | null }[];
}

describe.each(await dialects())("group messages' calls on %s", (dialect) => {
  let w: MessagesWorld;
  beforeAll(async () => {
    w = await openMessages(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const notices = async (who: Who): Promise<Notice[]> => ok(await w.get(who, "/notifications-v2/list", { pageSize: 100 }));
  const hasPermission = async (who: Who, path: string, groupId: number) =>
    (ok(await w.get(who, `/services/group/message/${path}`, { groupId })) as { hasPermission: boolean }).hasPermission;

  it("answers 401 to every call without a session", async () => {
    for (const path of ["check/permission", "check/admin/permission", "resolution-type/list", "list-for-manager"]) {
      unauthorized(await w.get(null, `/services/group/message/${path}`, { groupId: w.group }));
    }
    unauthorized(await w.get(null, "/groups/subjects/list", { groupId: w.group }));
    for (const path of ["create", "to-work", "complete"]) {
      unauthorized(
        await w.post(null, `/services/group/message/${path}`, { groupId: w.group, subjectId: w.subject, text: "a", claimId: 1 }),
      );
    }
  });

  it("lets anyone write to an open group, only members to a closed one, no one when messages are off", async () => {
    const open = await Promise.all(WHO.map((who) => hasPermission(who, "check/permission", w.group)));
    expect(open).toEqual([true, true, true, true, true]);
    // The closed group's only member is its manager; administrators write anywhere.
    const closed = await Promise.all(WHO.map((who) => hasPermission(who, "check/permission", w.closed)));
    expect(closed).toEqual([false, false, true, false, true]);
    expect(await hasPermission("member", "check/permission", 999_999)).toBe(false);

    refused(
      await w.post("outsider", "/services/group/message/create", { groupId: w.closed, subjectId: w.subject, text: "Пустите" }),
      m.closedGroup,
    );
    await w.portal.db.kysely.updateTable("groups").set({ messages_enabled: 0 }).where("id", "=", w.other).execute();
    try {
      const off = await Promise.all(WHO.map((who) => hasPermission(who, "check/permission", w.other)));
      expect(off).toEqual([false, false, false, false, false]);
      const subject = w.foreign.subjects[0]!.id;
      refused(
        await w.post("manager", "/services/group/message/create", { groupId: w.other, subjectId: subject, text: "Тест" }),
        m.messagesOff,
      );
    } finally {
      await w.portal.db.kysely.updateTable("groups").set({ messages_enabled: 1 }).where("id", "=", w.other).execute();
    }
    refused(
      await w.post("member", "/services/group/message/create", { groupId: 999_999, subjectId: w.subject, text: "Тест" }),
      groupRefusals.notFound,
    );
  });

  it("lets the group's managers and administrators handle, and lists its subjects and resolution types", async () => {
    const handle = await Promise.all(WHO.map((who) => hasPermission(who, "check/admin/permission", w.group)));
    expect(handle).toEqual([false, false, true, true, true]);
    // A new group starts with the spec's two subjects and two resolution types.
    expect(w.own.subjects.map((s) => s.name)).toEqual(["Вопрос", "Предложение"]);
    expect(w.own.resolutions.map((s) => s.name)).toEqual(["Дан ответ", "Отклонено"]);
    for (const who of WHO) expect(ok(await w.get(who, "/groups/subjects/list", { groupId: w.group }))).toEqual(w.own.subjects);
    for (const who of ["outsider", "member"] as const) {
      refused(await w.get(who, "/services/group/message/resolution-type/list", { groupId: w.group }), m.notHandler);
    }
    for (const who of ["manager2", "admin"] as const) {
      expect(ok(await w.get(who, "/services/group/message/resolution-type/list", { groupId: w.group }))).toEqual(w.own.resolutions);
    }
  });

  it("refuses bad input beside its field and files nothing", async () => {
    const create = (body: Record<string, unknown>) =>
      w.post("member", "/services/group/message/create", { groupId: w.group, subjectId: w.subject, text: "Вопрос", ...body });
    const before = await w.portal.db.kysely.selectFrom("claims").select("id").execute();
    refused(await create({ text: "   " }), t.textRequired);
    refused(await create({ text: undefined }), t.textRequired);
    refused(await create({ text: "ж".repeat(2001) }), t.textTooLong);
    refused(await create({ subjectId: undefined }), t.subjectRequired);
    refused(await create({ subjectId: "" }), t.subjectRequired);
    refused(await create({ subjectId: w.foreign.subjects[0]!.id }), t.subjectRequired);
    expect(await w.portal.db.kysely.selectFrom("claims").select("id").execute()).toEqual(before);
    // 2000 characters are fine.
    expect(ok(await create({ text: "ж".repeat(2000) })).id).toEqual(expect.any(Number));
  });

  it("files a GROUP_MESSAGE claim with its row, handled by the managers, who hear of it", async () => {
    for (const who of WHO) {
      const id = await w.send(who, `Сообщение от ${who}`);
      expect(await w.rowOf(id)).toEqual({ claim_id: id, group_id: w.group, subject_id: w.subject, resolution_type_id: null });
      const claim = ok(await w.get(who, "/user-claims/get", { id }));
      expect(claim).toMatchObject({ type: "GROUP_MESSAGE", status: { name: "NEW", description: "Новое" }, text: `Сообщение от ${who}` });
      expect(claim.handlers.map((h: { id: number }) => h.id).sort()).toEqual([w.people.manager.id, w.people.manager2.id].sort());
    }
    const id = await w.send("member", "Кому жаловаться?");
    for (const who of ["manager", "manager2"] as const) {
      const mine = (await notices(who)).filter((n) => n.type === "GROUP_MESSAGE_NEW_FOR_ADMIN");
      const one = mine.find((n) => n.variables[0]?.objectId === id);
      expect(one?.link).toBe(`/user/${w.people[who].id}/approvement-requests`);
    }
    // The author is not told of their own message; non-managers hear nothing.
    expect((await notices("member")).filter((n) => n.type === "GROUP_MESSAGE_NEW_FOR_ADMIN")).toEqual([]);
    expect((await notices("admin")).filter((n) => n.variables[0]?.objectId === id)).toEqual([]);
  });

  it("lists the messages awaiting action in the caller's groups, oldest first, by keyset", async () => {
    const first = await w.send("member", "Первое");
    const second = await w.send("outsider", "Второе");
    type Item = {
      id: number;
      status: { name: string };
      group: { id: number; name: string };
      subject: { name: string };
      author: { id: number };
    };
    const list: Item[] = ok(await w.get("manager", "/services/group/message/list-for-manager", { pageSize: 100 }));
    const ids = list.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const mine = list.find((i) => i.id === second);
    expect(mine).toMatchObject({
      status: { name: "NEW", description: "Новое" },
      group: { id: w.group, name: "Горячая линия тестов" },
      subject: { name: "Вопрос" },
      author: { id: w.people.outsider.id, surname: "Простов" },
      text: "Второе",
    });
    const after: Item[] = ok(await w.get("manager", "/services/group/message/list-for-manager", { after: first, pageSize: 100 }));
    expect(after.map((i) => i.id)).toEqual(ids.filter((id) => id > first));
    expect(ok(await w.get("manager", "/services/group/message/list-for-manager", { pageSize: 1 }))).toHaveLength(1);
    for (const who of ["outsider", "member"] as const) expect(ok(await w.get(who, "/services/group/message/list-for-manager"))).toEqual([]);
  });

  it("takes a message into work once: others are refused, a second taker is told it is taken", async () => {
    const id = await w.send("member", "Возьмите в работу");
    for (const who of ["outsider", "member"] as const)
      refused(await w.post(who, "/services/group/message/to-work", { claimId: id }), m.notHandler);
    refused(await w.post("manager", "/services/group/message/to-work", { claimId: 999_999 }), m.notFound);
    refused(await w.post("manager", "/services/group/message/to-work", {}), t.claimRequired);
    expect((await w.claimOf(id)).status).toBe("NEW");
    const taken = ok(await w.post("manager", "/services/group/message/to-work", { claimId: id }));
    expect(taken.status).toEqual({ name: "IN_WORK", description: "В работе" });
    refused(await w.post("manager2", "/services/group/message/to-work", { claimId: id }), m.alreadyTaken);
    // Two at once: the engine's compare-and-set lets one through.
    const raced = await w.send("member", "Гонка");
    const answers = await Promise.all(
      ["manager", "manager2"].map((who) => w.post(who as Who, "/services/group/message/to-work", { claimId: raced })),
    );
    expect(answers.map((a) => a.envelope.errorMessage).sort()).toEqual([m.alreadyTaken, null].sort());
    const author = (await notices("member")).find((n) => n.type === "GROUP_MESSAGE_IN_WORK_FOR_OWNER" && n.variables[0]?.objectId === id);
    expect(author?.link).toBe(`/user/${w.people.member.id}/claims/${id}`);
  });

  it("completes a message with a resolution type of its group, stored with the move; the author hears of it", async () => {
    const id = await w.send("member", "Ответьте, пожалуйста");
    const resolution = w.own.resolutions[0]!.id;
    const complete = (who: Who, body: Record<string, unknown>) =>
      w.post(who, "/services/group/message/complete", { claimId: id, resolutionTypeId: resolution, comment: "Ответили", ...body });
    for (const who of ["outsider", "member"] as const) refused(await complete(who, {}), m.notHandler);
    refused(await complete("manager", { resolutionTypeId: w.foreign.resolutions[0]!.id }), t.resolutionRequired);
    refused(await complete("manager", { resolutionTypeId: undefined }), t.resolutionRequired);
    refused(await complete("manager", { comment: "ж".repeat(4001) }), t.commentTooLong);
    expect(await w.claimOf(id)).toMatchObject({ status: "NEW" });
    expect((await w.rowOf(id))?.resolution_type_id).toBeNull();

    expect(ok(await complete("manager2", {})).status).toEqual({ name: "COMPLETED", description: "Завершено" });
    expect((await w.rowOf(id))?.resolution_type_id).toBe(resolution);
    const author = (await notices("member")).find((n) => n.type === "GROUP_MESSAGE_COMPLETED_FOR_OWNER" && n.variables[0]?.objectId === id);
    expect(author?.link).toBe(`/user/${w.people.member.id}/claims/${id}`);
    const list: { id: number }[] = ok(await w.get("manager", "/services/group/message/list-for-manager", { pageSize: 100 }));
    expect(list.map((i) => i.id)).not.toContain(id);
    // The generic claims call completes one too, and needs the resolution type as well.
    const other = await w.send("member", "Через заявки");
    refused(await w.post("manager", "/user-claims/change-status", { claimId: other, status: "COMPLETED" }), t.resolutionRequired);
    ok(
      await w.post("manager", "/user-claims/change-status", {
        claimId: other,
        status: "COMPLETED",
        fields: { resolutionTypeId: resolution },
      }),
    );
    expect((await w.rowOf(other))?.resolution_type_id).toBe(resolution);
  });

  it("lets an administrator who does not run the group handle its messages", async () => {
    const id = await w.send("member", "Администратору");
    ok(await w.post("admin", "/services/group/message/to-work", { claimId: id }));
    ok(await w.post("admin", "/services/group/message/complete", { claimId: id, resolutionTypeId: w.own.resolutions[1]!.id }));
    expect(await w.claimOf(id)).toMatchObject({ status: "COMPLETED" });
  });

  it("keeps the handlers of waiting messages in step with the group's managers", async () => {
    const id = await w.send("outsider", "Новым руководителям");
    const handlers = async () =>
      (await w.portal.db.kysely.selectFrom("claim_handlers").select("user_id").where("claim_id", "=", id).execute())
        .map((r) => r.user_id)
        .sort();
    ok(await w.post("manager", "/groups/managers/set", { groupId: w.group, userId: w.people.member.id, manager: true }));
    expect(await handlers()).toContain(w.people.member.id);
    ok(await w.post("member", "/services/group/message/to-work", { claimId: id }));
    ok(await w.post("manager", "/groups/managers/set", { groupId: w.group, userId: w.people.member.id, manager: false }));
    expect(await handlers()).not.toContain(w.people.member.id);
    refused(
      await w.post("member", "/services/group/message/complete", { claimId: id, resolutionTypeId: w.own.resolutions[0]!.id }),
      m.notHandler,
    );
  });
});
