// The birthdays feature's kind of file, client-safe: a poster's background, a JPEG, PNG or WebP of at most 10 MB.
// The files service checks it by content (decoded and re-encoded, pixel floods refused); the page reads the limit.
import { IMAGE_EXTENSIONS, type FileKind } from "~/shared/files/rules";
import { messages } from "./messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    POSTER_BACKGROUND: true;
  }
}

export const POSTER_BACKGROUND_MAX_BYTES = 10 * 1024 * 1024;

export const POSTER_BACKGROUND: FileKind<"POSTER_BACKGROUND"> = {
  type: "POSTER_BACKGROUND",
  extensions: [...IMAGE_EXTENSIONS, "webp"],
  maxBytes: POSTER_BACKGROUND_MAX_BYTES,
  tooBig: messages.posterBackgroundTooBig,
  // The poster is drawn from the LARGE variant (1600 px): a faster decode than a camera original.
  variants: ["LARGE"],
};

export const birthdaysFileKinds = [POSTER_BACKGROUND];
