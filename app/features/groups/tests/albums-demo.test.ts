// The albums' demo (issue #14 point 13) on top of the groups' demo: «Фотоклуб «Объектив»» has a
// 60-photo album, other groups smaller ones; every photo_count equals its rows, and the shared images
// are stored once. SQLite and PostgreSQL.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { DEMO_ACCOUNTS } from "~/portal/seed.server";
import type { SeedContext } from "~/platform/feature";
import { seedGroupAlbumsDemo } from "../seed-albums.server";

describe.each(await dialects())("the albums' demo on %s", (dialect) => {
  let portal: TestPortal;
  let seconds = 0;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
    const db = portal.db.kysely;
    const started = performance.now();
    await seedGroupAlbumsDemo({
      // The seed reads the database and the clock only (the portal keeps its deps to itself).
      deps: { db, now: portal.clock.now } as SeedContext["deps"],
      services: portal.services,
      employees: 0,
      accounts: DEMO_ACCOUNTS,
      menu: [],
      demoUserId: async (phone) => (await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id,
    });
    seconds = (performance.now() - started) / 1000;
  }, 120_000);
  afterAll(async () => {
    await portal?.dispose();
  });

  it("gives the photo club a 60-photo album and others smaller ones, counts equal to rows", async () => {
    const db = portal.db.kysely;
    const albums = await db
      .selectFrom("albums as a")
      .innerJoin("groups as g", "g.id", "a.owner_id")
      .where("a.owner_kind", "=", "group")
      .select(["a.id", "a.name", "g.name as group", "a.photo_count"])
      .select((eb) =>
        eb
          .selectFrom("album_photos as p")
          .select(sql<number>`count(*)`.as("n"))
          .whereRef("p.album_id", "=", "a.id")
          .as("rows"),
      )
      .execute();
    expect(albums.find((a) => a.group === "Фотоклуб «Объектив»" && Number(a.photo_count) === 60)).toBeTruthy();
    expect(new Set(albums.map((a) => a.group)).size).toBeGreaterThanOrEqual(3);
    for (const album of albums) expect(Number(album.rows), album.name).toBe(Number(album.photo_count));
    const files = await db
      .selectFrom("files")
      .select(sql<number>`count(*)`.as("n"))
      .where("file_type", "=", "GROUP_PHOTO")
      .executeTakeFirstOrThrow();
    expect(Number(files.n)).toBeLessThan(20);
    console.info(`albums' demo seeded in ${seconds.toFixed(2)} s on ${dialect}`);
  });
});
