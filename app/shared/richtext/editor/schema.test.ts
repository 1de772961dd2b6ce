// @vitest-environment happy-dom
// The editor's HTML both ways: what the server stores parses into the editor's document and comes back
// out meaning the same, and what the editor writes passes the server's sanitizer unchanged.
import { describe, expect, it } from "vitest";
import { renderLegacyBlocks } from "~/shared/richtext/legacy.server";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import article from "~/shared/richtext/fixtures/article.json";
import normativeDocument from "~/shared/richtext/fixtures/normative-document.json";
import { normalColour, parseHtml, serializeHtml } from "./schema";

/** One spelling of an HTML fragment (attribute quoting, void tags, entities), for comparing meaning. */
function canonical(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.innerHTML;
}

const roundTrip = (html: string) => serializeHtml(parseHtml(html));

/** Stored HTML the editor writes itself: parsing and writing it again gives the same markup. */
const EDITOR_HTML: Record<string, string> = {
  headings: "<h1>Один</h1><h2>Два</h2><h3>Три</h3><h4>Четыре</h4><h5>Пять</h5><h6>Шесть</h6><p>Текст</p>",
  marks:
    "<p>Вода — H<sub>2</sub>O, площадь — м<sup>2</sup>: <strong>жирный</strong>, <em>курсив</em>, <u>подчёркнутый</u>, " +
    '<a href="/knowledge/documents">внутренняя</a> и <a href="https://example.ru/a?b=1" target="_blank" rel="noopener noreferrer">внешняя</a> ссылки<br>новая строка</p>',
  colours:
    '<p><span style="color:#ff1300">красный</span> <span style="background-color:#ffeb3b">маркер</span> ' +
    '<span style="font-size:30px">крупно</span> <strong><span style="color:#3f51b5"><span style="font-size:96px">всё сразу</span></span></strong></p>',
  lists:
    "<ul><li><p>первый</p><ul><li><p>вложенный</p><ol><li><p>ещё глубже</p></li></ol></li></ul></li><li><p>второй</p></li></ul>" +
    "<ol><li><p>раз</p></li><li><p>два</p></li></ol>",
  quotes:
    '<figure class="rt-quote"><blockquote class="rt-align-left"><p>Слева</p></blockquote></figure>' +
    '<figure class="rt-quote"><blockquote class="rt-align-center"><p>По центру</p></blockquote><figcaption>Автор</figcaption></figure>',
  warning:
    '<div class="rt-warning"><div class="rt-warning__title">Внимание</div><div class="rt-warning__message">Не <strong>пользуйтесь</strong> лифтом</div></div>' +
    '<div class="rt-warning"><div class="rt-warning__message">Без заголовка</div></div>',
  table:
    "<table><tbody><tr><th><p>Смена</p></th><th><p>Часы</p></th></tr><tr><td><p>Утро</p></td><td><p>8–16</p></td></tr></tbody></table>",
  image:
    '<figure class="rt-image"><img src="/files/12/plan.png" alt=""></figure>' +
    '<figure class="rt-image rt-image--border rt-image--stretched"><img src="/files/13/map.jpg" alt="Схема"><figcaption>Схема</figcaption></figure>',
  video:
    '<figure class="rt-video"><div class="rt-embed"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Видео" ' +
    'allowfullscreen="" frameborder="0" sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy"></iframe></div></figure>',
  attachment:
    '<div class="rt-attachment"><a href="/files/14/%D0%B0.pdf">Регламент.pdf</a> <span class="rt-attachment__size">(PDF, 1,23 МБ)</span></div>',
  "raw HTML and delimiter": '<div class="rt-html"><p>Свой <b>код</b></p></div><div class="rt-delimiter">* * *</div><p>после</p>',
};

describe("editor HTML round trip", () => {
  for (const [name, html] of Object.entries(EDITOR_HTML)) {
    it(`${name}: parse → write keeps the markup`, () => {
      expect(canonical(roundTrip(html))).toBe(canonical(html));
    });
    it(`${name}: the sanitizer keeps what the editor writes`, () => {
      const written = roundTrip(html);
      expect(canonical(sanitizeRichHtml(written))).toBe(canonical(written));
    });
  }

  it("what the sanitizer stored (its own spelling: void tags, no-break spaces, bare allowfullscreen) reads back the same", () => {
    const written = roundTrip(Object.values(EDITOR_HTML).join(""));
    const stored = sanitizeRichHtml(written);
    expect(canonical(roundTrip(stored))).toBe(canonical(written));
  });

  it("an empty document is an empty field, so the form's 'content required' rule applies", () => {
    expect(roundTrip("")).toBe("");
    expect(roundTrip("<p></p>")).toBe("");
  });
});

