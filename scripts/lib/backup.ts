// Backup and restore of a whole portal, for `npm run user -- backup|restore <file>`: one .tar holding
// backup.json (what it is), the database (portal.sqlite made with SQLite's online backup API, or
// portal.pgdump from pg_dump's custom format) and DATA_DIR's uploaded files (files/, the profile photos
// among them; avatars/: photos saved before they moved into the file store, restored where they were).
// Safe while the portal runs: the database snapshot is taken first and the files after it, and every
// file a row points to is written before its row commits (files and profile modules), so each row in
// the snapshot finds its file. The SMS outbox is not kept: it holds one-time codes only.
// With the uploads in an S3-compatible bucket (FILES_S3_BUCKET), backup downloads them into the archive's
// files/ (the disk store's layout, staged beside the target) and restore uploads them into the bucket,
// which must be empty, with an old archive's avatars/ under the photos' store keys: an archive is the
// same whichever store made it, and restores into either.
// The database is opened here directly, below kysely: the backup API is better-sqlite3's own, and a
// backup must neither create nor migrate the database it copies.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import { pipeline } from "node:stream/promises";
import type { Config } from "../../app/platform/config.server";
import { createS3Storage, type S3FileStorage } from "../../app/platform/files/s3-storage.server";
import { migrateFiles } from "./files-migrate";

const exec = promisify(execFile);

/** A refusal or failure explained to the operator in Russian: printed as is, exit code 1. */
export class BackupError extends Error {}

const MANIFEST = "backup.json";
const FORMAT = "employee-portal-backup";
/** The DATA_DIR folders that hold uploads. */
const FILE_DIRS = ["files", "avatars"];
const DUMPS = { sqlite: "portal.sqlite", postgres: "portal.pgdump" } as const;

type DatabaseKind = keyof typeof DUMPS;
interface Manifest {
  format: typeof FORMAT;
  version: 1;
  database: DatabaseKind;
  createdAt: string;
}

export interface BackupReport {
  file: string;
  bytes: number;
  database: DatabaseKind;
  /** Uploaded files (files/ and avatars/, image variants included) in the archive. */
  files: number;
}

const kindOf = (config: Pick<Config, "databaseUrl">): DatabaseKind => (config.databaseUrl ? "postgres" : "sqlite");
const databaseName = (kind: DatabaseKind) => (kind === "sqlite" ? "SQLite" : "PostgreSQL");

/**
 * libpq's environment for a postgres:// URL: pg_dump and pg_restore get the password this way, not on
 * their command line, where any local user could read it (ps, /proc).
 */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: param("host") ?? url.hostname.replace(/^\[|\]$/g, ""),
    PGPORT: url.port || param("port") || "5432",
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    PGUSER: decodeURIComponent(url.username) || param("user"),
    PGPASSWORD: decodeURIComponent(url.password) || param("password"),
    PGSSLMODE: param("sslmode"),
  };
  for (const key of Object.keys(env)) if (env[key] === undefined || env[key] === "") delete env[key];
  return env;
}

