// The shell's fallback rule (sections.ts) on a small route table: an address in a section some page lives in
// is a 404, one in a section of the spec's table no page lives in yet is "coming soon", one outside it a 404.
import { describe, expect, it } from "vitest";
import { isBuilt, sectionOf } from "./sections";

const PAGES = ["", "*", "vacancies", "vacancies/:id", "user/:id", "user/:id/:thanksId", "admin", "admin/stickers", "v2/contacts/*"];
const fate = (path: string) => {
  const section = sectionOf(path);
  return !section ? "404" : isBuilt(section, PAGES) ? "404" : `soon ${section.prefix.join("/")}`;
};

describe("the shell's sections", () => {
  it("tells a built section's junk from a section to come, by the deepest part of the spec's table", () => {
    expect(fate("/vacancies/1/2/3")).toBe("404");
    expect(fate("/no-such-page")).toBe("404");
    expect(fate("/club/partners")).toBe("soon club");
    expect(fate("/v2/services/3")).toBe("soon v2/services");
    expect(fate("/v2/contacts/1/2")).toBe("404");
    // A route parameter names no part: /user/{id}/{thanksId} does not build /user/{id}/club-card.
    expect(fate("/user/7/club-card")).toBe("soon user/*/club-card");
    expect(fate("/user/7/x")).toBe("404");
    expect(fate("/admin/statistic")).toBe("soon admin/statistic");
    expect(fate("/admin/stickers/x")).toBe("404");
    expect(fate("/admin/x")).toBe("404");
    expect(sectionOf("/admin/statistic?from=1")).toMatchObject({ key: "admin", title: "Администрирование" });
  });
});
