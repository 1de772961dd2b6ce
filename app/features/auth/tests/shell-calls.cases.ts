// The calls the shell makes after sign-in: the current user and the welcome flag, settings, the
// menu and notifications (web-push tokens: notifications/tests/push.test.ts). Cases of session.test.ts.
import { describe, expect, it } from "vitest";
import { createPerson } from "../../../../tests/helpers/portal";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { PASSWORD, type SessionContext } from "./session-context";

export function shellCallCases(ctx: SessionContext) {
  const { api, login, signedIn, me, addNotification } = ctx;
  describe("GET /user/short-cur-user-info and POST /user/update-need-show-welcome", () => {
    it("answers every short field of §3 with the unread count", async () => {
      const { person, token } = await signedIn({ roles: ["ROLE_GET_LOG", "ROLE_ADMINISTRATOR"] });
      await addNotification(person.id);
      await addNotification(person.id);
      await addNotification(person.id, { showed: 1 });
      const user = ok(await me({ token }));
      for (const field of [
        "id",
        "name",
        "surname",
        "middlename",
        "position",
        "department",
        "address",
        "workPhone",
        "avatarFile",
        "roles",
        "needShowWelcome",
        "countNotifications",
        "countNotifications2",
        "userWorkStatus",
      ]) {
        expect(user, field).toHaveProperty(field);
      }
      expect(user.id).toBe(person.id);
      expect(user.roles).toEqual(["ROLE_ADMINISTRATOR", "ROLE_GET_LOG"]);
      expect(user.needShowWelcome).toBe(true);
      expect(user.countNotifications2).toBe(2);
      expect(user.countNotifications).toBe(2);
    });

    it("answers the department as an object with a name", async () => {
      const dept = await ctx.portal.db.kysely
        .insertInto("departments")
        .values({ name: "Отдел кадров", city: "Москва" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const person = await createPerson(ctx.portal, { password: PASSWORD });
      await ctx.portal.services.users.upsertPerson({
        phone: person.phone,
        name: "Ирина",
        surname: "Тестова",
        departmentId: dept.id,
        position: "Специалист",
        workStatus: "VACATION",
      });
      const token = ok(await login(person.phone, PASSWORD)).accessToken;
      const user = ok(await me({ token }));
      expect(user).toMatchObject({
        department: { id: dept.id, name: "Отдел кадров" },
        position: "Специалист",
        userWorkStatus: "VACATION",
        roles: [],
      });
    });

    it("closing the welcome message turns needShowWelcome off for good", async () => {
      const { token, cookie } = await signedIn();
      expect(ok(await me({ token })).needShowWelcome).toBe(true);
      expect(ok(await api(ctx.server, "POST", "/user/update-need-show-welcome", { cookie }))).toBeNull();
      expect(ok(await me({ token })).needShowWelcome).toBe(false);
      ok(await api(ctx.server, "POST", "/user/update-need-show-welcome", { token }));
      expect(ok(await me({ cookie })).needShowWelcome).toBe(false);
    });
  });

  describe("GET /options/get and /options/get-null", () => {
    it("answers a numeric setting as a number", async () => {
      const { token } = await signedIn();
      await ctx.portal.services.settings.set("FAQ_PORTAL_ID", "42");
      expect(ok(await api(ctx.server, "GET", "/options/get", { token, query: { name: "FAQ_PORTAL_ID" } }))).toEqual({
        name: "FAQ_PORTAL_ID",
        value: 42,
      });
      expect(ok(await api(ctx.server, "GET", "/options/get-null", { token, query: { name: "FAQ_PORTAL_ID" } })).value).toBe(42);
    });

    it("keeps settings outside the public list on the server", async () => {
      const { token } = await signedIn();
      await ctx.portal.services.settings.set("SMS_GATEWAY_SECRET", "s3cret");
      const got = await api(ctx.server, "GET", "/options/get", { token, query: { name: "SMS_GATEWAY_SECRET" } });
      expect(got.envelope).toEqual({ responseCode: 1, response: null, errorMessage: "Настройка SMS_GATEWAY_SECRET не найдена" });
      const orNull = await api(ctx.server, "GET", "/options/get-null", { token, query: { name: "SMS_GATEWAY_SECRET" } });
      expect(orNull.envelope.response).toBeNull();
    });

    it("a missing setting: get refuses with its name, get-null answers null", async () => {
      const { token } = await signedIn();
      refused(
        await api(ctx.server, "GET", "/options/get", { token, query: { name: "RME_USER_ID_X" } }),
        "Настройка RME_USER_ID_X не найдена",
      );
      const call = await api(ctx.server, "GET", "/options/get-null", { token, query: { name: "RME_USER_ID_X" } });
      expect(ok(call)).toBeNull();
    });

    it("refuses a missing name parameter in Russian", async () => {
      const { token } = await signedIn();
      refused(await api(ctx.server, "GET", "/options/get", { token }), "Не указан параметр name");
      refused(await api(ctx.server, "GET", "/options/get-null", { token }), "Не указан параметр name");
      refused(await api(ctx.server, "GET", "/options/get", { token, query: { name: "  " } }), "Не указан параметр name");
    });
  });

  describe("GET /nav/list", () => {
    it("answers the menu as a tree in order, with submenus", async () => {
      const { token } = await signedIn();
      const db = ctx.portal.db.kysely;
      await db.deleteFrom("nav_items").execute();
      const knowledge = await db
        .insertInto("nav_items")
        .values({ name: "База знаний", link: "/knowledge/guide", sort: 2 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const main = await db
        .insertInto("nav_items")
        .values({ name: "Главная", link: "/main", sort: 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const faq = await db
        .insertInto("nav_items")
        .values({ name: "Вопросы и ответы", link: "/knowledge/faq", parent_id: knowledge.id, sort: 2 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const guide = await db
        .insertInto("nav_items")
        .values({ name: "Гид по компании", link: "/knowledge/guide", parent_id: knowledge.id, sort: 1, element_id: "guide" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const site = await db
        .insertInto("nav_items")
        .values({ name: "Сайт компании", link: "https://example.ru", is_url: 1, show_only_mobile: 1, sort: 3 })
        .returning("id")
        .executeTakeFirstOrThrow();

      const item = (id: number, name: string, link: string, extra: object = {}) => ({
        id,
        name,
        link,
        url: false,
        elementId: null,
        showOnlyMobile: false,
        icon: null,
        iconUrl: null,
        submenu: [],
        ...extra,
      });
      expect(ok(await api(ctx.server, "GET", "/nav/list", { token }))).toEqual([
        item(main.id, "Главная", "/main"),
        item(knowledge.id, "База знаний", "/knowledge/guide", {
          submenu: [
            item(guide.id, "Гид по компании", "/knowledge/guide", { elementId: "guide" }),
            item(faq.id, "Вопросы и ответы", "/knowledge/faq"),
          ],
        }),
        item(site.id, "Сайт компании", "https://example.ru", { url: true, showOnlyMobile: true }),
      ]);
    });
  });

  describe("GET /notifications-v2/list and POST /notifications-v2/show", () => {
    it("lists the person's notifications newest first, pages them and filters unread", async () => {
      const { person, token } = await signedIn();
      const other = await createPerson(ctx.portal);
      const a = await addNotification(person.id, { text: "Первое", showed: 1 });
      const b = await addNotification(person.id, {
        text: "{user} поблагодарила вас",
        variables: JSON.stringify([{ text: "Анна Смирнова", objectId: 7 }]),
      });
      const c = await addNotification(person.id, { text: "Третье" });
      await addNotification(other.id, { text: "Чужое" });

      const all = ok(await api(ctx.server, "GET", "/notifications-v2/list", { token }));
      expect(all.map((n: { id: number }) => n.id)).toEqual([c, b, a]);
      expect(all[1]).toEqual({
        id: b,
        text: "{user} поблагодарила вас",
        variables: [{ text: "Анна Смирнова", objectId: 7 }],
        type: "SYSTEM",
        showed: false,
        createDate: expect.any(String),
        notifyClaim: null,
        // Ours (issue #13): where it leads (a SYSTEM message: nowhere) and how many it stands for.
        link: null,
        groupCount: 1,
      });
      expect(all[2].showed).toBe(true);

      const unread = ok(await api(ctx.server, "GET", "/notifications-v2/list", { token, query: { onlyNotShowed: "true" } }));
      expect(unread.map((n: { id: number }) => n.id)).toEqual([c, b]);
      const page = ok(await api(ctx.server, "GET", "/notifications-v2/list", { token, query: { pageNumber: "1", pageSize: "2" } }));
      expect(page.map((n: { id: number }) => n.id)).toEqual([a]);
    });

    it("marks one read; someone else's or an unknown id is not found", async () => {
      const { person, token } = await signedIn();
      const other = await createPerson(ctx.portal);
      const mine = await addNotification(person.id);
      const theirs = await addNotification(other.id);
      expect(ok(await me({ token })).countNotifications2).toBe(1);

      expect(ok(await api(ctx.server, "POST", "/notifications-v2/show", { token, body: { id: mine } }))).toBeNull();
      expect(ok(await me({ token })).countNotifications2).toBe(0);

      refused(await api(ctx.server, "POST", "/notifications-v2/show", { token, body: { id: theirs } }), "Уведомление не найдено");
      refused(await api(ctx.server, "POST", "/notifications-v2/show", { token, body: { id: 99_999_999 } }), "Уведомление не найдено");
      refused(await api(ctx.server, "POST", "/notifications-v2/show", { token, body: {} }), "Уведомление не найдено");
      const theirRow = await ctx.portal.db.kysely
        .selectFrom("notifications")
        .select("showed")
        .where("id", "=", theirs)
        .executeTakeFirstOrThrow();
      expect(theirRow.showed).toBe(0);
    });

    it("reads all with /notifications-v2/show-all", async () => {
      const { person, token } = await signedIn();
      await addNotification(person.id);
      await addNotification(person.id);
      ok(await api(ctx.server, "POST", "/notifications-v2/show-all", { token }));
      expect(ok(await me({ token })).countNotifications2).toBe(0);
    });
  });
}
