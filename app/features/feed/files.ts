// The feed's kind of file, client-safe: a comment's sticker (ours, issue #12 point 10: a small PNG or JPEG).
// The manifest hands it to the files service (`fileKinds`); the stickers' pages read its limit from here.
// A post's images, documents and videos are the platform's kinds (ATTACHMENT, FAQ_VIDEO), and the posters
// it captures are the groups' ARTICLE_PREVIEW.
import { IMAGE_EXTENSIONS, type FileKind } from "~/shared/files/rules";
import { feedFileMessages } from "./messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    STICKER: true;
  }
}

/** A sticker's largest size: 512 KB. */
export const STICKER_MAX_BYTES = 512 * 1024;

export const STICKER: FileKind<"STICKER"> = {
  type: "STICKER",
  extensions: IMAGE_EXTENSIONS,
  maxBytes: STICKER_MAX_BYTES,
  tooBig: feedFileMessages.stickerTooBig,
};

export const feedFileKinds = [STICKER];
