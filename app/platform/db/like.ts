// LIKE patterns built from what people type: their % and _ are text, not wildcards. Use with
// `like ${pattern} escape '\\'` (the escape character is the backslash) on SQLite and PostgreSQL alike.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
