import { describe, expect, it } from "vitest";
import { FONT_SIZES_PX, sanitizeRichHtml, trimRichHtml, videoIdFromUrl } from "./sanitize.server";

const clean = sanitizeRichHtml;
const IFRAME_ATTRIBUTES =
  'title="Видео" allowfullscreen frameborder="0" sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy"';
const nocookie = (id: string) => `<iframe src="https://www.youtube-nocookie.com/embed/${id}" ${IFRAME_ATTRIBUTES}></iframe>`;

describe("sanitizeRichHtml: the editor's elements survive as they are", () => {
  it.each([
    "<p>Текст абзаца</p>",
    "<p>строка<br />строка</p>",
    ...[1, 2, 3, 4, 5, 6].map((level) => `<h${level}>Заголовок ${level}</h${level}>`),
    "<p><strong>жирный</strong> <b>жирный</b> <em>курсив</em> <i>курсив</i> <u>подчёркнутый</u> <s>зачёркнутый</s></p>",
    "<p>H<sub>2</sub>O и x<sup>2</sup> и <mark>маркер</mark> и <span>span</span></p>",
    "<ul><li>один<ul><li>вложенный<ol><li>глубже</li></ol></li></ul></li><li>два</li></ul>",
    "<ol><li>первый</li><li>второй</li></ol>",
    '<blockquote class="rt-align-left">Цитата</blockquote>',
    '<blockquote class="rt-align-center">Цитата по центру</blockquote>',
    '<div class="rt-warning"><div class="rt-warning__title">Внимание</div><div class="rt-warning__message">Текст</div></div>',
    '<div class="rt-delimiter">* * *</div>',
    '<div class="rt-embed"></div><div class="rt-attachment">файл <span class="rt-attachment__size">(1,00 МБ)</span></div>',
    '<table><thead><tr><th colspan="2">Шапка</th></tr></thead><tbody><tr><td rowspan="3">1</td><td>2</td></tr></tbody></table>',
    '<figure class="rt-image rt-image--border rt-image--stretched rt-image--background"><img src="/files/a.png" alt="Схема" /><figcaption>Подпись</figcaption></figure>',
    '<figure class="rt-quote"><blockquote class="rt-align-left">Ц</blockquote></figure><figure class="rt-video"></figure>',
    "<hr />",
    "<pre><code>const a = 1;\n  return a &lt; 2;</code></pre>",
    '<p><a href="/guide/42">статья</a> <a href="mailto:hr@example.ru">почта</a> <a href="tel:+74950000000">телефон</a></p>',
    '<img src="/files/12/a.jpg" alt="" width="640" height="480" />',
  ])("%s", (html) => {
    expect(clean(html)).toBe(html);
  });

  it("keeps Russian text and entities as text", () => {
    expect(clean("<p>Цена: 5&nbsp;000 ₽ &lt;без НДС&gt; &amp; «кавычки»</p>")).toBe(
      "<p>Цена: 5\u00a0000 ₽ &lt;без НДС&gt; &amp; «кавычки»</p>",
    );
  });

  it("empty or non-string input is an empty string", () => {
    expect(clean("")).toBe("");
    expect(clean(undefined as unknown as string)).toBe("");
    expect(clean(42 as unknown as string)).toBe("");
  });
});

