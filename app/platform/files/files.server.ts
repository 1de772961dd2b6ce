// Uploaded files: POST /file/save (base64 JSON), the editor's POST /froala/upload (multipart, see
// http.server.ts) and the reads behind GET /files/{id}-{key}/{name} (who may: read.server.ts). Every file is checked twice — its
// extension against its file type's list, and its bytes against that extension (sniff.server.ts) —
// and kept in the file store under a random key. JPEG and PNG images are decoded with sharp, turned
// upright (EXIF orientation) and re-encoded without metadata (no camera or GPS data leaves the
// portal), and get MEDIUM (800 px) and LARGE (1600 px) variants in the same format (or those their kind
// names: a group photo's thumbnails as well). Videos (FAQ_VIDEO) are read by ffprobe when it is on the
// machine and converted in the background (video-jobs.server.ts); their converted MP4 and poster are read
// under the original's rights. The kinds accepted are the platform's own (shared/files/rules.ts) and those
// the features declare in their manifests (`fileKinds`), handed over by the composition root.
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/platform/require-user";
import type { FileRow } from "~/platform/db/schema";
import { canUploadFile } from "./policy";
import { filePathOf, newUrlKey } from "./address.server";
import { readableFile } from "./read.server";
import { decodeBase64, sniffFormat, type SniffedFormat } from "./sniff.server";
import { prepareImage, type Prepared } from "./images.server";
import { sanitizeSvg } from "./svg.server";
import { takeUpload } from "./upload-rate.server";
import { createLocalDiskStorage, newStorageKey, type FileStorage } from "./storage.server";
import {
  DEFAULT_IMAGE_VARIANTS,
  extensionOf,
  FAQ_VIDEO,
  PASTED_IMAGE_MAX_BYTES,
  PLATFORM_FILE_KINDS,
  type FileKind,
  type FileType,
  type ImageVariant,
} from "~/shared/files/rules";
import { saveFileSchema } from "./schema.server";
import { videoRefusals } from "./messages.server";
import { createVideoJobs, enqueueVideoJob } from "./video-jobs.server";
import { createVideoTools, withTempDir, type VideoTools } from "./video-tools.server";
import * as ru from "~/shared/messages";
import { fileRefusals } from "~/shared/messages.server";

const e = { ...ru.files, ...fileRefusals };

