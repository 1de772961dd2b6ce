// @vitest-environment happy-dom
// The trim on blur (spec §5) and the other pure parts of the editor: the video rule, inserting blocks,
// the upload messages. Each case is checked against the server's own rule where there is one.
import { EditorState, TextSelection } from "prosemirror-state";
import { describe, expect, it } from "vitest";
import { sanitizeRichHtml, trimRichHtml } from "~/shared/richtext/sanitize.server";
import * as ru from "~/shared/messages";
import { insertBlock, tableNode, videoNode, warningNode } from "./commands";
import { parseHtml, schema, serializeHtml } from "./schema";
import { trimTransaction } from "./trim";
import { checkBeforeUpload, uploadFailure } from "./upload";

const stateOf = (html: string) => EditorState.create({ doc: parseHtml(html), schema });
function trimmed(html: string): string {
  const state = stateOf(html);
  const tr = trimTransaction(state);
  return serializeHtml(tr ? state.apply(tr).doc : state.doc);
}

describe("trim on blur", () => {
  const cases: [string, string][] = [
    ["<p>\u00a0 Много\u00a0\u00a0 пробелов  <strong> здесь </strong>\u00a0</p>", "<p>Много пробелов <strong>здесь</strong></p>"],
    ["<p></p><p> </p><p>Первый</p><p></p><p>\u00a0</p><p><br></p><p>Второй</p><p></p><p> </p>", "<p>Первый</p><p></p><p>Второй</p>"],
    ["<h2>  Заголовок  </h2><ul><li><p> пункт  один </p></li></ul>", "<h2>Заголовок</h2><ul><li><p>пункт один</p></li></ul>"],
    ["<table><tbody><tr><td><p>  a  b </p></td></tr></tbody></table>", "<table><tbody><tr><td><p>a b</p></td></tr></tbody></table>"],
    ["<p>строка <br>вторая  </p>", "<p>строка <br>вторая</p>"],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      expect(trimmed(input)).toBe(expected);
    });
    it(`matches the server's trimRichHtml on ${JSON.stringify(input)}`, () => {
      // What the server would store from the untrimmed editor HTML is what the trimmed editor shows.
      expect(sanitizeRichHtml(trimRichHtml(serializeHtml(parseHtml(input))))).toBe(sanitizeRichHtml(trimmed(input)));
    });
  }

  it("changes nothing (no transaction) when there is nothing to trim", () => {
    expect(trimTransaction(stateOf("<p>Ровно один пробел</p><p></p><p>и абзац</p>"))).toBeNull();
  });

  it("a document of blank paragraphs becomes the empty field", () => {
    expect(trimmed("<p> </p><p>\u00a0</p><p></p>")).toBe("");
  });
});

describe("video rule", () => {
  it("accepts the known host's watch, embed, short and v links and keeps only the id", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/v/dQw4w9WgXcQ",
    ]) {
      expect(videoNode(url)?.attrs.id, url).toBe("dQw4w9WgXcQ");
    }
  });

  it("ignores anything else", () => {
    for (const url of [
      "https://vimeo.com/123456",
      "https://www.youtube.com/watch?v=short",
      "https://evil.example/embed/dQw4w9WgXcQ",
      "не ссылка",
    ]) {
      expect(videoNode(url), url).toBeNull();
    }
  });
});

describe("inserting blocks", () => {
  const insert = (html: string, node: Parameters<typeof insertBlock>[0]) => {
    let state = stateOf(html);
    state = state.apply(state.tr.setSelection(TextSelection.atEnd(state.doc)));
    let next = state;
    insertBlock(node)(state, (tr) => (next = state.apply(tr)));
    return next;
  };

  it("an atom at the end gets a paragraph after it to go on typing in", () => {
    const state = insert("<p>Текст</p>", videoNode("https://youtu.be/dQw4w9WgXcQ")!);
    expect(state.doc.lastChild?.type.name).toBe("paragraph");
    expect(state.selection.$from.parent).toBe(state.doc.lastChild);
  });

  it("a warning and a table put the cursor inside, and write what the sanitizer keeps", () => {
    const warned = insert("<p>Текст</p>", warningNode());
    expect(warned.selection.$from.parent.type.name).toBe("warning_title");
    const tabled = insert("<p>Текст</p>", tableNode(2, 3));
    expect(tabled.selection.$from.node(-1).type.name).toBe("table_cell");
    for (const state of [warned, tabled]) {
      const html = serializeHtml(state.doc);
      expect(sanitizeRichHtml(html)).toBe(sanitizeRichHtml(sanitizeRichHtml(html)));
      expect(html).toContain(
        state === warned
          ? `<div class="rt-warning__title">${ru.editor.warningTitle}</div>`
          : "<td><p></p></td><td><p></p></td><td><p></p></td>",
      );
    }
  });
});

describe("upload messages (spec §8)", () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

  it("image refusals: code 2 asks to reduce to 3 MB, anything else to try again", () => {
    expect(uploadFailure("image", { code: 2, error: "…" })).toBe(ru.files.imageTooBig3);
    expect(uploadFailure("image", { code: 3, error: "Недопустимый формат" })).toBe(ru.files.imageFailed);
    expect(uploadFailure("image", null)).toBe(ru.files.imageFailed);
  });

  it("attachment refusals keep the server's Russian reason", () => {
    expect(uploadFailure("file", { code: 2 })).toBe(ru.files.tooBig30);
    expect(uploadFailure("file", { code: 3, error: "Файл пустой. Выберите другой файл" })).toBe("Файл пустой. Выберите другой файл");
    expect(uploadFailure("file", "not json")).toBe(ru.files.uploadFailed);
  });

  it("checks before sending: pasted images up to 30 MB, chosen images jpeg/jpg/png up to 3 MB", () => {
    expect(checkBeforeUpload(file("image.png", 31_457_280), "pasted")).toBeNull();
    expect(checkBeforeUpload(file("image.png", 31_457_281), "pasted")).toBe(ru.files.tooBig30);
    expect(checkBeforeUpload(file("plan.jpg", 3 * 1024 * 1024), "image")).toBeNull();
    expect(checkBeforeUpload(file("plan.jpg", 3 * 1024 * 1024 + 1), "image")).toBe(ru.files.imageTooBig3);
    expect(checkBeforeUpload(file("plan.gif", 10), "image")).toBe(ru.files.extension("jpeg, jpg, png"));
  });
});
