// `npm run files:migrate`: copies a disk store (DATA_DIR/files, <2 chars>/<key>) into the S3-compatible
// bucket, under the same keys, so the database rows need no change; and the profile photos kept in
// DATA_DIR/avatars before they moved into the store, under their store keys (avatar-names.ts), so their
// /avatars/ addresses keep working from the bucket. Resumable: the bucket is listed
// once and a key already there with the same size is skipped, so a rerun after an interruption (or a
// second run) copies only what is missing; an object of another size (an older copy) is replaced.
// An object appears whole or not at all (PutObject and a completed multipart upload are atomic), so
// an interrupted copy leaves no half file under a key. Files are streamed (putFile), never read whole.
import fs from "node:fs";
import path from "node:path";
import { assertStorageKey } from "../../app/platform/files/storage.server";
import type { S3FileStorage } from "../../app/platform/files/s3-storage.server";
// The photos' key rule from its own module, which imports nothing: the script need not load the feature (sharp).
import { LEGACY_AVATAR_DIR, avatarStorageKey } from "../../app/features/profile/avatar-names";

export interface MigrateReport {
  /** Files found on disk. */
  total: number;
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  /** Bytes copied. */
  bytes: number;
}

export interface MigrateOptions {
  /** A progress line (Russian, for the operator). */
  log?: (line: string) => void;
  /** Uploads at once. */
  concurrency?: number;
  /** How often progress is printed, in ms. */
  progressEveryMs?: number;
}

const isKey = (name: string) => {
  try {
    assertStorageKey(name);
    return true;
  } catch {
    return false;
  }
};

interface StoredFile {
  key: string;
  file: string;
  size: number;
}

/** The store's files: every <dir>/<key> whose key is one the portal makes (half-written *.tmp are not). */
export function diskStoreFiles(root: string): StoredFile[] {
  if (!fs.existsSync(root)) return [];
  const found: StoredFile[] = [];
  for (const dir of fs.readdirSync(root, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const entry of fs.readdirSync(path.join(root, dir.name), { withFileTypes: true })) {
      if (!entry.isFile() || !isKey(entry.name) || entry.name.slice(0, 2) !== dir.name) continue;
      const file = path.join(root, dir.name, entry.name);
      found.push({ key: entry.name, file, size: fs.statSync(file).size });
    }
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

/** Profile photos in a DATA_DIR/avatars of before the store, with their store keys (other names are not ours). */
export function legacyAvatarFiles(dir: string): StoredFile[] {
  if (!fs.existsSync(dir)) return [];
  const found: StoredFile[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const key = entry.isFile() ? avatarStorageKey(entry.name) : null;
    if (!key) continue;
    const file = path.join(dir, entry.name);
    found.push({ key, file, size: fs.statSync(file).size });
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} МБ`;

/** Copies `dataDir`'s files/ and avatars/ (a DATA_DIR, or a backup unpacked) into the bucket. */
export async function migrateFiles(dataDir: string, target: S3FileStorage, options: MigrateOptions = {}): Promise<MigrateReport> {
  const log = options.log ?? (() => {});
  const stored = diskStoreFiles(path.join(dataDir, "files"));
  const photos = legacyAvatarFiles(path.join(dataDir, LEGACY_AVATAR_DIR));
  const files = [...stored, ...photos];
  const inBucket = new Map<string, number>();
  for await (const { key, size } of target.list()) inBucket.set(key, size);
  const todo = files.filter((f) => inBucket.get(f.key) !== f.size);
  const report: MigrateReport = { total: files.length, copied: 0, skipped: files.length - todo.length, bytes: 0 };
  const todoBytes = todo.reduce((sum, f) => sum + f.size, 0);
  log(
    `Файлов в ${path.join(dataDir, "files")}: ${stored.length}, фото профилей в ${path.join(dataDir, LEGACY_AVATAR_DIR)}: ${photos.length}; ` +
      `уже в бакете: ${report.skipped}; копируется: ${todo.length} (${mb(todoBytes)})`,
  );

  let lastLog = Date.now();
  const progress = () => `  скопировано ${report.copied} из ${todo.length} (${mb(report.bytes)} из ${mb(todoBytes)})`;
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < todo.length) {
      const item = todo[next++]!;
      try {
        await target.putFile(item.key, item.file);
      } catch (error) {
        failed = true;
        throw error;
      }
      report.copied += 1;
      report.bytes += item.size;
      if (Date.now() - lastLog >= (options.progressEveryMs ?? 2_000)) {
        lastLog = Date.now();
        log(progress());
      }
    }
  };
  // At the first failure the workers stop taking files; the others finish what they hold before it is
  // reported, so nothing is still uploading when the command exits.
  const results = await Promise.allSettled(Array.from({ length: Math.min(options.concurrency ?? 4, todo.length) }, worker));
  const failure = results.find((r) => r.status === "rejected");
  if (failure) throw failure.reason;
  if (todo.length > 0) log(progress());
  return report;
}
