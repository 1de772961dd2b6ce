// Playwright journeys in Debian's Chromium (its headless shell), each run twice: with JavaScript ("js") and
// without ("nojs").
// The server is the already-built production server (`npm run build` first: build/server.js) on a fresh SQLite
// database with the demo data; see e2e/helpers.ts for how journeys keep out of each other's way.
import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_PUSH_HOST, E2E_SMS_OUTBOX } from "./e2e/server-env";

const CI = Boolean(process.env.CI);
// Passwords hash at scrypt N = 2^12 instead of production's 2^17, in the server and in the journeys' own
// helpers (workers inherit this), as in vitest.config.ts: every journey signs in, and at 2^17 each sign-in
// costs the server about 0.7 s of CPU and 128 MiB here. The production cost is proven by
// app/platform/crypto.server.test.ts.
const PASSWORD_HASH_LOG2_N = "12";
process.env.PASSWORD_HASH_LOG2_N = PASSWORD_HASH_LOG2_N;

export default defineConfig({
  // The cross-feature journeys in e2e/, and each feature's own in app/features/<f>/e2e/ (npm run new-feature
  // writes one there), and the shell's in app/shell/e2e/, so adding a feature's journey edits no central folder.
  testDir: ".",
  testMatch: ["e2e/**/*.spec.ts", "app/features/*/e2e/**/*.spec.ts", "app/shell/e2e/**/*.spec.ts"],
  outputDir: "./test-results",
  fullyParallel: true,
  forbidOnly: CI,
  // Three on two cores: the journeys wait on pages and the server more than they compute (the whole run used
  // about 60 % of the CPU); the suite took 5.9 min instead of 6.6 with three.
  workers: 3,
  retries: CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_BASE_URL,
    locale: "ru-RU",
    timezoneId: "Europe/Moscow",
    // No trace: recording one for every journey (to keep the failures') took a third of the suite's time,
    // 5.2 -> 3.6 min. A failure leaves its screenshot and the page's ARIA snapshot (error-context.md);
    // `npx playwright test --trace on <file>` records traces when a failure needs more.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      // Chromium's old headless shell (Debian's chromium-headless-shell, what Playwright's own downloads use for
      // headless runs): the whole suite took 5.2 min with it and 6.4 to 7.0 with the full browser here, whose
      // browser and GPU processes spent a third of the machine's CPU.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "nojs", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  webServer: {
    // A fresh data directory on every run, so rate limits, registrations and SMS start from zero.
    command: `rm -rf '${E2E_DATA_DIR}' && exec node build/server.js`,
    url: `${E2E_BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      // Whatever the shell has, the journeys need SQLite, the outbox SMS provider and no base path.
      DATABASE_URL: "",
      SMS_PROVIDER: "outbox",
      SMS_OUTBOX_FILE: E2E_SMS_OUTBOX,
      BASE_PATH: "",
      COOKIE_SECURE: "",
      TRUST_PROXY: "",
      SEED_DEMO: "1",
      PASSWORD_HASH_LOG2_N,
      // Every journey's browser is 127.0.0.1: the per-address limit of registration/recovery starts
      // (10 an hour) would stop the suite, so it is raised here (the per-phone limits still apply).
      ENTRY_STARTS_PER_ADDRESS_PER_HOUR: "1000",
      // No push to a real push service from a test (e2e/push.spec.ts subscribes at this host).
      WEB_PUSH_ALLOWED_HOSTS: E2E_PUSH_HOST,
    },
  },
});
