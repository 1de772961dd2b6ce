// Rows by ids, as the search indexers load and present them: one fetch per chunk of distinct ids (never one
// per id), the rows in the order asked or ascending, each id once, ids without a row left out.
import { describe, expect, it } from "vitest";
import { rowsInOrderOf, rowsOfIds } from "./chunks";

/** A table of the ids 1..n that records the parts it is asked for. */
function table(n: number) {
  const asked: number[][] = [];
  const fetch = async (part: number[]) => {
    asked.push(part);
    return part.filter((id) => id >= 1 && id <= n).map((id) => ({ id, name: `#${id}` }));
  };
  return { asked, fetch };
}

describe("rowsInOrderOf", () => {
  it("gives the rows in the order of the ids, each once, leaving out ids without a row", async () => {
    const { fetch } = table(10);
    expect((await rowsInOrderOf([7, 3, 99, 7, 1], fetch)).map((r) => r.id)).toEqual([7, 3, 1]);
    expect(await rowsInOrderOf([], fetch)).toEqual([]);
  });

  it("asks once per 500 distinct ids, however many ids", async () => {
    const { asked, fetch } = table(2_000);
    const ids = Array.from({ length: 1_200 }, (_, i) => 1_200 - i);
    const rows = await rowsInOrderOf([...ids, ...ids], fetch);
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(asked.map((part) => part.length)).toEqual([500, 500, 200]);
  });
});

describe("rowsOfIds", () => {
  it("gives the rows in ascending id order, each once", async () => {
    const { fetch } = table(10);
    expect((await rowsOfIds([9, 2, 5, 2, 42], fetch)).map((r) => r.id)).toEqual([2, 5, 9]);
  });
});
