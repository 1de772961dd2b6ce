import { describe, expect, it } from "vitest";
import { READ_MOSTLY_MS, readMostly } from "./read-mostly.server";

describe("readMostly", () => {
  it("reads once within READ_MOSTLY_MS, again after it and after forget", async () => {
    let clock = 1_000;
    let reads = 0;
    const menu = readMostly(
      async () => ++reads,
      () => clock,
    );
    expect(await Promise.all([menu.get(), menu.get()])).toEqual([1, 1]);
    clock += READ_MOSTLY_MS - 1;
    expect(await menu.get()).toBe(1);
    clock += 1;
    expect(await menu.get()).toBe(2);
    menu.forget();
    expect(await menu.get()).toBe(3);
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const setting = readMostly(async () => {
      if (fail) throw new Error("database restarting");
      return "1";
    });
    await expect(setting.get()).rejects.toThrow("database restarting");
    fail = false;
    expect(await setting.get()).toBe("1");
  });
});
