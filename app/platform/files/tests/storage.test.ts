// The two file stores under one contract (storage-contract.ts): the local disk, and an S3-compatible
// bucket served by s3rver on a free loopback port. Then what only the bucket does: uploads in parts,
// keys under a prefix, the listing the migration reads.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage, newStorageKey } from "~/platform/files/storage.server";
import { createS3Storage, normalizePrefix, type S3FileStorage } from "~/platform/files/s3-storage.server";
import { readConfig, readS3Settings } from "~/platform/config.server";
import { startTestS3, type TestS3 } from "../../../../tests/helpers/s3";
import { describeStorageContract, readAll } from "./storage-contract";

const MB = 1024 * 1024;

describeStorageContract("the local disk", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "disk-storage-"));
  return { storage: createLocalDiskStorage(root), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
});

describeStorageContract("an S3-compatible bucket", async () => {
  const s3 = await startTestS3();
  const storage = await createS3Storage(s3.settings("portal"));
  return {
    storage,
    close: async () => {
      storage.close();
      await s3.close();
    },
  };
});

describe("the S3-compatible store", () => {
  let s3: TestS3;
  let store: S3FileStorage;
  beforeAll(async () => {
    s3 = await startTestS3();
    store = await createS3Storage(s3.settings("portal/"), { partSize: 5 * MB });
  });
  afterAll(async () => {
    store?.close();
    await s3?.close();
  });

  it("uploads a file bigger than a part in parts, streamed from disk", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3-multipart-"));
    try {
      const source = path.join(dir, "video.mp4");
      const bytes = randomBytes(12 * MB);
      fs.writeFileSync(source, bytes);
      const key = newStorageKey();
      const before = s3.requests.length;
      await store.putFile(key, source);
      const requests = s3.requests.slice(before);
      // CreateMultipartUpload, three parts (5 + 5 + 2 MB), CompleteMultipartUpload.
      expect(requests.filter((r) => r.startsWith("POST") && r.includes("uploads")).length).toBe(1);
      expect(requests.filter((r) => r.startsWith("PUT") && /partNumber=\d/.test(r)).length).toBe(3);
      expect(requests.filter((r) => r.startsWith("POST") && r.includes("uploadId=")).length).toBe(1);
      expect(await store.size(key)).toBe(12 * MB);
      const back = await readAll(await store.getStream(key));
      expect(createHash("sha256").update(back!).digest("hex")).toBe(createHash("sha256").update(bytes).digest("hex"));
      const middle = await readAll(await store.getStream(key, { start: 5 * MB - 2, end: 5 * MB + 1 }));
      expect(middle?.equals(bytes.subarray(5 * MB - 2, 5 * MB + 2))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps keys under the prefix and lists only the portal's keys", async () => {
    const key = newStorageKey();
    await store.put(key, Buffer.from("hello"));
    expect(s3.requests.at(-1)).toBe(`PUT /portal-files/portal/${key}?x-id=PutObject`);
    const bare = await createS3Storage(s3.settings(""));
    try {
      expect(await bare.exists(key)).toBe(false);
      await bare.put(newStorageKey(), Buffer.from("another portal's"));
      const listed = [];
      for await (const item of store.list()) listed.push(item);
      expect(listed).toContainEqual({ key, size: 5 });
      expect(listed.every((item) => !item.key.includes("/"))).toBe(true);
    } finally {
      bare.close();
    }
  });

  it("keeps answering while more than the SDK's default 50 files are being read", async () => {
    const key = newStorageKey();
    await store.put(key, randomBytes(256 * 1024));
    // Readers that take their time: each holds its connection until its stream is read or destroyed.
    const slow = await Promise.all(Array.from({ length: 60 }, () => store.getStream(key)));
    try {
      const answered = await Promise.race([store.exists(key), new Promise((r) => setTimeout(() => r("waiting"), 5_000))]);
      expect(answered).toBe(true);
    } finally {
      for (const stream of slow) stream?.destroy();
    }
  });

  it("is chosen by FILES_S3_BUCKET, with the region's and path style's defaults", () => {
    expect(readConfig({ ...process.env, FILES_S3_BUCKET: "" }).filesS3).toBeNull();
    expect(readS3Settings(s3.env("portal"))).toEqual({ ...s3.settings("portal") });
    expect(readS3Settings({ FILES_S3_BUCKET: "files" })).toMatchObject({
      region: "us-east-1",
      forcePathStyle: false,
      endpoint: undefined,
    });
    expect(() => readS3Settings({ FILES_S3_BUCKET: "files", FILES_S3_ACCESS_KEY_ID: "id" })).toThrow("FILES_S3_SECRET_ACCESS_KEY");
    expect(["", "portal", "/portal/", "a/b/"].map(normalizePrefix)).toEqual(["", "portal/", "portal/", "a/b/"]);
  });
});
