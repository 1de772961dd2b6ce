import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
    // Playwright's journeys (e2e/, app/features/<f>/e2e/) are not vitest's, whatever they are named.
    exclude: [...configDefaults.exclude, "**/e2e/**"],
    environment: "node",
    // Password hashes at scrypt N = 2^12 instead of production's 2^17, so tests stay fast
    // (crypto.server.test.ts proves the production default and the rehash of old hashes).
    env: { PASSWORD_HASH_LOG2_N: "12" },
    // Integration tests share one PostgreSQL server; files isolate themselves by schema.
    fileParallelism: true,
    // Files wait on PostgreSQL, child processes (the CLIs, pg_dump, ffmpeg) and HTTP more than they
    // compute: vitest's default of one worker less than the cores is a single worker on a 2-core machine
    // (three made the heaviest file, 500 MB through the server, miss its time).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
