// The best-in-profession contest's kind of file, client-safe: a winner's photo, a JPEG or PNG of at most 10 MB,
// checked by content by the files service (decoded and re-encoded, pixel floods refused).
import { IMAGE_EXTENSIONS, type FileKind } from "~/shared/files/rules";
import { messages } from "./messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    PROFESSIONAL_PHOTO: true;
  }
}

export const PROFESSIONAL_PHOTO: FileKind<"PROFESSIONAL_PHOTO"> = {
  type: "PROFESSIONAL_PHOTO",
  extensions: [...IMAGE_EXTENSIONS],
  maxBytes: 10 * 1024 * 1024,
  tooBig: messages.photoTooBig,
  variants: ["MEDIUM"],
};

export const professionalFileKinds = [PROFESSIONAL_PHOTO];
