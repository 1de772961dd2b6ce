// The colour tokens: app.css declares what tokens.ts says, and every pair the pages use reaches its contrast
// (a faded comment at 2.4:1 and a control border at 1.8:1 were what the audit found).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { COLOURS, contrastOf, MINIMUM, PAIRS } from "./tokens";

const css = fs.readFileSync(new URL("./app.css", import.meta.url), "utf8");
const root = css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {")));
const declared = (name: string) => root.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,6})\\b`))?.[1]?.toLowerCase();
const long = (colour: string) => (colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join("")}` : colour);

describe("colour tokens", () => {
  it("are the values app.css declares", () => {
    for (const [name, value] of Object.entries(COLOURS)) expect(long(declared(name) ?? "(none)"), `--${name}`).toBe(value);
  });

  it("give every pair the pages use its contrast: 4.5:1 for text, 3:1 for borders and the focus ring", () => {
    const short = PAIRS.filter((pair) => contrastOf(pair) < MINIMUM[pair.kind]).map((p) => `${p.fg} on ${p.bg}: ${contrastOf(p)}`);
    expect(short).toEqual([]);
  });

  it("computes the contrast as WCAG does", () => {
    expect(contrastOf({ fg: "white", bg: "card" })).toBe(1);
    expect(contrastOf({ fg: "text", bg: "card" })).toBeGreaterThan(15);
  });
});
