// The file store in an S3-compatible bucket (ARCHITECTURE.md "Data and scale"): several portal processes
// behind a balancer read and write the same files, which a disk of one of them cannot give. Chosen by
// FILES_S3_BUCKET (config.server.ts) and built once per portal (openPortal); ADR 0027.
//
// Keys are the portal's own opaque keys under an optional prefix ("portal/" + key): the database rows
// are the same on disk and in a bucket, so scripts/files-migrate.ts copies one into the other as is.
import fs from "node:fs";
import type { Readable } from "node:stream";
import { assertStorageKey, type FileStorage } from "./storage.server";

export interface S3Settings {
  /** The server's URL (MinIO, Ceph, a cloud's S3 endpoint); unset: AWS's own for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's default credential chain (AWS_* variables, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key ("portal/" or ""), so one bucket can hold several portals. */
  prefix: string;
  /** Bucket in the path (http://host/bucket/key), as MinIO-like servers without wildcard DNS need. */
  forcePathStyle: boolean;
}

/** A FileStorage with what the migration and backup scripts need besides the portal's calls. */
export interface S3FileStorage extends FileStorage {
  /** The stored size in bytes, or null when the key is missing. */
  size(key: string): Promise<number | null>;
  /** Every stored key with its size (the prefix taken off), page by page. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Closes the client's idle connections. */
  close(): void;
}

/** Multipart part size: S3's minimum (5 MB). lib-storage holds `queueSize` parts in memory at once. */
export const S3_PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 4;
/** Connections to the store at once, per process. */
const MAX_SOCKETS = 500;

/** What the SDK throws for a missing object: NoSuchKey from GET, a bare 404 (NotFound) from HEAD. */
const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

const isStorageKey = (key: string) => {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
};

/** The prefix as a folder: "portal" and "portal/" both mean "portal/"; "" stays "". */
export const normalizePrefix = (prefix: string) => {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/` : "";
};

/**
 * The store over one S3 client. The SDK is imported here, when a bucket is configured: it costs a portal
 * on the local disk nothing (~25 MB and half a second at start otherwise).
 */
export async function createS3Storage(settings: S3Settings, options: { partSize?: number } = {}): Promise<S3FileStorage> {
  const [{ DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client }, { Upload }] =
    await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default since 2025 adds CRC checksums to every upload (aws-chunked bodies with trailers),
    // which some S3-compatible servers did not take; checksums go only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A file being served holds its socket while the reader takes it (a video watched on a slow phone
    // for minutes): with the SDK's default of 50 sockets the 51st viewer, and every upload, would wait.
    requestHandler: {
      connectionTimeout: 10_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
  const Bucket = settings.bucket;
  const prefix = normalizePrefix(settings.prefix);
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };
  const partSize = options.partSize ?? S3_PART_SIZE;

  async function get(key: string, range?: { start: number; end: number }) {
    try {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function size(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentLength: data.length }));
    },
    async putFile(key, sourcePath) {
      // A file up to a part is one PutObject; a bigger one goes in parts read from the stream, so a
      // 500 MB video costs queueSize × partSize of memory, not its size. A failed upload is aborted
      // (leavePartsOnError false): no orphan parts are left billed in the bucket.
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: fs.createReadStream(sourcePath) },
        partSize,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async getStream(key, range) {
      const object = await get(key, range);
      // In Node the body is the response's IncomingMessage: streamed, never buffered whole.
      return object ? (object.Body as Readable) : null;
    },
    async getBuffer(key) {
      const object = await get(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      return (await size(key)) !== null;
    },
    size,
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          // Only the portal's keys: anything else in a shared bucket or prefix is not ours.
          if (isStorageKey(key)) yield { key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}
