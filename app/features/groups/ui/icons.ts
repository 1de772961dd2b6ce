// The groups' own icon glyphs (icons.svg beside this file; shared/ui/icons.tsx draws them): kept here so the
// shared sprite holds only the shell's. The shell's mobile group menu shows `groupsGlyph` on its button,
// handed over by the news pages.
import type { Glyph } from "~/shared/ui/icons";
import sprite from "./icons.svg";

/** Two people: the groups. */
export const groupsGlyph: Glyph = { href: `${sprite}#groups` };
