import { describe, expect, it } from "vitest";
import article from "./fixtures/article.json";
import hostile from "./fixtures/hostile.json";
import normativeDocument from "./fixtures/normative-document.json";
import { violations } from "./fixtures/hostile-html";
import { isLegacyContent, renderLegacyBlocks, renderStoredContent } from "./legacy.server";
import { sanitizeRichHtml } from "./sanitize.server";

const one = (type: string, data: unknown) => renderLegacyBlocks({ blocks: [{ type, data }] });
const VIDEO =
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Видео" allowfullscreen frameborder="0" ' +
  'sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy"></iframe>';

describe("renderLegacyBlocks: one block of each type", () => {
  it("paragraph keeps its inline marks", () => {
    expect(one("paragraph", { text: 'Текст <b>жирный</b> <i>курсив</i> <u>подчёркнутый</u> <mark class="cdx-marker">маркер</mark>' })).toBe(
      "<p>Текст <b>жирный</b> <i>курсив</i> <u>подчёркнутый</u> <mark>маркер</mark></p>",
    );
  });

  it("header of each level 1–6; any other level is h2", () => {
    for (const level of [1, 2, 3, 4, 5, 6]) expect(one("header", { text: "Раздел", level })).toBe(`<h${level}>Раздел</h${level}>`);
    for (const level of [0, 7, 2.5, "три", null]) expect(one("header", { text: "Раздел", level })).toBe("<h2>Раздел</h2>");
    expect(one("header", { text: "Раздел", level: "3" })).toBe("<h3>Раздел</h3>");
  });

  it("list: ordered or unordered, string items or nested {content, items}", () => {
    expect(one("list", { style: "unordered", items: ["один", "два"] })).toBe("<ul><li>один</li><li>два</li></ul>");
    expect(one("list", { style: "ordered", items: ["один"] })).toBe("<ol><li>один</li></ol>");
    expect(
      one("list", {
        style: "ordered",
        items: [
          { content: "пункт", items: [{ content: "подпункт", items: [{ content: "ещё глубже", items: [] }] }] },
          { content: "второй", items: [] },
        ],
      }),
    ).toBe("<ol><li>пункт<ol><li>подпункт<ol><li>ещё глубже</li></ol></li></ol></li><li>второй</li></ol>");
    expect(one("list", { style: "ordered", items: [] })).toBe("");
  });

  it("a crafted list nested far deeper than the editor ever went is cut, not a stack overflow", () => {
    let item: unknown = { content: "дно", items: [] };
    for (let i = 0; i < 5000; i++) item = { content: `уровень ${i}`, items: [item] };
    const html = one("list", { style: "unordered", items: [item] });
    expect(html.startsWith("<ul><li>уровень 4999<ul>")).toBe(true);
    expect(html.match(/<ul>/g)!.length).toBe(11); // the list and ten nested levels
  });

  it("quote: left by default, centre when asked, caption below", () => {
    expect(one("quote", { text: "Цитата", caption: "Автор", alignment: "center" })).toBe(
      '<figure class="rt-quote"><blockquote class="rt-align-center">Цитата</blockquote><figcaption>Автор</figcaption></figure>',
    );
    expect(one("quote", { text: "Цитата", caption: "", alignment: "right" })).toBe(
      '<figure class="rt-quote"><blockquote class="rt-align-left">Цитата</blockquote></figure>',
    );
  });

  it("warning: title and message", () => {
    expect(one("warning", { title: "Внимание!", message: "Срок — <b>3 дня</b>." })).toBe(
      '<div class="rt-warning"><div class="rt-warning__title">Внимание!</div><div class="rt-warning__message">Срок — <b>3 дня</b>.</div></div>',
    );
    expect(one("warning", { title: "", message: "Без заголовка" })).toBe(
      '<div class="rt-warning"><div class="rt-warning__message">Без заголовка</div></div>',
    );
  });

  it("table: with headings the first row is the head", () => {
    const content = [
      ["Город", "Сумма"],
      ["Москва", "700"],
    ];
    expect(one("table", { withHeadings: true, content })).toBe(
      "<table><thead><tr><th>Город</th><th>Сумма</th></tr></thead><tbody><tr><td>Москва</td><td>700</td></tr></tbody></table>",
    );
    expect(one("table", { content })).toBe(
      "<table><tbody><tr><td>Город</td><td>Сумма</td></tr><tr><td>Москва</td><td>700</td></tr></tbody></table>",
    );
    expect(one("table", { content: [] })).toBe("");
  });

  it("image: figure with the tool's flags as classes, caption as figcaption and as plain alt text", () => {
    expect(
      one("image", {
        file: { url: "/files/a.png" },
        caption: "Схема <b>проезда</b>",
        withBorder: true,
        stretched: true,
        withBackground: true,
      }),
    ).toBe(
      '<figure class="rt-image rt-image--border rt-image--stretched rt-image--background"><img src="/files/a.png" alt="Схема проезда" />' +
        "<figcaption>Схема <b>проезда</b></figcaption></figure>",
    );
    // An old block's image on another site is not shown (rules.ts, safeImageSrc): the block goes with it.
    expect(one("image", { url: "https://cdn.example.ru/a.jpg", caption: "" })).toBe("");
    expect(one("image", { file: { url: "javascript:alert(1)" }, caption: "x" })).toBe("");
    expect(one("image", { file: { url: "http://cdn.example.ru/a.jpg" } })).toBe("");
  });

  it("attaches: a link with the name, the extension and the size in MB with two decimals", () => {
    expect(
      one("attaches", {
        file: { url: "/files/otchet.pdf", name: "otchet.pdf", size: 2_621_440, extension: "pdf" },
        title: "Отчёт за квартал",
      }),
    ).toBe(
      '<div class="rt-attachment"><a href="/files/otchet.pdf">Отчёт за квартал</a> <span class="rt-attachment__size">(PDF, 2,50 МБ)</span></div>',
    );
    expect(one("attaches", { file: { url: "/files/a.docx", name: "a.docx", size: 1000 } })).toBe(
      '<div class="rt-attachment"><a href="/files/a.docx">a.docx</a> <span class="rt-attachment__size">(0,00 МБ)</span></div>',
    );
    expect(one("attaches", { file: { url: "javascript:alert(1)" } })).toBe('<div class="rt-attachment">Файл</div>');
  });

  it("embed: the known video host becomes the nocookie player, another service a plain link", () => {
    expect(
      one("embed", { service: "youtube", source: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", embed: "", caption: "Инструкция" }),
    ).toBe(`<figure class="rt-video"><div class="rt-embed">${VIDEO}</div><figcaption>Инструкция</figcaption></figure>`);
    expect(one("embed", { source: "не ссылка", embed: "https://www.youtube.com/embed/dQw4w9WgXcQ" })).toBe(
      `<figure class="rt-video"><div class="rt-embed">${VIDEO}</div></figure>`,
    );
    expect(one("embed", { service: "vimeo", source: "https://vimeo.com/1", embed: "https://player.vimeo.com/video/1" })).toBe(
      '<p><a href="https://vimeo.com/1" target="_blank" rel="noopener noreferrer">https://vimeo.com/1</a></p>',
    );
    expect(one("embed", { source: "javascript:alert(1)", embed: "https://evil.example/embed/dQw4w9WgXcQ" })).toBe("");
  });

  it("raw: its HTML is sanitized, and an unclosed tag stays inside the block", () => {
    expect(
      renderLegacyBlocks({
        blocks: [
          { type: "raw", data: { html: '<div><b onclick="x">жирный<script>alert(1)</script>' } },
          { type: "paragraph", data: { text: "дальше" } },
        ],
      }),
    ).toBe("<div><b>жирный</b></div><p>дальше</p>");
  });

  it("delimiter: a centred * * *", () => {
    expect(one("delimiter", {})).toBe('<div class="rt-delimiter">* * *</div>');
  });

  it("unknown types, missing data and non-blocks are skipped", () => {
    expect(one("checklist", { items: [{ text: "x" }] })).toBe("");
    expect(renderLegacyBlocks({ blocks: [null, "строка", 42, { type: "toString" }, { type: "__proto__", data: {} }] })).toBe("");
    expect(one("paragraph", null)).toBe("<p></p>");
  });
});

describe("renderLegacyBlocks: content that is not the old editor's JSON", () => {
  it.each(["", "{", '{"blocks": "нет"}', '{"time": 1}', "[]", "null", "<p>HTML</p>", "просто текст", '{"blocks": [ '])(
    "%j → empty",
    (content) => {
      expect(renderLegacyBlocks(content)).toBe("");
    },
  );

  it("never throws on objects of the wrong shape", () => {
    expect(renderLegacyBlocks(null as unknown as object)).toBe("");
    expect(renderLegacyBlocks([] as unknown as object)).toBe("");
    expect(renderLegacyBlocks({ blocks: {} })).toBe("");
  });
});

describe("renderLegacyBlocks: fixtures", () => {
  it("an article with every block type renders in order", () => {
    const html = renderLegacyBlocks(JSON.stringify(article));
    const order = [
      "<h2>Как оформить командировку</h2>",
      '<a href="/guide/42">разделе «Кадры»</a>',
      '<a href="https://www.consultant.ru/document/cons_doc_LAW_34683/" target="_blank" rel="noopener noreferrer">сайте КонсультантПлюс</a>',
      '<span style="color:#e03131">без приказа билеты не оплачиваются</span>',
      "CO<sub>2</sub>, 10<sup>3</sup>",
      "<h3>Порядок действий</h3>",
      "<li>маршрут и <b>способ проезда</b><ol><li>поезд или самолёт</li></ol></li>",
      '<blockquote class="rt-align-center">',
      '<div class="rt-warning__title">Внимание!</div>',
      "<thead><tr><th>Город</th><th>Суточные, ₽</th><th>Гостиница до, ₽</th></tr></thead>",
      '<figure class="rt-image rt-image--border"><img src="/files/2023/02/bilet-primer.png" alt="Пример электронного билета" />',
      '<a href="/files/2023/02/zayavka-na-komandirovku.docx">Бланк заявки на командировку</a> <span class="rt-attachment__size">(DOCX, 1,23 МБ)</span>',
      VIDEO,
      '<div class="rt-delimiter">* * *</div>',
      '<p>Телефон бухгалтерии: <a href="tel:+74950000000">+7 (495) 000-00-00</a>, почта <a href="mailto:buh@example.ru">buh@example.ru</a></p>',
      "<p>Остались вопросы? Напишите в службу поддержки.</p>",
    ];
    let from = 0;
    for (const fragment of order) {
      const at = html.indexOf(fragment, from);
      expect(at, fragment).toBeGreaterThanOrEqual(from);
      from = at + fragment.length;
    }
    expect(html).not.toContain("<script");
    expect(html).not.toContain("document.cookie");
    expect(html).not.toContain("Неизвестный блок");
    expect(html).not.toContain('style="color:red"');
    expect(violations(html)).toEqual([]);
  });

  it("a normative document with the older tools' shapes (string list items, heading, simple image url)", () => {
    const html = renderLegacyBlocks(normativeDocument);
    expect(html).toContain("<h1>Положение о пропускном режиме</h1>");
    expect(html).toContain("<p>1. Общие положения.<br />Настоящее положение");
    expect(html).toContain("<ul><li>пропуск выдаёт служба безопасности;</li>");
    expect(html).toContain("<thead><tr><th>Офис</th><th>Часы работы</th></tr></thead>");
    // Its floor plan is an image on another site: not shown.
    expect(html).not.toContain("cdn.example.ru");
    expect(html).not.toContain("<img");
    expect(html).toContain(
      'target="_blank" rel="noopener noreferrer">polozhenie.pdf</a> <span class="rt-attachment__size">(PDF, 5,00 МБ)</span>',
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"');
    expect(
      html.endsWith('<div class="rt-warning"><div class="rt-warning__message">Передавать пропуск другим лицам запрещено.</div></div>'),
    ).toBe(true);
  });

  it("a hostile document keeps its words and loses every trick", () => {
    const html = renderLegacyBlocks(hostile);
    expect(violations(html)).toEqual([]);
    for (const word of [
      "сюда",
      "ссылка с сущностями",
      "РеГиСтР",
      "Заголовок",
      "пункт",
      "второй",
      "Цитата",
      "Текст из raw",
      "После raw-блока",
      "ячейка",
    ]) {
      expect(html).toContain(word);
    }
    expect(html).toContain("<h2>Заголовок</h2>");
    expect(html).toContain('<blockquote class="rt-align-left">Цитата</blockquote>');
    expect(html).toContain('<div class="rt-attachment">&lt;b&gt;отчёт&lt;/b&gt;.pdf <span class="rt-attachment__size">(PDF)</span></div>');
    expect(html).toContain('<a href="https://vimeo.com/76979871" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain("<div><p>Текст из raw</p></div><p>После raw-блока</p>");
    expect(html).not.toMatch(/alert|script|onerror|onclick|iframe|<img|<form|<input|<object|<svg|<style|прототип/i);
    expect(sanitizeRichHtml(html)).toBe(html);
  });
});

describe("isLegacyContent", () => {
  it("tells the old editor's JSON from HTML and text", () => {
    expect(isLegacyContent(JSON.stringify(article))).toBe(true);
    expect(isLegacyContent('  {"blocks": []}')).toBe(true);
    expect(isLegacyContent({ blocks: [] })).toBe(true);
    expect(isLegacyContent("<p>HTML</p>")).toBe(false);
    expect(isLegacyContent("просто текст")).toBe(false);
    expect(isLegacyContent('{"blocks": ')).toBe(false);
    expect(isLegacyContent('{"time": 1}')).toBe(false);
    expect(isLegacyContent(null)).toBe(false);
    expect(isLegacyContent("")).toBe(false);
  });
});

describe("renderStoredContent (spec §5: old content is parsed unless it holds markup or the new editor is used)", () => {
  const legacy = JSON.stringify({ blocks: [{ type: "paragraph", data: { text: "Старый редактор" } }] });

  it("the new editor's HTML, sanitized", () => {
    expect(renderStoredContent({ content: legacy, contentNewEditor: '<p onclick="x">Новый <b>редактор</b></p>', newEditor: true })).toBe(
      "<p>Новый <b>редактор</b></p>",
    );
  });

  it("a record switched to the new editor but never saved there shows its old content", () => {
    expect(renderStoredContent({ content: legacy, contentNewEditor: "  ", newEditor: true })).toBe("<p>Старый редактор</p>");
    expect(renderStoredContent({ content: legacy, contentNewEditor: null, newEditor: true })).toBe("<p>Старый редактор</p>");
  });

  it("old JSON blocks are rendered, also when already parsed, and the new editor's HTML is ignored without the flag", () => {
    expect(renderStoredContent({ content: legacy, contentNewEditor: "<p>черновик</p>", newEditor: false })).toBe("<p>Старый редактор</p>");
    expect(renderStoredContent({ content: JSON.parse(legacy) as object })).toBe("<p>Старый редактор</p>");
  });

  it("old content with markup is sanitized HTML; plain text becomes paragraphs; broken JSON shows nothing", () => {
    expect(renderStoredContent({ content: '<p>HTML <a href="javascript:alert(1)">ссылка</a></p>', newEditor: false })).toBe(
      "<p>HTML <a>ссылка</a></p>",
    );
    expect(renderStoredContent({ content: "Первая строка\nвторая\n\nНовый абзац & <не тег" })).toBe(
      "<p>Первая строка<br />вторая</p><p>Новый абзац &amp; &lt;не тег</p>",
    );
    expect(renderStoredContent({ content: '{"blocks": [' })).toBe("");
  });

  it("nothing stored, nothing shown", () => {
    expect(renderStoredContent({})).toBe("");
    expect(renderStoredContent({ content: null, contentNewEditor: null, newEditor: null })).toBe("");
  });
});
