// /admin/search (issue #16 point 10) through the real build, without JavaScript, on both databases: signed
// out to the sign-in page, an employee refused (403), the administrator sees every full-text index with its
// items and the deliveries still waiting for its consumers (processed, given up and other consumers' not
// counted); the form starts a rebuild of one index or all (303, toast, a search_rebuilds row), a second
// while one runs is refused on the page, and the running one reads «идёт сейчас»; /admin lists the page.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, text } from "../../../../tests/helpers/form-browser";
import { ru } from "../../../../tests/helpers/ru";

const t = ru.searchAdmin;
const PASSWORD = "search-admin-1";
const HERE = "/admin/search";

/** The indexes' rows as "header INDEX items waiting", in order. */
const rows = (html: string) =>
  [
    ...text(html).matchAll(
      /<tr id="index-[^"]+"[^>]*><th scope="row"[^>]*>([^<]+)<\/th><td[^>]*><code>([^<]+)<\/code><\/td><td[^>]*>(\d+)<\/td><td[^>]*>(\d+)<\/td><\/tr>/g,
    ),
  ].map((m) => `${m[1]} ${m[2]} ${m[3]} ${m[4]}`);

describe.each(await dialects())("/admin/search on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let browser: ReturnType<typeof formBrowser<"admin" | "employee">>;
  let adminId: number;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect, { realClock: true });
    server = await startTestServer(portal, { build });
    const admin = await createPerson(portal, { password: PASSWORD, roles: ["ROLE_ADMINISTRATOR"], name: "Анна", surname: "Админова" });
    const employee = await createPerson(portal, { password: PASSWORD });
    adminId = admin.id;
    // The people's events are delivered: no delivery of the search's is waiting before the test adds some.
    await portal.outbox.deliver();
    const cookies = {
      admin: await signInWithForm(server, admin.phone, PASSWORD),
      employee: await signInWithForm(server, employee.phone, PASSWORD),
    };
    browser = formBrowser(() => server, cookies, { redirectStatus: 303 });
  }, 60_000);
  afterAll(async () => {
    await portal?.services.searchEngine.settled();
    await server?.close();
    await portal?.dispose();
  });

  const db = () => portal.db.kysely;
  const indexNames = () => portal.services.searchEngine.indexers.map((ix) => ix.indexName);

  it("sends the signed out to the sign-in page and refuses an employee (403), the page and its form", async () => {
    const anonymous = await browser.get(HERE);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    const employee = await browser.get(HERE, "employee");
    expect(employee.status).toBe(403);
    expect(await employee.text()).toContain(t.title);
    expect((await browser.post(HERE, "employee", { indexName: "" })).status).toBe(403);
    expect(await db().selectFrom("search_rebuilds").select("id").execute()).toEqual([]);
  });

  it("shows every index with its header, items and the deliveries waiting for its consumers", async () => {
    expect(indexNames().length).toBeGreaterThanOrEqual(4);
    const [first, second] = indexNames() as [string, string];
    const item = (indexName: string, objectId: number) => ({
      index_name: indexName,
      object_id: objectId,
      scope_id: null,
      fresh_at: "2026-01-01T00:00:00.000Z",
      title_words: 1,
      title_terms: "лампа",
      body_words: 1,
      body_terms: "лампа",
    });
    // What the indexes already hold (the people signed in): the rows below add to it.
    const held = (await db().selectFrom("search_items").select("index_name").execute()).map((r) => r.index_name);
    const heldBy = (indexName: string) => held.filter((name) => name === indexName).length;
    await db()
      .insertInto("search_items")
      .values([item(first, 9001), item(first, 9002), item(first, 9003), item(second, 9001)])
      .execute();
    const { id: eventId } = await db()
      .insertInto("events")
      .values({ type: "search.admin.test", payload: "{}", created_at: new Date().toISOString(), processed_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const delivery = (consumer: string, done: { processed_at?: string; failed_at?: string } = {}) => ({
      event_id: eventId,
      consumer,
      ...done,
    });
    await db()
      .insertInto("event_deliveries")
      .values([
        delivery(`search.index.${first}.a.waiting`),
        delivery(`search.index.${first}.b.waiting`),
        delivery(`search.index.${first}.c.done`, { processed_at: new Date().toISOString() }),
        delivery(`search.index.${first}.d.failed`, { failed_at: new Date().toISOString() }),
        // Another index whose name starts like this one's, and another feature's consumer: not this index's.
        delivery(`search.index.${first}_OTHER.e.waiting`),
        delivery("notifications.search.admin.test"),
      ])
      .execute();

    const page = await browser.html(HERE, "admin");
    expect(text(page)).toContain(`<h1 class="page-title">${t.title}</h1>`);
    const shown = rows(page);
    expect(shown).toHaveLength(indexNames().length);
    const indexers = portal.services.searchEngine.indexers;
    expect(shown).toEqual(
      indexers.map(
        (ix) =>
          `${ix.block?.header ?? ix.indexName} ${ix.indexName} ${({ [first]: 3, [second]: 1 }[ix.indexName] ?? 0) + heldBy(ix.indexName)} ${ix.indexName === first ? 2 : 0}`,
      ),
    );
    expect(text(page)).toContain(t.noRebuild);
    // The select offers every index and all of them.
    expect(page).toContain(`<option value="" selected="">${t.allIndexes}</option>`);
    for (const name of indexNames()) expect(page).toContain(`<option value="${name}">`);
  });

  it("starts a rebuild of one index by the form (303, toast, a search_rebuilds row), then shows it as the last one", async () => {
    const glossary = indexNames()[1]!;
    const started = await browser.postAndFollow(HERE, "admin", { indexName: glossary }, HERE);
    expect(text(started.page)).toContain(t.rebuildStarted);
    const made = await db().selectFrom("search_rebuilds").select(["index_names", "started_by"]).execute();
    expect(made).toEqual([{ index_names: glossary, started_by: adminId }]);
    await portal.services.searchEngine.settled();
    const after = text(await browser.html(HERE, "admin"));
    expect(after).toContain(`<dd>Админова Анна</dd>`);
    expect(after).toMatch(/<dd>\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}<\/dd>/);
    expect(after).toMatch(/<dd>\d+,\d с<\/dd>/);
    expect(after).not.toContain(t.runningNow);
  });

  it("refuses a rebuild while one runs, on the page, and shows the running one as «идёт сейчас»", async () => {
    await db()
      .insertInto("search_rebuilds")
      .values({ index_names: indexNames().join(","), started_at: new Date().toISOString(), started_by: null, running: 1 })
      .execute();
    const refused = await browser.post(HERE, "admin", { indexName: "" });
    expect(refused.status).toBe(409);
    const page = text(await refused.text());
    expect(page).toContain(ru.search.rebuildRunning);
    expect(page).toContain(`<dd>${t.runningNow}</dd>`);
    expect(page).toContain(`<dd>${t.startedBySystem}</dd>`);
    expect(await db().selectFrom("search_rebuilds").select("id").execute()).toHaveLength(2);
    await db().updateTable("search_rebuilds").set({ running: null }).where("running", "=", 1).execute();
  });

  it("is listed on /admin for the administrator", async () => {
    const admin = text(await browser.html("/admin", "admin"));
    expect(admin).toContain(`href="${HERE}"`);
    expect(admin).toContain(t.title);
    expect(admin).toContain(t.hint);
  });
});
