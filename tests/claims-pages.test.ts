// The claims' pages as a browser without JavaScript meets them (the real Remix build behind the real
// Express app, plain form posts): a claim's whole life from «Новая заявка» to «Выполнена», with the
// field errors, a stale form and a double submission on the way; the lists' 403 for another person's
// address, the 404 of a foreign claim, and /admin/claims for claims administrators only. On SQLite and
// PostgreSQL.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "../app/platform/actor";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "./helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "./helpers/http";

type Who = "owner" | "other" | "support";

describe.each(await pageDialects())("the claims' pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const ids = {} as Record<Who, number>;
  const cookies = {} as Record<Who, string>;
  let claimId = 0;

  const get = (who: Who, url: string) => fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: cookies[who] } });
  const post = (who: Who, url: string, fields: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookies[who], "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const own = (who: Who) => `/user/${ids[who]}/claims`;
  const approver = (who: Who) => `/user/${ids[who]}/approvement-requests`;
  const hidden = (html: string, name: string) => {
    const value = new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
    if (!value) throw new Error(`no hidden ${name}`);
    return value;
  };
  /** The page's claim, as the engine has it (what a refused post must leave alone). */
  const stored = () =>
    portal.db.kysely.selectFrom("claims").select(["status", "version"]).where("id", "=", claimId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect, { realClock: true });
    const people: Record<Who, Awaited<ReturnType<typeof createPerson>>> = {
      owner: await createPerson(portal, { password: "claims-page-1", name: "Мария", surname: "Иванова" }),
      other: await createPerson(portal, { password: "claims-page-1", name: "Семён", surname: "Простов" }),
      // A support handler without ROLE_ADMINISTRATOR: handles the claim and opens /admin/claims.
      support: await createPerson(portal, {
        password: "claims-page-1",
        name: "Ольга",
        surname: "Поддержкина",
        roles: ["ROLE_EDIT_USER_CLAIMS"],
      }),
    };
    server = await startTestServer(portal, { build });
    for (const who of Object.keys(people) as Who[]) {
      ids[who] = people[who].id;
      cookies[who] = await signInWithForm(server, people[who].phone, "claims-page-1");
    }
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("is linked from one's own profile", async () => {
    const profile = await (await get("owner", `/user/${ids.owner}`)).text();
    expect(profile).toContain(`href="${own("owner")}"`);
    expect(profile).toContain(`href="${approver("owner")}"`);
  });

  it("files a claim: a field error keeps what was typed, the corrected form goes to the claim (303), a second post files nothing", async () => {
    const page = await get("owner", own("owner"));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Новая заявка");
    expect(html).toContain("Обращение в поддержку портала");
    const formToken = hidden(html, "formToken");
    const form = { formToken, type: "GENERAL_REQUEST", text: "Не открывается раздел «Документы»" };

    const refused = await post("owner", own("owner"), { ...form, subject: "  " });
    expect(refused.status).toBe(200);
    const again = await refused.text();
    expect(again).toMatch(/class="field__error"[^>]*>Укажите тему заявки</);
    expect(again).toContain("Не открывается раздел «Документы»</textarea>");
    expect(await portal.db.kysely.selectFrom("claims").select("id").execute()).toEqual([]);

    const filed = await post("owner", own("owner"), { ...form, subject: "Ошибка в документах" });
    expect(filed.status).toBe(303);
    const location = filed.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${own("owner")}/\\d+$`));
    claimId = Number(location.split("/").at(-1));

    // The same rendered form posted again (a double click, a resent post) is sent to the same claim.
    const twice = await post("owner", own("owner"), { ...form, subject: "Ошибка в документах" });
    expect(twice.status).toBe(303);
    expect(twice.headers.get("location")).toBe(location);
    expect(await portal.db.kysely.selectFrom("claims").select("id").execute()).toEqual([{ id: claimId }]);

    const list = await (await get("owner", own("owner"))).text();
    expect(list).toContain(`href="${own("owner")}/${claimId}"`);
    expect(list).toContain("Ошибка в документах");
    const claim = await (await get("owner", location)).text();
    expect(claim).toContain("Ошибка в документах");
    expect(claim).toContain("Новая");
  });

  it("goes through its life by plain forms: in work, back for a fix (comment required), sent again, completed", async () => {
    const list = await (await get("support", approver("support"))).text();
    const awaiting = list.indexOf("Ожидают действия");
    expect(awaiting).toBeGreaterThan(-1);
    expect(list.indexOf(`href="${approver("support")}/${claimId}"`)).toBeGreaterThan(awaiting);

    const at = `${approver("support")}/${claimId}`;
    const first = await (await get("support", at)).text();
    for (const label of ["Взять в работу", "На доработку", "Отклонить"]) expect(first).toContain(label);
    const opened = hidden(first, "version");
    expect((await post("support", at, { intent: "move", status: "IN_WORK", version: opened })).status).toBe(303);

    // The form opened before that move is stale: refused over the page, nothing changed.
    const before = await stored();
    const stale = await post("support", at, { intent: "move", status: "ON_FIX", version: opened, comment: "Уточните" });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toMatch(/role="alert"[^>]*>Заявка уже в статусе «В работе»</);
    expect(await stored()).toEqual(before);

    const inWork = await (await get("support", at)).text();
    expect(inWork).toContain("Выполнить");
    const version = hidden(inWork, "version");
    const noComment = await post("support", at, { intent: "move", status: "ON_FIX", version, comment: " " });
    expect(await noComment.text()).toMatch(/id="move-ON_FIX-comment-error"[^>]*>Укажите комментарий</);
    expect(await stored()).toEqual(before);
    expect((await post("support", at, { intent: "move", status: "ON_FIX", version, comment: "Приложите снимок экрана" })).status).toBe(303);

    const mine = `${own("owner")}/${claimId}`;
    const onFix = await (await get("owner", mine)).text();
    expect(onFix).toContain("На доработке");
    expect(onFix).toContain("Отправить снова");
    expect((await post("owner", mine, { intent: "comment", comment: "Снимок приложила" })).status).toBe(303);
    expect((await post("owner", mine, { intent: "move", status: "NEW", version: hidden(onFix, "version") })).status).toBe(303);

    const back = await (await get("support", at)).text();
    expect((await post("support", at, { intent: "move", status: "IN_WORK", version: hidden(back, "version") })).status).toBe(303);
    const again = await (await get("support", at)).text();
    expect((await post("support", at, { intent: "move", status: "COMPLETED", version: hidden(again, "version") })).status).toBe(303);

    const page = await (await get("owner", mine)).text();
    expect(page).toContain("Выполнена");
    const done = page.slice(page.indexOf(">История<"));
    // Newest first: the last move shown, everything earlier inside <details>, authors linked.
    const order = [
      "Статус изменён на «Выполнена»",
      "<details><summary>Ранее: 6</summary>",
      "Статус изменён на «В работе»",
      "Статус изменён на «Новая»",
      "Снимок приложила",
      "Приложите снимок экрана",
      "Заявка создана",
    ].map((s) => done.indexOf(s));
    expect(order.every((i) => i > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(done).toContain(`href="/user/${ids.support}"`);
    expect(done).toContain(`href="/user/${ids.owner}"`);
  });

  it("keeps a refused comment and says over the page a refusal no field of the form shows (no JavaScript)", async () => {
    const mine = `${own("owner")}/${claimId}`;
    const before = await stored();
    // A comment too long for the schema: its message under the field, the text typed kept in it.
    const long = "Очень длинный комментарий ".repeat(400);
    const tooLong = await post("owner", mine, { intent: "comment", comment: long });
    expect(tooLong.status).toBe(200);
    const tooLongPage = await tooLong.text();
    expect(tooLongPage).toMatch(/id="comment-comment-error"/);
    expect(tooLongPage).toContain(long.trim());
    // A move to a status the claim's type does not have: the engine's refusal names `status`, which no
    // field of the form shows, so it is said over the page (it was shown nowhere before ADR 0023).
    const unknown = await post("owner", mine, { intent: "move", status: "NOPE", version: String(before.version) });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toMatch(/role="alert"[^>]*>Статус заявки не найден</);
    expect(await stored()).toEqual(before);
  });

  it("refuses another person's lists (403) and shows a foreign or unknown claim as not found (404)", async () => {
    for (const url of [own("owner"), approver("owner"), `${own("owner")}/${claimId}`]) {
      expect((await get("other", url)).status).toBe(403);
    }
    expect((await post("other", own("owner"), { type: "GENERAL_REQUEST", subject: "x", text: "y" })).status).toBe(403);
    for (const url of [
      `${own("other")}/${claimId}`,
      `${approver("other")}/${claimId}`,
      `${own("other")}/999999`,
      `${own("other")}/99999999999`,
      `${own("other")}/abc`,
    ]) {
      const response = await get("other", url);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Заявка не найдена");
    }
    const move = await post("other", `${approver("other")}/${claimId}`, { intent: "move", status: "CANCELLED" });
    expect(await move.text()).toContain("Заявка не найдена");
  });

  it("opens /admin/claims to a ROLE_EDIT_USER_CLAIMS holder (filters by status) and refuses an employee", async () => {
    expect((await get("other", "/admin/claims")).status).toBe(403);
    const all = await get("support", "/admin/claims");
    expect(all.status).toBe(200);
    const row = `href="${approver("support")}/${claimId}"`;
    expect(await all.text()).toContain(row);
    expect(await (await get("support", "/admin/claims?status=COMPLETED&type=GENERAL_REQUEST")).text()).toContain(row);
    expect(await (await get("support", "/admin/claims?status=NEW")).text()).not.toContain(row);
  });

  it("pages each list with one read: «Дальше» only while more follow; past 100 awaiting, the list holds every claim", async () => {
    const actor = actingAs(ids.owner);
    const fileUntil = async (count: number) => {
      const have = await portal.db.kysely.selectFrom("claims").select("id").where("owner_id", "=", ids.owner).execute();
      for (let i = have.length; i < count; i++) {
        await portal.services.claims.create(actor, { type: "GENERAL_REQUEST", subject: `Заявка ${i}`, text: "Подробности" });
      }
    };
    const older = (html: string) => html.includes(">Дальше<");
    await fileUntil(20);
    expect(older(await (await get("owner", own("owner"))).text())).toBe(false);
    await fileUntil(21);
    expect(older(await (await get("owner", own("owner"))).text())).toBe(true);
    expect(older(await (await get("owner", `${own("owner")}?page=2`)).text())).toBe(false);

    // All but the completed one wait for the support handler: 20 of them, then 101.
    const first = await (await get("support", approver("support"))).text();
    expect(first).toContain("Остальные");
    expect(first).not.toContain("самых новых из ожидающих");
    await fileUntil(102);
    const backlog = await (await get("support", approver("support"))).text();
    expect(backlog).toContain("Показаны 100 самых новых из ожидающих; все заявки — в списке ниже.");
    expect(backlog).toContain("Все заявки");
    // The oldest awaiting claims, beyond the block, are in the list's last page.
    const last = await (await get("support", `${approver("support")}?page=6`)).text();
    const oldest = await portal.db.kysely
      .selectFrom("claims")
      .select("id")
      .where("owner_id", "=", ids.owner)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(last).toContain(`href="${approver("support")}/${oldest.id}"`);
    expect(older(last)).toBe(false);
  });
});
