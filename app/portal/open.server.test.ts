// Several processes started together on one new PostgreSQL database (npm run cluster, a deploy that starts
// them all): they take turns at the start, so the schema is made once, the demo data is filled once and the
// search indexes are built once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPortal, type Portal } from "./open.server";
import { dialects } from "../../tests/helpers/portal";
import { admin, databaseUrlOf } from "../../tests/helpers/pg-admin";

describe.runIf((await dialects()).includes("postgres"))("three processes opening one new database at once", () => {
  it("migrate it, fill the demo data and build the search indexes, and all three start", async () => {
    const name = `start_${process.pid}_${Date.now().toString(36)}`;
    await admin((client) => client.query(`create database ${name}`));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-start-"));
    const portals: Portal[] = [];
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() =>
          openPortal(
            { databaseUrl: databaseUrlOf(name), sqliteFile: "", dataDir, seedDemo: true },
            { sms: { send: async () => {} }, demoEmployees: 20 },
          ),
        ),
      );
      for (const result of opened) if (result.status === "fulfilled") portals.push(result.value);
      expect(opened.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      // One of them filled the demo data; the others found it there.
      expect(portals.filter((p) => p.seeded).length).toBe(1);
      const db = portals[0]!.db.kysely;
      const phones = await db.selectFrom("users").select("phone").where("phone", "=", "9000000001").execute();
      expect(phones).toHaveLength(1);
      // The search indexes were built at the start (the first process built them; the others found them built).
      const people = await db
        .selectFrom("search_items")
        .select(({ fn }) => fn.countAll<number>().as("n"))
        .where("index_name", "=", "USER")
        .executeTakeFirstOrThrow();
      expect(people.n).toBeGreaterThan(20);
    } finally {
      await Promise.all(portals.map((p) => p.close()));
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
