// What every FileStorage does, whatever holds the bytes: one suite, run over the local disk and the
// S3-compatible store (storage.test.ts), so the portal cannot tell them apart.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStorageKey, type FileStorage } from "~/platform/files/storage.server";

export interface OpenedStorage {
  storage: FileStorage;
  close(): Promise<void>;
}

export async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function describeStorageContract(name: string, open: () => Promise<OpenedStorage>) {
  describe(`the FileStorage contract on ${name}`, () => {
    let opened: OpenedStorage;
    let store: FileStorage;
    let temp: string;
    beforeAll(async () => {
      opened = await open();
      store = opened.storage;
      temp = fs.mkdtempSync(path.join(os.tmpdir(), "storage-contract-"));
    });
    afterAll(async () => {
      await opened?.close();
      fs.rmSync(temp, { recursive: true, force: true });
    });

    it("stores, replaces, reads whole and deletes", async () => {
      const key = newStorageKey();
      const bytes = randomBytes(70_000);
      await store.put(key, bytes);
      expect(await store.exists(key)).toBe(true);
      expect((await store.getBuffer(key))?.equals(bytes)).toBe(true);
      expect((await readAll(await store.getStream(key)))?.equals(bytes)).toBe(true);
      await store.put(key, Buffer.from("shorter"));
      expect((await store.getBuffer(key))?.toString()).toBe("shorter");
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      expect(await store.getBuffer(key)).toBeNull();
    });

    it("reads byte ranges, both ends included", async () => {
      const key = newStorageKey();
      const bytes = Buffer.from("0123456789abcdef");
      await store.put(key, bytes);
      expect((await readAll(await store.getStream(key, { start: 4, end: 7 })))?.toString()).toBe("4567");
      expect((await readAll(await store.getStream(key, { start: 0, end: 0 })))?.toString()).toBe("0");
      expect((await readAll(await store.getStream(key, { start: 15, end: 15 })))?.toString()).toBe("f");
      expect((await readAll(await store.getStream(key, { start: 10, end: 15 })))?.toString()).toBe("abcdef");
    });

    it("answers null or false for a missing key, and deletes one without complaint", async () => {
      const key = newStorageKey();
      expect(await store.getStream(key)).toBeNull();
      expect(await store.getStream(key, { start: 0, end: 3 })).toBeNull();
      expect(await store.getBuffer(key)).toBeNull();
      expect(await store.exists(key)).toBe(false);
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it("stores a local file, leaving it in place, and variants under suffixed keys", async () => {
      const source = path.join(temp, "upload.bin");
      const bytes = randomBytes(300_000);
      fs.writeFileSync(source, bytes);
      const key = newStorageKey();
      await store.putFile(key, source);
      await store.put(`${key}-medium`, Buffer.from("variant"));
      expect(fs.readFileSync(source).equals(bytes)).toBe(true);
      expect((await store.getBuffer(key))?.equals(bytes)).toBe(true);
      expect((await store.getBuffer(`${key}-medium`))?.toString()).toBe("variant");
      const tail = await readAll(await store.getStream(key, { start: 299_990, end: 299_999 }));
      expect(tail?.equals(bytes.subarray(299_990))).toBe(true);
    });

    it("refuses keys the portal does not make", async () => {
      for (const bad of ["../../etc/passwd", "short", "UPPERCASE-KEY-1", "with/slash/key", "a".repeat(101)]) {
        await expect(store.put(bad, Buffer.from("x")), bad).rejects.toThrow("Invalid storage key");
        await expect(store.getBuffer(bad), bad).rejects.toThrow("Invalid storage key");
      }
    });
  });
}
