// Эмилия's kind of file, client-safe: an image of the assistant (JPEG, PNG or WebP, at most 10 MB). The files
// service checks it by its content, decodes it with a pixel limit (no decompression bombs) and re-encodes it;
// the admin page reads the limit from here.
import { IMAGE_EXTENSIONS, type FileKind } from "~/shared/files/rules";
import { messages } from "./messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    EMILIA_IMAGE: true;
  }
}

export const EMILIA_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const EMILIA_IMAGE: FileKind<"EMILIA_IMAGE"> = {
  type: "EMILIA_IMAGE",
  extensions: [...IMAGE_EXTENSIONS, "webp"],
  maxBytes: EMILIA_IMAGE_MAX_BYTES,
  tooBig: messages.tooBig,
  // Shown at most 160 px wide in the banner and the admin list: the medium variant is plenty.
  variants: ["MEDIUM"],
};

export const assistantFileKinds = [EMILIA_IMAGE];
