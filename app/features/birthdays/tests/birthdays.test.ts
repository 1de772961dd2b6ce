// Birthdays on SQLite and PostgreSQL: the list (periods, filters, hidden years, blocked people, keyset pages and
// a statement count that does not grow with the people), the daily job made once — run twice, and by two portals
// on one database (at the same moment on PostgreSQL) — with its notifications, the wishes (anonymous, own, a colleague, twice,
// blank, too long) and the poster templates (who may, an unknown placeholder, a background of the wrong kind).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { openPortal } from "~/portal/open.server";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { BIRTHDAYS_PAGE } from "../schema";
import { birthdaysWorld, bornToday, createTestPortal } from "./fixture";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

interface Listed {
  people: { id: number; name: string; years: number | null; city: string | null; congratulationId: number | null }[];
  next: string | null;
}

describe.each(await dialects())("birthdays on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let world: Awaited<ReturnType<typeof birthdaysWorld>>;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal, { build });
    world = await birthdaysWorld(portal, server);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const list = async (query: Record<string, string> = {}) => ok(await world.get("colleague", "/birthdays/list", query)) as Listed;
  const ids = (l: Listed) => l.people.map((p) => p.id);

  it("lists today's, this week's and this month's birthdays; hides blocked people and hidden years", async () => {
    unauthorized(await world.get(null, "/birthdays/list"));
    const { hero, colleague, poster, admin } = world.people;
    const today = await list();
    expect(ids(today)).toEqual([hero.id, colleague.id]);
    expect(today.people.map((p) => p.years)).toEqual([36, null]);
    expect(ids(today)).not.toContain(world.blockedId);
    expect(ids(await list({ period: "week" }))).toEqual([poster.id, hero.id, colleague.id]);
    expect(ids(await list({ period: "month" }))).toEqual([admin.id, poster.id, hero.id, colleague.id]);
    expect(ids(await list({ period: "month", city: "Самара" }))).toEqual([admin.id, poster.id]);
    expect(ids(await list({ period: "month", departmentId: String(world.kazan) }))).toEqual([hero.id, colleague.id]);
    // An address it cannot read lists today, never a 500.
    expect(ids(await list({ period: "year", departmentId: "x", after: "<b>" }))).toEqual([hero.id, colleague.id]);
  });

  it("pages by keyset with the same statements for 10 and 100 people", async () => {
    const count = async () => {
      queries = 0;
      counting = true;
      await portal.services.birthdays.list(actingAs(world.people.colleague.id), {
        period: "today",
        departmentId: world.samara,
        city: undefined,
        after: undefined,
      });
      counting = false;
      return queries;
    };
    await bornToday(portal, 10, world.samara, 0);
    const few = await count();
    await bornToday(portal, 90, world.samara, 10);
    expect(await count()).toBe(few);
    const seen: number[] = [];
    let page = await list({ departmentId: String(world.samara) });
    expect(page.people).toHaveLength(BIRTHDAYS_PAGE);
    seen.push(...ids(page));
    page = await list({ departmentId: String(world.samara), after: page.next! });
    seen.push(...ids(page));
    expect(page.next).toBeNull();
    expect(new Set(seen).size).toBe(100);
  });

  it("makes the day's congratulations once: twice in a row, and from two portals on one database", async () => {
    const daily = portal.services.birthdays.daily;
    const second =
      dialect === "postgres"
        ? await openPortal(
            { databaseUrl: portal.databaseUrl, sqliteFile: "unused", dataDir: portal.dataDir, seedDemo: false },
            { now: portal.clock.now },
          )
        : await openPortal(
            { databaseUrl: undefined, sqliteFile: path.join(portal.dataDir, "portal.sqlite"), dataDir: portal.dataDir, seedDemo: false },
            { now: portal.clock.now },
          );
    try {
      // PostgreSQL: at the same moment. SQLite in one test process cannot: better-sqlite3 waits for the lock
      // synchronously, blocking the holder's own event loop; there the second portal runs after the first.
      const runs =
        dialect === "postgres"
          ? await Promise.all([daily.run(), second.services.birthdays.daily.run()])
          : [await daily.run(), await second.services.birthdays.daily.run()];
      expect(runs.filter((n) => n === null)).toHaveLength(1);
      expect(runs.find((n) => n !== null)).toBe(102);
      expect(await daily.run()).toBeNull();
    } finally {
      await second.close();
    }
    const made = await portal.db.kysely.selectFrom("birthdays_congratulations").select(["user_id"]).execute();
    expect(made).toHaveLength(102);
    expect(made.map((c) => c.user_id)).not.toContain(world.blockedId);
    const listed = await list();
    expect(listed.people.every((p) => p.congratulationId !== null)).toBe(true);

    // The department is told of its colleague's birthday; she herself is not.
    await portal.outbox.deliver();
    const told = await portal.db.kysely
      .selectFrom("notifications")
      .select(["user_id", "variables"])
      .where("type", "=", "CONGRATULATION_BIRTHDAY")
      .where("user_id", "in", [world.people.hero.id, world.people.colleague.id])
      .execute();
    const heroCongratulation = listed.people.find((p) => p.id === world.people.hero.id)!.congratulationId;
    expect(told.filter((n) => n.user_id === world.people.colleague.id).map((n) => JSON.parse(n.variables)[1].objectId)).toContain(
      heroCongratulation,
    );
  });

  it("takes a colleague's wish once, never the person's own, with Russian refusals", async () => {
    const congratulationId = (await list()).people.find((p) => p.id === world.people.hero.id)!.congratulationId!;
    const wish = (who: "hero" | "colleague" | "poster" | null, text: unknown) =>
      world.post(who, "/birthdays/wish", { congratulationId, text });
    unauthorized(await wish(null, "Ура"));
    refused(await wish("hero", "Себе"), r.wishOwn);
    refused(await wish("colleague", "  "), t.wishRequired);
    refused(await wish("colleague", "я".repeat(1001)), t.wishTooLong);
    refused(await world.post("colleague", "/birthdays/wish", { congratulationId: 999999, text: "Ура" }), r.notFound);
    ok(await wish("colleague", "<b>Счастья</b> & здоровья"));
    refused(await wish("colleague", "Ещё раз"), r.wishTwice);
    ok(await wish("poster", "Удачи!"));
    const view = ok(await world.get("hero", "/birthdays/congratulation", { id: congratulationId })) as {
      wishes: { text: string }[];
      mayWish: boolean;
      own: boolean;
    };
    expect(view.wishes.map((w) => w.text)).toEqual(["Удачи!", "<b>Счастья</b> & здоровья"]);
    expect(view).toMatchObject({ own: true, mayWish: false });
    await portal.outbox.deliver();
    const toHero = await portal.db.kysely
      .selectFrom("notifications")
      .select("text")
      .where("type", "=", "CONGRATULATION_WISH_FOR_OWNER")
      .where("user_id", "=", world.people.hero.id)
      .execute();
    // Wishes on one congratulation group while unread: one notification, "(ещё 1)".
    expect(toHero).toHaveLength(1);
  });

  it("lets only poster editors and administrators change a template; refuses an unknown placeholder by name", async () => {
    const save = (who: "colleague" | "poster" | "admin" | null, body: Record<string, unknown>) =>
      world.post(who, "/birthdays/poster", { kind: "CAREER", ...body });
    unauthorized(await save(null, { text: "{name}" }));
    refused(await save("colleague", { text: "{name}" }), r.forbiddenPoster);
    refused(await world.get("colleague", "/birthdays/poster", { kind: "CAREER" }), r.forbiddenPoster);
    refused(await save("poster", { text: "Привет, {name} из {xyz}" }), "Неизвестная подстановка {xyz}");
    refused(await save("poster", { text: "" }), t.posterTextRequired);
    refused(await save("poster", { kind: "OTHER", text: "{name}" }), r.unknownKind);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const poster = actingAs(world.people.poster.id, ["ROLE_POSTER"]);
    const attachment = await portal.services.files.saveUpload(poster, { fileType: "ATTACHMENT", originalFileName: "a.png", bytes: png });
    refused(await save("poster", { text: "{name}", backgroundFileId: attachment.id }), r.backgroundNotFound);
    // Checked by content: WebP is taken (and only for backgrounds), bytes that only look like one are not.
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#654321" } })
      .webp()
      .toBuffer();
    const saveAs = (fileType: "POSTER_BACKGROUND" | "ATTACHMENT", originalFileName: string, bytes: Uint8Array) =>
      portal.services.files.saveUpload(poster, { fileType, originalFileName, bytes });
    expect((await saveAs("POSTER_BACKGROUND", "w.webp", webp)).fileType).toBe("POSTER_BACKGROUND");
    await expect(saveAs("POSTER_BACKGROUND", "f.webp", new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 not really"))).rejects.toThrow();
    await expect(saveAs("ATTACHMENT", "w.webp", webp)).rejects.toThrow();
    const background = await portal.services.files.saveUpload(poster, {
      fileType: "POSTER_BACKGROUND",
      originalFileName: "b.png",
      bytes: png,
    });
    const saved = ok(await save("admin", { text: "Поздравляем, {name}! {years} лет с нами", backgroundFileId: background.id })) as {
      text: string;
      background: { id: number } | null;
    };
    expect(saved).toMatchObject({ text: "Поздравляем, {name}! {years} лет с нами", background: { id: background.id } });
    const { jpeg } = await portal.services.birthdays.posters.preview(poster, "CAREER", portal.services.files);
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});
