// The hall of fame's kinds of file, client-safe: a board's cover or a person's photo, a JPEG or PNG of at most
// 10 MB, and a photo of a board's album (WALKFAME_PHOTO). The files service checks each by content (decoded
// and re-encoded, pixel floods refused).
import { IMAGE_EXTENSIONS, type FileKind, UP_TO_30_MB } from "~/shared/files/rules";
import { messages } from "./messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    WALKFAME_IMAGE: true;
    WALKFAME_PHOTO: true;
  }
}

export const WALKFAME_IMAGE: FileKind<"WALKFAME_IMAGE"> = {
  type: "WALKFAME_IMAGE",
  extensions: [...IMAGE_EXTENSIONS],
  maxBytes: 10 * 1024 * 1024,
  tooBig: messages.coverTooBig,
  variants: ["MEDIUM"],
};

/** A photo of a board's album (/walkfame/{id}/album), made like the gallery's: thumbnails, MEDIUM and LARGE. */
export const WALKFAME_PHOTO: FileKind<"WALKFAME_PHOTO"> = {
  type: "WALKFAME_PHOTO",
  extensions: IMAGE_EXTENSIONS,
  ...UP_TO_30_MB,
  variants: ["MEDIUM", "LARGE", "THUMB", "THUMB_2X"],
  plainJpegOriginal: true,
};

export const walkfameFileKinds = [WALKFAME_IMAGE, WALKFAME_PHOTO];

/** An image's address in a page: its MEDIUM variant (800 px), enough for a card and a person's page. */
export const mediumOf = (filePath: string) => `${filePath}?size=MEDIUM`;
