// Contract tests of the groups' calls (issue #14 points 1-4, 6, 7, 10) on SQLite and PostgreSQL: 401
// signed out; creating with its field errors; the list's search, tabs and keyset pages; membership of
// open groups (the count moves once) and closed ones (a join request: a claim its managers decide, with
// notifications both ways); members and managers; stale saves and deletion by the typed name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { openGroups, type GroupsWorld } from "./fixture";

const r = ru.groups.refusals;
const form = ru.groups.form;

describe.each(await dialects())("Group calls on %s", (dialect) => {
  let w: GroupsWorld;
  beforeAll(async () => {
    w = await openGroups(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const count = async (groupId: number) =>
    (await w.portal.db.kysely.selectFrom("groups").select("user_count").where("id", "=", groupId).executeTakeFirstOrThrow()).user_count;

  it("answers 401 to every call without a session or token, and creates nothing", async () => {
    for (const path of ["/groups/list", "/groups/get", "/groups/members", "/groups/requests"]) {
      unauthorized(await w.get(null, path, { id: 1, groupId: 1 }));
    }
    for (const path of [
      "/groups/create",
      "/groups/update",
      "/groups/delete",
      "/groups/subscribe",
      "/groups/unsubscribe",
      "/groups/members/remove",
      "/groups/managers/set",
      "/groups/requests/resolve",
    ]) {
      unauthorized(await w.post(null, path, { name: "Группа", id: 1, groupId: 1, userId: 1, claimId: 1 }));
    }
    expect(await w.portal.db.kysely.selectFrom("groups").select("id").execute()).toEqual([]);
  });

  it("creates a group with its creator as the first manager, and refuses a blank or too long name beside the field", async () => {
    const blank = await w.post("creator", "/groups/create", { name: "   " });
    refused(blank, form.nameRequired);
    refused(await w.post("creator", "/groups/create", { name: "я".repeat(256) }), form.nameTooLong);
    refused(await w.post("creator", "/groups/create", { name: "Группа", description: "д".repeat(2001) }), form.descriptionTooLong);
    const group = ok(await w.post("creator", "/groups/create", { name: "  Ёлки и палки ", description: " Про лес ", configClose: false }));
    expect(group).toMatchObject({
      name: "Ёлки и палки",
      description: "Про лес",
      relationType: "SUBSCRIBER",
      userCount: 1,
      configClose: false,
      isManager: true,
      requestPending: false,
      canEdit: true,
      canRead: true,
    });
    const subjects = await w.portal.services.groups.options(group.id);
    expect(subjects.subjects.map((s) => s.name)).toEqual(["Вопрос", "Предложение"]);
    expect(subjects.resolutionTypes.map((s) => s.name)).toEqual(["Дан ответ", "Отклонено"]);
    // Another person's uploaded file, or none at that id, is not an avatar.
    refused(await w.post("creator", "/groups/create", { name: "С аватаром", avatarFileId: 999_999 }), ru.groups.fields.fileInvalid);
  });

  it("subscribes to an open group once and unsubscribes once, the count following", async () => {
    const { id } = ok(await w.post("creator", "/groups/create", { name: "Бег по утрам" }));
    const first = ok(await w.post("outsider", "/groups/subscribe", { groupId: id }));
    expect(first).toEqual({ relationType: "SUBSCRIBER", userCount: 2, requestPending: false });
    expect(ok(await w.post("outsider", "/groups/subscribe", { groupId: id }))).toEqual(first);
    expect(await count(id)).toBe(2);
    const left = ok(await w.post("outsider", "/groups/unsubscribe", { groupId: id }));
    expect(left).toEqual({ relationType: null, userCount: 1, requestPending: false });
    expect(ok(await w.post("outsider", "/groups/unsubscribe", { groupId: id }))).toEqual(left);
    // The last manager cannot leave.
    refused(await w.post("creator", "/groups/unsubscribe", { groupId: id }), r.lastManager);
    refused(await w.post("outsider", "/groups/subscribe", { groupId: 999_999 }), r.notFound);
    refused(await w.post("outsider", "/groups/subscribe", { groupId: "abc" }), r.notFound);
  });

  it("turns a closed group's subscription into a join request its managers accept, notifying both ways", async () => {
    const { id } = ok(await w.post("creator", "/groups/create", { name: "Склад №2", configClose: true }));
    const closed = ok(await w.get("outsider", "/groups/get", { id }));
    expect(closed).toMatchObject({ configClose: true, relationType: null, canRead: false, requestPending: false });
    refused(await w.get("outsider", "/groups/members", { groupId: id }), r.closed);

    const asked = ok(await w.post("outsider", "/groups/subscribe", { groupId: id }));
    expect(asked).toEqual({ relationType: null, userCount: 1, requestPending: true });
    expect(ok(await w.post("outsider", "/groups/subscribe", { groupId: id }))).toEqual(asked);
    const requests = ok(await w.get("creator", "/groups/requests", { groupId: id }));
    expect(requests).toHaveLength(1);
    expect(requests[0].user).toMatchObject({ id: w.people.outsider.id, surname: "Сторонняя" });
    refused(await w.get("outsider", "/groups/requests", { groupId: id }), r.notManager);

    // The manager hears of it, on the approver's page of the claim.
    const managerBell = ok(await w.get("creator", "/notifications-v2/list", {}));
    const newRequest = managerBell.find((n: { type: string }) => n.type === "CLAIM_SUBSCRIBE_GROUP_NEW_FOR_APPROVER");
    expect(newRequest.link).toBe(`/user/${w.people.creator.id}/approvement-requests/${requests[0].claimId}`);

    // Only a manager decides; the requester may not accept her own request.
    refused(await w.post("outsider", "/groups/requests/resolve", { claimId: requests[0].claimId, accept: true }), r.notManager);
    const decided = ok(await w.post("creator", "/groups/requests/resolve", { claimId: requests[0].claimId, accept: true }));
    expect(decided).toEqual({ claimId: requests[0].claimId, status: "SUBSCRIBE_GROUP_ACCEPTED" });
    expect(ok(await w.get("outsider", "/groups/get", { id }))).toMatchObject({ relationType: "SUBSCRIBER", userCount: 2, canRead: true });
    expect(ok(await w.get("creator", "/groups/requests", { groupId: id }))).toEqual([]);

    const bell = ok(await w.get("outsider", "/notifications-v2/list", {}));
    const accepted = bell.find((n: { type: string }) => n.type === "GROUP_SUBSCRIBE_ACCEPTED");
    expect(accepted).toMatchObject({ link: `/group/${id}`, notifyClaim: { claimStatus: { name: "SUBSCRIBE_GROUP_ACCEPTED" } } });
    expect(accepted.variables[0]).toMatchObject({ text: "Склад №2", objectId: id });
    // Deciding twice changes nothing.
    refused(
      await w.post("creator", "/groups/requests/resolve", { claimId: requests[0].claimId, accept: false }),
      ru.claims.cannotMove("Принята", "Отклонена"),
    );
  });

  it("rejects a join request, and lets its author withdraw another", async () => {
    const { id } = ok(await w.post("creator", "/groups/create", { name: "Закрытый клуб", configClose: true }));
    ok(await w.post("member", "/groups/subscribe", { groupId: id }));
    const [request] = ok(await w.get("creator", "/groups/requests", { groupId: id }));
    ok(await w.post("creator", "/groups/requests/resolve", { claimId: request.claimId, accept: false }));
    expect(ok(await w.get("member", "/groups/get", { id }))).toMatchObject({ relationType: null, requestPending: false, userCount: 1 });
    const bell = ok(await w.get("member", "/notifications-v2/list", {}));
    expect(bell.map((n: { type: string }) => n.type)).toContain("GROUP_SUBSCRIBE_REJECTED");

    ok(await w.post("outsider", "/groups/subscribe", { groupId: id }));
    expect(ok(await w.post("outsider", "/groups/unsubscribe", { groupId: id }))).toEqual({
      relationType: null,
      userCount: 1,
      requestPending: false,
    });
    expect(ok(await w.get("creator", "/groups/requests", { groupId: id }))).toEqual([]);
  });

  it("files one join request however many subscribes of one person race, each answering it waits", async () => {
    const { id } = ok(await w.post("creator", "/groups/create", { name: "Ночная смена", configClose: true }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => w.post("outsider", "/groups/subscribe", { groupId: id })));
    for (const answer of answers) expect(ok(answer)).toEqual({ relationType: null, userCount: 1, requestPending: true });
    const requests = ok(await w.get("creator", "/groups/requests", { groupId: id }));
    expect(requests).toHaveLength(1);
    // Withdrawn, the request no longer holds its place: asking again files a new one.
    ok(await w.post("outsider", "/groups/unsubscribe", { groupId: id }));
    ok(await w.post("outsider", "/groups/subscribe", { groupId: id }));
    const again = ok(await w.get("creator", "/groups/requests", { groupId: id }));
    expect(again).toHaveLength(1);
    expect(again[0].claimId).not.toBe(requests[0].claimId);
    // Nor may an administrator reopen the withdrawn one beside it.
    refused(
      await w.post("admin", "/user-claims/change-status", { claimId: requests[0].claimId, status: "NEW" }),
      `У автора уже есть открытая заявка такого типа об этом же: №${again[0].claimId}`,
    );
  });

  it("lets managers appoint managers, remove members, but never leave the group without one", async () => {
    const id = await w.group("Мерчандайзинг");
    refused(await w.post("member", "/groups/managers/set", { groupId: id, userId: w.people.member.id, manager: true }), r.notManager);
    ok(await w.post("creator", "/groups/managers/set", { groupId: id, userId: w.people.member.id, manager: true }));
    const members = ok(await w.get("member", "/groups/members", { groupId: id }));
    expect(members.items.map((m: { surname: string; isManager: boolean }) => [m.surname, m.isManager])).toEqual([
      ["Иванова", true],
      ["Участников", true],
    ]);
    // The new manager removes the creator's managership; the last one stays.
    ok(await w.post("member", "/groups/managers/set", { groupId: id, userId: w.people.creator.id, manager: false }));
    refused(await w.post("member", "/groups/managers/set", { groupId: id, userId: w.people.member.id, manager: false }), r.lastManager);
    refused(await w.post("member", "/groups/members/remove", { groupId: id, userId: w.people.member.id }), r.lastManager);
    ok(await w.post("member", "/groups/members/remove", { groupId: id, userId: w.people.creator.id }));
    expect(await count(id)).toBe(1);
    refused(await w.post("member", "/groups/members/remove", { groupId: id, userId: w.people.outsider.id }), r.notAMember);
    // Administrators manage every group.
    ok(await w.post("admin", "/groups/managers/set", { groupId: id, userId: w.people.member.id, manager: true }));
  });

  it("saves a group for its managers only, refuses a stale save and deletes by the exact name", async () => {
    const id = await w.group("Книжный клуб");
    const group = ok(await w.get("creator", "/groups/get", { id }));
    const update = { id, name: "Книжный клуб «Страница»", description: "Читаем", messagesEnabled: true, version: group.version };
    refused(await w.post("member", "/groups/update", update), r.notManager);
    refused(await w.post("outsider", "/groups/update", update), r.notManager);
    const saved = ok(await w.post("creator", "/groups/update", { ...update, sort: 5, subjects: "Книги\nВстречи\n\nКниги" }));
    expect(saved).toMatchObject({ name: "Книжный клуб «Страница»", version: group.version + 1, sort: 100 });
    expect((await w.portal.services.groups.options(id)).subjects.map((s) => s.name)).toEqual(["Книги", "Встречи"]);
    refused(await w.post("creator", "/groups/update", update), r.stale);
    ok(await w.post("admin", "/groups/update", { ...update, version: saved.version, sort: 5 }));
    expect(ok(await w.get("creator", "/groups/get", { id })).sort).toBe(5);

    refused(await w.post("creator", "/groups/delete", { id, name: "Книжный клуб" }), r.deleteNameMismatch);
    refused(await w.post("member", "/groups/delete", { id, name: "Книжный клуб «Страница»" }), r.notManager);
    ok(await w.post("creator", "/groups/delete", { id, name: "Книжный клуб «Страница»" }));
    refused(await w.get("creator", "/groups/get", { id }), r.notFound);
  });

  it("lists groups 20 a page by keyset, searches names with yo as ye, and shows one's own under onlyMy", async () => {
    for (let i = 0; i < 23; i++) ok(await w.post("admin", "/groups/create", { name: `Клуб ${String(i).padStart(2, "0")}` }));
    const first = ok(await w.get("outsider", "/groups/list", {}));
    expect(first.items).toHaveLength(20);
    const second = ok(await w.get("outsider", "/groups/list", { after: first.nextCursor }));
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((g: { id: number }) => g.id)).size).toBe(all.length);
    expect(all.length).toBe(first.total);
    expect(second.nextCursor).toBeNull();
    // A malformed cursor gives the first page.
    expect(ok(await w.get("outsider", "/groups/list", { after: "garbage" })).items[0].id).toBe(first.items[0].id);

    const found = ok(await w.get("outsider", "/groups/list", { searchString: "елки" }));
    expect(found.items.map((g: { name: string }) => g.name)).toEqual(["Ёлки и палки"]);
    refused(await w.get("outsider", "/groups/list", { searchString: "ел" }), ru.groups.searchTooShort);
    expect(ok(await w.get("outsider", "/groups/list", { searchString: "%_%" })).items).toEqual([]);

    const mine = ok(await w.get("member", "/groups/list", { onlyMy: true }));
    expect(mine.items.every((g: { relationType: string | null }) => g.relationType === "SUBSCRIBER")).toBe(true);
    expect(mine.total).toBe(mine.items.length);
  });
});
