// When no portal process answers, nginx (deploy/nginx.conf.template) gives the portal's own 503 — Russian,
// with Retry-After, the envelope on /api — instead of its English «502 Bad Gateway». nginx runs here with
// one upstream where nothing listens: a refused connect is its 502 at once, so this takes well under a second.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NGINX, nginxConfig } from "../scripts/lib/cluster";
import { writeDownPages } from "../scripts/lib/nginx-down";
import { freePort } from "../scripts/lib/real-server";
import { unavailable, retryLink } from "../app/shared/messages.server";

describe.runIf(fs.existsSync(NGINX)).each(["", "/portal"])("nginx with every process down (base path «%s»)", (basePath) => {
  let prefix: string;
  let nginx: ChildProcess;
  let url: string;

  beforeAll(async () => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-down-"));
    const [port, nobody] = [await freePort(), await freePort()];
    writeDownPages(prefix, basePath);
    const config = path.join(prefix, "nginx.conf");
    fs.writeFileSync(config, nginxConfig({ prefix, listen: `127.0.0.1:${port}`, upstreams: [`127.0.0.1:${nobody}`], basePath }));
    const global = process.getuid?.() === 0 ? "daemon off; user root;" : "daemon off;";
    nginx = spawn(NGINX, ["-p", prefix, "-c", config, "-g", global], { stdio: "ignore" });
    url = `http://127.0.0.1:${port}${basePath}`;
    for (let i = 0; ; i++) {
      try {
        await (await fetch(`${url}/`)).arrayBuffer();
        return;
      } catch (error) {
        if (i > 100 || nginx.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  it("a page read is the portal's 503 that reloads itself", async () => {
    const response = await fetch(`${url}/knowledge/faq?x=1`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain(`<h1>${unavailable.title}</h1>`);
    expect(html).toContain(unavailable.read);
    expect(html).toContain(`<a href="">${retryLink}</a>`);
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).not.toMatch(/Bad Gateway|nginx/i);
  });

  it("a form post is told to send the form again", async () => {
    const response = await fetch(`${url}/knowledge/faq/create`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Раздел",
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.text()).toContain(unavailable.write);
  });

  it("/api answers the envelope with the Russian message, for a read and a post", async () => {
    for (const init of [{}, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }]) {
      const response = await fetch(`${url}/api/wiki/faq/categories`, init);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ responseCode: 1, response: null, errorMessage: unavailable.api });
    }
  });

  it("the pages are not addresses of their own", async () => {
    expect((await fetch(`${url.replace(basePath, "")}/portal-down/read.html`)).status).not.toBe(200);
  });
});
