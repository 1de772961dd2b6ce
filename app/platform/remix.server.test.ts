import { describe, expect, it } from "vitest";
import { safeNext } from "./remix.server";

describe("safeNext", () => {
  it.each([
    ["/x", "/x"],
    ["/", "/"],
    ["/knowledge/guide?tab=1#top", "/knowledge/guide?tab=1#top"],
    ["/user/5/notification", "/user/5/notification"],
  ])("keeps the same-site path %s", (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil",
    "/\\\\evil.example",
    "https://evil.example",
    "http://evil.example/x",
    "javascript:alert(1)",
    "evil.example",
    "",
    "/\t/evil.example",
    // Dot segments that resolve to a protocol-relative path.
    "/.//evil.example",
    "/x/../..//evil.example",
    "/%2e%2e//evil.example",
  ])("sends %j to /", (next) => {
    expect(safeNext(next)).toBe("/");
  });

  it("refuses what is not a string, and uses the given fallback", () => {
    expect(safeNext(undefined)).toBe("/");
    expect(safeNext(null)).toBe("/");
    expect(safeNext(["/x"])).toBe("/");
    expect(safeNext("//evil.example", "/main")).toBe("/main");
  });
});
