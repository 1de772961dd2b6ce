// /admin/avatars' calls (issue #32 point 6) on SQLite and PostgreSQL: the people's photos newest first, keyset
// paged in one statement whatever their number; an administrator removes one with a reason, which clears the
// photo, records the audit entry and tells its owner why, in one transaction; refusals name what is wrong and
// change nothing; only administrators list or remove.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { actingAs } from "~/platform/actor";
import { avatarRefusals as t } from "../messages.server";

const PASSWORD = "avatars-123";
const NOTICE = "Администратор убрал фото вашего профиля: Фото не по правилам";

describe.each(await dialects())("/admin/avatars on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let admin: string;
  let employee: string;
  let adminId: number;
  let counting = false;
  let statements: string[] = [];
  const photos: number[] = [];
  let image: Buffer;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => counting && statements.push(sql) });
    server = await startTestServer(portal);
    image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0b5cad" } })
      .png()
      .toBuffer();
    const signIn = async (roles: string[]) => {
      const person = await createPerson(portal, { password: PASSWORD, roles });
      return {
        id: person.id,
        token: ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken,
      };
    };
    ({ id: adminId, token: admin } = await signIn(["ROLE_ADMINISTRATOR"]));
    ({ token: employee } = await signIn([]));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  /** A new person with a photo set now (a minute after the last one). */
  async function withPhoto(name = "Фотина") {
    portal.clock.advance(60_000);
    const { id } = await createPerson(portal, { name, surname: `Сотрудникова${photos.length}` });
    await portal.services.profile.updateAvatar(actingAs(id), { image: new Uint8Array(image) });
    photos.push(id);
    return id;
  }
  const list = (token: string | undefined, query: Record<string, string> = {}) =>
    api(server, "GET", "/admin/avatars/list", { token, query });
  const remove = (token: string | undefined, body: Record<string, unknown>) =>
    api(server, "POST", "/admin/avatars/remove", { token, body });
  async function pageStatements() {
    await portal.outbox.deliver();
    statements = [];
    counting = true;
    const page = ok(await list(admin));
    counting = false;
    return { count: statements.filter((s) => !isOutboxStatement(s)).length, items: page.items.length };
  }
  /** What a refused call must leave as it was. */
  const state = async () => ({
    users: await portal.db.kysely.selectFrom("users").select(["id", "avatar_path", "updated_at"]).orderBy("id").execute(),
    changes: await portal.db.kysely.selectFrom("avatar_changes").selectAll().orderBy("id").execute(),
    audit: await portal.db.kysely.selectFrom("audit_log").select("id").execute(),
    notifications: await portal.db.kysely.selectFrom("notifications").select("id").execute(),
  });

  it("reads a page in the same statements with 10 photos as with 40", async () => {
    for (let i = 0; i < 10; i++) await withPhoto();
    const ten = await pageStatements();
    for (let i = 0; i < 30; i++) await withPhoto();
    const forty = await pageStatements();
    expect([ten.items, forty.items]).toEqual([10, 40]);
    expect(forty.count).toBe(ten.count);
  });

  it("lists the newest photo first, keyset-paged, and a new photo moves its owner to the top", async () => {
    const first = ok(await list(admin, { pageSize: "3" }));
    expect(first.items.map((i: { userId: number }) => i.userId)).toEqual(photos.slice(-3).reverse());
    const [top] = first.items;
    expect(top).toMatchObject({ name: "Фотина", surname: `Сотрудникова${photos.length - 1}`, department: null });
    expect(top.smallPath).toBe(top.filePath.replace("-large.jpg", "-small.jpg"));
    expect(top.setAt).toBe(portal.clock.now().toISOString());
    const second = ok(await list(admin, { pageSize: "3", before: String(first.next) }));
    expect(second.items.map((i: { userId: number }) => i.userId)).toEqual(photos.slice(-6, -3).reverse());
    const all = ok(await list(admin, { pageSize: "100" }));
    expect(all.items).toHaveLength(40);
    expect(all.next).toBeNull();

    portal.clock.advance(60_000);
    await portal.services.profile.updateAvatar(actingAs(photos[0]!), { image: new Uint8Array(image) });
    const now = ok(await list(admin, { pageSize: "2" }));
    expect(now.items.map((i: { userId: number }) => i.userId)).toEqual([photos[0], photos.at(-1)]);
    expect(ok(await list(admin, { pageSize: "100" })).items).toHaveLength(40);
  });

  it("removes a photo with its reason: the profile has none, the log says so, its owner is told why", async () => {
    const owner = photos[5]!;
    const path = ok(await api(server, "GET", "/user/full-user-info", { token: admin, query: { id: String(owner) } })).avatarFile.filePath;
    expect(ok(await remove(admin, { userId: owner, reason: "  Фото не по правилам " }))).toBeNull();
    expect(ok(await api(server, "GET", "/user/full-user-info", { token: admin, query: { id: String(owner) } })).avatarFile).toBeNull();
    expect(ok(await list(admin, { pageSize: "100" })).items.map((i: { userId: number }) => i.userId)).not.toContain(owner);
    // Its files are gone too.
    expect((await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${admin}` } })).status).toBe(404);

    const entry = await portal.db.kysely
      .selectFrom("audit_log")
      .select(["actor_id", "action", "entity", "entity_id", "before", "after"])
      .where("action", "=", "AVATAR_REMOVE")
      .executeTakeFirstOrThrow();
    expect({ ...entry, before: JSON.parse(entry.before!), after: JSON.parse(entry.after!) }).toEqual({
      actor_id: adminId,
      action: "AVATAR_REMOVE",
      entity: "USER",
      entity_id: String(owner),
      before: { avatar: path },
      after: { reason: "Фото не по правилам" },
    });
    const [notice] = await portal.services.notifications.list(actingAs(owner), { pageNumber: 0, pageSize: 20, onlyNotShowed: false });
    expect(notice).toMatchObject({ type: "AVATAR_REMOVED", text: NOTICE, link: `/user/${owner}/edit` });
  });

  it("refuses by name and changes nothing", async () => {
    const noPhoto = await createPerson(portal, { name: "Безфото" });
    const owner = photos[6]!;
    const before = await state();
    unauthorized(await list(undefined));
    refused(await list(employee), t.noRight);
    unauthorized(await remove(undefined, { userId: owner, reason: "Причина" }));
    refused(await remove(employee, { userId: owner, reason: "Причина" }), t.noRight);
    refused(await remove(admin, { userId: owner }), t.reasonRequired);
    refused(await remove(admin, { userId: owner, reason: "   " }), t.reasonRequired);
    refused(await remove(admin, { userId: owner, reason: "я".repeat(301) }), t.reasonTooLong);
    refused(await remove(admin, { userId: 987_654, reason: "Причина" }), t.notFound);
    refused(await remove(admin, { reason: "Причина" }), t.notFound);
    refused(await remove(admin, { userId: noPhoto.id, reason: "Причина" }), t.noPhoto);
    refused(await remove(admin, { userId: photos[5], reason: "Ещё раз" }), t.noPhoto);
    expect(await state()).toEqual(before);
    // 300 characters are enough.
    ok(await remove(admin, { userId: owner, reason: "я".repeat(300) }));
  });
});
