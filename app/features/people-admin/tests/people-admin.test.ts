// The administrator's people (issue #32 point 5) on SQLite and PostgreSQL, through the /api: blocking stops a
// person at once (her web session, bearer and refresh tokens, her push devices) and unblocking brings none of
// them back; ending sessions does the same without blocking; every change is in the audit log with its reason;
// a refusal names its reason and writes nothing; only administrators call any of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { api } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { peopleAdminRefusals as refusals } from "../messages.server";
import { peopleAdmin as t } from "../messages";
import { openPeopleAdmin, PASSWORD, type PeopleAdminWorld, type Who } from "./fixture";

const BLOCKED = "Учётная запись заблокирована. Обратитесь к администратору портала.";
const SESSION_ENDED = "Сессия истекла. Войдите заново";
const CALLS = ["/admin/users-info/block", "/admin/users-info/unblock", "/admin/users-info/end-sessions"];

describe.each(await dialects())("the administrator's people on %s", (dialect) => {
  let w: PeopleAdminWorld;
  beforeAll(async () => {
    w = await openPeopleAdmin(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const id = (who: Who) => w.people[who].id;
  const me = (auth: { token?: string; cookie?: string }) => api(w.server, "GET", "/user/short-cur-user-info", auth);
  const login = (who: Who) => api(w.server, "POST", "/login", { body: { username: w.people[who].phone, password: PASSWORD } });
  const refresh = (refreshToken: string) => api(w.server, "POST", "/token/refresh", { body: { refreshToken } });
  const pushDevices = async (who: Who) =>
    (await w.db.selectFrom("web_push_subscriptions").select("id").where("user_id", "=", id(who)).execute()).length;
  const person = async (who: Who) => {
    const { people } = ok(await w.get("admin", "/admin/users-info/list", { pageSize: "200" }));
    return (people as { id: number }[]).find((p) => p.id === id(who)) as Record<string, unknown>;
  };
  /** Everything a refusal must leave as it was: the people's rows, sign-ins, push devices and the audit log. */
  const state = async () => ({
    users: await w.db.selectFrom("users").select(["id", "blocked", "updated_at"]).orderBy("id").execute(),
    tokens: await w.db.selectFrom("auth_tokens").select("token_hash").orderBy("token_hash").execute(),
    push: await w.db.selectFrom("web_push_subscriptions").select("id").orderBy("id").execute(),
    audit: await w.audit(),
  });

  it("shows a person's state: department, password, last sign-in, devices with push and roles", async () => {
    await w.signIn("loader");
    expect(await person("loader")).toMatchObject({
      surname: "Блокова",
      name: "Мария",
      department: { id: w.units.warehouse, name: "Склад" },
      blocked: false,
      passwordSet: true,
      lastSignIn: expect.any(String),
      pushDevices: 1,
      roles: [],
    });
    expect(await person("admin")).toMatchObject({ department: null, roles: ["ROLE_ADMINISTRATOR"] });
  });

  it("blocks a person: her cookie, bearer and refresh tokens stop at once, her push devices are gone", async () => {
    const signedIn = await w.signIn("loader");
    ok(await me({ token: signedIn.accessToken }));
    ok(await me({ cookie: signedIn.cookie }));
    const reason = "Уволена приказом №15";
    const shown = ok(await w.post("admin", "/admin/users-info/block", { userId: id("loader"), reason }));
    expect(shown).toMatchObject({ id: id("loader"), blocked: true, lastSignIn: null, pushDevices: 0 });

    unauthorized(await me({ token: signedIn.accessToken }));
    unauthorized(await me({ cookie: signedIn.cookie }));
    refused(await refresh(signedIn.refreshToken), SESSION_ENDED);
    refused(await login("loader"), BLOCKED);
    expect(await pushDevices("loader")).toBe(0);

    // Unblocking lets her sign in again herself: the old sign-ins stay ended.
    ok(await w.post("admin", "/admin/users-info/unblock", { userId: id("loader"), reason: "Восстановлена" }));
    unauthorized(await me({ token: signedIn.accessToken }));
    unauthorized(await me({ cookie: signedIn.cookie }));
    refused(await refresh(signedIn.refreshToken), SESSION_ENDED);
    expect(await pushDevices("loader")).toBe(0);
    ok(await login("loader"));

    const entries = (await w.audit()).filter((a) => a.entityId === String(id("loader")));
    expect(entries).toEqual([
      {
        actorId: id("admin"),
        action: "USER_BLOCK",
        entityId: String(id("loader")),
        before: { blocked: false },
        after: { blocked: true, reason },
      },
      {
        actorId: id("admin"),
        action: "USER_UNBLOCK",
        entityId: String(id("loader")),
        before: { blocked: true },
        after: { blocked: false, reason: "Восстановлена" },
      },
    ]);
  });

  it("ends a person's sessions without blocking her", async () => {
    const signedIn = await w.signIn("driver");
    const families = new Set(
      (await w.db.selectFrom("auth_tokens").select("family").where("user_id", "=", id("driver")).execute()).map((r) => r.family),
    );
    const shown = ok(await w.post("admin", "/admin/users-info/end-sessions", { userId: id("driver") }));
    expect(shown).toMatchObject({ blocked: false, lastSignIn: null, pushDevices: 0 });
    unauthorized(await me({ token: signedIn.accessToken }));
    unauthorized(await me({ cookie: signedIn.cookie }));
    refused(await refresh(signedIn.refreshToken), SESSION_ENDED);
    expect(families.size).toBeGreaterThan(1);
    expect((await w.audit()).at(-1)).toEqual({
      actorId: id("admin"),
      action: "USER_SESSIONS_END",
      entityId: String(id("driver")),
      before: { sessions: families.size, pushDevices: 1 },
      after: { sessions: 0, pushDevices: 0 },
    });
    ok(await login("driver"));
  });

  it("refuses by name and writes nothing", async () => {
    await w.signIn("loader");
    ok(await w.post("admin", "/admin/users-info/block", { userId: id("driver"), reason: "Проверка" }));
    const before = await state();
    const block = (body: Record<string, unknown>) => w.post("admin", "/admin/users-info/block", body);
    refused(await block({ userId: id("admin"), reason: "Себя" }), refusals.selfBlock);
    refused(await block({ userId: id("driver"), reason: "Ещё раз" }), refusals.alreadyBlocked("Блоков Олег"));
    refused(
      await w.post("admin", "/admin/users-info/unblock", { userId: id("loader"), reason: "Зачем" }),
      refusals.notBlocked("Блокова Мария"),
    );
    refused(await block({ userId: 987_654, reason: "Никто" }), refusals.personNotFound);
    refused(await w.post("admin", "/admin/users-info/end-sessions", { userId: 987_654 }), refusals.personNotFound);
    refused(await w.post("admin", "/admin/users-info/end-sessions", { userId: id("admin") }), refusals.selfSessions);
    refused(await block({ userId: id("loader"), reason: "   " }), t.reasonRequired);
    refused(await block({ userId: id("loader") }), t.reasonRequired);
    refused(await block({ userId: id("loader"), reason: "ж".repeat(501) }), t.reasonTooLong);
    refused(await block({ reason: "Кто-то" }), t.personRequired);
    expect(await state()).toEqual(before);
    ok(await w.post("admin", "/admin/users-info/unblock", { userId: id("driver"), reason: "Проверка окончена" }));
  });

  it("lets administrators only: anonymous 401, an employee refused, and one administrator may block another", async () => {
    const before = await state();
    for (const path of CALLS) {
      unauthorized(await w.post(null, path, { userId: id("driver"), reason: "Аноним" }));
      refused(await w.post("clerk", path, { userId: id("driver"), reason: "Сотрудник" }), refusals.noRight);
      // Who may call is checked before the input is read.
      refused(await w.post("clerk", path, {}), refusals.noRight);
    }
    unauthorized(await w.get(null, "/admin/users-info/list"));
    refused(await w.get("clerk", "/admin/users-info/list"), refusals.noRight);
    expect(await state()).toEqual(before);

    ok(await w.post("admin", "/admin/users-info/block", { userId: id("admin2"), reason: "Второй администратор в отпуске" }));
    unauthorized(await w.get("admin2", "/admin/users-info/list"));
    ok(await w.post("admin", "/admin/users-info/unblock", { userId: id("admin2"), reason: "Вернулся" }));
  });

  it("filters by the name's start, department and state, and pages by id", async () => {
    const list = async (query: Record<string, string>) => {
      const page = ok(await w.get("admin", "/admin/users-info/list", query));
      return { ids: (page.people as { id: number }[]).map((p) => p.id), nextAfter: page.nextAfter as number | null };
    };
    expect((await list({ query: "блоков" })).ids).toEqual([id("loader"), id("driver")]);
    expect((await list({ query: "Блокова Мар" })).ids).toEqual([id("loader")]);
    expect((await list({ query: "Мария" })).ids).toEqual([]);
    expect((await list({ query: "100%_" })).ids).toEqual([]);
    expect((await list({ departmentId: String(w.units.hr) })).ids).toEqual([id("clerk")]);
    ok(await w.post("admin", "/admin/users-info/block", { userId: id("driver"), reason: "Проверка отбора" }));
    expect((await list({ departmentId: String(w.units.warehouse), state: "blocked" })).ids).toEqual([id("driver")]);
    expect((await list({ departmentId: String(w.units.warehouse), state: "active" })).ids).toEqual([id("loader")]);
    expect((await list({ state: "all" })).ids).toEqual(
      Object.values(w.people)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );

    const first = await list({ pageSize: "2" });
    expect(first).toEqual({ ids: [id("admin"), id("admin2")], nextAfter: id("admin2") });
    const second = await list({ pageSize: "2", after: String(first.nextAfter) });
    expect(second).toEqual({ ids: [id("clerk"), id("loader")], nextAfter: id("loader") });
    expect(await list({ pageSize: "2", after: String(second.nextAfter) })).toEqual({ ids: [id("driver")], nextAfter: null });

    refused(await w.get("admin", "/admin/users-info/list", { state: "fired" }), t.stateUnknown);
    refused(await w.get("admin", "/admin/users-info/list", { departmentId: "склад" }), t.departmentUnknown);
    refused(await w.get("admin", "/admin/users-info/list", { query: "ж".repeat(101) }), t.queryTooLong);
    ok(await w.post("admin", "/admin/users-info/unblock", { userId: id("driver"), reason: "Проверка окончена" }));
  });
});
