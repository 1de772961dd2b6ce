// Achievements on SQLite and PostgreSQL: the /api envelope with its Russian messages; who may change the catalogue
// and grant (anonymous, an employee, an editor of ROLE_EDIT_ACHIEVEMENTS, an administrator); a kind moving between
// the list and the archive (spec part 2 §4); a grant once, its notification, its page; the rules' daily job (years
// at the company, thanks received) once a day and never twice; the stimulation list; the search; the list's
// statements the same for 10 kinds and 100; and the pages as a browser without JavaScript meets them.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { openPortal } from "~/portal/open.server";
import { updatePerson } from "~/features/users/index.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { png } from "../../../shell/tests/fixture";
import { ROLE_EDIT_ACHIEVEMENTS } from "../policy";

const FORBIDDEN = "Управлять достижениями могут только ответственные за достижения и администраторы";
const PASSWORD = "achievements-test-1";
const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
type Who = "employee" | "editor" | "admin" | "holder";

interface Kind {
  id: number;
  title: string;
  archived: boolean;
  holderCount: number;
  holders: { id: number; awardId: number }[];
}
interface Award {
  id: number;
  kind: { id: number; title: string };
  user: { id: number };
  grantedBy: { id: number } | null;
  byRule: boolean;
  comment: string | null;
  awardedOn: string;
}

