// Where the server under test runs and keeps its data. Shared by playwright.config.ts (which starts
// the server) and the journeys (which read the SMS outbox and the database of that server).
import os from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A fresh directory on every run: the webServer command deletes it before the server starts. */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `portal-e2e-${E2E_PORT}`));
export const E2E_SQLITE_FILE = path.join(E2E_DATA_DIR, "portal.sqlite");
export const E2E_SMS_OUTBOX = path.join(E2E_DATA_DIR, "sms-outbox.jsonl");
/**
 * The only push service the server accepts subscriptions for: loopback, where nothing answers, so a push the
 * journeys cause fails at once on this machine instead of looking up a real push service.
 */
export const E2E_PUSH_HOST = "127.0.0.1:9";
