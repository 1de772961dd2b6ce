// The in-process cache's bound is bytes: entries of any size never hold more than maxBytes together, the
// least recently used go first, and what is dropped is handed to onDrop.
import { describe, expect, it } from "vitest";
import { Kept, stringBytes } from "./kept";

describe("Kept", () => {
  const make = (maxBytes: number, dropped: string[] = []) =>
    new Kept<string, string>(
      maxBytes,
      (key, value) => stringBytes(key) + stringBytes(value),
      (key) => dropped.push(key),
    );

  it("holds no more than its bytes, whatever the sizes of the entries", () => {
    const kept = make(1000);
    for (let i = 0; i < 200; i++) kept.set(`k${i}`, "x".repeat(i % 7 === 0 ? 300 : 10));
    expect(kept.bytes).toBeLessThanOrEqual(1000);
    // A count bound of 1,000 entries would have held 200 of them here, big ones included.
    expect(kept.size).toBeLessThan(200);
  });

  it("drops the least recently used first: a read keeps an entry", () => {
    const dropped: string[] = [];
    const kept = make(3 * (2 * 2 + 2 * 4), dropped);
    kept.set("a1", "aaaa");
    kept.set("b1", "bbbb");
    kept.set("c1", "cccc");
    expect(kept.get("a1")).toBe("aaaa");
    kept.set("d1", "dddd");
    expect(dropped).toEqual(["b1"]);
    expect(kept.get("b1")).toBeUndefined();
    expect([...kept.entries()].map(([k]) => k)).toEqual(["c1", "a1", "d1"]);
  });

  it("does not keep an entry larger than the whole bound, and counts a replaced entry once", () => {
    const kept = make(100);
    kept.set("big", "x".repeat(100));
    expect(kept.size).toBe(0);
    kept.set("k", "12345");
    kept.set("k", "123");
    expect(kept.bytes).toBe(stringBytes("k") + stringBytes("123"));
    expect(kept.delete("k")).toBe(true);
    expect(kept.bytes).toBe(0);
  });
});
