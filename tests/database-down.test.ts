// PostgreSQL going away under a running portal (a restart, a failover): pages and /api answer 503 with
// Retry-After and a plain Russian page, never a 500, and the same requests work again once it is back,
// with no restart of the portal (issue #38 point 7). The database is made unreachable by refusing its
// connections and ending the open ones, as a restart does.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPortal, type Portal } from "../app/portal/open.server";
import { unavailable } from "../app/shared/messages.server";
import { failure } from "../app/shared/envelope";
import { createPerson, dialects } from "./helpers/portal";
import { admin, databaseUrlOf } from "./helpers/pg-admin";
import { signInWithForm, startTestServer, type TestServer } from "./helpers/http";

describe.runIf((await dialects()).includes("postgres"))("the portal while PostgreSQL is down", () => {
  const name = `down_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-down-"));
  let portal: Portal;
  let server: TestServer;
  let cookie: string;

  const setReachable = (reachable: boolean) =>
    admin(async (client) => {
      await client.query(`alter database ${name} allow_connections ${reachable}`);
      if (!reachable) await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    });
  const get = (url: string) => fetch(`${server.url}${url}`, { headers: { Cookie: cookie }, redirect: "manual" });

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${name}`));
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await openPortal(
      { databaseUrl: databaseUrlOf(name), sqliteFile: "", dataDir, seedDemo: false },
      { sms: { send: async () => {} } },
    );
    const editor = await createPerson(portal, { password: "editor-1", roles: ["ROLE_EDIT_WIKI_FAQ_CATEGORIES"] });
    server = await startTestServer(portal, { build });
    cookie = await signInWithForm(server, editor.phone, "editor-1");
  }, 60_000);
  afterAll(async () => {
    await setReachable(true).catch(() => {});
    await server?.close();
    await portal?.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 with Retry-After while it is down, and serves again once it is back", async () => {
    expect((await get("/")).status).toBe(200);
    await setReachable(false);
    try {
      const page = await get("/");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      const html = await page.text();
      expect(html).toContain(unavailable.read);
      expect(html).toContain('<meta http-equiv="refresh" content="5">');

      const call = await get("/api/notifications-v2/list");
      expect(call.status).toBe(503);
      expect(await call.json()).toEqual(failure(unavailable.api));

      const post = await fetch(`${server.url}/knowledge/glossary/add`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "save", term: "Сбой", definition: "Когда база недоступна." }),
      });
      expect(post.status).toBe(503);
      expect(await post.text()).toContain(unavailable.write);
    } finally {
      await setReachable(true);
    }
    // Back without a restart: the pool opens new connections.
    const again = await get("/");
    expect(again.status).toBe(200);
    expect((await get("/api/notifications-v2/list")).status).toBe(200);
  }, 60_000);
});
