// The partners club's kind of file, client-safe: a partner's logo, a JPEG or PNG of at most 5 MB, checked by
// content by the files service (decoded and re-encoded: a renamed text or SVG is refused whatever its name).
import { IMAGE_EXTENSIONS, type FileKind } from "~/shared/files/rules";
import { messages } from "./messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    CLUB_LOGO: true;
  }
}

export const CLUB_LOGO: FileKind<"CLUB_LOGO"> = {
  type: "CLUB_LOGO",
  extensions: [...IMAGE_EXTENSIONS],
  maxBytes: 5 * 1024 * 1024,
  tooBig: messages.logoTooBig,
  variants: ["MEDIUM"],
};

export const clubFileKinds = [CLUB_LOGO];

/** A logo's address in a page: its MEDIUM variant (800 px at most), drawn small. */
export const logoOf = (filePath: string) => `${filePath}?size=MEDIUM`;
