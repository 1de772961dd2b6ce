// A poster's text: its placeholders and how they are filled. The template is checked when saved (an unknown
// placeholder is refused by its name) and filled on the day of the congratulation.
export const POSTER_PLACEHOLDERS = ["name", "position", "department", "years", "date"] as const;
export type PosterValues = Partial<Record<(typeof POSTER_PLACEHOLDERS)[number], string>>;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The first placeholder the text names that is not known, or null. */
export function unknownPlaceholder(text: string): string | null {
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (!(POSTER_PLACEHOLDERS as readonly string[]).includes(m[1]!)) return m[1]!;
  }
  return null;
}

/** The text with its placeholders filled (an empty value leaves nothing). */
export function fillPoster(text: string, values: PosterValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (POSTER_PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as keyof PosterValues] ?? "") : whole,
  );
}
