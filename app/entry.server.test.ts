import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutNulBytes } from "./entry.server";

describe("withoutNulBytes", () => {
  it("drops the NUL bytes React 18 leaves where a Cyrillic letter did not fit its 2 KB buffer, and nothing else", async () => {
    const name = Buffer.from("Сотрудникова");
    const broken = [
      Buffer.concat([Buffer.from("<h3>"), name.subarray(0, 16), Buffer.from([0])]),
      Buffer.concat([name.subarray(16), Buffer.from("</h3>")]),
    ];
    expect(await text(Readable.from(broken).pipe(withoutNulBytes()))).toBe("<h3>Сотрудникова</h3>");
    expect(await text(Readable.from([Buffer.from("<p>Без нулей</p>")]).pipe(withoutNulBytes()))).toBe("<p>Без нулей</p>");
  });
});
