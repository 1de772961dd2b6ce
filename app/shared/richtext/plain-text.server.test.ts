import fc from "fast-check";
import { describe, expect, it } from "vitest";
import article from "./fixtures/article.json";
import { renderLegacyBlocks } from "./legacy.server";
import { plainTextToHtml, richHtmlToPlainText } from "./plain-text.server";
import { sanitizeRichHtml } from "./sanitize.server";

describe("plainTextToHtml (the textarea fallback)", () => {
  it.each([
    ["Одна строка", "<p>Одна строка</p>"],
    ["Строка\nещё строка", "<p>Строка<br />ещё строка</p>"],
    ["Абзац\n\nВторой абзац", "<p>Абзац</p><p>Второй абзац</p>"],
    ["Абзац\r\n\r\n\r\n  \n\nВторой\r\nстрока", "<p>Абзац</p><p>Второй<br />строка</p>"],
    ["\n\nВ начале и в конце\n\n", "<p>В начале и в конце</p>"],
    ['<script>alert("x")</script> & &amp; > «»', '<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; &amp;amp; &gt; «»</p>'],
    ["управляющий\u0000символ\u0007", "<p>управляющийсимвол</p>"],
    ["", ""],
    ["   \n \n\t", ""],
  ])("%j → %j", (text, html) => {
    expect(plainTextToHtml(text)).toBe(html);
  });

  it("its output is already what the sanitizer keeps", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        const html = plainTextToHtml(text);
        expect(sanitizeRichHtml(html)).toBe(html);
      }),
      { numRuns: 300 },
    );
  });

  it("a textarea round trip keeps the words, lines and paragraphs", () => {
    const word = fc.stringMatching(/^[а-яА-Яa-z0-9.,!?&<>"«»—-]{1,8}$/);
    const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(" "));
    const paragraph = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join("\n"));
    const text = fc.array(paragraph, { minLength: 1, maxLength: 4 }).map((paragraphs) => paragraphs.join("\n\n"));
    fc.assert(
      fc.property(text, (original) => {
        expect(richHtmlToPlainText(plainTextToHtml(original))).toBe(original);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a value that is not a string", () => {
    expect(plainTextToHtml(null as unknown as string)).toBe("");
  });
});

describe("richHtmlToPlainText", () => {
  it.each([
    ["<p>Абзац</p><p>Второй</p>", "Абзац\n\nВторой"],
    ["<p>строка<br>строка</p>", "строка\nстрока"],
    ["<p>a<br><br>b</p>", "a\n\nb"],
    ["<h2>Заголовок</h2><p>Текст <b>жирный</b>   и\n  перенос</p>", "Заголовок\n\nТекст жирный и перенос"],
    ["<ul><li>один</li><li>два<ul><li>вложенный</li></ul></li></ul>", "один\nдва\n\nвложенный"],
    ["<table><tr><th>Город</th><th>Сумма</th></tr><tr><td>Москва</td><td>700</td></tr></table>", "Город Сумма\nМосква 700"],
    ["<p>5&nbsp;000&nbsp;₽ &lt;b&gt; &amp; &quot;кавычки&quot;</p>", '5 000 ₽ <b> & "кавычки"'],
    ["<pre>  код\n    с отступом</pre>", "код\n    с отступом"],
    ["<p>видимое</p><script>alert(1)</script><style>p{}</style><iframe src=x>внутри</iframe>", "видимое"],
    ['<p>a</p><div class="rt-delimiter">* * *</div><p>b</p>', "a\n\n* * *\n\nb"],
    ["  <p> </p>  ", ""],
    ["просто текст", "просто текст"],
    ["", ""],
  ])("%j → %j", (html, text) => {
    expect(richHtmlToPlainText(html)).toBe(text);
  });

  it("with maxLength: one line, cut at a word, at most maxLength characters with the ellipsis", () => {
    const html = "<h2>Командировки</h2><p>Командировку оформляют не позднее чем за пять рабочих дней до поездки.</p>";
    expect(richHtmlToPlainText(html, { maxLength: 500 })).toBe(
      "Командировки Командировку оформляют не позднее чем за пять рабочих дней до поездки.",
    );
    expect(richHtmlToPlainText(html, { maxLength: 40 })).toBe("Командировки Командировку оформляют не…");
    expect(richHtmlToPlainText("<p>Сверхдлинноеслово без пробелов</p>", { maxLength: 10 })).toBe("Сверхдлин…");
    expect(richHtmlToPlainText("<p>абв</p>", { maxLength: 3 })).toBe("абв");
    expect(richHtmlToPlainText("<p>абвг</p>", { maxLength: 1 })).toBe("а");
    expect(richHtmlToPlainText("<p>абвг</p>", { maxLength: 0 })).toBe("");
  });

  it("the short content of a whole legacy article", () => {
    const text = richHtmlToPlainText(renderLegacyBlocks(article), { maxLength: 120 });
    expect(text.length).toBeLessThanOrEqual(120);
    expect(text.startsWith("Как оформить командировку Командировку оформляют не позднее чем за 5 рабочих дней")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
  });

  it("with maxLength: never longer, always one line", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 0, max: 80 }), (html, maxLength) => {
        const text = richHtmlToPlainText(sanitizeRichHtml(html), { maxLength });
        expect(text.length).toBeLessThanOrEqual(maxLength);
        expect(text).not.toMatch(/\n/);
      }),
      { numRuns: 300 },
    );
  });
});
