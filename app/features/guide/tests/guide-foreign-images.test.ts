// Issue #38 point 6: an image on another site in a guide article's body. A save through /api is refused
// under the body's field; the portal's own uploads stay; a body stored before the rule is shown and sent
// without the foreign image.
import { beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import type { GuideWorld } from "./guide-fixture";
import { PNG, guideApiSuite } from "./guide-api-suite";

const FOREIGN_IMAGE =
  "Изображения с других сайтов на портале не показываются. Загрузите изображение с компьютера кнопкой редактора или удалите его из текста";
const PIXEL = "https://tracker.example/pixel.gif?reader=1";

describe.each(await dialects())("guide articles and images of other sites on %s", (dialect) => {
  const suite = guideApiSuite(dialect);
  const { get, post, top } = suite;
  let portal: TestPortal;
  let server: TestServer;
  let w: GuideWorld;
  beforeAll(() => ({ portal, server, w } = suite.current()));

  it("refuses a body with another site's image, keeps the portal's own", async () => {
    const section = await top("Картинки");
    const image = ok(
      await api(server, "POST", "/file/save", {
        token: w.tokens.guideEditor,
        body: { originalFileName: "схема.png", fileType: "EDITOR_IMAGE", base64File: PNG },
      }),
    );
    const own = `<figure class="rt-image"><img src="${image.filePath}" alt="Схема" /></figure>`;
    const body = (extra: string) => ({ name: "Схема проезда", categoryId: section, contentNewEditor: `<p>Как пройти</p>${own}${extra}` });
    refused(await post("guideEditor", "/wiki/guide/create", body(`<p><img src="${PIXEL}" width="1" height="1"></p>`)), FOREIGN_IMAGE);
    const created = ok(await post("guideEditor", "/wiki/guide/create", body("")));
    const view = ok(await get("outsider", "/wiki/guide/get", { id: created.id }));
    expect(view.html).toBe(`<p>Как пройти</p>${own}`);
    expect(view.contentNewEditor).toBe(`<p>Как пройти</p>${own}`);
  });

  it("refuses old-editor JSON saved as it is (newEditor false) with another site's image, and saves nothing", async () => {
    const section = await top("Старый редактор");
    const legacy = (...blocks: unknown[]) => ({
      name: "Старая схема",
      categoryId: section,
      newEditor: false,
      content: JSON.stringify({ time: 1, version: "2.8.1", blocks: [{ type: "paragraph", data: { text: "Как пройти" } }, ...blocks] }),
    });
    const imageBlock = { type: "image", data: { file: { url: PIXEL }, caption: "" } };
    const simpleImage = { type: "image", data: { url: "//tracker.example/p.gif" } };
    const inText = { type: "paragraph", data: { text: `Смотрите <img src="${PIXEL}">` } };
    const inRaw = { type: "raw", data: { html: `<div><img src="http://tracker.example/p.gif"></div>` } };
    for (const block of [imageBlock, simpleImage, inText, inRaw]) {
      refused(await post("guideEditor", "/wiki/guide/create", legacy(block)), FOREIGN_IMAGE);
    }
    expect(ok(await get("guideEditor", "/wiki/guide/list-by-cat", { categoryId: section }))).toEqual([]);
    expect(ok(await get("guideEditor", "/wiki/guide/list-by-cat", { categoryId: section, status: "DRAFT" }))).toEqual([]);

    // The portal's own image passes; an update that adds a foreign one is refused and changes nothing.
    const own = { type: "image", data: { file: { url: "/files/1-abc/схема.png" }, caption: "Схема" } };
    const { id } = ok(await post("guideEditor", "/wiki/guide/create", legacy(own)));
    const before = await portal.db.kysely
      .selectFrom("guide_articles")
      .select(["content", "name"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    refused(await post("guideEditor", "/wiki/guide/update", { id, ...legacy(own, imageBlock), name: "Новое имя" }), FOREIGN_IMAGE);
    const after = await portal.db.kysely
      .selectFrom("guide_articles")
      .select(["content", "name"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("shows and sends a body stored before the rule without the foreign image", async () => {
    const section = await top("Старые статьи");
    const created = ok(
      await post("guideEditor", "/wiki/guide/create", { name: "Старая", categoryId: section, contentNewEditor: "<p>Текст</p>" }),
    );
    const stored = `<p>Текст</p><img src="${PIXEL}" alt="" />`;
    await portal.db.kysely.updateTable("guide_articles").set({ content_new_editor: stored }).where("id", "=", created.id).execute();
    const view = ok(await get("outsider", "/wiki/guide/get", { id: created.id }));
    expect(view.html).toBe("<p>Текст</p>");
    expect(view.contentNewEditor).toBe("<p>Текст</p>");
  });
});
