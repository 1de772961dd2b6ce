// The birthdays pages as a browser without JavaScript meets them (SQLite only: the domain runs on both in
// birthdays.test.ts): the period links and filters, no age for a hidden year, a congratulation with its poster
// (a JPEG, escaped text) and the wish form (refused: the message and the text as typed; accepted: 303), and the
// poster template form (an unknown placeholder by name, a background refused by its content). Render time logged.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { birthdaysWorld, createTestPortal, PASSWORD } from "./fixture";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

describe.each(await pageDialects())("birthdays pages on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let world: Awaited<ReturnType<typeof birthdaysWorld>>;
  let cookies: Record<"hero" | "colleague" | "poster", string>;
  let congratulation: string;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    world = await birthdaysWorld(portal, server);
    await portal.services.birthdays.daily.run();
    const sign = (who: "hero" | "colleague" | "poster") => signInWithForm(server, world.people[who].phone, PASSWORD);
    cookies = { hero: await sign("hero"), colleague: await sign("colleague"), poster: await sign("poster") };
    const row = await portal.db.kysely
      .selectFrom("birthdays_congratulations")
      .select("id")
      .where("user_id", "=", world.people.hero.id)
      .executeTakeFirstOrThrow();
    congratulation = `/user/${world.people.hero.id}/congratulation/${row.id}`;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (url: string, cookie?: string) =>
    fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const post = (url: string, cookie: string, body: URLSearchParams | FormData) =>
    fetch(`${server.url}${url}`, { method: "POST", redirect: "manual", headers: { Cookie: cookie }, body });

  it("shows the period as links, the filters, and the age only where the year is shown", async () => {
    expect((await get("/birthday")).status).toBe(302);
    const html = await (await get("/birthday", cookies.colleague)).text();
    expect(html).toContain('href="/birthday?period=week"');
    expect(html).toContain("Именинница Алла");
    expect(html).toContain(t.years(36));
    expect(html).toContain("Коллегин Борис");
    expect(html).not.toContain(t.years(41));
    expect(html).not.toContain("Заблокированный");
    expect(html).toContain(`href="${congratulation}"`);
    const samara = await (await get("/birthday?period=month&city=%D0%A1%D0%B0%D0%BC%D0%B0%D1%80%D0%B0", cookies.colleague)).text();
    expect(samara).toContain("Открыткина Вера");
    expect(samara).not.toContain("Именинница Алла");
  });

  it("shows a congratulation with its poster; a wish is refused as typed, then sent once", async () => {
    const other = await get(
      `/user/${world.people.colleague.id}${congratulation.slice(congratulation.indexOf("/congratulation"))}`,
      cookies.colleague,
    );
    expect(other.headers.get("location")).toBe(congratulation);
    const poster = await get(`${congratulation}/poster`, cookies.colleague);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    const started = performance.now();
    await poster.arrayBuffer();
    await (await get(`${congratulation}/poster`, cookies.colleague)).arrayBuffer();
    console.log(`poster over HTTP: ${(performance.now() - started).toFixed(0)} ms`);
    expect((await (await get(congratulation, cookies.hero)).text()).includes('name="text"')).toBe(false);
    // Anonymous: to sign in; the person herself: refused; neither writes a wish.
    expect((await post(congratulation, "", new URLSearchParams({ text: "Аноним" }))).status).toBe(302);
    const own = await post(congratulation, cookies.hero, new URLSearchParams({ text: "Себе" }));
    expect(own.status).toBe(403);
    expect(await own.text()).toContain(r.wishOwn);
    const tooLong = "д".repeat(1001);
    const refused = await post(congratulation, cookies.colleague, new URLSearchParams({ text: tooLong }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(t.wishTooLong);
    expect(html).toContain(tooLong);
    const sent = await post(congratulation, cookies.colleague, new URLSearchParams({ text: "<script>x</script> Счастья!" }));
    expect(sent.status).toBe(303);
    const page = await (await get(congratulation, cookies.colleague)).text();
    expect(page).toContain("&lt;script&gt;x&lt;/script&gt; Счастья!");
    expect(page).toContain(t.wishDone);
  });

  it("answers 404 for the congratulation of a person since blocked", async () => {
    const blocked = await portal.db.kysely
      .insertInto("birthdays_congratulations")
      .values({
        user_id: world.blockedId,
        kind: "BIRTHDAY",
        day: "2026-11-21",
        text: "x",
        background_file_id: null,
        created_at: "2026-11-21T00:00:00Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const address = `/user/${world.blockedId}/congratulation/${blocked.id}`;
    expect((await get(address, cookies.colleague)).status).toBe(404);
    expect((await get(`${address}/poster`, cookies.colleague)).status).toBe(404);
  });

  it("saves a template from the multipart form: an unknown placeholder by name, a fake image by content", async () => {
    expect((await get("/admin/poster/birthday", cookies.colleague)).status).toBe(403);
    expect((await get("/admin/poster/other", cookies.poster)).status).toBe(404);
    const form = (text: string, file?: File) => {
      const f = new FormData();
      f.set("text", text);
      if (file) f.set("background", file);
      return f;
    };
    const unknown = await post("/admin/poster/career", cookies.poster, form("Ура, {name} и {xyz}"));
    expect(unknown.status).toBe(400);
    const html = await unknown.text();
    expect(html).toContain(r.unknownPlaceholder("xyz"));
    expect(html).toContain("Ура, {name} и {xyz}");
    const fake = await post("/admin/poster/career", cookies.poster, form("{name}", new File(["<svg/>"], "bg.png", { type: "image/png" })));
    expect(fake.status).toBe(400);
    const saved = await post("/admin/poster/career", cookies.poster, form("С повышением, {name}!"));
    expect(saved.status).toBe(303);
    const preview = await get("/admin/poster/career/preview", cookies.poster);
    expect(preview.headers.get("content-type")).toBe("image/jpeg");
    const { ms } = await portal.services.birthdays.posters.preview(
      { kind: "user", userId: world.people.poster.id, roles: ["ROLE_POSTER"], via: "web" } as never,
      "CAREER",
      portal.services.files,
    );
    console.log(`poster render (no background): ${ms.toFixed(0)} ms`);
  });
});
