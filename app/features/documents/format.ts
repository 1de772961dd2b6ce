// Dates as the document pages show them: 2024-01-09 -> 09.01.2024. Apart from schema.ts, so pages that only
// show a date do not load zod.
export const formatDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
