// Icons drawn from a sprite (icons.svg, one cached file under /build/_assets): a page's markup names the
// symbol (<use href="…#bell">) instead of repeating its path, which kept 4–5 KB of path data in every
// signed-in page's HTML and the paths in the shell's script. Decorative: the text next to them, or
// aria-label, names them. The glyphs here are the shell's and the shared pages' own, by name; a feature
// keeps its glyphs in a sprite of its own ui folder (a Glyph) and hands them to Icon, so this list does not
// grow with the features.
import sprite from "./icons.svg";

/** The symbols of icons.svg (icons.test.ts holds the two to each other). */
export const ICON_NAMES = [
  "bell",
  "star",
  "help",
  "search",
  "menu",
  "back",
  "home",
  "user",
  "close",
  "up",
  "build",
  "chevron",
  "pencil",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** A feature's own icon: a 24×24 symbol of a sprite in the feature's ui folder, as `${sprite}#id`. */
export interface Glyph {
  readonly href: string;
}

/** `name`: one of the shell's icons here, or a feature's glyph. */
export function Icon({ name, size = 24 }: { name: IconName | Glyph; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={typeof name === "string" ? `${sprite}#${name}` : name.href} />
    </svg>
  );
}