describe.each(await dialects())("achievements on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let w: Awaited<ReturnType<typeof signedInPeople<Who>>>;
  let imageId = 0;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal, { build });
    w = await signedInPeople<Who>(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Наградова", roles: [ROLE_EDIT_ACHIEVEMENTS] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
        holder: { name: "Мария", surname: "Лучшева" },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const upload = async (who: Who = "editor") =>
    ok(
      await w.post(who, "/file/save", {
        originalFileName: "badge.png",
        fileType: "ACHIEVEMENT_IMAGE",
        base64File: (await png(48)).toString("base64"),
      }),
    ).id as number;
  const create = (who: Who | null, body: Record<string, unknown>) => w.post(who, "/achievements/create", body);
  const list = async (archived = false) => ok(await w.get("employee", "/achievements/list", { archived })).content as Kind[];

  it("answers 401 without a session, and refuses every change of an employee with the Russian message", async () => {
    unauthorized(await w.get(null, "/achievements/list"));
    unauthorized(await create(null, { title: "Чужое" }));
    for (const [call, body] of [
      ["/achievements/create", { title: "Чужое", description: "x" }],
      ["/achievements/update", { id: 1, title: "Чужое", description: "x" }],
      ["/achievements/archive", { id: 1, archived: true }],
      ["/achievements/grant", { kindId: 1, userId: 1 }],
      ["/achievements/revoke", { id: 1 }],
    ] as const)
      refused(await w.post("employee", call, body), FORBIDDEN);
    expect(await list()).toEqual([]);
  });

  it("lets an editor add a kind with its picture, refusing bad input field by field", async () => {
    imageId = await upload();
    refused(await create("editor", { title: " ", description: "Описание", imageFileId: imageId }), "Укажите название");
    refused(await create("editor", { title: "Без картинки", description: "Описание" }), "Выберите изображение");
    refused(
      await create("editor", { title: "Чужая картинка", description: "Описание", imageFileId: await upload("admin") }),
      "Изображение не найдено: загрузите его заново",
    );
    refused(
      await create("editor", { title: "Стаж", description: "Описание", imageFileId: imageId, rule: "YEARS" }),
      "Укажите порог правила: от 1 до 60 лет или от 1 до 100000 благодарностей",
    );
    refused(
      await create("editor", { title: "Стаж", description: "Описание", imageFileId: imageId, rule: "AGE", ruleThreshold: 3 }),
      "Неизвестное правило вручения",
    );
    const kind = ok(
      await create("editor", { title: "  Наставник года ", description: "За помощь новичкам", imageFileId: imageId }),
    ) as Kind & {
      image: { filePath: string };
    };
    expect(kind).toMatchObject({ title: "Наставник года", archived: false, holderCount: 0, holders: [] });
    // Its picture is read by a colleague (the file guard), not by someone signed out.
    const picture = (cookie?: string) => fetch(`${server.url}${kind.image.filePath}`, { headers: cookie ? { Cookie: cookie } : {} });
    expect((await picture(await signInWithForm(server, w.people.employee.phone, PASSWORD))).status).toBe(200);
    expect((await picture()).status).not.toBe(200);
    expect((await list()).map((k) => k.title)).toEqual(["Наставник года"]);
  });

  it("moves a kind between the list and the archive by its flag; an archived kind is not granted", async () => {
    const [kind] = await list();
    ok(await w.post("admin", "/achievements/archive", { id: kind!.id, archived: true }));
    expect(await list()).toEqual([]);
    expect((await list(true)).map((k) => k.id)).toEqual([kind!.id]);
    refused(
      await w.post("editor", "/achievements/grant", { kindId: kind!.id, userId: w.people.holder.id }),
      "Достижение в архиве: верните его из архива, чтобы вручить",
    );
    ok(await w.post("editor", "/achievements/archive", { id: kind!.id, archived: false }));
    // An edit without a new picture keeps the one it had.
    const before = ok(await w.get("employee", "/achievements/get", { id: kind!.id })) as { image: unknown };
    refused(await w.post("editor", "/achievements/update", { id: 999999, title: "Нет такого", description: "x" }), "Достижение не найдено");
    const edited = ok(
      await w.post("editor", "/achievements/update", { id: kind!.id, title: "Наставник года", description: "За помощь новым коллегам" }),
    );
    expect(edited).toMatchObject({ description: "За помощь новым коллегам", image: before.image });
    expect((await list()).map((k) => k.id)).toEqual([kind!.id]);
    expect(await list(true)).toEqual([]);
  });

  it("grants a kind once with its comment, tells the holder, shows the award, and revokes it", async () => {
    const [kind] = await list();
    refused(await w.post("editor", "/achievements/grant", { kindId: kind!.id, userId: 987654 }), "Сотрудник не найден");
    refused(
      await w.post("editor", "/achievements/grant", { kindId: kind!.id, userId: w.people.holder.id, awardedOn: "2026-13-01" }),
      "Укажите дату в виде ГГГГ-ММ-ДД",
    );
    const award = ok(
      await w.post("editor", "/achievements/grant", {
        kindId: kind!.id,
        userId: w.people.holder.id,
        comment: "Помогла трём новичкам",
        awardedOn: "2026-11-30",
      }),
    ) as Award;
    expect(award).toMatchObject({
      kind: { id: kind!.id },
      user: { id: w.people.holder.id },
      grantedBy: { id: w.people.editor.id },
      byRule: false,
    });
    expect(award).toMatchObject({ comment: "Помогла трём новичкам", awardedOn: "2026-11-30" });
    refused(
      await w.post("admin", "/achievements/grant", { kindId: kind!.id, userId: w.people.holder.id }),
      "У сотрудника уже есть это достижение",
    );
    await portal.outbox.deliver();
    const told = await portal.db.kysely
      .selectFrom("notifications")
      .select(["type", "text", "variables", "object_id"])
      .where("user_id", "=", w.people.holder.id)
      .execute();
    expect(told).toEqual([
      {
        type: "ACHIEVEMENT_NEW",
        text: "Вам вручено достижение «{achievement}»",
        variables: JSON.stringify([{ text: "Наставник года", objectId: award.id }]),
        object_id: award.id,
      },
    ]);
    expect(ok(await w.get("employee", "/achievements/award", { userId: w.people.holder.id, id: award.id }))).toEqual(award);
    refused(
      await w.get("employee", "/achievements/award", { userId: w.people.employee.id, id: award.id }),
      "Вручение достижения не найдено",
    );
    expect((await list())[0]).toMatchObject({ holderCount: 1, holders: [{ id: w.people.holder.id, awardId: award.id }] });
    // The stimulation list: the thanks as before, then the achievements marked by their type.
    const thanks = await portal.services.thanks.create(actingAs(w.people.employee.id), { userId: w.people.holder.id, text: "Спасибо!" });
    const stimulation = ok(await w.get("employee", "/user/stimulation", { userId: w.people.holder.id })) as unknown[];
    expect(stimulation).toEqual([
      expect.objectContaining({ id: thanks.id, text: "Спасибо!" }),
      { type: "ACHIEVEMENT", id: award.id, achievement: award },
    ]);
    ok(await w.post("editor", "/achievements/revoke", { id: award.id }));
    refused(await w.post("editor", "/achievements/revoke", { id: award.id }), "Вручение достижения не найдено");
    expect(ok(await w.get("employee", "/achievements/of-person", { userId: w.people.holder.id }))).toEqual([]);
  });

  it("finds kinds by the portal search", async () => {
    await portal.outbox.deliver();
    const found = ok(await w.get("employee", "/search-v2/find", { query: "наставник", indexName: "ACHIEVEMENT" })) as {
      objects: { name: string }[];
    };
    expect(found.objects).toEqual([expect.objectContaining({ name: "Наставник года" })]);
  });

  it("runs the rules once a day, granting years at the company and thanks received, never twice", async () => {
    const editor = actingAs(w.people.editor.id, [ROLE_EDIT_ACHIEVEMENTS]);
    const kind = (title: string, rule: "YEARS" | "THANKS", ruleThreshold: number) =>
      portal.services.achievements.kinds.create(editor, { title, description: title, imageFileId: imageId, rule, ruleThreshold });
    const oneYear = await kind("Год в компании", "YEARS", 1);
    const fiveYears = await kind("Пять лет", "YEARS", 5);
    const twoThanks = await kind("Две благодарности", "THANKS", 2);
    refused(
      await create("editor", { title: "Ещё год", description: "x", imageFileId: imageId, rule: "YEARS", ruleThreshold: 1 }),
      "Достижение с таким правилом уже есть",
    );
    await updatePerson(portal.db.kysely, w.people.holder.id, { hired_on: "2021-12-08" });
    await updatePerson(portal.db.kysely, w.people.employee.id, { hired_on: "2025-12-07" });
    await portal.services.thanks.create(actingAs(w.people.admin.id), { userId: w.people.holder.id, text: "И от меня спасибо" });
    const { rules } = portal.services.achievements;
    const at = new Date("2026-12-07T09:00:00Z");
    // Two processes on one database: on PostgreSQL at the same moment (the second waits for the first's (job, day)
    // row, then skips); SQLite in one test process cannot wait asynchronously, so there the second runs after.
    const second = await openPortal(
      dialect === "postgres"
        ? { databaseUrl: portal.databaseUrl, sqliteFile: "unused", dataDir: portal.dataDir, seedDemo: false }
        : { databaseUrl: undefined, sqliteFile: path.join(portal.dataDir, "portal.sqlite"), dataDir: portal.dataDir, seedDemo: false },
      { now: portal.clock.now },
    );
    try {
      const other = second.services.achievements.rules;
      const runs = dialect === "postgres" ? await Promise.all([rules.run(at), other.run(at)]) : [await rules.run(at), await other.run(at)];
      expect(runs.filter((n) => n === null)).toHaveLength(1);
      expect(runs.find((n) => n !== null)).toBe(3);
      expect(await rules.run(at)).toBeNull();
    } finally {
      await second.close();
    }
    const held = async (who: "holder" | "employee") =>
      ((await portal.services.achievements.awards.ofPerson(editor, w.people[who].id)) as Award[]).map((a) => [
        a.kind.id,
        a.awardedOn,
        a.byRule,
      ]);
    // The holder: 4 full years (5 tomorrow), two thanks; the employee: one year today.
    expect(await held("holder")).toEqual(
      expect.arrayContaining([
        [oneYear.id, "2022-12-08", true],
        [twoThanks.id, "2026-12-07", true],
      ]),
    );
    expect(await held("employee")).toEqual([[oneYear.id, "2026-12-07", true]]);
    expect(await rules.run(new Date("2026-12-08T09:00:00Z"))).toBe(1);
    expect((await held("holder")).map(([id]) => id)).toContain(fiveYears.id);
    expect(await rules.run(new Date("2026-12-09T09:00:00Z"))).toBe(0);
    await portal.outbox.deliver();
    const told = await portal.db.kysely
      .selectFrom("notifications")
      .select("variables")
      .where("user_id", "=", w.people.employee.id)
      .execute();
    expect(told.map((n) => JSON.parse(n.variables)[0].text)).toEqual(["Год в компании"]);
  });

  describe("the pages without JavaScript", () => {
    const page = (cookie: string, url: string) => fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: cookie } });
    const post = (cookie: string, url: string, body: Record<string, string>) =>
      fetch(`${server.url}${url}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body),
      });

    it("shows the catalogue, the archive tab, an award and the profile's achievements; an employee has no forms", async () => {
      const signedOut = await fetch(`${server.url}/achievements`, { redirect: "manual" });
      expect(signedOut.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/achievements")}`);
      const employee = await signInWithForm(server, w.people.employee.phone, PASSWORD);
      const html = await (await page(employee, "/achievements")).text();
      expect(html).toContain("Год в компании");
      expect(html).toContain('href="/achievements?archived=1"');
      expect(html).not.toContain('name="intent" value="grant"');
      const [award] = (await portal.services.achievements.awards.ofPerson(actingAs(w.people.employee.id), w.people.employee.id)) as Award[];
      const awardHtml = await (await page(employee, `/user/${w.people.employee.id}/achievement/${award!.id}`)).text();
      expect(awardHtml).toContain("Вручено автоматически по правилу");
      expect(awardHtml).toContain("07.12.2026");
      // A notification's link names its reader: another holder's award is sent on to her address.
      const sent = await page(employee, `/user/${w.people.holder.id}/achievement/${award!.id}`);
      expect(sent.headers.get("location")).toBe(`/user/${w.people.employee.id}/achievement/${award!.id}`);
      expect((await page(employee, `/user/${w.people.employee.id}/achievement/99999`)).status).toBe(404);
      expect(await (await page(employee, `/user/${w.people.employee.id}`)).text()).toContain(
        `/user/${w.people.employee.id}/achievement/${award!.id}`,
      );
      expect((await post(employee, "/achievements", { intent: "archive", id: "1" })).status).toBe(403);
    });

    it("grants from the form: a refused person comes back under the field as typed, a good one opens the award", async () => {
      const editor = await signInWithForm(server, w.people.editor.phone, PASSWORD);
      const kind = (await list()).find((k) => k.title === "Наставник года")!;
      const refusedPost = await post(editor, "/achievements", {
        intent: "grant",
        kindId: String(kind.id),
        userId: "999999",
        comment: "За наставничество",
      });
      expect(refusedPost.status).toBe(400);
      const html = await refusedPost.text();
      expect(html).toContain("Сотрудник не найден");
      expect(html).toContain("За наставничество");
      const saved = await post(editor, "/achievements", {
        intent: "grant",
        kindId: String(kind.id),
        userId: String(w.people.employee.id),
        comment: "За наставничество",
      });
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toMatch(new RegExp(`^/user/${w.people.employee.id}/achievement/\\d+$`));
      const awardHtml = await (await page(editor, saved.headers.get("location")!)).text();
      expect(awardHtml).toContain("За наставничество");
      expect(awardHtml).toContain("Наградова");
      // Without a picture a new kind is refused, the typed title kept.
      const form = new FormData();
      for (const [k, v] of Object.entries({ intent: "create", title: "Новый вид", description: "Описание" })) form.set(k, v);
      const noImage = await fetch(`${server.url}/achievements`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: editor },
        body: form,
      });
      expect(noImage.status).toBe(400);
      const noImageHtml = await noImage.text();
      expect(noImageHtml).toContain("Выберите изображение");
      expect(noImageHtml).toContain('value="Новый вид"');
      // The archive tab: a kind archived from its button is listed there.
      expect((await post(editor, "/achievements", { intent: "archive", id: String(kind.id) })).status).toBe(303);
      expect(await (await page(editor, "/achievements?archived=1")).text()).toContain("Наставник года");
    });
  });

  it("lists the catalogue in the same number of statements for 10 kinds and 100", async () => {
    const db = portal.db.kysely;
    const addKinds = async (n: number) => {
      const at = new Date().toISOString();
      const rows = Array.from({ length: n }, (_, i) => ({
        title: `Вид ${i}`,
        description: "x",
        image_file_id: imageId,
        created_at: at,
        updated_at: at,
        created_by: null,
      }));
      const ids = (await db.insertInto("achievement_kinds").values(rows).returning("id").execute()).map((r) => r.id);
      const people = [w.people.employee.id, w.people.holder.id, w.people.admin.id];
      await db
        .insertInto("achievement_awards")
        .values(ids.flatMap((kind_id) => people.map((user_id) => ({ kind_id, user_id, awarded_on: "2026-12-01", created_at: at }))))
        .execute();
    };
    const count = async (limit: number) => {
      queries = 0;
      counting = true;
      const page = await portal.services.achievements.kinds.list(actingAs(w.people.employee.id), {
        archived: false,
        after: undefined,
        limit,
      });
      counting = false;
      return { queries, shown: page.content.length, holders: page.content.every((k) => k.holders.length === 3) };
    };
    await addKinds(10);
    const few = await count(10);
    await addKinds(90);
    const many = await count(100);
    expect(few).toEqual({ queries: 2, shown: 10, holders: true });
    expect(many).toEqual({ queries: 2, shown: 100, holders: true });
  });
});