describe("sanitizeRichHtml: everything else goes", () => {
  it.each([
    ["<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    ["<style>p{color:red}</style><p>x</p>", "<p>x</p>"],
    ['<object data="x.swf"><p>запасной текст</p></object><embed src="x.swf"><p>y</p>', "<p>y</p>"],
    [
      '<form action="/api/logout"><input name="a" value="b"><button formaction="javascript:alert(1)">Отправить</button></form>',
      "Отправить",
    ],
    ["<svg><script>alert(1)</script><circle /></svg><math><mi>x</mi></math><p>z</p>", "<p>z</p>"],
    ["<textarea>&lt;p&gt;</textarea><select><option>1</option></select>", ""],
    ["<noscript><p>нет JS</p></noscript><template><p>t</p></template>", ""],
    ["<section><article><h2>a</h2></article></section>", "<h2>a</h2>"],
    ['<p onclick="alert(1)" onmouseover="x" id="p1" class="x" title="t">a</p>', "<p>a</p>"],
    ['<img src="/files/a.png" onerror="alert(1)" srcset="/files/b.png 2x" loading="eager" />', '<img src="/files/a.png" />'],
    ['<div class="rt-warning evil rt-delimiter" style="color:red">a</div>', '<div class="rt-warning rt-delimiter">a</div>'],
    ['<p class="rt-warning">a</p><blockquote class="rt-align-right">b</blockquote>', "<p>a</p><blockquote>b</blockquote>"],
    ['<td colspan="2" rowspan="x" width="10">a</td>', '<td colspan="2">a</td>'],
    ['<table><tr><th colspan="0" rowspan="-1" scope="col">a</th></tr></table>', "<table><tr><th>a</th></tr></table>"],
    ['<img src="/files/a.png" width="100%" height="50" />', '<img src="/files/a.png" height="50" />'],
  ])("%s", (html, expected) => {
    expect(clean(html)).toBe(expected);
  });
});

describe("sanitizeRichHtml: span styles", () => {
  const styled = (style: string) => clean(`<span style="${style}">т</span>`);

  it("keeps colours as hex or rgb()/rgba()", () => {
    expect(styled("color:#f00")).toBe('<span style="color:#f00">т</span>');
    expect(styled("color: #E03131")).toBe('<span style="color:#E03131">т</span>');
    expect(styled("background-color: rgb(255, 212, 59)")).toBe('<span style="background-color:rgb(255, 212, 59)">т</span>');
    expect(styled("background-color:rgba(0,0,0,0.5)")).toBe('<span style="background-color:rgba(0,0,0,0.5)">т</span>');
    expect(styled("color:#f00;background-color:#00ff00;font-size:14px")).toBe(
      '<span style="color:#f00;background-color:#00ff00;font-size:14px">т</span>',
    );
  });

  it.each([
    "color:red",
    "color:#ff",
    "color:#fffff",
    "color:#ggg",
    "color:hsl(0,100%,50%)",
    "color:rgb(1,2)",
    "color:var(--x)",
    "color:expression(alert(1))",
    "background-color:url(javascript:alert(1))",
    "background:url(https://evil.example/a.png)",
    "background-image:url(/files/a.png)",
    "position:fixed;top:0;left:0",
    "font-size:13.5px",
    "font-size:25px",
    "font-size:2em",
    "font-size:100px",
    "font-size:calc(10px + 2px)",
    "behavior:url(x.htc)",
    "color:#f00\\;position:fixed",
  ])("drops %s", (style) => {
    expect(styled(style)).toBe("<span>т</span>");
  });

  it("allows exactly the editor's font sizes", () => {
    expect(FONT_SIZES_PX).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 30, 60, 96]);
    for (const size of FONT_SIZES_PX) expect(styled(`font-size:${size}px`)).toBe(`<span style="font-size:${size}px">т</span>`);
    for (const size of [7, 25, 29, 31, 59, 61, 95, 97, 0, 120]) expect(styled(`font-size:${size}px`)).toBe("<span>т</span>");
  });

  it("styles are kept on span only", () => {
    expect(clean('<p style="color:#f00">a</p><b style="font-size:14px">b</b>')).toBe("<p>a</p><b>b</b>");
  });

  it("the old editor's <font color> becomes a coloured span", () => {
    expect(clean('<font color="#e03131">красный</font>')).toBe('<span style="color:#e03131">красный</span>');
    expect(clean('<font color="red" face="Comic Sans">слово</font>')).toBe("<span>слово</span>");
  });
});

