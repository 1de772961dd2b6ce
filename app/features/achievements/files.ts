// Achievements' kind of file, client-safe: a kind's picture, a JPEG, PNG or WebP of at most 10 MB. The files
// service checks it by its content, decodes it with a pixel limit (no decompression bombs) and re-encodes it.
import { IMAGE_EXTENSIONS, type FileKind } from "~/shared/files/rules";
import { messages } from "./messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    ACHIEVEMENT_IMAGE: true;
  }
}

export const ACHIEVEMENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const ACHIEVEMENT_IMAGE: FileKind<"ACHIEVEMENT_IMAGE"> = {
  type: "ACHIEVEMENT_IMAGE",
  extensions: [...IMAGE_EXTENSIONS, "webp"],
  maxBytes: ACHIEVEMENT_IMAGE_MAX_BYTES,
  tooBig: messages.imageTooBig,
  // Shown at most 320 px wide (a badge in the catalogue, the award's page): the medium variant is plenty.
  variants: ["MEDIUM"],
};

export const achievementsFileKinds = [ACHIEVEMENT_IMAGE];