describe("reading older or foreign markup", () => {
  it("the old editor's shapes take the editor's form and keep their meaning", () => {
    expect(roundTrip("<ul><li>один</li><li>два</li></ul>")).toBe("<ul><li><p>один</p></li><li><p>два</p></li></ul>");
    expect(roundTrip('<figure class="rt-quote"><blockquote class="rt-align-center">Цитата</blockquote></figure>')).toBe(
      '<figure class="rt-quote"><blockquote class="rt-align-center"><p>Цитата</p></blockquote></figure>',
    );
    expect(roundTrip("<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>")).toBe(
      "<table><tbody><tr><th><p>a</p></th></tr><tr><td><p>1</p></td></tr></tbody></table>",
    );
    expect(roundTrip("<p><b>ж</b> <i>к</i> <mark>м</mark> <s>з</s></p>")).toBe(
      "<p><strong>ж</strong> <em>к</em> <mark>м</mark> <s>з</s></p>",
    );
    expect(roundTrip("<hr><pre><code>x &lt; y</code></pre>")).toBe(
      '<div class="rt-delimiter">* * *</div><div class="rt-html"><pre><code>x &lt; y</code></pre></div>',
    );
  });

  it("colours in any accepted spelling become #rrggbb; others are dropped", () => {
    expect(roundTrip('<p><span style="color: rgb(255, 19, 0)">а</span><span style="background-color:#FFF">б</span></p>')).toBe(
      '<p><span style="color:#ff1300">а</span><span style="background-color:#ffffff">б</span></p>',
    );
    expect(roundTrip('<p><span style="color: red; font-size: 13px">а</span><span style="font-size:31px">б</span></p>')).toBe(
      '<p><span style="font-size:13px">а</span>б</p>',
    );
    expect(normalColour("rgba(0, 0, 0, 0.5)")).toBe("rgba(0, 0, 0, 0.5)");
    expect(normalColour("rgb(300, 0, 0)")).toBeNull();
    expect(normalColour("url(x)")).toBeNull();
  });

  it("only the known video host is embedded; other frames, unsafe links and images are dropped", () => {
    expect(roundTrip('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toContain(
      'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
    );
    expect(roundTrip('<p>a</p><iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>')).toBe("<p>a</p>");
    expect(roundTrip('<p><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AA"></p>')).toBe("<p>x</p>");
  });

  it("an image of another site is dropped; one pasted from this portal with its full address becomes its site path", () => {
    expect(roundTrip('<p>a</p><img src="https://tracker.example/pixel.gif">')).toBe("<p>a</p>");
    const own = `${location.origin}/files/12/%D0%A1%D1%85%D0%B5%D0%BC%D0%B0.png?size=MEDIUM`;
    expect(location.origin).toMatch(/^https?:\/\//);
    expect(roundTrip(`<p>a</p><img src="${own}" alt="Схема">`)).toBe(
      '<p>a</p><figure class="rt-image"><img src="/files/12/%D0%A1%D1%85%D0%B5%D0%BC%D0%B0.png?size=MEDIUM" alt="Схема"></figure>',
    );
  });

  it("plain text from a textarea becomes paragraphs and line breaks, as on the server", () => {
    expect(roundTrip("Первая строка\nвторая\n\nНовый абзац & <не тег")).toBe(
      "<p>Первая строка<br>вторая</p><p>Новый абзац &amp; &lt;не тег</p>",
    );
  });

  it("raw HTML is kept inert until it is written out: nothing of it runs in the editor's page", () => {
    const html = '<div class="rt-html"><img src="x" onerror="window.__ran = 1"></div>';
    expect(roundTrip(html)).toBe(html);
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
  });

  for (const [name, fixture] of Object.entries({ article, normativeDocument })) {
    it(`the old editor's ${name} fixture, rendered by the server, survives the editor with its text and the sanitizer`, () => {
      const stored = renderLegacyBlocks(fixture);
      const written = roundTrip(stored);
      expect(canonical(sanitizeRichHtml(written))).toBe(canonical(written));
      const words = (html: string) => richHtmlToPlainText(html).replace(/\s+/g, " ").trim();
      expect(words(written)).toBe(words(stored));
      // And the editor's form is a fixed point.
      expect(roundTrip(written)).toBe(written);
    });
  }
});