describe("sanitizeRichHtml: links", () => {
  const link = (href: string) => clean(`<a href="${href}">ссылка</a>`);
  const external = (href: string) => `<a href="${href}" target="_blank" rel="noopener noreferrer">ссылка</a>`;

  it("external http(s) links open in a new tab without opener or referrer", () => {
    expect(link("https://www.consultant.ru/doc")).toBe(external("https://www.consultant.ru/doc"));
    expect(link("http://intranet.example/a?b=1&amp;c=2")).toBe(external("http://intranet.example/a?b=1&amp;c=2"));
    expect(clean('<a href="https://e.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://e.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("site paths, mailto and tel stay in place; a forged target or rel is dropped", () => {
    expect(link("/guide/42#part-2")).toBe('<a href="/guide/42#part-2">ссылка</a>');
    expect(clean('<a href="/guide/1" target="_top" rel="opener">x</a>')).toBe('<a href="/guide/1">x</a>');
    expect(link("mailto:hr@example.ru")).toBe('<a href="mailto:hr@example.ru">ссылка</a>');
    expect(link("TEL:+74950000000")).toBe('<a href="TEL:+74950000000">ссылка</a>');
    expect(clean('<a href="/guide/1" title="Статья">x</a>')).toBe('<a href="/guide/1" title="Статья">x</a>');
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java&#x09;script:alert(1)",
    "java&#10;script:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)",
    "&#0000106avascript:alert(1)",
    "javascript&colon;alert(1)",
    "&#1;javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
    "ftp://files.example/a",
    "//evil.example/path",
    "/\\evil.example/path",
    "/\t/evil.example",
    "relative/path",
    "?query",
    "#anchor",
    "https://",
  ])("drops the href %s", (href) => {
    expect(link(href)).toBe("<a>ссылка</a>");
  });
});

describe("sanitizeRichHtml: images", () => {
  const image = (src: string) => clean(`<img src="${src}" alt="a" />`);

  it("keeps uploaded files of the portal", () => {
    expect(image("/files/2023/02/a.png")).toBe('<img src="/files/2023/02/a.png" alt="a" />');
    expect(image("/files/12/%D0%A1%D1%85%D0%B5%D0%BC%D0%B0.png?size=MEDIUM")).toBe(
      '<img src="/files/12/%D0%A1%D1%85%D0%B5%D0%BC%D0%B0.png?size=MEDIUM" alt="a" />',
    );
  });

  // An image on another site is a tracking pixel for every reader and a broken picture on an intranet (issue #38).
  it.each([
    "https://cdn.example.ru/a.jpg?w=100",
    "HTTPS://tracker.example/pixel.gif",
    "&#104;ttps://tracker.example/pixel.gif",
    "http://cdn.example.ru/a.jpg",
    "/api/logout",
    "/files/../api/logout",
    "/files/%2e%2e/api/logout",
    "/files/",
    "/filesystem/a.png",
    "//cdn.example.ru/a.jpg",
    "files/a.png",
    "javascript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "vbscript:x",
  ])("drops an image whose src is %s", (src) => {
    expect(image(src)).toBe("");
  });

  it("an image without src is dropped, its neighbours are not", () => {
    expect(clean('<p>до<img alt="x" />после</p>')).toBe("<p>допосле</p>");
  });
});

describe("sanitizeRichHtml: video iframes", () => {
  const id = "dQw4w9WgXcQ";

  it("the known video host's embed becomes the nocookie player with a fixed attribute set", () => {
    expect(clean(`<iframe src="https://www.youtube.com/embed/${id}"></iframe>`)).toBe(nocookie(id));
    expect(clean(`<iframe src="https://www.youtube-nocookie.com/embed/${id}"></iframe>`)).toBe(nocookie(id));
    expect(
      clean(
        `<iframe src="https://www.youtube.com/embed/${id}?autoplay=1" width="560" height="315" allow="camera; microphone" ` +
          `sandbox="allow-top-navigation allow-forms" srcdoc="<script>alert(1)</script>" onload="alert(1)" frameborder="1"></iframe>`,
      ),
    ).toBe(nocookie(id));
  });

  it("nothing inside an iframe survives", () => {
    expect(clean(`<iframe src="https://www.youtube.com/embed/${id}"><p>текст</p>и ещё<img src="/files/a.png"></iframe>`)).toBe(
      nocookie(id),
    );
  });

  it.each([
    "https://evil.example/embed/dQw4w9WgXcQ",
    "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ",
    "https://youtube.com/embed/dQw4w9WgXcQ",
    "http://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/short",
    "https://www.youtube.com/embed/dQw4w9WgXcQx",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "//www.youtube.com/embed/dQw4w9WgXcQ",
    "/embed/dQw4w9WgXcQ",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "",
  ])("drops an iframe with src %s", (src) => {
    expect(clean(`<p>до</p><iframe src="${src}"><p>внутри</p></iframe><p>после</p>`)).toBe("<p>до</p><p>после</p>");
  });

  it("an iframe without src is dropped", () => {
    expect(clean('<iframe srcdoc="<p>x</p>"></iframe>')).toBe("");
  });
});

describe("sanitizeRichHtml is idempotent on editor output", () => {
  it("a second pass changes nothing, also where removing a tag changed the nesting", () => {
    for (const html of ["<p>a<x-tag><p>b", "<li>a<custom><li>b", "<p>a<span><p>b</span>", '<a href="https://e.example">x</a>']) {
      const once = clean(html);
      expect(clean(once)).toBe(once);
    }
  });
});

describe("videoIdFromUrl (spec §5)", () => {
  const id = "dQw4w9WgXcQ";

  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${id}`,
    `http://www.youtube.com/watch?v=${id}`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/embed/${id}?start=10`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/v/${id}`,
    `  https://WWW.YOUTUBE.COM/watch?v=${id}  `,
  ])("%s", (url) => {
    expect(videoIdFromUrl(url)).toBe(id);
  });

  it("ids with - and _ are ids", () => {
    expect(videoIdFromUrl("https://youtu.be/M7lc1UVf-VE")).toBe("M7lc1UVf-VE");
    expect(videoIdFromUrl("https://youtu.be/a_b-c_d-e_f")).toBe("a_b-c_d-e_f");
  });

  it.each([
    "",
    "не ссылка",
    id,
    `www.youtube.com/watch?v=${id}`,
    `https://www.youtube.com/watch?v=${id}x`,
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${id.slice(0, 10)}!`,
    "https://www.youtube.com/watch",
    `https://www.youtube.com/watch/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/embed/${id}/extra`,
    `https://www.youtube.com/embed/`,
    `https://youtu.be/${id}/extra`,
    `https://youtu.be/`,
    `https://youtube-nocookie.com/v/${id}`,
    `https://vimeo.com/76979871`,
    `https://www.youtube.com.evil.example/watch?v=${id}`,
    `https://evil.example/watch?v=${id}&host=youtube.com`,
    `https://www.youtube.com@evil.example/watch?v=${id}`,
    `https://user@www.youtube.com/watch?v=${id}`,
    `https://www.youtube.com:8443/watch?v=${id}`,
    `ftp://www.youtube.com/watch?v=${id}`,
    `javascript:alert(1)//https://www.youtube.com/watch?v=${id}`,
    `//www.youtube.com/watch?v=${id}`,
  ])("refuses %s", (url) => {
    expect(videoIdFromUrl(url)).toBeNull();
  });

  it("refuses a value that is not a string", () => {
    expect(videoIdFromUrl(undefined as unknown as string)).toBeNull();
  });
});

