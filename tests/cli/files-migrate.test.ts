// `npm run files:migrate` as an operator runs it: a disk store is copied into an S3-compatible bucket
// (s3rver on a free loopback port) under the same keys. A copy interrupted half-way is finished by a
// rerun, which skips what is there; a stale object of another size is replaced; a third run copies
// nothing. Half-written *.tmp files of the disk store are not copied. Profile photos of DATA_DIR/avatars
// (kept there before they moved into the store) go under their store keys.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage, newStorageKey } from "../../app/platform/files/storage.server";
import { createS3Storage, type S3FileStorage } from "../../app/platform/files/s3-storage.server";
import { migrateFiles } from "../../scripts/lib/files-migrate";
import { startTestS3, type TestS3 } from "../helpers/s3";
import { cli } from "./run-cli";

const MB = 1024 * 1024;

describe("npm run files:migrate", () => {
  let s3: TestS3;
  let bucket: S3FileStorage;
  let dataDir: string;
  const stored = new Map<string, Buffer>();
  let photos = 0;

  beforeAll(async () => {
    s3 = await startTestS3();
    bucket = await createS3Storage(s3.settings("portal"));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "files-migrate-"));
    const disk = createLocalDiskStorage(path.join(dataDir, "files"));
    // Eight small files, a variant and one bigger than a part (a video), as the portal stores them.
    for (let i = 0; i < 8; i += 1) stored.set(newStorageKey(), randomBytes(1000 + i));
    const image = [...stored.keys()][0]!;
    stored.set(`${image}-medium`, randomBytes(500));
    stored.set(newStorageKey(), randomBytes(6 * MB));
    for (const [key, bytes] of stored) await disk.put(key, bytes);
    const half = path.join(dataDir, "files", "ab", `ab${"0".repeat(30)}.123456.tmp`);
    fs.mkdirSync(path.dirname(half), { recursive: true });
    fs.writeFileSync(half, "half a file");
    // Profile photos of before they moved into the store, in DATA_DIR/avatars: copied under their store keys;
    // a file there the portal did not name is not.
    fs.mkdirSync(path.join(dataDir, "avatars"));
    for (const size of ["large", "small"]) {
      const bytes = randomBytes(300);
      fs.writeFileSync(path.join(dataDir, "avatars", `7-0123456789abcdef-${size}.jpg`), bytes);
      stored.set(`avatar-7-0123456789abcdef-${size}`, bytes);
      photos += 1;
    }
    fs.writeFileSync(path.join(dataDir, "avatars", "notes.txt"), "not a photo");
  });
  afterAll(async () => {
    bucket?.close();
    await s3?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const place = () => ({ dataDir, env: s3.env("portal") });
  const inBucket = async () => {
    const keys = new Map<string, number>();
    for await (const { key, size } of bucket.list()) keys.set(key, size);
    return keys;
  };

  it("refuses to start without a bucket", async () => {
    const run = await cli("scripts/files-migrate.ts", { dataDir, env: { FILES_S3_BUCKET: "" } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Не задан FILES_S3_BUCKET");
  });

  it("finishes an interrupted copy on a rerun, replaces a stale object and then copies nothing", async () => {
    // The first run dies after three uploads (a network failure, a killed process).
    let uploads = 0;
    const flaky: S3FileStorage = {
      ...bucket,
      putFile: async (key, file) => {
        if (++uploads > 3) throw new Error("connection reset");
        await bucket.putFile(key, file);
      },
    };
    await expect(migrateFiles(dataDir, flaky, { concurrency: 1 })).rejects.toThrow("connection reset");
    expect((await inBucket()).size).toBe(3);
    // An older copy of another size under one of the keys not yet copied.
    const copiedBefore = await inBucket();
    const staleKey = [...stored.keys()].find((k) => !copiedBefore.has(k))!;
    await bucket.put(staleKey, Buffer.from("old"));

    const rerun = await cli("scripts/files-migrate.ts", place());
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stdout).toContain(
      `Файлов в ${path.join(dataDir, "files")}: ${stored.size - photos}, фото профилей в ${path.join(dataDir, "avatars")}: ${photos}; ` +
        `уже в бакете: 3; копируется: ${stored.size - 3}`,
    );
    expect(rerun.stdout).toContain(`скопировано ${stored.size - 3} из ${stored.size - 3}`);
    expect(rerun.stdout).toContain(`Готово: скопировано ${stored.size - 3}, уже были в бакете 3, всего ${stored.size}.`);
    const after = await inBucket();
    expect([...after.keys()].sort()).toEqual([...stored.keys()].sort());
    for (const [key, bytes] of stored) expect((await bucket.getBuffer(key))?.equals(bytes), key).toBe(true);

    const again = await cli("scripts/files-migrate.ts", place());
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Готово: скопировано 0, уже были в бакете ${stored.size}, всего ${stored.size}.`);
  });
});
