// The whole app under BASE_PATH: a real Remix build made with BASE_PATH=/portal, served by the real
// Express app with the same base. Redirects, links, assets, cookies and /api all carry the prefix.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "../app/platform/actor";
import { createPerson, createTestPortal, type TestPortal } from "./helpers/portal";
import { api, startTestServer, type TestServer } from "./helpers/http";

const BASE = "/portal";

describe("BASE_PATH=/portal", () => {
  let dir: string;
  let portal: TestPortal;
  let server: TestServer;
  let person: { phone: string };
  let version: string;
  const origin = () => new URL(server.url).origin;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-base-"));
    for (const entry of [
      "app",
      "public",
      "remix.config.js",
      "scripts/lib/feature-routes.js",
      "tsconfig.json",
      "remix.env.d.ts",
      "package.json",
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, entry)), { recursive: true });
      fs.cpSync(path.resolve(entry), path.join(dir, entry), {
        recursive: true,
        filter: (src) => !src.includes(`${path.sep}public${path.sep}build`),
      });
    }
    fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
    execFileSync(path.resolve("node_modules/.bin/remix"), ["build"], {
      cwd: dir,
      env: { ...process.env, BASE_PATH: BASE, NODE_ENV: "production" },
      stdio: "pipe",
    });
    const build = (await import(pathToFileURL(path.join(dir, "build/index.js")).href)) as ServerBuild;
    version = build.assets.version;
    portal = await createTestPortal("sqlite", { realClock: true });
    person = await createPerson(portal, { password: "base-path-1" });
    server = await startTestServer(portal, { basePath: BASE, build, publicDir: path.join(dir, "public") });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends the site root to the base path", async () => {
    const response = await fetch(`${origin()}/`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${BASE}/`);
  });

  it("sends a signed-out visitor to the login page under the base, keeping the path in next", async () => {
    const response = await fetch(`${server.url}/vacancies?x=1`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${BASE}/login?next=${encodeURIComponent("/vacancies?x=1")}`);
  });

  it("serves the login page with prefixed links and assets", async () => {
    const html = await (await fetch(`${server.url}/login`)).text();
    expect(html).toContain("Вход на портал");
    expect(html).toContain(`href="${BASE}/register"`);
    const css = html.match(/href="(\/portal\/build\/_assets\/[^"]+\.css)"/)?.[1];
    expect(css).toBeTruthy();
    expect((await fetch(`${origin()}${css}`)).status).toBe(200);
    const script = html.match(/"(\/portal\/build\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(`${origin()}${script}`)).status).toBe(200);
  });

  it("serves the service worker under the base, its bytes changing with the build (a new worker per deploy)", async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const source = await response.text();
    expect(source.startsWith(fs.readFileSync(path.resolve("public/sw.js"), "utf8"))).toBe(true);
    expect(source).toContain(`// build ${version}`);
  });

  it("signs in with a plain form post and lands on next under the base", async () => {
    const response = await fetch(`${server.url}/login?next=%2Fvacancies`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin() },
      body: new URLSearchParams({ phone: person.phone, password: "base-path-1", next: "/vacancies" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${BASE}/vacancies`);
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toContain(`Path=${BASE}`);
    const session = cookie.split(";")[0]!;
    const page = await (await fetch(`${server.url}/socket`, { headers: { Cookie: session } })).text();
    expect(page).toContain("Медиа: раздел скоро появится");
    const nav = await api(server, "GET", "/nav/list", { cookie: session });
    expect(nav.envelope.responseCode).toBe(0);
  });

  it("shows a guide article's uploaded image and attachment under the base", async () => {
    const editor = await createPerson(portal, { password: "base-path-1", roles: ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY"] });
    const actor = actingAs(editor.id, ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY"]);
    const section = await portal.services.guide.createSection(actor, { name: "Под базовым путём" });
    const { id } = await portal.services.guide.createArticle(actor, {
      name: "Картинка",
      categoryId: section.id,
      contentNewEditor: '<p>Схема:</p><p><img src="/files/7/plan.png" alt="План"></p><p><a href="/files/8/act.pdf">Акт</a></p>',
    });
    const signedIn = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin() },
      body: new URLSearchParams({ phone: person.phone, password: "base-path-1" }),
    });
    const session = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const html = await (await fetch(`${server.url}/knowledge/guide/${section.id}/article/${id}`, { headers: { Cookie: session } })).text();
    expect(html).toContain(`src="${BASE}/files/7/plan.png"`);
    expect(html).toContain(`href="${BASE}/files/8/act.pdf"`);
  });
});