/** Runs a client program; a missing program or its failure becomes a BackupError with its own words. */
async function run(program: string, args: string[], options: { okCodes?: number[]; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  try {
    return (await exec(program, args, { maxBuffer: 64 * 1024 * 1024, env: options.env })).stdout;
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { code?: string | number; stderr?: string; stdout?: string };
    if (e.code === "ENOENT") {
      const hint = program.startsWith("pg_")
        ? " (Debian: apt-get install postgresql-client, той же или более новой версии, что сервер)"
        : "";
      throw new BackupError(`Не найдена программа ${program}${hint}`);
    }
    if (typeof e.code === "number" && options.okCodes?.includes(e.code)) return e.stdout ?? "";
    throw new BackupError(`${program} завершился с ошибкой: ${(e.stderr ?? e.message).trim()}`);
  }
}

/** Uploaded files listed in an archive (folders not counted). */
async function countFiles(archive: string): Promise<number> {
  const names = (await run("tar", ["-tf", archive])).split("\n");
  return names.filter((n) => FILE_DIRS.some((d) => n.startsWith(`${d}/`)) && !n.endsWith("/")).length;
}

type Place = Pick<Config, "databaseUrl" | "sqliteFile" | "dataDir"> & Partial<Pick<Config, "filesS3">>;

/** Copies every object of the bucket into `root` in the disk store's layout (<2 chars>/<key>). */
async function downloadBucket(bucket: S3FileStorage, root: string): Promise<void> {
  for await (const { key } of bucket.list()) {
    const stream = await bucket.getStream(key);
    // Deleted since it was listed: its row is gone from the snapshot too (rows go before their files).
    if (!stream) continue;
    fs.mkdirSync(path.join(root, key.slice(0, 2)), { recursive: true });
    await pipeline(stream, fs.createWriteStream(path.join(root, key.slice(0, 2), key)));
  }
}

/** The bucket's store, a BackupError when it cannot be reached. */
async function openBucket(config: Place): Promise<S3FileStorage | null> {
  if (!config.filesS3) return null;
  const bucket = await createS3Storage(config.filesS3);
  try {
    await bucket.list()[Symbol.asyncIterator]().next();
    return bucket;
  } catch (error) {
    bucket.close();
    throw new BackupError(`Бакет ${config.filesS3.bucket} (FILES_S3_*) недоступен: ${(error as Error).message}`);
  }
}

export async function backup(config: Place, target: string): Promise<BackupReport> {
  const file = path.resolve(target);
  if (fs.existsSync(file)) throw new BackupError(`Файл ${file} уже существует: укажите новое имя, старая копия не перезаписывается`);
  if (!fs.existsSync(path.dirname(file))) throw new BackupError(`Нет каталога ${path.dirname(file)} для файла копии`);
  const kind = kindOf(config);
  if (kind === "sqlite" && !fs.existsSync(config.sqliteFile)) {
    throw new BackupError(`База данных не найдена: ${config.sqliteFile}. Проверьте DATA_DIR`);
  }
  // Staged beside the target (same disk, so the final rename is atomic): no half-written copy under its name.
  const staging = fs.mkdtempSync(path.join(path.dirname(file), ".portal-backup-"));
  const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
  try {
    const manifest: Manifest = { format: FORMAT, version: 1, database: kind, createdAt: new Date().toISOString() };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const dump = path.join(staging, DUMPS[kind]);
    if (kind === "sqlite") {
      const db = new SQLite(config.sqliteFile, { fileMustExist: true });
      try {
        db.pragma("busy_timeout = 5000");
        // All remaining pages in one step: copied in small steps, every write of the running portal
        // would restart the copy, and a busy portal would never let it finish.
        await db.backup(dump, { progress: () => 0x7fffffff });
      } finally {
        db.close();
      }
    } else {
      await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${dump}`], { env: libpqEnv(config.databaseUrl!) });
    }
    // After the snapshot, like the disk's files: every row in it finds its object.
    const bucket = await openBucket(config);
    if (bucket) {
      try {
        await downloadBucket(bucket, path.join(staging, "files"));
      } finally {
        bucket.close();
      }
    }
    const staged = bucket && fs.existsSync(path.join(staging, "files")) ? ["files"] : [];
    const dirs = FILE_DIRS.filter((d) => !(bucket && d === "files") && fs.existsSync(path.join(config.dataDir, d)));
    // Exit code 1 is GNU tar's "a file changed while read": an upload in progress, not yet in the database.
    await run(
      "tar",
      [
        "-cf",
        partial,
        "--exclude=*.tmp",
        "-C",
        staging,
        MANIFEST,
        DUMPS[kind],
        ...staged,
        ...(dirs.length > 0 ? ["-C", config.dataDir, ...dirs] : []),
      ],
      { okCodes: [1] },
    );
    const files = await countFiles(partial);
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, database: kind, files };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

async function readManifest(archive: string): Promise<Manifest> {
  let manifest: Partial<Manifest> | null = null;
  try {
    manifest = JSON.parse(await run("tar", ["-xOf", archive, MANIFEST])) as Partial<Manifest>;
  } catch {
    manifest = null;
  }
  if (manifest?.format !== FORMAT || manifest.version !== 1 || !(manifest.database === "sqlite" || manifest.database === "postgres")) {
    throw new BackupError(`${archive} — не резервная копия портала (нет ${MANIFEST}); такие копии делает npm run user -- backup`);
  }
  return manifest as Manifest;
}

/** Tables in the PostgreSQL database (any schema but the system ones). */
async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.n ?? 0);
  } catch (error) {
    throw new BackupError(`Не удалось подключиться к PostgreSQL (DATABASE_URL): ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

export interface RestoreReport {
  database: DatabaseKind;
  createdAt: string;
  files: number;
}

/**
 * Restores a backup into an empty DATA_DIR (and, on PostgreSQL, an empty database); anything else is
 * refused, so a restore never mixes with or overwrites live data. On failure the place is left empty.
 */
export async function restore(config: Place, source: string): Promise<RestoreReport> {
  const archive = path.resolve(source);
  if (!fs.existsSync(archive)) throw new BackupError(`Файл копии не найден: ${archive}`);
  const manifest = await readManifest(archive);
  const kind = kindOf(config);
  if (manifest.database !== kind) {
    throw new BackupError(
      `Копия сделана с базы ${databaseName(manifest.database)}, а портал настроен на ${databaseName(kind)}: ` +
        (manifest.database === "postgres"
          ? "укажите DATABASE_URL пустой базы PostgreSQL"
          : "уберите DATABASE_URL, копия восстанавливается в SQLite в DATA_DIR"),
    );
  }
  const dataDir = config.dataDir;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new BackupError(`Каталог данных ${dataDir} не пуст: восстановление делается только в пустой каталог. Укажите новый DATA_DIR`);
  }
  if (kind === "postgres") {
    const tables = await postgresTables(config.databaseUrl!);
    if (tables > 0) {
      throw new BackupError(
        `База PostgreSQL не пуста (таблиц: ${tables}): восстановление делается только в пустую базу. Создайте новую и укажите её в DATABASE_URL`,
      );
    }
  }
  const bucket = await openBucket(config);
  if (bucket) {
    const first = await bucket.list()[Symbol.asyncIterator]().next();
    if (!first.done) {
      bucket.close();
      throw new BackupError(
        `Бакет ${config.filesS3!.bucket} (префикс «${config.filesS3!.prefix}») не пуст: восстановление делается только в пустой. Укажите новый FILES_S3_PREFIX или бакет`,
      );
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, ".restore-"));
  try {
    await run("tar", ["-xf", archive, "-C", staging]);
    const dump = path.join(staging, DUMPS[kind]);
    if (!fs.existsSync(dump)) throw new BackupError(`В копии нет базы данных (${DUMPS[kind]})`);
    if (kind === "sqlite") {
      fs.renameSync(dump, config.sqliteFile);
    } else {
      // One transaction: a dump that fails half-way leaves the database empty, as it was.
      const env = libpqEnv(config.databaseUrl!);
      await run(
        "pg_restore",
        [
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          "--single-transaction",
          `--dbname=${env.PGDATABASE ?? env.PGUSER ?? "postgres"}`,
          dump,
        ],
        { env },
      );
    }
    // Into the bucket: files/ and, from an archive of before the photos moved into the store, avatars/.
    if (bucket) await migrateFiles(staging, bucket);
    else {
      for (const dir of FILE_DIRS) {
        if (fs.existsSync(path.join(staging, dir))) fs.renameSync(path.join(staging, dir), path.join(dataDir, dir));
      }
    }
    return { database: kind, createdAt: manifest.createdAt, files: await countFiles(archive) };
  } catch (error) {
    // Back to empty: the directory was empty before (checked above).
    for (const name of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    // The bucket was empty too: what was uploaded goes.
    if (bucket) for await (const { key } of bucket.list()) await bucket.delete(key);
    throw error;
  } finally {
    bucket?.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
