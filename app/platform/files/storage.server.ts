// Where file bytes live. The files module talks to this small interface only, so the store can change
// without touching the domain code: the local disk under DATA_DIR/files by default.
//
// An S3-compatible store (for several app processes, ARCHITECTURE.md "Data and scale") is the second
// implementation, s3-storage.server.ts: chosen by FILES_S3_BUCKET, opened by openPortal and handed to
// every module through deps.fileStorage. Keys stay the same opaque strings, used as object names
// (optionally under a prefix); the database rows do not change, so `npm run files:migrate` copies a
// disk store into a bucket as is. Both pass one contract suite (tests/storage-contract.ts).
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

export interface FileStorage {
  /** Stores the bytes under the key, replacing anything there. */
  put(key: string, data: Uint8Array): Promise<void>;
  /**
   * Stores the bytes of a local file under the key without holding them in memory: a streamed upload
   * (videos to 500 MB) or a converted video. The file itself is left where it is.
   */
  putFile(key: string, sourcePath: string): Promise<void>;
  /**
   * A stream of the stored bytes (only `start` to `end`, inclusive, when a range is given), or null
   * when nothing is stored under the key.
   */
  getStream(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** The stored bytes, or null. */
  getBuffer(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/**
 * Keys are made by the portal (random hex, an optional variant suffix), never from a file's name:
 * lower-case letters, digits, "-" and "_", 8 to 100 characters. Nothing else is accepted, so no key can
 * climb out of the storage folder.
 */
const KEY = /^[a-z0-9][a-z0-9_-]{7,99}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A new random key (128 bits). */
export const newStorageKey = () => randomBytes(16).toString("hex");

/** Writes a file beside its place and renames it there, so a reader never sees half a file. */
async function writeBeside(file: string, write: (temp: string) => Promise<void>): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await write(temp);
    await fsp.rename(temp, file);
  } catch (error) {
    await fsp.rm(temp, { force: true });
    throw error;
  }
}

/** Files under `root`, spread over sub-folders by the key's first two characters. */
export function createLocalDiskStorage(root: string): FileStorage {
  const resolved = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.join(resolved, key.slice(0, 2), key);
    // Belt and braces: the key rule already makes this impossible.
    if (!file.startsWith(resolved + path.sep)) throw new Error("Storage path escapes its root");
    return file;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

  return {
    async put(key, data) {
      await writeBeside(fileOf(key), (temp) => fsp.writeFile(temp, data));
    },
    async putFile(key, sourcePath) {
      await writeBeside(fileOf(key), (temp) => fsp.copyFile(sourcePath, temp));
    },
    async getStream(key, range) {
      const file = fileOf(key);
      try {
        const handle = await fsp.open(file, "r");
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async getBuffer(key) {
      try {
        return await fsp.readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async exists(key) {
      return fs.existsSync(fileOf(key));
    },
  };
}