describe("trimRichHtml (spec §5: redundant spaces and empty paragraphs)", () => {
  it.each([
    ["<p></p><p><br></p><p>Текст</p>", "<p>Текст</p>"],
    ["<p>Текст</p><p> </p><p>&nbsp;</p><p><br/></p>", "<p>Текст</p>"],
    ["<p>один</p><p></p><p><br></p><p>&nbsp; </p><p>два</p>", "<p>один</p><p></p><p>два</p>"],
    ["<p>один</p><p><br></p><p>два</p>", "<p>один</p><p><br></p><p>два</p>"],
    ["<p>много    пробелов&nbsp;&nbsp;&nbsp;и&nbsp; nbsp</p>", "<p>много пробелов и nbsp</p>"],
    ["<p>  по краям  </p>", "<p>по краям</p>"],
    ["<p>&nbsp;<b> жирный </b> текст&nbsp;</p>", "<p><b>жирный </b> текст</p>"],
    ["<h2>  Заголовок </h2><ul><li> пункт  </li></ul>", "<h2>Заголовок</h2><ul><li>пункт</li></ul>"],
    ["<p><span> </span><b><br></b></p><p>x</p>", "<p>x</p>"],
    ["<pre>  отступ\n    сохранён  </pre>", "<pre>  отступ\n    сохранён  </pre>"],
    ["<p>код: <code>a   =   b</code></p>", "<p>код: <code>a   =   b</code></p>"],
    ['<p><img src="/files/a.png"></p>', '<p><img src="/files/a.png"></p>'],
    ["\n  <p>a</p>\n  <p>b</p>\n", "<p>a</p> <p>b</p>"],
    ["<b>слово</b> <i>слово</i>", "<b>слово</b> <i>слово</i>"],
    ["<p></p>", ""],
    ["", ""],
  ])("%j → %j", (html, expected) => {
    expect(trimRichHtml(html)).toBe(expected);
  });

  it("trimming twice is trimming once", () => {
    const html = "<p> </p><p>a  b</p><p></p><p></p><p> c </p><p><br></p>";
    expect(trimRichHtml(trimRichHtml(html))).toBe(trimRichHtml(html));
  });

  it("trimmed and then sanitized is what is stored", () => {
    expect(clean(trimRichHtml('<p>&nbsp;</p><p onclick="x">Итог:  <b>готово</b></p><p><br></p>'))).toBe("<p>Итог: <b>готово</b></p>");
  });
});
