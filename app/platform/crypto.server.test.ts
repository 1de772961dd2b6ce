import { describe, expect, it, vi } from "vitest";
import { hashPassword, needsRehash, newUuid, randomCode, randomToken, sha256, verifyPassword } from "./crypto.server";
import { oldScryptHash as oldHash } from "../../tests/helpers/passwords";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("пароль-2026");
    // The tests run at a lower cost (vitest.config.ts); the production default is checked below.
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain("пароль-2026");
    expect(await verifyPassword("пароль-2026", stored)).toBe(true);
    expect(await verifyPassword("Пароль-2026", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts: the same password hashes differently each time, and both verify", async () => {
    const [a, b] = await Promise.all([hashPassword("same-password"), hashPassword("same-password")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same-password", a)).toBe(true);
    expect(await verifyPassword("same-password", b)).toBe(true);
  });

  it("hashes at N = 2^17 in production (no PASSWORD_HASH_LOG2_N), which needs scrypt's memory cap raised", async () => {
    vi.stubEnv("PASSWORD_HASH_LOG2_N", "");
    vi.resetModules();
    try {
      const production = await import("./crypto.server");
      const stored = await production.hashPassword("пароль-2026");
      expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await production.verifyPassword("пароль-2026", stored)).toBe(true);
      expect(production.needsRehash(stored)).toBe(false);
      expect(production.needsRehash(oldHash("x"))).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("still verifies a hash made at the old cost, and marks it for rehashing", async () => {
    expect(await verifyPassword("old-password", oldHash("old-password"))).toBe(true);
    expect(await verifyPassword("other", oldHash("old-password"))).toBe(false);
    expect(needsRehash(oldHash("old-password"))).toBe(true);
    expect(needsRehash(await hashPassword("new"))).toBe(false);
  });

  it("refuses a stored value that is not an scrypt hash", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$10$abc$def")).toBe(false);
  });
});

describe("random values", () => {
  it("a confirmation code is always six digits, leading zeros kept", () => {
    const codes = Array.from({ length: 2000 }, randomCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it("tokens are long, URL-safe and distinct", () => {
    const tokens = Array.from({ length: 100 }, randomToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(100);
  });

  it("sha256 is the hex digest; uuids are v4", () => {
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
