// Rules of uploaded files, client-safe (forms read the accepted extensions and limits from here): what a
// kind of file (the fileType of POST /file/save) accepts and how big it may be (spec part 1 §5, §9; part 2
// §5), and the kinds that are the platform's own — the editor's images and attachments, and videos. Each
// feature declares its kinds in its own files.ts and hands them to the files service through its manifest
// (`fileKinds`), so nothing here grows with the features. The server checks every file by its content as
// well (files.server.ts). No zod here: a form that only shows sizes or accepted types (the guide's article
// form) does not load it; the call's schema is schema.server.ts.
import * as ru from "~/shared/messages";

const e = ru.files;
const MB = 1024 * 1024;

/** The spec's limits (part 1 §9). */
export const EDITOR_IMAGE_MAX_BYTES = 3 * MB;
/** Pasted images, and our cap for everything sent as base64 JSON: 30 MB = 31457280 bytes. */
export const PASTED_IMAGE_MAX_BYTES = 31_457_280;
/**
 * The spec's large-file limit (500 MB): videos (FAQ_VIDEO) uploaded as multipart, streamed to disk and
 * stored from there. Sent as base64 JSON (/file/save) they are held to PASTED_IMAGE_MAX_BYTES.
 */
export const LARGE_FILE_MAX_BYTES = 524_288_000;

/** The limit of most kinds (documents, attachments, résumés, group images) and its refusal, which go together. */
export const UP_TO_30_MB = { maxBytes: PASTED_IMAGE_MAX_BYTES, tooBig: e.tooBig30 } as const;

/** Longest side of the image variants; images are also kept as uploaded (normalised, see files.server.ts). */
export const IMAGE_VARIANTS = { MEDIUM: 800, LARGE: 1600 } as const;
/**
 * Height of thumbnails (a group album shows rows of 150 px high images; THUMB_2X for screens of twice the
 * density). By height, not the longest side: a row of thumbnails is even. A kind asks for them (`variants`).
 */
export const THUMB_VARIANTS = { THUMB: 150, THUMB_2X: 300 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS | keyof typeof THUMB_VARIANTS;
/** The variants an image gets when its kind names none. */
export const DEFAULT_IMAGE_VARIANTS: readonly ImageVariant[] = ["MEDIUM", "LARGE"];

/**
 * Every kind's name (fileType), as keys: the platform's here, each feature's merged in by declaration
 * merging in its files.ts (as its tables join Database), so a feature's code names its own kinds typed
 * and the platform names none of them.
 */
export interface FileTypes {
  EDITOR_IMAGE: true;
  ATTACHMENT: true;
  FAQ_VIDEO: true;
}
export type FileType = keyof FileTypes & string;

export const IMAGE_EXTENSIONS = ["jpeg", "jpg", "png"] as const;
export const OFFICE_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods"] as const;
export const ARCHIVE_EXTENSIONS = ["zip", "rar", "7z"] as const;
/**
 * Ours for documents and attachments: office formats, PDF, images and archives — never HTML, SVG, scripts
 * or executables.
 */
export const DOCUMENT_EXTENSIONS = [...OFFICE_EXTENSIONS, ...IMAGE_EXTENSIONS, ...ARCHIVE_EXTENSIONS] as const;

export interface FileTypeRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  maxBytes: number;
  /** The refusal when the file is bigger. */
  tooBig: string;
}

/**
 * A kind of file: its fileType, what it accepts and how its images are kept. Everything sent as base64 is
 * capped at 30 MB whatever the kind allows (files.server.ts).
 */
export interface FileKind<Type extends FileType = FileType> extends FileTypeRule {
  type: Type;
  /** The variants its images get (DEFAULT_IMAGE_VARIANTS when absent). */
  variants?: readonly ImageVariant[];
  /**
   * Its JPEG originals are re-encoded with plain libjpeg, not mozjpeg: camera photos uploaded many at once.
   * mozjpeg saves about 16 % of a 12 MP original but takes ten times as long (3.4 s against 0.3 s); the
   * variants people actually load stay mozjpeg.
   */
  plainJpegOriginal?: boolean;
  /**
   * Rich text saved before addresses carried keys names its files /files/{id}/{name}: such an address still
   * serves a file of this kind when a feature's guard allows it (ADR 0026). Only the kinds editors put in
   * rich text have it; every other kind is reached by its keyed address alone.
   */
  legacyAddress?: boolean;
}

/** An image in the rich-text editor (spec §5, §9): 3 MB. */
export const EDITOR_IMAGE: FileKind<"EDITOR_IMAGE"> = {
  type: "EDITOR_IMAGE",
  extensions: IMAGE_EXTENSIONS,
  maxBytes: EDITOR_IMAGE_MAX_BYTES,
  tooBig: e.imageTooBig3,
  legacyAddress: true,
};
/** An attachment of the editor, a post or an article: a document, an image or an archive. */
export const ATTACHMENT: FileKind<"ATTACHMENT"> = {
  type: "ATTACHMENT",
  extensions: DOCUMENT_EXTENSIONS,
  ...UP_TO_30_MB,
  legacyAddress: true,
};
/**
 * A video (spec §5: mp4, avi, mov): named for the FAQ by the spec, but the portal's one kind of video — the
 * feed's posts store theirs as it too, and the files service probes and converts every one
 * (video-jobs.server.ts). Up to 500 MB as a file; base64 JSON holds it to 30 MB.
 */
export const FAQ_VIDEO: FileKind<"FAQ_VIDEO"> = {
  type: "FAQ_VIDEO",
  extensions: ["mp4", "avi", "mov"],
  maxBytes: LARGE_FILE_MAX_BYTES,
  tooBig: e.tooBig500,
};
/** The platform's own kinds, which the files service always accepts; the features' come through their manifests. */
export const PLATFORM_FILE_KINDS: readonly FileKind[] = [EDITOR_IMAGE, ATTACHMENT, FAQ_VIDEO];

/** The `accept` attribute of a file input for a kind: ".pdf,.doc,…". */
export const acceptOf = (kind: FileTypeRule) => kind.extensions.map((x) => `.${x}`).join(",");

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
