// The groups' glyph names a symbol its sprite has: a missing one would draw an empty icon, silently.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { groupsGlyph } from "~/features/groups";

describe("the groups' glyph", () => {
  it("points at a 24×24 symbol of the groups' sprite", () => {
    const id = groupsGlyph.href.slice(groupsGlyph.href.lastIndexOf("#") + 1);
    expect(id).toBe("groups");
    expect(fs.readFileSync(path.join(__dirname, "../ui/icons.svg"), "utf8")).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
  });
});
