// Rules of uploaded files, client-safe (forms read the accepted extensions and limits from here):
// the file types of POST /file/save, what each accepts and how big it may be (spec part 1 §5, §9;
// part 2 §5). The server checks every file by its content as well (files.server.ts). No zod here: a
// form that only shows sizes or accepted types (the guide's article form) does not load it; the
// call's schema is schema.server.ts.
import * as ru from "~/shared/messages";

const e = ru.files;
const MB = 1024 * 1024;

/** The spec's limits (part 1 §9). */
export const EDITOR_IMAGE_MAX_BYTES = 3 * MB;
/** Pasted images, and our cap for everything sent as base64 JSON: 30 MB = 31457280 bytes. */
export const PASTED_IMAGE_MAX_BYTES = 31_457_280;
/** Stickers of comments (ours, issue #12 point 10): small images. */
export const STICKER_MAX_BYTES = 512 * 1024;
/**
 * The spec's large-file limit (500 MB): videos (FAQ_VIDEO) uploaded as multipart, streamed to disk and
 * stored from there. Sent as base64 JSON (/file/save) they are held to PASTED_IMAGE_MAX_BYTES.
 */
export const LARGE_FILE_MAX_BYTES = 524_288_000;

/** Longest side of the image variants; images are also kept as uploaded (normalised, see files.server.ts). */
export const IMAGE_VARIANTS = { MEDIUM: 800, LARGE: 1600 } as const;
/**
 * Height of a group photo's thumbnails (part 2 §9: an album shows rows of 150 px high images; THUMB_2X
 * for screens of twice the density). By height, not the longest side: a row of thumbnails is even.
 */
export const THUMB_VARIANTS = { THUMB: 150, THUMB_2X: 300 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS | keyof typeof THUMB_VARIANTS;

/** The variants an image of this file type gets: group photos the thumbnails as well. */
export const variantsOf = (type: string): readonly ImageVariant[] =>
  type === "GROUP_PHOTO" ? ["MEDIUM", "LARGE", "THUMB", "THUMB_2X"] : ["MEDIUM", "LARGE"];

export const FILE_TYPES = [
  "WIKI_DOCUMENT",
  "ARTICLE_PREVIEW",
  "VACANCY_RESUME",
  "FAQ_VIDEO",
  "EDITOR_IMAGE",
  "ATTACHMENT",
  "STICKER",
  "GROUP_PHOTO",
  "GROUP_IMAGE",
] as const;
export type FileType = (typeof FILE_TYPES)[number];

const IMAGES = ["jpeg", "jpg", "png"] as const;
const OFFICE = ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods"] as const;
const ARCHIVES = ["zip", "rar", "7z"] as const;

export interface FileTypeRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  maxBytes: number;
  /** The refusal when the file is bigger. */
  tooBig: string;
}

/**
 * Per file type: the spec's sets where it gives them (editor images, resumes, videos); ours for
 * documents and attachments (office formats, PDF, images and archives — never HTML, SVG, scripts or
 * executables). Everything sent as base64 is capped at 30 MB; editor images at the spec's 3 MB; videos
 * uploaded as files at the spec's 500 MB.
 */
export const FILE_TYPE_RULES: Record<FileType, FileTypeRule> = {
  WIKI_DOCUMENT: { extensions: [...OFFICE, ...IMAGES, ...ARCHIVES], maxBytes: PASTED_IMAGE_MAX_BYTES, tooBig: e.tooBig30 },
  ARTICLE_PREVIEW: { extensions: IMAGES, maxBytes: PASTED_IMAGE_MAX_BYTES, tooBig: e.tooBig30 },
  VACANCY_RESUME: { extensions: ["pdf", "doc", "docx", ...IMAGES], maxBytes: PASTED_IMAGE_MAX_BYTES, tooBig: e.tooBig30 },
  FAQ_VIDEO: { extensions: ["mp4", "avi", "mov"], maxBytes: LARGE_FILE_MAX_BYTES, tooBig: e.tooBig500 },
  EDITOR_IMAGE: { extensions: IMAGES, maxBytes: EDITOR_IMAGE_MAX_BYTES, tooBig: e.imageTooBig3 },
  ATTACHMENT: { extensions: [...OFFICE, ...IMAGES, ...ARCHIVES], maxBytes: PASTED_IMAGE_MAX_BYTES, tooBig: e.tooBig30 },
  STICKER: { extensions: IMAGES, maxBytes: STICKER_MAX_BYTES, tooBig: e.stickerTooBig },
  // A group album's photo (issue #14 point 9): a camera's JPEG fits in 30 MB.
  GROUP_PHOTO: { extensions: IMAGES, maxBytes: PASTED_IMAGE_MAX_BYTES, tooBig: e.tooBig30 },
  // A group's avatar and cover (issue #14 point 4): images, judged by content like every image.
  GROUP_IMAGE: { extensions: IMAGES, maxBytes: PASTED_IMAGE_MAX_BYTES, tooBig: e.tooBig30 },
};

/** The `accept` attribute of a file input for this type: ".pdf,.doc,…". */
export const acceptOf = (type: FileType) => FILE_TYPE_RULES[type].extensions.map((x) => `.${x}`).join(",");

/** Lower-case extension of a file name without the dot ("" when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** A size in MB with two decimals, as the pages show it: 1289748 -> "1.23". */
export function fileSizeMb(size: number): string {
  return (size / MB).toFixed(2);
}

/** The name a file is served under: letters, digits, ".", "-" and "_" only, at most 100 characters. */
export function safeFileName(original: string): string {
  const base = (original.split(/[\\/]/).pop() ?? "").normalize("NFC");
  let name = base
    .replace(/[^\p{L}\p{N}._-]+/gu, "_")
    .replace(/_+/g, "_")
    .replace(/^[._]+/, "");
  if (name.length > 100) {
    const ext = extensionOf(name);
    name = ext && ext.length < 10 ? `${name.slice(0, 99 - ext.length)}.${ext}` : name.slice(0, 100);
  }
  return name || "file";
}
