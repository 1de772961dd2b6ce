// The groups' own icon glyphs (shared/ui/icons.tsx draws them): kept here so the shared list holds only the
// shell's. The shell's mobile group menu shows `groupsGlyph` on its button, handed over by the news pages.
import type { Glyph } from "~/shared/ui/icons";

/** Two people: the groups. */
export const groupsGlyph: Glyph = {
  path: "M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13Zm8 0c-.3 0-.6 0-1 .1 1.2.8 2 2 2 3.4V19h6v-2.5c0-2.3-4.7-3.5-7-3.5Z",
};
