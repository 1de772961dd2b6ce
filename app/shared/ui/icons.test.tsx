// The sprite holds every symbol the code names: a missing one would draw an empty icon, silently.
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, ICON_NAMES } from "./icons";

/** The 24×24 symbols of a sprite, by id. */
const symbolsOf = (file: string) =>
  [...fs.readFileSync(file, "utf8").matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);

describe("icons", () => {
  it("the shared sprite has a 24×24 symbol for each name, and no other", () => {
    expect(symbolsOf(path.join(__dirname, "icons.svg")).sort()).toEqual([...ICON_NAMES].sort());
  });

  it("draws a name and a feature's glyph as a reference into their sprite, hidden from assistive technology", () => {
    // (The sprite's address is the build's file under /build/_assets; vitest inlines it as a data URI.)
    expect(renderToStaticMarkup(<Icon name="bell" />)).toMatch(
      /^<svg class="icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href="[^"]+#bell"><\/use><\/svg>$/,
    );
    const glyph = renderToStaticMarkup(<Icon name={{ href: "/build/_assets/feature-X.svg#groups" }} size={20} />);
    expect(glyph).toContain('width="20"');
    expect(glyph).toContain('<use href="/build/_assets/feature-X.svg#groups">');
  });
});
