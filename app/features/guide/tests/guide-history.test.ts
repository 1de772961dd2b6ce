// An article's body may show only files its writer may use (the rule of attached files), and its
// history stays bounded: paged by keyset, one person's saves in a row coalesce, saves are rate limited.
// On SQLite and PostgreSQL, as a JSON client sees it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KyselyPlugin } from "kysely";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { createGuide } from "~/features/guide/server/guide.server";
import { createRateLimiter } from "~/platform/rate-limit.server";
import { buildGuideWorld, type GuideWorld, type Who } from "./guide-fixture";

const C = "/wiki/guide/categories";
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const TOO_MANY = "Слишком много сохранений подряд. Подождите минуту и сохраните снова";
const bodyFileForbidden = (id: number) => `В тексте есть файл ${id}, недоступный вам: загрузите его заново или уберите из текста`;
const MINUTE = 60_000;

describe.each(await dialects())("Guide bodies and history on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let w: GuideWorld;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    w = await buildGuideWorld(portal, server);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const q = (query: Record<string, string | number>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const get = (who: Who, path: string, query: Record<string, string | number> = {}) =>
    api(server, "GET", path, { token: w.tokens[who], query: q(query) });
  const post = (who: Who, path: string, body: Record<string, unknown>) => api(server, "POST", path, { token: w.tokens[who], body });
  const upload = async (who: Who, name: string) =>
    ok(
      await api(server, "POST", "/file/save", {
        token: w.tokens[who],
        body: { originalFileName: name, fileType: "EDITOR_IMAGE", base64File: PNG },
      }),
    ) as { id: number; filePath: string };
  const download = (who: Who, filePath: string) =>
    fetch(`${server.url}${filePath}`, { headers: { Authorization: `Bearer ${w.tokens[who]}` } });
  const img = (filePath: string) => `<p>Схема:</p><p><img src="${filePath}" alt="Схема"></p>`;
  // Each test starts a minute later: the save limit of one test does not reach the next.
  const nextMinute = () => portal.clock.advance(MINUTE + 1000);

  describe("files in a body", () => {
    it("refuses a body showing a file of an article the writer cannot read, and the file stays hidden", async () => {
      nextMinute();
      const closed = ok(await post("guideEditor", `${C}/create-top`, { name: "Закрытые схемы", departmentIds: [w.departments.sales] }))
        .id as number;
      const own = ok(await post("guideEditor", `${C}/create-top`, { name: "Схемы склада", editorIds: [w.ids.sectionEditor] })).id as number;
      const secret = await upload("guideEditor", "секрет.png");
      ok(
        await post("guideEditor", "/wiki/guide/create", {
          name: "Секретная схема",
          categoryId: closed,
          contentNewEditor: img(secret.filePath),
        }),
      );
      expect((await download("sectionEditor", secret.filePath)).status).toBe(404);

      const borrowed = { name: "Заимствование", categoryId: own, contentNewEditor: img(secret.filePath) };
      refused(await post("sectionEditor", "/wiki/guide/create", borrowed), bodyFileForbidden(secret.id));
      // The same address written by hand, without the file's name, is refused too.
      refused(
        await post("sectionEditor", "/wiki/guide/create", { ...borrowed, contentNewEditor: `<p><img src="/files/${secret.id}/x"></p>` }),
        bodyFileForbidden(secret.id),
      );
      expect((await download("sectionEditor", secret.filePath)).status).toBe(404);
      expect((await download("outsider", secret.filePath)).status).toBe(404);
      expect(ok(await get("sectionEditor", "/wiki/guide/list-by-cat", { categoryId: own }))).toEqual([]);

      // Updating an existing article with it is refused the same way, and the article is unchanged.
      const mine = ok(
        await post("sectionEditor", "/wiki/guide/create", { name: "Моя схема", categoryId: own, contentNewEditor: "<p>Своё</p>" }),
      ).id as number;
      refused(
        await post("sectionEditor", "/wiki/guide/update", {
          id: mine,
          name: "Моя схема",
          categoryId: own,
          contentNewEditor: img(secret.filePath),
        }),
        bodyFileForbidden(secret.id),
      );
      expect((ok(await get("sectionEditor", "/wiki/guide/get", { id: mine })) as { contentNewEditor: string }).contentNewEditor).toBe(
        "<p>Своё</p>",
      );
      expect((await download("outsider", secret.filePath)).status).toBe(404);
    });

    it("accepts one's own uploads, files one already reads, and files already on the article", async () => {
      nextMinute();
      const own = ok(await post("guideEditor", `${C}/create-top`, { name: "Схемы магазина", editorIds: [w.ids.sectionEditor] }))
        .id as number;
      const open = ok(await post("guideEditor", `${C}/create-top`, { name: "Общие схемы" })).id as number;
      const mine = await upload("sectionEditor", "моя.png");
      const shared = await upload("guideEditor", "общая.png");
      ok(
        await post("guideEditor", "/wiki/guide/create", { name: "Общая схема", categoryId: open, contentNewEditor: img(shared.filePath) }),
      );
      const id = ok(
        await post("sectionEditor", "/wiki/guide/create", {
          name: "Две схемы",
          categoryId: own,
          contentNewEditor: img(mine.filePath) + img(shared.filePath),
        }),
      ).id as number;
      // Another editor keeps the body as it is: the files are on the article already.
      ok(
        await post("admin", "/wiki/guide/update", {
          id,
          name: "Две схемы",
          categoryId: own,
          contentNewEditor: img(mine.filePath) + "<p>Дополнено</p>",
        }),
      );
      expect((await download("outsider", mine.filePath)).status).toBe(200);
    });
  });

  it("takes a list's excerpt from the paragraphs, never from a flattened table", async () => {
    nextMinute();
    const root = ok(await post("guideEditor", `${C}/create-top`, { name: "Таблицы" })).id as number;
    const table = "<table><tbody><tr><th>Должность</th><th>Оклад</th></tr><tr><td>Кассир</td><td>50 000</td></tr></tbody></table>";
    ok(
      await post("guideEditor", "/wiki/guide/create", {
        name: "Оклады",
        categoryId: root,
        contentNewEditor: `${table}<p>Оклады пересматриваются раз в год.</p>`,
      }),
    );
    const [item] = ok(await get("outsider", "/wiki/guide/list-by-cat", { categoryId: root })) as { shortContent: string }[];
    expect(item!.shortContent).toBe("Оклады пересматриваются раз в год.");
  });

  describe("history", () => {
    const setUp = async (name: string) => {
      nextMinute();
      const root = ok(await post("guideEditor", `${C}/create-top`, { name })).id as number;
      const id = ok(await post("guideEditor", "/wiki/guide/create", { name: "Черновик 1", categoryId: root, contentNewEditor: "<p>1</p>" }))
        .id as number;
      const save = (who: Who, n: number) =>
        post(who, "/wiki/guide/update", { id, name: `Черновик ${n}`, categoryId: root, contentNewEditor: `<p>${n}</p>` });
      const versions = async (query: Record<string, number> = {}) =>
        (ok(await get("guideEditor", "/wiki/guide/versions", { id, ...query })) as { version: number; name: string }[]).map((v) => [
          v.version,
          v.name,
        ]);
      return { root, id, save, versions };
    };

    it("coalesces one person's saves within ten minutes into their last version", async () => {
      const { save, versions } = await setUp("Слияние версий");
      ok(await save("guideEditor", 2));
      portal.clock.advance(4 * MINUTE);
      ok(await save("guideEditor", 3));
      expect(await versions()).toEqual([[1, "Черновик 3"]]);
      // Ten minutes after that save: a version of its own.
      portal.clock.advance(10 * MINUTE);
      ok(await save("guideEditor", 4));
      expect(await versions()).toEqual([
        [2, "Черновик 4"],
        [1, "Черновик 3"],
      ]);
      // Someone else's save never merges into it.
      ok(await save("admin", 5));
      expect(await versions()).toEqual([
        [3, "Черновик 5"],
        [2, "Черновик 4"],
        [1, "Черновик 3"],
      ]);
    });

    it("pages the history by 20, keyset on the version number, and refuses a bad cursor", async () => {
      const { id, versions } = await setUp("Длинная история");
      await addVersions(id, 2, 45);
      const first = await versions();
      expect(first.map(([v]) => v)).toEqual(range(45, 26));
      expect((await versions({ before: 26 })).map(([v]) => v)).toEqual(range(25, 6));
      expect((await versions({ before: 6 })).map(([v]) => v)).toEqual(range(5, 1));
      expect(await versions({ before: 1 })).toEqual([]);
      refused(
        await get("guideEditor", "/wiki/guide/versions", { id, before: "вчера" }),
        "Параметр before — номер версии (целое число больше нуля)",
      );
      refused(await get("outsider", "/wiki/guide/versions", { id }), "История версий доступна только редакторам раздела");
    });

    it("answers with the same number of queries and about the same size for 30 or 3,000 versions", async () => {
      const { id } = await setUp("Огромная история");
      let queries = 0;
      const counting: KyselyPlugin = {
        transformQuery: (args) => ((queries += 1), args.node),
        transformResult: async (args) => args.result,
      };
      const db = portal.db.kysely.withPlugin(counting);
      const guide = createGuide({
        db,
        now: portal.clock.now,
        rate: createRateLimiter(db, portal.clock.now),
        sms: portal.sms,
        dataDir: portal.dataDir,
      });
      const editor = actingAs(w.ids.guideEditor, ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY"]);
      const measure = async () => {
        queries = 0;
        await guide.versions(editor, { id });
        const counted = queries;
        const size = JSON.stringify(ok(await get("guideEditor", "/wiki/guide/versions", { id }))).length;
        return { counted, size };
      };
      await addVersions(id, 2, 30);
      const small = await measure();
      await addVersions(id, 31, 3000);
      const large = await measure();
      expect(large.counted).toBe(small.counted);
      expect(large.size).toBeLessThan(small.size * 1.2);
      expect(large.size).toBeLessThan(5000);
    });

    it("limits a person's saves per minute with a Russian message, and the refused save changes nothing", async () => {
      const { id, save } = await setUp("Частые сохранения");
      // The create counted as one save.
      for (let n = 2; n <= 20; n++) ok(await save("guideEditor", n));
      refused(await save("guideEditor", 21), TOO_MANY);
      expect((ok(await get("guideEditor", "/wiki/guide/get", { id })) as { name: string }).name).toBe("Черновик 20");
      // Another person is not held back by it; a minute later she may save again.
      ok(await save("admin", 22));
      portal.clock.advance(MINUTE + 1000);
      ok(await save("guideEditor", 23));
    });
  });

  const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, k) => from - k);

  /** Versions from..to written straight into the table, as a save loop would have left them. */
  async function addVersions(articleId: number, from: number, to: number) {
    const rows = range(to, from).map((version) => ({
      article_id: articleId,
      version,
      name: `Черновик ${version}`,
      section_id: 0,
      status: "DRAFT" as const,
      content: null,
      content_new_editor: `<p>${"Текст версии. ".repeat(50)}</p>`,
      new_editor: 1,
      file_ids: "[]",
      tags: "[]",
      created_at: new Date(Date.UTC(2026, 0, 1, 0, version)).toISOString(),
      user_id: w.ids.guideEditor,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await portal.db.kysely
        .insertInto("guide_article_versions")
        .values(rows.slice(i, i + 200))
        .execute();
  }
});
