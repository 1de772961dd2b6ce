// Issue #38 point 6: an image on another site in a group article's body. A save through /api is refused
// with the field's message (the editor learns why, nothing is lost without a word); the portal's own
// uploads stay; a body stored before the rule is sent without the foreign image.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { PNG, openArticles, type ArticlePeople } from "./articles-fixture";

const FOREIGN_IMAGE =
  "Изображения с других сайтов на портале не показываются. Загрузите изображение с компьютера кнопкой редактора или удалите его из текста";
const PIXEL = "https://tracker.example/pixel.gif?reader=1";

describe.each(await dialects())("group articles and images of other sites on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let a: ArticlePeople;

  beforeAll(async () => {
    ({ portal, server, a } = await openArticles(dialect));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("refuses a body with another site's image, keeps the portal's own", async () => {
    const { open } = a.groups;
    const image = ok(
      await a.post("member", "/file/save", { originalFileName: "схема.png", fileType: "EDITOR_IMAGE", base64File: PNG }),
    ) as {
      filePath: string;
    };
    const own = `<figure class="rt-image"><img src="${image.filePath}" alt="Схема" /></figure>`;
    for (const foreign of [
      `<img src="${PIXEL}" />`,
      `<p>Итоги <img src="//tracker.example/p.gif"></p>`,
      `<img src="&#104;ttp://cdn.example.ru/a.jpg">`,
    ]) {
      refused(
        await a.post("member", "/articles/create", { groupId: open, name: "Забег", contentNewEditor: `<p>Итоги</p>${own}${foreign}` }),
        FOREIGN_IMAGE,
      );
    }
    const created = ok(
      await a.post("member", "/articles/create", { groupId: open, name: "Забег", contentNewEditor: `<p>Итоги</p>${own}` }),
    ) as {
      id: number;
    };
    const got = ok(await a.get("member", "/articles/get", { groupId: open, articleId: created.id })) as { contentNewEditor: string };
    expect(got.contentNewEditor).toBe(`<p>Итоги</p>${own}`);
    refused(
      await a.post("member", "/articles/edit", { id: created.id, name: "Забег", contentNewEditor: `<p>Итоги</p><img src="${PIXEL}">` }),
      FOREIGN_IMAGE,
    );
  });

  it("sends a body stored before the rule without the foreign image", async () => {
    const { open } = a.groups;
    const id = (
      ok(await a.post("member", "/articles/create", { groupId: open, name: "Старая", contentNewEditor: "<p>Текст</p>" })) as { id: number }
    ).id;
    const stored = `<p>Текст</p><img src="${PIXEL}" alt="" />`;
    await portal.db.kysely
      .updateTable("group_articles")
      .set({ content: stored, content_new_editor: stored })
      .where("id", "=", id)
      .execute();
    const got = ok(await a.get("member", "/articles/get", { groupId: open, articleId: id })) as {
      content: string;
      contentNewEditor: string;
    };
    expect(got.content).toBe("<p>Текст</p>");
    expect(got.contentNewEditor).toBe("<p>Текст</p>");
  });
});
