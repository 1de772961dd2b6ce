// The university's kinds of file, client-safe: a course's cover (a JPEG or PNG of at most 5 MB, decoded and
// re-encoded by the files service) and a literature item's file (a PDF, an e-book or an office document of at
// most 30 MB, each told by its content: a renamed text or archive is refused whatever its name).
import { IMAGE_EXTENSIONS, type FileKind, UP_TO_30_MB } from "~/shared/files/rules";
import { messages } from "./messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    UNIVERSITY_COVER: true;
    UNIVERSITY_LITERATURE: true;
  }
}

export const UNIVERSITY_COVER: FileKind<"UNIVERSITY_COVER"> = {
  type: "UNIVERSITY_COVER",
  extensions: [...IMAGE_EXTENSIONS],
  maxBytes: 5 * 1024 * 1024,
  tooBig: messages.coverTooBig,
  variants: ["MEDIUM"],
};

export const UNIVERSITY_LITERATURE: FileKind<"UNIVERSITY_LITERATURE"> = {
  type: "UNIVERSITY_LITERATURE",
  extensions: ["pdf", "epub", "doc", "docx", "odt", "ppt", "pptx"],
  ...UP_TO_30_MB,
};

export const universityFileKinds = [UNIVERSITY_COVER, UNIVERSITY_LITERATURE];

/** A cover's address in a page: its MEDIUM variant (800 px at most), drawn small. */
export const coverOf = (filePath: string) => `${filePath}?size=MEDIUM`;
