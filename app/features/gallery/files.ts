// The gallery's kind of file, client-safe: a company album's photo (issue #36), made like a group photo —
// thumbnails 150 and 300 px high, MEDIUM and LARGE (sharp), judged by content, up to 30 MB.
import { IMAGE_EXTENSIONS, type FileKind, UP_TO_30_MB } from "~/shared/files/rules";

declare module "~/shared/files/rules" {
  interface FileTypes {
    GALLERY_PHOTO: true;
  }
}

export const GALLERY_PHOTO: FileKind<"GALLERY_PHOTO"> = {
  type: "GALLERY_PHOTO",
  extensions: IMAGE_EXTENSIONS,
  ...UP_TO_30_MB,
  variants: ["MEDIUM", "LARGE", "THUMB", "THUMB_2X"],
  plainJpegOriginal: true,
};
