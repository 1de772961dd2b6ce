import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // Integration tests share one PostgreSQL server; files isolate themselves by schema.
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
