// The notification engine (issue #13 point 1) on SQLite and PostgreSQL: every registered type is sound;
// notify() refuses what is not registered or does not fit the template, skips blocked people and those
// who turned the family off, groups by key (the unread row moves to the top as "(ещё N)"), and the list
// gives each notification its link and groupCount.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { familyLabel, familyObject, familyOf } from "../links";
import { boundNamesOf, notify, placeholdersOf, problemsOf, registeredTypes, type NotifyInput } from "../server/engine.server";
import { presentNotification } from "../server/notifications.server";
import { registeredFamilies } from "../server/preferences.server";

describe.each(await dialects())("the notification engine on %s", (dialect) => {
  let portal: TestPortal;
  let anna: number;
  let boris: number;
  let blocked: number;
  const at = "2026-11-21T09:00:00.000Z";

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    anna = (await createPerson(portal, { password: "anna-1" })).id;
    boris = (await createPerson(portal, { password: "boris-1" })).id;
    blocked = (await createPerson(portal)).id;
    await portal.db.kysely.updateTable("users").set({ blocked: 1 }).where("id", "=", blocked).execute();
  });
  afterAll(() => portal?.dispose());

  const send = (input: Omit<NotifyInput, "at"> & { at?: string }) =>
    portal.db.kysely.transaction().execute((trx) => notify(trx, { at, ...input }));
  const rowsOf = (userId: number) =>
    portal.db.kysely
      .selectFrom("notifications")
      .select(["id", "type", "text", "variables", "object_id", "group_count", "showed"])
      .where("user_id", "=", userId)
      .orderBy("id", "desc")
      .execute();
  const thanks = (from: string, thanksId: number) => [
    { text: from, objectId: anna },
    { text: "Спасибо", objectId: thanksId },
  ];

  it("has every registered type sound: known family and placeholders, its family's object among its variables", () => {
    const types = [...registeredTypes()];
    expect(types.map(([type]) => type)).toEqual(expect.arrayContaining(["POST_OFFER", "POST_COMMENT", "THANKS", "WIKI_GUIDE"]));
    for (const [type, def] of types) {
      expect(problemsOf(type, def), type).toEqual([]);
      const family = familyOf(type)!.family;
      const object = familyObject(family);
      if (object) expect(boundNamesOf(def), type).toContain(object);
      // Its family is named on the settings page by the feature that brings it.
      expect(familyLabel(def.family), def.family).not.toBe(def.family);
    }
    // A text whose placeholders are not the registered ones is caught.
    expect(problemsOf("THANKS", { family: "THANKS", template: "{user} {thanx}" })).toEqual([
      "THANKS: unknown placeholder {thanx}",
      "THANKS: no {thanks}, the object of its family",
    ]);
    expect(problemsOf("THANKS", { family: "POST", template: "{user} {thanks}", variants: { b: "{thanks} {user}" } })).toHaveLength(2);
    expect(placeholdersOf("Ваша новость {post} отклонена: {reason}")).toEqual(["post", "reason"]);
    expect(registeredFamilies()).toEqual(expect.arrayContaining(["POST", "THANKS", "WIKI_GUIDE"]));
  });

  it("refuses an unregistered type, a wrong number of variables, an unknown variant, a missing inline value", async () => {
    await expect(send({ recipients: [anna], type: "NOPE", variables: [] })).rejects.toThrow("Unregistered notification type NOPE");
    await expect(send({ recipients: [anna], type: "THANKS", variables: [{ text: "a", objectId: 1 }] })).rejects.toThrow(
      "takes 2 variables, got 1",
    );
    await expect(send({ recipients: [anna], type: "WIKI_GUIDE", variant: "x", variables: [{ text: "a", objectId: 1 }] })).rejects.toThrow(
      "no variant x",
    );
    await expect(
      send({ recipients: [anna], type: "POST_OFFER", variant: "rejected", variables: [{ text: "a", objectId: 1 }] }),
    ).rejects.toThrow("needs {reason}");
    expect(await rowsOf(anna)).toEqual([]);
  });

  it("writes one row per active recipient, skips blocked and unknown people, fills inline text safely", async () => {
    const many = [anna, boris, blocked, anna, ...Array.from({ length: 1200 }, (_, i) => 1_000_000 + i)];
    expect(await send({ recipients: many, type: "THANKS", variables: thanks("Вера", 5) })).toBe(2);
    const [row] = await rowsOf(boris);
    expect(row).toMatchObject({ type: "THANKS", text: "{user} благодарит вас: {thanks}", object_id: 5, group_count: 1 });
    expect(await rowsOf(blocked)).toEqual([]);
    await send({
      recipients: [boris],
      type: "POST_OFFER",
      variant: "rejected",
      variables: [{ text: "«Новость»", objectId: 9 }],
      inline: { reason: "Было {post}" },
    });
    expect((await rowsOf(boris))[0]!.text).toBe("Ваша новость {post} отклонена: Было (post)");
  });

  it("groups by key: the unread row is replaced by the latest, at the top, counting; a read one starts anew", async () => {
    const comment = (who: string, commentId: number) => ({
      recipients: [anna],
      type: "POST_COMMENT",
      variables: [
        { text: who, objectId: boris },
        { text: "«График»", objectId: 77 },
        { text: "", objectId: commentId },
      ],
      groupKey: "post:77",
    });
    await send(comment("Борис", 1));
    await send({ recipients: [anna], type: "THANKS", variables: thanks("Вера", 6) });
    const first = (await rowsOf(anna)).find((r) => r.type === "POST_COMMENT")!;
    await send(comment("Вера", 2));
    await send({ ...comment("Глеб", 3), groupKey: "post:78" });
    await send(comment("Дина", 4));
    const rows = (await rowsOf(anna)).filter((r) => r.type === "POST_COMMENT");
    expect(rows.map((r) => [r.group_count, JSON.parse(r.variables)[0].text])).toEqual([
      [3, "Дина"],
      [1, "Глеб"],
    ]);
    expect(rows[0]!.id).toBeGreaterThan(first.id);
    expect(rows.some((r) => r.id === first.id)).toBe(false);

    const list = await portal.services.notifications.list(actingAs(anna), { pageNumber: 0, pageSize: 20, onlyNotShowed: false });
    expect(list[0]).toMatchObject({ type: "POST_COMMENT", groupCount: 3, link: "/news/77#comment-4" });
    expect(list.find((n) => n.type === "THANKS")).toMatchObject({ groupCount: 1, link: "/thanks/6" });
    expect(presentNotification(list[0]!, new Date(at)).text).toBe("Дина комментирует вашу публикацию «График» (ещё 2)");

    await portal.services.notifications.show(actingAs(anna), { id: rows[0]!.id });
    await send(comment("Ефим", 5));
    const after = (await rowsOf(anna)).filter((r) => r.type === "POST_COMMENT" && r.showed === 0);
    expect(after.map((r) => r.group_count)).toEqual([1, 1]);
  });

  it("skips people who turned the family off «На портале»; push alone changes nothing; the default is on", async () => {
    const boss = actingAs(boris);
    expect((await portal.services.notifications.preferences(boss)).every((p) => p.onPortal && p.push)).toBe(true);
    const families = registeredFamilies();
    await portal.services.notifications.savePreferences(boss, { onPortal: families.filter((f) => f !== "THANKS"), push: ["THANKS"] });
    const saved = await portal.services.notifications.preferences(boss);
    expect(saved.find((p) => p.family === "THANKS")).toEqual({ family: "THANKS", label: "Благодарности", onPortal: false, push: true });
    expect(saved.find((p) => p.family === "POST")).toEqual({
      family: "POST",
      label: "Публикации и комментарии",
      onPortal: true,
      push: false,
    });
    const before = (await rowsOf(boris)).length;
    expect(await send({ recipients: [boris, anna], type: "THANKS", variables: thanks("Вера", 7) })).toBe(1);
    expect(await send({ recipients: [boris], type: "WIKI_GUIDE", variables: [{ text: "Статья", objectId: 3 }] })).toBe(1);
    expect((await rowsOf(boris)).length).toBe(before + 1);
    // Saving everything ticked again leaves no rows (the default).
    await portal.services.notifications.savePreferences(boss, { onPortal: families, push: families });
    expect(await portal.db.kysely.selectFrom("notification_preferences").selectAll().execute()).toEqual([]);
  });
});