/** Per extension: the formats its content may have and the Content-Type it is served with. */
const EXTENSIONS: Record<string, { formats: readonly SniffedFormat[]; contentType: string }> = {
  jpeg: { formats: ["jpeg"], contentType: "image/jpeg" },
  jpg: { formats: ["jpeg"], contentType: "image/jpeg" },
  png: { formats: ["png"], contentType: "image/png" },
  webp: { formats: ["webp"], contentType: "image/webp" },
  pdf: { formats: ["pdf"], contentType: "application/pdf" },
  doc: { formats: ["ole"], contentType: "application/msword" },
  xls: { formats: ["ole"], contentType: "application/vnd.ms-excel" },
  ppt: { formats: ["ole"], contentType: "application/vnd.ms-powerpoint" },
  docx: { formats: ["docx"], contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  xlsx: { formats: ["xlsx"], contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  pptx: { formats: ["pptx"], contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation" },
  odt: { formats: ["odt"], contentType: "application/vnd.oasis.opendocument.text" },
  ods: { formats: ["ods"], contentType: "application/vnd.oasis.opendocument.spreadsheet" },
  epub: { formats: ["epub"], contentType: "application/epub+zip" },
  zip: { formats: ["zip", "docx", "xlsx", "pptx", "odt", "ods", "epub"], contentType: "application/zip" },
  rar: { formats: ["rar"], contentType: "application/vnd.rar" },
  "7z": { formats: ["7z"], contentType: "application/x-7z-compressed" },
  mp4: { formats: ["isobmff"], contentType: "video/mp4" },
  mov: { formats: ["isobmff"], contentType: "video/quicktime" },
  avi: { formats: ["avi"], contentType: "video/x-msvideo" },
  // Told by its root element and rebuilt from an allow-list (svg.server.ts); only a kind that lists it takes it.
  svg: { formats: [], contentType: "image/svg+xml" },
};

/** Extensions of videos, which may be stored from disk without being read (up to 500 MB). */
const VIDEO_EXTENSIONS = ["mp4", "mov", "avi"];

/** The bytes of a file to store: in memory, or a file on disk (a streamed upload) of this size. */
export type Source = { bytes: Uint8Array } | { path: string; size: number };

/** The first bytes of a file on disk, enough for sniffFormat's video and image signatures. */
async function headOf(file: string): Promise<Uint8Array> {
  const handle = await fsp.open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** LRE, RLE, PDF, LRO, RLO (U+202A–E), the isolates (U+2066–9) and the LRM/RLM marks. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The spec's "Uploaded file" as /file/save returns it. */
export interface FileRecord {
  id: number;
  /** The serving URL path, "/files/{id}-{key}/{safe-name}" (BASE_PATH in front when shown). */
  filePath: string;
  originalFileName: string;
  /** Bytes. */
  fileSize: number;
  fileType: string;
}

/** What GET /files/{id}-{key}/{name} sends. */
export interface FileDownload {
  contentType: string;
  /** Bytes of this variant when known (the original's always). */
  size: number | null;
  /** "inline" for images, PDF and video; "attachment" for everything else. */
  disposition: "inline" | "attachment";
  originalFileName: string;
  /** Changes only with the stored bytes: the key and the variant. */
  etag: string;
  storageKey: string;
}

const present = (row: Pick<FileRow, "id" | "url_key" | "original_name" | "size" | "file_type">): FileRecord => ({
  id: row.id,
  filePath: filePathOf(row.id, row.url_key, row.original_name),
  originalFileName: row.original_name,
  fileSize: row.size,
  fileType: row.file_type,
});

const variantKey = (key: string, variant: ImageVariant) => `${key}-${variant.toLowerCase()}`;

const isInline = (contentType: string) =>
  contentType === "image/jpeg" ||
  contentType === "image/png" ||
  contentType === "image/webp" ||
  contentType === "image/svg+xml" ||
  contentType === "application/pdf" ||
  contentType.startsWith("video/");

/**
 * A feature's say on reading a file it shows (the guide's articles, a group's avatar): true when this
 * person may read it there, false or null otherwise (null: not a file it shows). A file is served to its
 * uploader and to whomever some guard allows (ADR 0026): a kind the portal shows needs a guard that allows
 * it where it is shown.
 */
export type FileReadGuard = (actor: Actor, fileId: number) => Promise<boolean | null>;

/** The file store of a portal without other settings: DATA_DIR/files on the local disk. */
export const defaultFileStorage = (dataDir: string): FileStorage => createLocalDiskStorage(path.join(dataDir, "files"));

/** What a files service is built with besides the deps; each has a default. */
export interface FilesOptions {
  /** Where the bytes go: DATA_DIR/files on the local disk unless an S3-compatible store is passed. */
  storage?: FileStorage;
  /** The features' say on reading the files they attach (their manifests' fileReadGuards). */
  readGuards?: readonly FileReadGuard[];
  /** The features' kinds of file (their manifests' fileKinds), accepted besides the platform's own. */
  kinds?: readonly FileKind[];
  videoTools?: VideoTools;
}

/** The kinds by fileType: the platform's and the given ones; a type declared twice is a mistake of the build. */
function kindsByType(kinds: readonly FileKind[]): ReadonlyMap<string, FileKind> {
  const byType = new Map<string, FileKind>();
  for (const kind of [...PLATFORM_FILE_KINDS, ...kinds]) {
    if (byType.has(kind.type)) throw new Error(`The file type ${kind.type} is declared twice`);
    byType.set(kind.type, kind);
  }
  return byType;
}

/** How an upload counts: the demo data the portal writes for itself (`seeding`) is no person's and is not limited. */
export interface Uploading {
  seeding?: boolean;
}

export function createFiles({ db, now, dataDir, rate, fileStorage }: Deps, options: FilesOptions = {}) {
  const { storage = fileStorage ?? defaultFileStorage(dataDir), readGuards = [], videoTools = createVideoTools() } = options;
  const videos = createVideoJobs(db, now, storage, videoTools);
  const kinds = kindsByType(options.kinds ?? []);
  /**
   * The kind of a fileType: /file/save's schema refuses an unknown one with the spec's message, so here it
   * is a feature storing a kind its manifest does not declare — a bug, not bad input.
   */
  const kindOf = (type: FileType): FileKind => {
    const kind = kinds.get(type);
    if (!kind) throw new Error(`No manifest declares the file type ${type} (fileKinds)`);
    return kind;
  };
  const saveSchema = saveFileSchema((type) => kinds.has(type));

  /** Refuses a video ffprobe cannot read; true when it is to be converted (ffmpeg is here). */
  async function checkVideo(source: Source, ext: string): Promise<boolean> {
    if (!(await videoTools.available())) return false;
    const readable = await withTempDir(async (dir) => {
      // Named by its extension, as ffprobe reads it best; an upload on disk is linked, not copied.
      const file = path.join(dir, `upload.${ext}`);
      if ("path" in source) await fsp.symlink(path.resolve(source.path), file);
      else await fsp.writeFile(file, source.bytes);
      return videoTools.probe(file);
    });
    if (!readable) throw invalid(videoRefusals.unreadable);
    return true;
  }

  // One at a time, stopping at the first that allows: some guards scan rich-text bodies, and a file most
  // often has one place that shows it.
  async function guardsAllow(actor: Actor, fileId: number): Promise<boolean> {
    for (const guard of readGuards) if ((await guard(actor, fileId)) === true) return true;
    return false;
  }
  // A row of a kind no feature declares any more is named by its key only.
  const legacyAddress = (type: string) => kinds.get(type)?.legacyAddress === true;

  /**
   * Checks the bytes against the name and the type, stores them and records the file. A video on disk
   * (a streamed upload, up to 500 MB) is checked by its head and by ffprobe and copied into the store
   * from there; any other file is read into memory (at most 30 MB: images are decoded, archives opened).
   */
  async function store(actor: Actor, fileType: FileType, originalName: string, given: Source, how: Uploading): Promise<FileRecord> {
    const user = requireUser(actor);
    const rule = kindOf(fileType);
    const size = "path" in given ? given.size : given.bytes.length;
    if (size === 0) throw invalid(e.empty);
    if (size > rule.maxBytes) throw invalid(rule.tooBig);
    const ext = extensionOf(originalName);
    if (!rule.extensions.includes(ext)) throw invalid(e.extension(rule.extensions.join(", ")));
    const expected = EXTENSIONS[ext]!;
    const onDisk = "path" in given && VIDEO_EXTENSIONS.includes(ext);
    const source: Source = "path" in given && !onDisk ? { bytes: await fsp.readFile(given.path) } : given;
    // An SVG is text: the sanitizer tells it by its root element and rebuilds it, or refuses it.
    const svg = ext === "svg" && "bytes" in source ? sanitizeSvg(source.bytes) : null;
    const format = sniffFormat("path" in source ? await headOf(source.path) : source.bytes);
    if (!svg && (!format || !expected.formats.includes(format))) throw invalid(e.contentMismatch(ext));
    // Counted once the cheap checks pass, before the decode and the storage it would cost.
    if (!how.seeding) await takeUpload(rate, user.userId);

    const prepared: Prepared | null = svg
      ? { original: svg, contentType: expected.contentType, image: null }
      : "path" in source
        ? null
        : format === "jpeg" || format === "png" || format === "webp"
          ? await prepareImage(source.bytes, format, rule)
          : { original: Buffer.from(source.bytes), contentType: expected.contentType, image: null };
    const convert = fileType === FAQ_VIDEO.type && (await checkVideo(source, ext));

    const key = newStorageKey();
    const written: string[] = [];
    try {
      if ("path" in source) await storage.putFile(key, source.path);
      else if (prepared) await storage.put(key, prepared.original);
      written.push(key);
      for (const [variant, data] of Object.entries(prepared?.image?.variants ?? {}) as [ImageVariant, Buffer][]) {
        await storage.put(variantKey(key, variant), data);
        written.push(variantKey(key, variant));
      }
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("files")
          .values({
            user_id: user.userId,
            original_name: originalName,
            file_type: fileType,
            content_type: prepared?.contentType ?? expected.contentType,
            size: prepared?.original.length ?? size,
            storage_key: key,
            url_key: newUrlKey(),
            is_image: prepared?.image ? 1 : 0,
            width: prepared?.image?.width ?? null,
            height: prepared?.image?.height ?? null,
            created_at: now().toISOString(),
          })
          .returning(["id", "url_key", "original_name", "size", "file_type"])
          .executeTakeFirstOrThrow();
        if (convert) await enqueueVideoJob(trx, inserted.id, now());
        return inserted;
      });
      return present(row);
    } catch (error) {
      await Promise.all(written.map((k) => storage.delete(k).catch(() => {})));
      throw error;
    }
  }

  /** The name without any folder part; trimmed. */
  // Bidirectional controls are dropped: "счёт\u202Egnp.pdf" would show as "счётfdp.png" (an old trick to
  // pass one file type off as another), and no real file name needs them.
  const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? "").replace(BIDI_CONTROLS, "").trim();

  return {
    storage,
    /** Background conversion of uploaded videos: server.ts runs videos.work() on a timer. */
    videos,

    /** POST /file/save {originalFileName, fileType, base64File}: the stored file record. */
    async saveFile(actor: Actor, input: unknown, how: Uploading = {}): Promise<FileRecord> {
      requireUser(actor);
      const data = parseInput(saveSchema, input);
      if (!canUploadFile(actor, data.fileType)) throw forbidden(e.uploadFailed);
      const rule = kindOf(data.fileType);
      const name = baseName(data.originalFileName);
      const ext = extensionOf(name);
      if (!rule.extensions.includes(ext)) throw invalid(e.extension(rule.extensions.join(", ")));
      const encoded = data.base64File.trim();
      if (encoded === "" || /^data:[^,]*,\s*$/.test(encoded)) throw invalid(e.fileRequired);
      // Base64 is 4/3 of the bytes: refuse an oversized one before decoding it. JSON carries at most
      // 30 MB of any type (a bigger video goes as a file: the composer's form).
      const [cap, tooBig] = rule.maxBytes > PASTED_IMAGE_MAX_BYTES ? [PASTED_IMAGE_MAX_BYTES, e.tooBig30] : [rule.maxBytes, rule.tooBig];
      if (Math.floor((encoded.length * 3) / 4) > cap + 1024) throw invalid(tooBig);
      const bytes = decodeBase64(encoded);
      if (!bytes) throw invalid(e.notBase64);
      if (bytes.length > cap) throw invalid(tooBig);
      return store(actor, data.fileType, name, { bytes }, how);
    },

    /**
     * The editor's multipart upload (POST /froala/upload), after http.server.ts has read at most the
     * type's limit. A pasted image often arrives named "blob": a JPEG or PNG without an extension is
     * named after its content.
     */
    async saveUpload(
      actor: Actor,
      upload: { fileType: FileType; originalFileName: string } & Source,
      how: Uploading = {},
    ): Promise<FileRecord> {
      requireUser(actor);
      if (!canUploadFile(actor, upload.fileType)) throw forbidden(e.uploadFailed);
      let name = baseName(upload.originalFileName).slice(0, 255) || "image";
      if (!extensionOf(name)) {
        const format = sniffFormat("path" in upload ? await headOf(upload.path) : upload.bytes);
        if (format === "jpeg" || format === "png") name = `${name}.${format === "jpeg" ? "jpg" : "png"}`;
      }
      const source: Source = "path" in upload ? { path: upload.path, size: upload.size } : { bytes: upload.bytes };
      return store(actor, upload.fileType, name, source, how);
    },

    /** The kind of a fileType the service takes (its extensions, limit and refusal), or null (/large-file/chunk's start). */
    kindOf: (type: string): FileKind | null => kinds.get(type) ?? null,

    /** A file's record by id, for features that attach files (null when there is none). */
    async record(id: number): Promise<FileRecord | null> {
      const row = await db
        .selectFrom("files")
        .select(["id", "url_key", "original_name", "size", "file_type"])
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? present(row) : null;
    },

    /**
     * GET /files/{id}-{key}/{name}?size=MEDIUM|LARGE (THUMB|THUMB_2X of a kind that has them): what to send, or
     * not found when the address is not a file this person may read (read.server.ts). `size` picks an image
     * variant; any other value (and any size of a non-image) means the original.
     */
    async download(actor: Actor, params: { id: string; name: string; size?: unknown }): Promise<FileDownload> {
      requireUser(actor);
      const row = await readableFile(db, actor, params.id, params.name, { guardsAllow, legacyAddress });
      const size = typeof params.size === "string" ? params.size.toUpperCase() : "";
      // A row of a kind no feature declares any more keeps the default variants.
      const variants = kinds.get(row.file_type)?.variants ?? DEFAULT_IMAGE_VARIANTS;
      const variant = row.is_image === 1 ? (variants.find((v) => v === size) ?? null) : null;
      return {
        contentType: row.content_type,
        size: variant ? null : row.size,
        disposition: isInline(row.content_type) ? "inline" : "attachment",
        originalFileName: row.original_name,
        etag: `"${row.storage_key}${variant ? `-${variant.toLowerCase()}` : ""}"`,
        storageKey: variant ? variantKey(row.storage_key, variant) : row.storage_key,
      };
    },

    /** The bytes of a download as a stream (a byte range of an original for video seeking). */
    async openStream(download: FileDownload, range?: { start: number; end: number }): Promise<Readable> {
      const stream = await storage.getStream(download.storageKey, range);
      if (!stream) throw notFound(e.notFound);
      return stream;
    },
  };
}

export type FilesService = ReturnType<typeof createFiles>;
