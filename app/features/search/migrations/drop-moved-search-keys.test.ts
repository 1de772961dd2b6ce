// Migration 0026 on both databases: the keys of indexes the full-text engine took over (group articles,
// vacancies) go; the keys still read (the feed's posts, the tags) stay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { up } from "./0026_drop_moved_search_keys";

describe.each(await dialects())("migration 0026 on %s", (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal(dialect);
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  it("deletes the ARTICLE and VACANCY keys and keeps the POST and TAG ones", async () => {
    const db = portal.db.kysely;
    const keys = ["ARTICLE", "VACANCY", "POST", "TAG"].flatMap((kind) =>
      [1, 2].map((id) => ({ kind, object_id: id, source: `${kind} ${id}`, key: `${kind.toLowerCase()} ${id}` })),
    );
    await db.insertInto("search_keys").values(keys).execute();
    await up(db as never);
    const left = await db.selectFrom("search_keys").select(["kind", "object_id"]).orderBy("kind").orderBy("object_id").execute();
    expect(left).toEqual([
      { kind: "POST", object_id: 1 },
      { kind: "POST", object_id: 2 },
      { kind: "TAG", object_id: 1 },
      { kind: "TAG", object_id: 2 },
    ]);
  });
});
