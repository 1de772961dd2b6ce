// Contract tests of the claim calls (issue #13 point 8) on SQLite and PostgreSQL: 401 for everyone
// signed out, filing with its field errors, reading (owner, handlers, administrators; «Заявка не
// найдена» for anyone else), comments, lists and the type and status lists.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { openClaims, type ClaimsWorld } from "./fixture";

const NOT_FOUND = "Заявка не найдена";

describe.each(await dialects())("Claim calls on %s", (dialect) => {
  let w: ClaimsWorld;
  beforeAll(async () => {
    w = await openClaims(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  it("answers 401 to every call without a session or token, and files nothing", async () => {
    for (const path of [
      "/user-claims/get",
      "/user-claims-v2/list-history",
      "/user-claims/status/list-history",
      "/user-claims/list-statuses",
      "/user-claims/list-types-for-user",
      "/user-claims-v2/list-for-cur-user",
      "/user-claims-v2/list-for-approver",
    ]) {
      unauthorized(await w.get(null, path, { id: 1, claimId: 1, type: "GENERAL_REQUEST" }));
    }
    for (const path of ["/user-claims/create", "/user-claims/change-status", "/user-claims/comment"]) {
      unauthorized(await w.post(null, path, { type: "GENERAL_REQUEST", subject: "a", text: "b", claimId: 1, status: "NEW", comment: "c" }));
    }
    expect(await w.portal.db.kysely.selectFrom("claims").select("id").execute()).toEqual([]);
  });

  it("files a support request: trimmed, in NEW, handled by support and administrators", async () => {
    const { id } = ok(
      await w.post("owner", "/user-claims/create", { type: "GENERAL_REQUEST", subject: "  Не грузится профиль ", text: " Белый экран " }),
    );
    const claim = ok(await w.get("owner", "/user-claims/get", { id }));
    expect(claim).toMatchObject({
      id,
      type: "GENERAL_REQUEST",
      typeDescription: "Обращение в поддержку портала",
      status: { name: "NEW", description: "Новая" },
      subject: "Не грузится профиль",
      text: "Белый экран",
      owner: { id: w.people.owner.id, name: "Мария", surname: "Иванова" },
      version: 1,
    });
    expect(claim.handlers.map((h: { id: number }) => h.id)).toEqual([w.people.support.id, w.people.admin.id]);
    expect(claim.abilities).toEqual([
      { status: { name: "CANCELLED", description: "Отменена" }, commentRequired: false, as: "owner", fields: [] },
    ]);
    const events = await w.portal.db.kysely.selectFrom("events").select(["type", "payload"]).where("type", "like", "claims.%").execute();
    expect(events.map((e) => [e.type, JSON.parse(e.payload)])).toContainEqual([
      "claims.created",
      { claimId: id, claimType: "GENERAL_REQUEST", from: null, to: "NEW", actorId: w.people.owner.id, comment: null },
    ]);
  });

  it("refuses bad input with Russian field errors", async () => {
    const create = (body: unknown) => w.post("owner", "/user-claims/create", body);
    refused(await create({ type: "GENERAL_REQUEST", subject: "   ", text: "x" }), "Укажите тему заявки");
    refused(await create({ type: "GENERAL_REQUEST", subject: "x".repeat(256), text: "x" }), "Тема заявки — не больше 255 символов");
    refused(await create({ type: "GENERAL_REQUEST", subject: "x", text: "" }), "Опишите, что нужно сделать");
    refused(await create({ type: "GENERAL_REQUEST", subject: "x", text: "x".repeat(4001) }), "Текст заявки — не больше 4000 символов");
    refused(await create({ type: "VACATION", subject: "x", text: "x" }), "Тип заявки не найден");
    refused(await create({ subject: "x", text: "x" }), "Тип заявки не найден");
    refused(
      await create({ type: "GENERAL_REQUEST", subject: "x\u0000", text: "x" }),
      "Уберите из текста непечатаемые символы (например, нулевой байт)",
    );
    ok(await create({ type: "GENERAL_REQUEST", subject: "x".repeat(255), text: "x".repeat(4000) }));
    refused(await w.get("owner", "/user-claims/get", { id: "abc" }), NOT_FOUND);
    refused(await w.get("owner", "/user-claims/get", { id: 99999999999 }), NOT_FOUND);
    refused(await w.get("owner", "/user-claims/list-statuses", { type: "NOPE" }), "Тип заявки не найден");
    const id = await w.file();
    refused(await w.move("owner", id, "LOST"), "Статус заявки не найден");
    refused(await w.post("owner", "/user-claims/comment", { claimId: id, comment: "  " }), "Укажите комментарий");
    refused(
      await w.post("owner", "/user-claims/comment", { claimId: id, comment: "x".repeat(4001) }),
      "Комментарий — не больше 4000 символов",
    );
    refused(await w.move("owner", id, "CANCELLED", { comment: "x".repeat(4001) }), "Комментарий — не больше 4000 символов");
  });

  it("shows a claim to its owner, handlers and claims administrators only: anyone else is told it does not exist", async () => {
    const id = await w.file();
    for (const who of ["owner", "support", "admin", "handlerOnly"] as const) ok(await w.get(who, "/user-claims/get", { id }));
    refused(await w.get("other", "/user-claims/get", { id }), NOT_FOUND);
    refused(await w.get("other", "/user-claims-v2/list-history", { claimId: id }), NOT_FOUND);
    refused(await w.get("other", "/user-claims/status/list-history", { claimId: id }), NOT_FOUND);
    refused(await w.post("other", "/user-claims/comment", { claimId: id, comment: "Я тоже" }), NOT_FOUND);
    refused(await w.move("other", id, "CANCELLED"), NOT_FOUND);
    refused(await w.get("other", "/user-claims/get", { id: id + 1000 }), NOT_FOUND);
    expect(await w.statusOf(id)).toBe("NEW");
  });

  it("keeps comments and moves in the history, newest first, paged", async () => {
    const id = await w.file("История");
    ok(await w.post("owner", "/user-claims/comment", { claimId: id, comment: "Добавлю скриншот" }));
    ok(await w.move("support", id, "IN_WORK"));
    ok(await w.move("support", id, "ON_FIX", { comment: "Нужен скриншот" }));
    const history = ok(await w.get("owner", "/user-claims-v2/list-history", { claimId: id }));
    expect(
      history.map((e: { typeDescription: string; comment: string | null; user: { id: number } }) => [
        e.typeDescription,
        e.comment,
        e.user.id,
      ]),
    ).toEqual([
      ["Статус изменён на «На доработке»", "Нужен скриншот", w.people.support.id],
      ["Статус изменён на «В работе»", null, w.people.support.id],
      ["Комментарий", "Добавлю скриншот", w.people.owner.id],
      ["Заявка создана", null, w.people.owner.id],
    ]);
    expect(history[0].user).toEqual({ id: w.people.support.id, name: "Ольга", surname: "Поддержкина", middlename: null });
    const page = ok(await w.get("owner", "/user-claims-v2/list-history", { claimId: id, pageNumber: 1, pageSize: 3 }));
    expect(page.map((e: { typeDescription: string }) => e.typeDescription)).toEqual(["Заявка создана"]);
    const statuses = ok(await w.get("support", "/user-claims/status/list-history", { claimId: id }));
    expect(
      statuses.map((e: { from: { name: string } | null; to: { name: string }; typeDescription: string }) => [
        e.from?.name ?? null,
        e.to.name,
        e.typeDescription,
      ]),
    ).toEqual([
      ["IN_WORK", "ON_FIX", "На доработке"],
      ["NEW", "IN_WORK", "В работе"],
      [null, "NEW", "Новая"],
    ]);
  });

  it("lists one's own claims (20 a page) and those one handles, awaiting first on request", async () => {
    const mine = ok(await w.get("owner", "/user-claims-v2/list-for-cur-user"));
    expect(mine.length).toBe(Math.min(20, mine.length));
    expect(mine.map((c: { id: number }) => c.id)).toEqual([...mine.map((c: { id: number }) => c.id)].sort((a, b) => b - a));
    expect(ok(await w.get("other", "/user-claims-v2/list-for-cur-user"))).toEqual([]);
    expect(ok(await w.get("other", "/user-claims-v2/list-for-approver"))).toEqual([]);
    const done = await w.file("Закрыта");
    ok(await w.move("owner", done, "CANCELLED"));
    const all = ok(await w.get("support", "/user-claims-v2/list-for-approver", { pageSize: 100 }));
    expect(all.find((c: { id: number }) => c.id === done)).toMatchObject({ status: { name: "CANCELLED" }, awaiting: false });
    const awaiting = ok(await w.get("support", "/user-claims-v2/list-for-approver", { awaiting: "true", pageSize: 100 }));
    expect(awaiting.length).toBeGreaterThan(0);
    expect(awaiting.every((c: { awaiting: boolean }) => c.awaiting)).toBe(true);
    expect(awaiting.some((c: { id: number }) => c.id === done)).toBe(false);
  });

  it("lists the types one may file and a type's statuses", async () => {
    expect(ok(await w.get("other", "/user-claims/list-types-for-user"))).toEqual([
      { name: "GENERAL_REQUEST", description: "Обращение в поддержку портала" },
    ]);
    expect(ok(await w.get("other", "/user-claims/list-statuses", { type: "GENERAL_REQUEST" }))).toEqual([
      { name: "NEW", description: "Новая" },
      { name: "IN_WORK", description: "В работе" },
      { name: "ON_FIX", description: "На доработке" },
      { name: "COMPLETED", description: "Выполнена" },
      { name: "REJECTED", description: "Отклонена" },
      { name: "CANCELLED", description: "Отменена" },
    ]);
  });
});
