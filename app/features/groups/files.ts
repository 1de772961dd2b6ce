// The groups' kinds of file, client-safe: an album's photos, a group's avatar and cover, an article's cover.
// The manifest hands them to the files service (`fileKinds`); the groups' forms read their limits and
// accepted types from here.
import { IMAGE_EXTENSIONS, type FileKind, UP_TO_30_MB } from "~/shared/files/rules";

declare module "~/shared/files/rules" {
  interface FileTypes {
    ARTICLE_PREVIEW: true;
    GROUP_PHOTO: true;
    GROUP_IMAGE: true;
  }
}

/**
 * A group article's cover (the spec's ARTICLE_PREVIEW, for its index ARTICLE): an image. The feed stores the
 * video posters it captures as it too.
 */
export const ARTICLE_PREVIEW: FileKind<"ARTICLE_PREVIEW"> = {
  type: "ARTICLE_PREVIEW",
  extensions: IMAGE_EXTENSIONS,
  ...UP_TO_30_MB,
};

/**
 * A group album's photo (issue #14 point 9): a camera's JPEG fits in 30 MB. An album shows rows of
 * thumbnails (THUMB, THUMB_2X), and up to 20 photos come in one upload, so their originals skip mozjpeg.
 */
export const GROUP_PHOTO: FileKind<"GROUP_PHOTO"> = {
  type: "GROUP_PHOTO",
  extensions: IMAGE_EXTENSIONS,
  ...UP_TO_30_MB,
  variants: ["MEDIUM", "LARGE", "THUMB", "THUMB_2X"],
  plainJpegOriginal: true,
};

/** A group's avatar and cover (issue #14 point 4): images, judged by content like every image. */
export const GROUP_IMAGE: FileKind<"GROUP_IMAGE"> = {
  type: "GROUP_IMAGE",
  extensions: IMAGE_EXTENSIONS,
  ...UP_TO_30_MB,
};

export const groupFileKinds = [ARTICLE_PREVIEW, GROUP_PHOTO, GROUP_IMAGE];
