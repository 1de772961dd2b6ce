// Thanks over /api (ours, issue #12 point 11): create (1–1000 characters, never oneself, only active
// colleagues), get, the lists by keyset (a person's, everyone's), delete by the giver or news editors,
// the THANKS notification through the outbox, and the same statements for 1 or 20 thanks.
// SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { type Who, openFeed, type FeedPeople } from "./fixture";

const t = ru.feedTalk;

describe.each(await dialects())("thanks on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect, { onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql) }));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const thank = (who: Who, to: Who | number | string, text: unknown) =>
    f.post(who, "/thanks/create", { userId: typeof to === "string" && to in f.people ? f.people[to as Who].id : to, text });
  const received = async (who: Who, query: Record<string, string | number> = {}) =>
    ok(await f.get("employee", "/thanks/list", { userId: f.people[who].id, ...query })) as {
      content: { id: number; text: string }[];
      nextCursor: string | null;
    };

  it("refuses every thanks call without a session", async () => {
    unauthorized(await f.post(null, "/thanks/create", { userId: 1, text: "Спасибо" }));
    unauthorized(await f.post(null, "/thanks/delete", { id: 1 }));
    unauthorized(await f.get(null, "/thanks/list"));
    unauthorized(await f.get(null, "/thanks/get", { id: 1 }));
  });

  it("thanks a colleague with 1–1000 characters, never oneself nor an unknown or blocked person", async () => {
    const made = ok(await thank("employee", "other", "  Спасибо за помощь с кассой!  "));
    expect(made).toEqual({
      id: expect.any(Number),
      from: { id: f.people.employee.id, name: "Мария", surname: "Иванова", avatarFile: null },
      to: { id: f.people.other.id, name: "Семён", surname: "Простов", avatarFile: null },
      text: "Спасибо за помощь с кассой!",
      createDate: portal.clock.now().toISOString(),
      canDelete: true,
    });
    expect(ok(await f.get("other", "/thanks/get", { id: made.id }))).toEqual({ ...made, canDelete: false });
    expect(ok(await f.get("editor", "/thanks/get", { id: made.id })).canDelete).toBe(true);
    refused(await thank("employee", "employee", "Себе"), t.thanksSelf);
    refused(await thank("employee", "other", "   "), t.thanksEmpty);
    refused(await thank("employee", "other", undefined), t.thanksEmpty);
    refused(await thank("employee", "other", "б".repeat(1001)), t.thanksTooLong);
    expect(ok(await thank("employee", "other", "б".repeat(1000))).text).toHaveLength(1000);
    refused(await thank("employee", 999999, "Кому?"), t.userNotFound);
    refused(await thank("employee", "abc", "Кому?"), t.userNotFound);
    refused(await f.post("employee", "/thanks/create", { text: "Кому?" }), t.userNotFound);
    await portal.db.kysely.updateTable("users").set({ blocked: 1 }).where("id", "=", f.people.admin.id).execute();
    refused(await thank("employee", "admin", "Спасибо"), t.userNotFound);
    await portal.db.kysely.updateTable("users").set({ blocked: 0 }).where("id", "=", f.people.admin.id).execute();
    refused(await f.get("other", "/thanks/get", { id: 999999 }), t.thanksNotFound);
    refused(await f.get("other", "/thanks/get", { id: "x" }), t.thanksNotFound);
  });

  it("notifies the recipient, linking to the thanks", async () => {
    const made = ok(await thank("other", "admin", "Спасибо за обучение"));
    await portal.outbox.deliver();
    const rows = await portal.db.kysely
      .selectFrom("notifications")
      .select(["type", "text", "variables"])
      .where("user_id", "=", f.people.admin.id)
      .where("type", "=", "THANKS")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ text: t.notifyThanks });
    const variables = JSON.parse(rows[0]!.variables);
    expect(variables).toEqual([
      { text: "Семён Простов", objectId: f.people.other.id, avatarFilePath: null },
      { text: "Спасибо за обучение", objectId: made.id },
    ]);
    expect(portal.services.notifications.linkOf({ type: "THANKS", variables }, f.people.admin.id)).toBe(`/thanks/${made.id}`);
    const list = ok(await f.get("admin", "/notifications-v2/list"));
    expect(list.find((n: { type: string }) => n.type === "THANKS")).toMatchObject({ text: t.notifyThanks, variables });
  });

  it("lets the giver and news editors delete a thanks; it is then gone for everyone", async () => {
    const a = ok(await thank("employee", "admin", "Первая"));
    const b = ok(await thank("employee", "admin", "Вторая"));
    refused(await f.post("other", "/thanks/delete", { id: a.id }), t.thanksDeleteForbidden);
    refused(await f.post("admin", "/thanks/delete", { id: 999999 }), t.thanksNotFound);
    refused(await f.post("admin", "/thanks/delete", { id: "x" }), t.thanksNotFound);
    expect(ok(await f.post("employee", "/thanks/delete", { id: a.id }))).toBeNull();
    expect(ok(await f.post("editor", "/thanks/delete", { id: b.id }))).toBeNull();
    refused(await f.post("employee", "/thanks/delete", { id: a.id }), t.thanksNotFound);
    refused(await f.get("employee", "/thanks/get", { id: a.id }), t.thanksNotFound);
    const ids = (await received("admin", { limit: 50 })).content.map((x) => x.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
  });

  it("lists a person's thanks and everyone's newest first by keyset; a bad cursor gives page 1", async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push(ok(await thank(i % 2 ? "admin" : "editor", "employee", `Спасибо №${i}`)).id);
    const all = await received("employee", { limit: 50 });
    expect(all.content.map((x) => x.id)).toEqual([...made].reverse());
    expect(all.nextCursor).toBeNull();
    const first = await received("employee", { limit: 2 });
    expect(first.content.map((x) => x.text)).toEqual(["Спасибо №4", "Спасибо №3"]);
    const second = await received("employee", { limit: 2, cursor: first.nextCursor! });
    const third = await received("employee", { limit: 2, cursor: second.nextCursor! });
    expect([...first.content, ...second.content, ...third.content].map((x) => x.id)).toEqual(all.content.map((x) => x.id));
    expect(third.nextCursor).toBeNull();
    expect((await received("employee", { limit: 2, cursor: "%%%" })).content).toEqual(first.content);
    expect((await received("employee", { limit: 2, cursor: "bm90LWFuLWlk" })).content).toEqual(first.content);
    expect((await received("employee", { limit: 500 })).content).toHaveLength(5);
    const everyone = ok(await f.get("other", "/thanks/list", { limit: 50 }));
    expect(everyone.content[0].id).toBe(made[4]);
    expect(everyone.content.length).toBeGreaterThan(5);
    refused(await f.get("other", "/thanks/list", { userId: 999999 }), t.userNotFound);
    refused(await f.get("other", "/thanks/list", { userId: "x" }), t.userNotFound);
  });

  async function countList(userId: number) {
    // What the last change notifies goes out through the outbox: delivered first, so only the list is counted.
    await portal.outbox.deliver();
    statements = [];
    counting = true;
    const page = ok(await f.get("employee", "/thanks/list", { userId, limit: 20 }));
    counting = false;
    return { page, count: statements.length };
  }

  it("lists 1 thanks or 20 in the same statements", async () => {
    await thank("employee", "editor", "Один");
    const one = await countList(f.people.editor.id);
    expect(one.page.content).toHaveLength(1);
    for (let i = 0; i < 22; i++) await thank(i % 2 ? "other" : "admin", "editor", `№${i}`);
    const twenty = await countList(f.people.editor.id);
    expect(twenty.page.content).toHaveLength(20);
    expect(twenty.page.nextCursor).not.toBeNull();
    expect(twenty.count).toBe(one.count);
    // The caller's token and roles (2), the person, the thanks.
    expect(twenty.count).toBeLessThanOrEqual(4);
  });
});
