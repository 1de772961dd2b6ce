// The addresses the portal's links write and when a menu link counts as the page's own, as Remix's
// Link and NavLink decided them (the pages' markup must not change with the cheaper component).
import { describe, expect, it } from "vitest";
import { hrefOf, isActivePath } from "./link";

describe("hrefOf", () => {
  it("leaves addresses alone without a base path", () => {
    expect(hrefOf("", "/")).toBe("/");
    expect(hrefOf("", "/news/5?x=1#c")).toBe("/news/5?x=1#c");
  });
  it("puts portal paths under BASE_PATH, the home page without a trailing slash", () => {
    expect(hrefOf("/portal", "/")).toBe("/portal");
    expect(hrefOf("/portal", "/?index")).toBe("/portal?index");
    expect(hrefOf("/portal", "/#top")).toBe("/portal#top");
    expect(hrefOf("/portal", "/v2/contacts")).toBe("/portal/v2/contacts");
  });
  it("keeps in-page and other sites' addresses as written", () => {
    expect(hrefOf("/portal", "?page=2")).toBe("?page=2");
    expect(hrefOf("/portal", "#comments")).toBe("#comments");
    expect(hrefOf("/portal", "https://example.com/a")).toBe("https://example.com/a");
  });
});

describe("isActivePath", () => {
  it("is active on the link's page and the pages under it, whatever the query", () => {
    expect(isActivePath("/knowledge/faq", "/knowledge/faq")).toBe(true);
    expect(isActivePath("/knowledge/faq/3", "/knowledge/faq")).toBe(true);
    expect(isActivePath("/favorites", "/favorites?type=CONTACT")).toBe(true);
    expect(isActivePath("/Knowledge/FAQ", "/knowledge/faq")).toBe(true);
  });
  it("is not active on a page that only starts with the same letters, nor under it with `end`", () => {
    expect(isActivePath("/newsletter", "/news")).toBe(false);
    expect(isActivePath("/knowledge/faq/3", "/knowledge/faq", true)).toBe(false);
    expect(isActivePath("/main", "/news")).toBe(false);
  });
});
