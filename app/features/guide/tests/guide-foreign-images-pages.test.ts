// Issue #38 point 6, as a browser without JavaScript meets it: the article form's textarea posted with an
// image of another site is refused under the text field, keeping what was typed; the portal's own image
// passes. Run `npx remix build` first.
import { beforeAll, describe, expect, it } from "vitest";
import { guidePagesWorld, text } from "./guide-pages-world";

const FOREIGN_IMAGE =
  "Изображения с других сайтов на портале не показываются. Загрузите изображение с компьютера кнопкой редактора или удалите его из текста";

describe("guide article form and images of other sites, without JavaScript", () => {
  const world = guidePagesWorld();
  const { ids, post } = world;
  let editor: string;
  beforeAll(() => ({ editor } = world.current()));

  it("refuses the text under its field and keeps what was typed", async () => {
    const base = `/knowledge/guide/${ids.top}/${ids.child}`;
    const body = {
      categoryId: String(ids.child),
      name: "Схема проезда",
      contentNewEditor: '<p>Как пройти</p><img src="https://tracker.example/pixel.gif">',
      intent: "publish",
    };
    const refused = await post(`${base}/article/create`, editor, body);
    expect(refused.status).toBe(400);
    const html = await text(refused);
    expect(html).toContain(`-contentNewEditor-error">${FOREIGN_IMAGE}</p>`);
    expect(html).toContain("Изображения — только загруженные на портал"); // the textarea's hint says so beforehand
    expect(html).toContain('value="Схема проезда"');
    expect(html).toContain("tracker.example/pixel.gif"); // still in the textarea, for the editor to fix

    const saved = await post(`${base}/article/create`, editor, { ...body, contentNewEditor: "<p>Как пройти</p>" });
    expect(saved.status).toBe(302);
  });
});
