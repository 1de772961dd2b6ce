// Password hashes as older versions of the portal stored them, for the rehash tests.
import { scryptSync } from "node:crypto";

/** A hash at the cost the portal used before N was raised to 2^17 (N = 2^14, r = 8, p = 1). */
export function oldScryptHash(password: string): string {
  const salt = Buffer.from("0123456789abcdef");
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}
