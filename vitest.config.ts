import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import LongestFirst from "./tests/helpers/long-first";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}"],
    // Playwright's journeys (e2e/, app/features/<f>/e2e/) are not vitest's, whatever they are named.
    exclude: [...configDefaults.exclude, "**/e2e/**"],
    environment: "node",
    // Password hashes at scrypt N = 2^12 instead of production's 2^17, so tests stay fast
    // (crypto.server.test.ts proves the production default and the rehash of old hashes).
    // What is read once per READ_MOSTLY_MS (the menu, public settings) is kept for an hour: the statement counts
    // of two visits never differ by a re-read because the machine was slow between them. A change made
    // through the portal is still seen at once (forget); app/platform/read-mostly.server.test.ts injects its clock.
    env: { PASSWORD_HASH_LOG2_N: "12", READ_MOSTLY_MS_OVERRIDE: "3600000", STATISTICS_WRITE_MS_OVERRIDE: "3600000" },
    // Migrated and seeded database templates, built once per run and copied for each test (tests/helpers/templates.ts).
    globalSetup: ["tests/helpers/global-setup.ts"],
    // Any connection or DNS lookup beyond loopback fails the test that made it.
    setupFiles: ["tests/helpers/no-network.ts"],
    // Integration tests share one PostgreSQL server; each test portal has a database of its own.
    fileParallelism: true,
    // Files wait on PostgreSQL, child processes (the CLIs, pg_dump, ffmpeg) and HTTP more than they
    // compute: vitest's default of one worker less than the cores is a single worker on a 2-core machine.
    // Two left a quarter of the cores idle (576 s of CPU in 384 s); three ran the suite in 333 s instead of
    // 389 s here. The heaviest test (500 MB through the server, 11-13 s with three) has 90 s of its own.
    maxWorkers: 3,
    // Test files of a worker share its modules instead of importing the app afresh each: import was a third
    // of the workers' time (151 s of 417 s here), and a sample of ten files ran in 34 s instead of 61 s.
    // Files stay independent by what they create: each test portal is a database and DATA_DIR of its own,
    // and a file that spies on console or stubs the environment restores it when it ends.
    isolate: false,
    // The page tests' Remix build (build/index.js, 1.8 MB of plain JavaScript) is loaded by Node as it is, not
    // transformed first: its transform held every worker's first page test for 10-12 s here.
    server: { deps: { external: [/\/build\/index\.js$/] } },
    // The longest files start first, so both workers end together (tests/helpers/long-first.ts).
    sequence: { sequencer: LongestFirst },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
