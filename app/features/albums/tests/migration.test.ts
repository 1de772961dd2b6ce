// The albums' migration (issue #36) on SQLite and PostgreSQL: a database with group albums and photos of
// issue #14 is brought forward, and the albums keep their ids, owners, counts and dates, the photos their ids,
// albums and files; the old tables are gone, and new albums and photos are numbered after the copied ones
// (PostgreSQL's identities go on past the ids given explicitly).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "~/platform/db/db.server";
import { migrate } from "~/platform/db/migrate.server";
import { portalMigrations } from "../../../portal/migrations.server";
import { dialects } from "../../../../tests/helpers/portal";
import { admin, databaseUrlOf } from "../../../../tests/helpers/pg-admin";
import { dropDatabase } from "../../../../tests/helpers/templates";

const OURS = "202612071338_albums_owners";
const before = Object.fromEntries(Object.entries(portalMigrations).filter(([name]) => name < OURS));

describe.each(await dialects())("the albums' migration on %s", (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  async function freshDb(): Promise<Db> {
    if (dialect === "sqlite") {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "albums-migration-"));
      const db = openDb({ sqliteFile: path.join(dir, "portal.sqlite") });
      cleanups.push(async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      });
      return db;
    }
    const name = `albums_migration_${process.pid}_${Date.now()}`;
    await admin((c) => c.query(`create database ${name}`));
    const db = openDb({ databaseUrl: databaseUrlOf(name) });
    cleanups.push(async () => {
      await db.close();
      await dropDatabase(name);
    });
    return db;
  }

  it("moves group albums and photos into albums keeping their ids, and numbers new ones after them", async () => {
    const db = await freshDb();
    await migrate(db, before);
    const at = "2026-12-01T10:00:00.000Z";
    const run = (statement: string) => sql.raw(statement).execute(db.kysely);
    await run(
      `insert into users (id, phone, name, surname, created_at, updated_at) values (7, '9000000777', 'Мария', 'Фотографова', '${at}', '${at}')`,
    );
    await run(
      `insert into groups (id, name, search_name, config_close, created_at, updated_at) values (3, 'Фотоклуб', 'фотоклуб', 1, '${at}', '${at}')`,
    );
    await run(
      `insert into files (id, user_id, file_type, original_name, content_type, size, storage_key, url_key, is_image, created_at) values (11, 7, 'GROUP_PHOTO', 'a.jpg', 'image/jpeg', 10, 'k11', 'k11', 1, '${at}')`,
    );
    await run(
      `insert into group_albums (id, group_id, author_id, name, description, photo_count, created_at, updated_at) values (40, 3, 7, 'Белые ночи', 'Июнь', 2, '${at}', '${at}')`,
    );
    await run(
      `insert into group_photos (id, album_id, group_id, file_id, author_id, description, created_at) values (90, 40, 3, 11, 7, 'Мост', '${at}')`,
    );
    await run(
      `insert into group_photos (id, album_id, group_id, file_id, author_id, description, created_at) values (95, 40, 3, 11, 7, '', '${at}')`,
    );

    await migrate(db, portalMigrations);
    const albums = await db.kysely.selectFrom("albums").selectAll().execute();
    expect(albums).toEqual([
      {
        id: 40,
        owner_kind: "group",
        owner_id: 3,
        author_id: 7,
        name: "Белые ночи",
        description: "Июнь",
        photo_count: 2,
        created_at: at,
        updated_at: at,
      },
    ]);
    const photos = await db.kysely.selectFrom("album_photos").selectAll().orderBy("id").execute();
    expect(photos.map((p) => [p.id, p.album_id, p.owner_kind, p.owner_id, p.file_id, p.description, p.post_id])).toEqual([
      [90, 40, "group", 3, 11, "Мост", null],
      [95, 40, "group", 3, 11, "", null],
    ]);
    const tables = await db.kysely.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain("group_albums");
    expect(tables.map((t) => t.name)).not.toContain("group_photos");

    const { id: album } = await db.kysely
      .insertInto("albums")
      .values({ owner_kind: "gallery", owner_id: 1, author_id: 7, name: "Новый", created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(album).toBeGreaterThan(40);
    const { id: photo } = await db.kysely
      .insertInto("album_photos")
      .values({ album_id: album, owner_kind: "gallery", owner_id: 1, file_id: 11, author_id: 7, post_id: null, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(photo).toBeGreaterThan(95);
  });
});
