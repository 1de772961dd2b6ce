// Properties of the sanitizer over generated hostile HTML, checked on the output parsed again.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileAttributeValue, hostileHtml, violations } from "./fixtures/hostile-html";
import { renderLegacyBlocks } from "./legacy.server";
import { sanitizeRichHtml } from "./sanitize.server";

const RUNS = { numRuns: 1000 };

describe("sanitizeRichHtml on hostile HTML", () => {
  it("the checker itself sees what it must refuse", () => {
    expect(violations('<p onclick="x">a</p>')).toContain("event handler onclick on <p>");
    expect(violations("<script>1</script>")).toContain("element <script>");
    expect(violations('<a href="&#106;ava&#x09;script:alert(1)">x</a>')).toHaveLength(1);
    expect(violations('<img src=" DATA:image/png,x">')).toContain('src=" DATA:image/png,x" on <img>');
    expect(violations('<img src="https://tracker.example/pixel.gif">')).toEqual(['img src="https://tracker.example/pixel.gif"']);
    expect(violations('<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>')).not.toEqual([]);
    expect(violations('<span style="background:url(x)">a</span>')).toEqual(['style="background:url(x)"']);
    expect(violations('<p class="x">a</p>')).toEqual(["attribute class on <p>"]);
  });

  it("output holds only allowed elements and attributes, no handlers, no script URLs, own images, nocookie iframes", () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        expect(violations(sanitizeRichHtml(html))).toEqual([]);
      }),
      RUNS,
    );
  });

  it("a hostile value in any URL attribute of any element is never kept as a script URL", () => {
    const urlAttribute = fc.constantFrom(
      "a href",
      "img src",
      "iframe src",
      "form action",
      "button formaction",
      "svg xlink:href",
      "img srcset",
      "object data",
      "video poster",
      "table background",
    );
    fc.assert(
      fc.property(urlAttribute, hostileAttributeValue, fc.constantFrom('"', "'", ""), (pair, value, quote) => {
        const [tag, attribute] = pair.split(" ");
        const output = sanitizeRichHtml(`<${tag} ${attribute}=${quote}${value}${quote}>x</${tag}>`);
        expect(violations(output)).toEqual([]);
      }),
      RUNS,
    );
  });

  it("is idempotent: sanitizing sanitized HTML changes nothing", () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const once = sanitizeRichHtml(html);
        expect(sanitizeRichHtml(once)).toBe(once);
      }),
      RUNS,
    );
  });
});

describe("renderLegacyBlocks on hostile blocks", () => {
  const blockType = fc.constantFrom(
    "paragraph",
    "header",
    "list",
    "quote",
    "warning",
    "table",
    "image",
    "attaches",
    "embed",
    "raw",
    "delimiter",
    "unknown",
    "__proto__",
    "constructor",
  );
  const value = fc.oneof(hostileHtml, hostileAttributeValue, fc.integer(), fc.constant(null), fc.boolean());
  const data = fc.record(
    {
      text: value,
      level: fc.oneof(fc.integer({ min: -1, max: 9 }), value),
      style: fc.constantFrom("ordered", "unordered", "x"),
      items: fc.array(fc.oneof(hostileHtml, fc.record({ content: value, items: fc.array(value, { maxLength: 2 }) })), { maxLength: 3 }),
      caption: value,
      alignment: fc.oneof(fc.constantFrom("left", "center"), hostileAttributeValue),
      title: value,
      message: value,
      withHeadings: fc.boolean(),
      content: fc.array(fc.array(value, { maxLength: 3 }), { maxLength: 3 }),
      file: fc.record({ url: value, name: value, size: fc.oneof(fc.integer(), value), extension: value }, { requiredKeys: [] }),
      url: value,
      source: value,
      embed: value,
      html: hostileHtml,
    },
    { requiredKeys: [] },
  );
  const document = fc.array(fc.record({ type: blockType, data }), { maxLength: 4 }).map((blocks) => ({ time: 1, blocks }));

  it("never throws, and what it renders passes the same checks", () => {
    fc.assert(
      fc.property(document, fc.boolean(), (doc, asString) => {
        const output = renderLegacyBlocks(asString ? JSON.stringify(doc) : doc);
        expect(violations(output)).toEqual([]);
        expect(sanitizeRichHtml(output)).toBe(output);
      }),
      { numRuns: 200 },
    );
  });

  it("any string that is not the old editor's JSON renders as nothing", () => {
    fc.assert(
      fc.property(fc.string(), (content) => {
        fc.pre(!content.trim().startsWith("{"));
        expect(renderLegacyBlocks(content)).toBe("");
      }),
      { numRuns: 200 },
    );
  });
});
