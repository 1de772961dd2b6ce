// The HTTP layer as a browser or client meets it: no private answer may be cached (Back after sign-out
// must not show the previous person's pages), edge input is refused with a 4xx and never a 500, and
// two small validations of stored input. The real build behind the real Express app.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPerson, createTestPortal, type TestPortal } from "./helpers/portal";
import { api, signInWithForm, startTestServer, type TestServer } from "./helpers/http";
import { ok, refused } from "./helpers/envelope";
import { apiRoutes } from "../app/portal/registry.server";

/** Every address of the build's routes, with each parameter filled in and optional segments left out. */
function routeAddresses(build: ServerBuild): string[] {
  const full = (id: string): string => {
    const parts: string[] = [];
    for (let r: (typeof build.routes)[string] | undefined = build.routes[id]; r; r = r.parentId ? build.routes[r.parentId] : undefined)
      if (r.path) parts.unshift(r.path);
    return `/${parts.join("/")}`;
  };
  const addresses = Object.keys(build.routes).map((id) =>
    full(id)
      .replace(/\/:\w+\?/g, "")
      .replace(/:\w+/g, "1")
      .replace(/\*$/, "x"),
  );
  return [...new Set(addresses)];
}

describe("HTTP hardening", () => {
  let build: ServerBuild;
  let portal: TestPortal;
  let server: TestServer;
  let session: string;
  let token: string;
  let personId: number;

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
  const post = (url: string, headers: Record<string, string>, body = "") =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  beforeAll(async () => {
    build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal("sqlite", { realClock: true });
    const person = await createPerson(portal, { password: "harden-123", name: "Ольга" });
    personId = person.id;
    server = await startTestServer(portal, { build });
    session = await signInWithForm(server, person.phone, "harden-123");
    token = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: "harden-123" } })).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  describe("caching", () => {
    it("sends Cache-Control: no-store on every page of the build to a signed-in person", async () => {
      const cookie = await signInWithForm(server, (await createPerson(portal, { password: "pages-1234" })).phone, "pages-1234");
      const addresses = routeAddresses(build);
      expect(addresses.length).toBeGreaterThan(30);
      for (const address of addresses) {
        const response = await get(address, cookie);
        await response.arrayBuffer();
        expect({ address, cacheControl: response.headers.get("cache-control") }).toEqual({ address, cacheControl: "no-store" });
      }
      // Anonymous pages too: the same address answers differently once signed in.
      expect((await get("/login")).headers.get("cache-control")).toBe("no-store");
    });

    it("sends Cache-Control: no-store on every /api call", async () => {
      const own = ok(
        await api(server, "POST", "/login", {
          body: { username: (await createPerson(portal, { password: "calls-1234" })).phone, password: "calls-1234" },
        }),
      );
      for (const route of apiRoutes) {
        const response = await fetch(`${server.url}/api${route.path}`, {
          method: route.method,
          headers: {
            Authorization: `Bearer ${own.accessToken}`,
            ...(route.method === "POST" ? { "Content-Type": "application/json" } : {}),
          },
          body: route.method === "POST" ? "{}" : undefined,
        });
        await response.arrayBuffer();
        expect({ call: route.path, cacheControl: response.headers.get("cache-control") }).toEqual({
          call: route.path,
          cacheControl: "no-store",
        });
      }
      expect((await get("/api/no-such-call")).headers.get("cache-control")).toBe("no-store");
    });

    it("keeps files that need a right and photos out of every cache; public assets keep their long caching", async () => {
      const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 10, g: 90, b: 160 } } })
        .jpeg()
        .toBuffer();
      const file = ok(
        await api(server, "POST", "/file/save", {
          token,
          body: { originalFileName: "plan.jpg", fileType: "WIKI_DOCUMENT", base64File: jpeg.toString("base64") },
        }),
      );
      const download = await get(file.filePath, session);
      expect(download.status).toBe(200);
      expect(download.headers.get("cache-control")).toBe("no-store");

      ok(await api(server, "POST", "/user/update-avatar", { token, body: { id: personId, image: jpeg.toString("base64") } }));
      const profile = await (await get(`/user/${personId}`, session)).text();
      const avatar = /\/avatars\/[\w.-]+\.jpg/.exec(profile)![0];
      const photo = await get(avatar, session);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("cache-control")).toBe("no-store");

      const html = await (await get("/login")).text();
      const script = /\/build\/[\w/.-]+\.js/.exec(html)![0];
      expect((await get(script)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await get("/favicon.ico")).headers.get("cache-control")).toBe("public, max-age=3600");
    });
  });

  describe("edge input", () => {
    it("answers bad percent-encoding with 400, never 500, and logs no stack for it", async () => {
      const errors = vi.spyOn(console, "error");
      try {
        for (const address of [
          "/%ff",
          "/user/%ff",
          "/files/%ff/x",
          "/files/1/%ff",
          "/avatars/%ff",
          "/knowledge/guide/%E0%A4%A",
          "/api/%ff",
          "/build/%ff.js",
        ]) {
          for (const cookie of [session, undefined]) {
            const response = await get(address, cookie);
            expect({ address, status: response.status }).toEqual({ address, status: 400 });
            expect(await response.text()).toContain("Некорректный запрос");
          }
        }
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });

    it("answers /user/0 with 404", async () => {
      const response = await get("/user/0", session);
      expect(response.status).toBe(404);
    });

    it("ignores a malformed Referer on the small form posts", async () => {
      for (const address of ["/settings/lite", "/welcome/hide", "/notifications/read-all"]) {
        const response = await post(address, { Cookie: session, Referer: "http://[not-a-host" });
        expect({ address, status: response.status, location: response.headers.get("location") }).toEqual({
          address,
          status: 302,
          location: "/",
        });
      }
    });

    it("counts Origin: null as cross-site on /api, resource and document routes alike", async () => {
      const call = await api(server, "POST", "/user/update", { token, body: { skype: "x" }, headers: { Origin: "null" } });
      expect(call.status).toBe(403);
      expect(call.envelope.errorMessage).toBe("Запрос отклонён: форма отправлена с другого сайта");
      for (const address of ["/welcome/hide", "/login", `/user/${personId}`]) {
        const response = await post(address, { Cookie: session, Origin: "null" }, "workStatus=OFFICE");
        expect({ address, status: response.status }).toEqual({ address, status: 403 });
      }
    });

    it("answers a post to a page whose body is not a form with 400 and a Russian page, never 500", async () => {
      const errors = vi.spyOn(console, "error");
      try {
        const bodies: { type?: string; body?: string }[] = [
          { type: "application/json", body: '{"intent":"hide"}' },
          { type: "text/plain", body: "intent=hide" },
          {},
          { type: "multipart/form-data", body: "intent=hide" },
          // A multipart body that is not one after all: the type passes, the parse fails.
          { type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nContent-Disposition: form-data\r\n\r\ncut short" },
        ];
        for (const address of ["/login", "/welcome/hide", `/user/${personId}/edit`, "/notifications/read-all", "/favorites/update"]) {
          for (const { type, body } of bodies) {
            const response = await fetch(`${server.url}${address}`, {
              method: "POST",
              redirect: "manual",
              headers: { Cookie: session, ...(type ? { "Content-Type": type } : {}) },
              body,
            });
            const text = await response.text();
            expect({ address, type, status: response.status }).toEqual({ address, type, status: 400 });
            expect(text).toContain("Некорректный запрос");
          }
        }
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });

    it("answers a malformed JSON body with 400 and the envelope", async () => {
      const response = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"username":',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ responseCode: 1, response: null, errorMessage: "Некорректный запрос" });
    });
  });

  describe("stored input", () => {
    it("drops bidirectional-override characters from stored file names", async () => {
      const pdf = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");
      const name = "счёт\u202Egnp\u202C\u2066\u200E\u200F\u2069.pdf";
      const saved = ok(
        await api(server, "POST", "/file/save", {
          token,
          body: { originalFileName: name, fileType: "WIKI_DOCUMENT", base64File: pdf.toString("base64") },
        }),
      );
      expect(saved.originalFileName).toBe("счётgnp.pdf");

      const form = new FormData();
      form.append("file", new Blob([pdf], { type: "application/pdf" }), "акт\u202Ecod.pdf");
      const upload = await fetch(`${server.url}/api/froala/upload`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(upload.status).toBe(200);
      const { link } = (await upload.json()) as { link: string };
      const disposition = (await get(link, session)).headers.get("content-disposition")!;
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe("актcod.pdf");
    });

    it("refuses an e-mail that is not an address, in Russian", async () => {
      for (const email of ["ivan@mail..ru", "ivan.@mail.ru", "iv an@mail.ru", "ivan@mail", "<b>@mail.ru", "ivan@-mail.ru"]) {
        refused(
          await api(server, "POST", "/user/update", { token, body: { email } }),
          "Введите адрес электронной почты, например ivanov@example.ru",
        );
      }
      const saved = ok(await api(server, "POST", "/user/update", { token, body: { email: "Ivan.Petrov+hr@Mail.Example.RU" } }));
      expect(
        saved.email ??
          (await api(server, "GET", "/user/full-user-info", { token, query: { id: String(personId) } })).envelope.response.email,
      ).toBe("ivan.petrov+hr@mail.example.ru");
    });
  });
});
