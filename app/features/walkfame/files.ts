// The hall of fame's kind of file, client-safe: a board's cover or a person's photo, a JPEG or PNG of at most
// 10 MB. The files service checks it by content (decoded and re-encoded, pixel floods refused).
import { IMAGE_EXTENSIONS, type FileKind } from "~/shared/files/rules";
import { messages } from "./messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    WALKFAME_IMAGE: true;
  }
}

export const WALKFAME_IMAGE: FileKind<"WALKFAME_IMAGE"> = {
  type: "WALKFAME_IMAGE",
  extensions: [...IMAGE_EXTENSIONS],
  maxBytes: 10 * 1024 * 1024,
  tooBig: messages.coverTooBig,
  variants: ["MEDIUM"],
};

export const walkfameFileKinds = [WALKFAME_IMAGE];

/** An image's address in a page: its MEDIUM variant (800 px), enough for a card and a person's page. */
export const mediumOf = (filePath: string) => `${filePath}?size=MEDIUM`;
