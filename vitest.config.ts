import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // Password hashes at scrypt N = 2^12 instead of production's 2^17, so tests stay fast
    // (crypto.server.test.ts proves the production default and the rehash of old hashes).
    env: { PASSWORD_HASH_LOG2_N: "12" },
    // Integration tests share one PostgreSQL server; files isolate themselves by schema.
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
