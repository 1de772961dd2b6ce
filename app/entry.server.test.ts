import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { wholeDocument } from "./entry.server";

/** What the document's writer hands over for these chunks. */
async function written(chunks: Buffer[]): Promise<string> {
  let html = "";
  await pipeline(
    Readable.from(chunks),
    wholeDocument((whole) => (html = whole.toString("utf8"))),
  );
  return html;
}

describe("the document React writes", () => {
  it("drops the NUL bytes React 18 leaves where a Cyrillic letter did not fit its 2 KB buffer, and nothing else", async () => {
    const name = Buffer.from("Сотрудникова");
    const broken = [
      Buffer.concat([Buffer.from("<h3>"), name.subarray(0, 16), Buffer.from([0, 0])]),
      Buffer.concat([name.subarray(16), Buffer.from("</h3>")]),
    ];
    expect(await written(broken)).toBe("<h3>Сотрудникова</h3>");
    expect(await written([Buffer.from("<p>Без нулей</p>")])).toBe("<p>Без нулей</p>");
    expect(await written([Buffer.from([0, 0x3c, 0x62, 0, 0x3e, 0x61, 0, 0x3c, 0x2f, 0x62, 0x3e, 0])])).toBe("<b>a</b>");
  });
});
