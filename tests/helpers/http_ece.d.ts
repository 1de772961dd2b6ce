// http_ece (web-push's RFC 8188 library) ships no types; the tests use its decrypt only.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string }): Buffer;
}
