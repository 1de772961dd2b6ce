import { describe, expect, it } from "vitest";
import { withBasePath } from "./rich-html";

describe("withBasePath", () => {
  it("puts the base in front of the portal's own file addresses only", () => {
    const html =
      '<img src="/files/1/a.png"><a href="/files/2/b.pdf">b</a><a href="https://x.ru/files/3">x</a><a href="/knowledge/guide">g</a><p>src="/files/ in text</p>';
    expect(withBasePath(html, "/portal")).toBe(
      '<img src="/portal/files/1/a.png"><a href="/portal/files/2/b.pdf">b</a><a href="https://x.ru/files/3">x</a><a href="/knowledge/guide">g</a><p>src="/files/ in text</p>',
    );
    expect(withBasePath(html, "")).toBe(html);
    expect(withBasePath("/files/1/a.png", "/portal")).toBe("/portal/files/1/a.png");
    expect(withBasePath("https://x.ru/files/1/a.png", "/portal")).toBe("https://x.ru/files/1/a.png");
  });
});
