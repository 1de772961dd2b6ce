// `npm run user -- backup / restore` with the uploads in an S3-compatible bucket (s3rver on a free
// loopback port): the archive holds the bucket's objects in files/ as a disk portal's would, a restore
// puts them into an empty bucket (or prefix) and refuses a bucket that holds some, and the same archive
// restores onto the local disk. Profile photos are objects like the rest; those of an older portal still in
// DATA_DIR/avatars go into the archive's avatars/ and from there into the bucket under their store keys.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "../../app/platform/actor";
import { createS3Storage, type S3FileStorage } from "../../app/platform/files/s3-storage.server";
import { createPerson, createTestPortal, type TestPortal } from "../helpers/portal";
import { startTestS3, type TestS3 } from "../helpers/s3";
import { userCli, userCliProcess } from "./run-cli";

describe("npm run user -- backup / restore with files in a bucket", () => {
  let s3: TestS3;
  let portal: TestPortal;
  let folder: string;
  const buckets: S3FileStorage[] = [];
  const bucketAt = async (prefix: string) => {
    const bucket = await createS3Storage(s3.settings(prefix));
    buckets.push(bucket);
    return bucket;
  };
  const contents = async (bucket: S3FileStorage) => {
    const found = new Map<string, Buffer>();
    for await (const { key } of bucket.list()) found.set(key, (await bucket.getBuffer(key))!);
    return found;
  };

  beforeAll(async () => {
    s3 = await startTestS3();
    portal = await createTestPortal("sqlite", { filesS3: s3.settings("source") });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-s3-"));
  });
  afterAll(async () => {
    for (const bucket of buckets) bucket.close();
    await portal?.dispose();
    await s3?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("keeps the bucket's files in the archive and restores them into an empty bucket or onto the disk", { timeout: 120_000 }, async () => {
    const person = await createPerson(portal);
    const actor = actingAs(person.id);
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    await portal.services.files.saveFile(actor, {
      originalFileName: "схема.jpg",
      fileType: "ATTACHMENT",
      base64File: photo.toString("base64"),
    });
    const pdf = Buffer.from("%PDF-1.4\n% приказ\ntrailer <</Root 1 0 R>>\n%%EOF\n");
    await portal.services.files.saveFile(actor, {
      originalFileName: "приказ.pdf",
      fileType: "ATTACHMENT",
      base64File: pdf.toString("base64"),
    });
    await portal.services.profile.updateAvatar(actor, { image: photo.toString("base64") });
    const source = await contents(await bucketAt("source"));
    expect(source.size).toBe(6); // the photo, its two variants, the PDF and the profile photo's two sizes
    // A profile photo of before they moved into the store (as in an older archive's avatars/), not yet migrated.
    const oldPhoto = `${person.id}-00000000000000bb`;
    fs.mkdirSync(path.join(portal.dataDir, "avatars"));
    for (const size of ["large", "small"]) fs.writeFileSync(path.join(portal.dataDir, "avatars", `${oldPhoto}-${size}.jpg`), photo);

    const archive = path.join(folder, "portal-backup.tar");
    const made = await userCliProcess({ dataDir: portal.dataDir, env: s3.env("source") }, "backup", archive);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain("загруженных файлов: 8");
    const listed = String(execFileSync("tar", ["-tf", archive])).split("\n");
    for (const key of source.keys()) expect(listed, key).toContain(`files/${key.slice(0, 2)}/${key}`);
    expect(listed).toContain(`avatars/${oldPhoto}-large.jpg`);

    const intoBucket = { dataDir: path.join(folder, "restored-s3"), env: s3.env("restored") };
    const restored = await userCli(intoBucket, "restore", archive);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("загруженных файлов: 8");
    const copy = await contents(await bucketAt("restored"));
    // The old photo's files are in the bucket under their store keys, nothing in the new DATA_DIR.
    const oldKeys = [`avatar-${oldPhoto}-large`, `avatar-${oldPhoto}-small`];
    expect([...copy.keys()].sort()).toEqual([...source.keys(), ...oldKeys].sort());
    for (const [key, bytes] of source) expect(copy.get(key)?.equals(bytes), key).toBe(true);
    for (const key of oldKeys) expect(copy.get(key)?.equals(photo), key).toBe(true);
    expect(fs.existsSync(path.join(intoBucket.dataDir, "files"))).toBe(false);
    expect(fs.existsSync(path.join(intoBucket.dataDir, "avatars"))).toBe(false);

    // A bucket (prefix) that holds files is refused, in Russian, and the data directory stays empty.
    const over = await userCli({ dataDir: path.join(folder, "again"), env: s3.env("restored") }, "restore", archive);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain("не пуст: восстановление делается только в пустой");
    expect(fs.existsSync(path.join(folder, "again", "portal.sqlite"))).toBe(false);

    // The same archive onto the local disk: the disk store's layout.
    const ontoDisk = { dataDir: path.join(folder, "restored-disk"), env: { FILES_S3_BUCKET: "" } };
    expect((await userCli(ontoDisk, "restore", archive)).code).toBe(0);
    for (const [key, bytes] of source) {
      expect(fs.readFileSync(path.join(ontoDisk.dataDir, "files", key.slice(0, 2), key)).equals(bytes), key).toBe(true);
    }
    expect(fs.readFileSync(path.join(ontoDisk.dataDir, "avatars", `${oldPhoto}-small.jpg`)).equals(photo)).toBe(true);
  });
});
