import { describe, expect, it } from "vitest";
import { foreignImageRefusal } from "./stored.server";

const REFUSAL =
  "Изображения с других сайтов на портале не показываются. Загрузите изображение с компьютера кнопкой редактора или удалите его из текста";

describe("foreignImageRefusal: what a save of rich text refuses", () => {
  it.each([
    '<img src="https://tracker.example/p.gif">',
    "<p>a<IMG SRC=HTTP://cdn.example.ru/a.jpg></p>",
    '<img src=" //tracker.example/p.gif">',
    '<img src="&#104;ttps://tracker.example/p.gif">',
  ])("an image of another site: %s", (html) => {
    expect(foreignImageRefusal(html)).toBe(REFUSAL);
  });

  it.each([
    "просто текст с https://example.ru",
    '<p><a href="https://example.ru">ссылка на другой сайт</a></p>',
    '<img src="/files/12/a.png" alt="">',
    // Not an image of another site: the sanitizer drops it as before, without a word.
    '<img src="javascript:alert(1)">',
    '<img src="data:image/png;base64,iVBORw0KGgo=">',
  ])("nothing to refuse: %s", (html) => {
    expect(foreignImageRefusal(html)).toBeNull();
  });
});
