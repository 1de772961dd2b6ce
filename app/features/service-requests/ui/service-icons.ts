// The services' icons (24×24 glyphs for the shared Icon): a type names one in the catalogue; an unknown name
// shows the document.
import type { Glyph } from "~/shared/ui/icons";

const glyph = (path: string): Glyph => ({ path });

export const SERVICE_ICONS: Readonly<Record<string, Glyph>> = {
  document: glyph("M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm2 16H8v-2h8v2Zm0-4H8v-2h8v2Zm-3-5V3.5L18.5 9H13Z"),
  calendar: glyph("M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 16H5V9h14v11Z"),
  card: glyph(
    "M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2ZM8 8a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 8H4v-1c0-1.3 2.7-2 4-2s4 .7 4 2v1Zm8-3h-6v-2h6v2Zm0-4h-6V7h6v2Z",
  ),
  badge: glyph(
    "M20 7h-5V4a2 2 0 0 0-4 0v3H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2ZM9 12a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm3 6H6v-.8c0-1 2-1.5 3-1.5s3 .5 3 1.5v.8Zm1-11h-2V4h2v3Zm5 9h-4v-1.5h4V16Zm0-3h-4v-1.5h4V13Z",
  ),
  plane: glyph("M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5Z"),
  truck: glyph(
    "M20 8h-3V4H3a2 2 0 0 0-2 2v11h2a3 3 0 0 0 6 0h6a3 3 0 0 0 6 0h2v-5l-3-4ZM6 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm13.5-9 2 2.5H17V9.5h2.5ZM18 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z",
  ),
  car: glyph(
    "M18.9 6a1.5 1.5 0 0 0-1.4-1h-11a1.5 1.5 0 0 0-1.4 1L3 12v8a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-1h12v1a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-8l-2.1-6ZM6.5 16a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm11 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3ZM5 11l1.5-4.5h11L19 11H5Z",
  ),
};

export const serviceIcon = (name: string): Glyph => SERVICE_ICONS[name] ?? SERVICE_ICONS.document!;
