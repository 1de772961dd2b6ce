import { createHash, createHmac, randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from "node:crypto";

/** A URL-safe secret of 256 random bits. */
export const randomToken = () => randomBytes(32).toString("base64url");
/** 128 random bits, URL-safe: the unguessable part of a signed token. */
export const randomBytes16 = () => randomBytes(16).toString("base64url");
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const newUuid = () => randomUUID();
/** HMAC-SHA256 of a value under a key, base64url: what signs a cookie the server must trust. */
export const hmac = (key: string, value: string) => createHmac("sha256", key).update(value).digest("base64url");
/** Compares two strings in constant time (for signatures). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
/** Six random digits, leading zeros kept. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/**
 * scrypt cost: N = 2^17 (OWASP's current advice for scrypt), r = 8, p = 1. The tests may lower it with
 * PASSWORD_HASH_LOG2_N (vitest.config.ts) to stay fast; production never sets it.
 */
const N = 2 ** (Number(process.env.PASSWORD_HASH_LOG2_N) || 17);
const R = 8;
const P = 1;
const KEYLEN = 32;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MiB at N = 2^17): the default 32 MiB cap would refuse it.
  const maxmem = 128 * n * r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** scrypt with a random salt; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** A hash of nobody's password at the current cost, so checking an unknown phone takes as long. */
export const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${"A".repeat(22)}==$${"A".repeat(43)}=`;

/** A stored hash made with other (older, cheaper) parameters: rehash it at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(n) !== N || Number(r) !== R || Number(p) !== P;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  // Parameters outside what this portal ever wrote are refused rather than run (a forged row could
  // otherwise ask for gigabytes).
  if (!(Number(n) >= 2 ** 10 && Number(n) <= 2 ** 20 && Number(r) === R && Number(p) === P)) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scryptAsync(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
