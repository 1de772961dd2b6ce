// The portal's colour tokens as data: app.css's :root declares the same values (tokens.test.ts holds them
// equal), and the pairs the pages put together with the contrast each must reach. /admin/ui shows them with
// their ratios; the test refuses a pair under its minimum.

export const COLOURS = {
  brand: "#0b5cad",
  "brand-dark": "#084785",
  accent: "#ffb400",
  text: "#1c2430",
  muted: "#5d6877",
  line: "#dde3ea",
  bg: "#f3f5f8",
  card: "#ffffff",
  error: "#c62828",
  "error-bg": "#fdecea",
  success: "#2e7d32",
  "success-bg": "#e8f5e9",
  "info-bg": "#e8f1fb",
  "control-border": "#8a94a3",
  focus: "#084785",
} as const;

export type Colour = keyof typeof COLOURS;

/** What a pair is: text (AA: 4.5:1) or a control's border or focus ring against its background (3:1). */
export type PairKind = "text" | "ui";

export interface ColourPair {
  fg: Colour | "white";
  bg: Colour;
  kind: PairKind;
}

/** A pair's key ("muted/bg"): /admin/ui names where the pages use each by it. */
export const pairKey = (pair: Pick<ColourPair, "fg" | "bg">) => `${pair.fg}/${pair.bg}`;

export const PAIRS: readonly ColourPair[] = [
  { fg: "text", bg: "card", kind: "text" },
  { fg: "text", bg: "bg", kind: "text" },
  { fg: "muted", bg: "card", kind: "text" },
  { fg: "muted", bg: "bg", kind: "text" },
  { fg: "brand", bg: "card", kind: "text" },
  { fg: "brand", bg: "bg", kind: "text" },
  { fg: "brand-dark", bg: "info-bg", kind: "text" },
  { fg: "white", bg: "brand", kind: "text" },
  { fg: "white", bg: "error", kind: "text" },
  { fg: "error", bg: "error-bg", kind: "text" },
  { fg: "error", bg: "card", kind: "text" },
  { fg: "success", bg: "success-bg", kind: "text" },
  { fg: "text", bg: "accent", kind: "text" },
  { fg: "control-border", bg: "card", kind: "ui" },
  { fg: "focus", bg: "card", kind: "ui" },
  { fg: "focus", bg: "bg", kind: "ui" },
];

export const MINIMUM: Record<PairKind, number> = { text: 4.5, ui: 3 };

/** A colour token's value, "white" for #ffffff. */
export const hexOf = (name: Colour | "white") => (name === "white" ? "#ffffff" : COLOURS[name]);

/** WCAG 2 relative luminance of "#rrggbb". */
function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of a pair, 1 to 21, to two decimals. */
export function contrastOf(pair: Pick<ColourPair, "fg" | "bg">): number {
  const [a, b] = [luminance(hexOf(pair.fg)), luminance(hexOf(pair.bg))].sort((x, y) => y - x);
  return Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100;
}
