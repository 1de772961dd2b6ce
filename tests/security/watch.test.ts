// The change watch the fuzz relies on sees a write to any table but the counters, on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../helpers/portal";
import { ChangeWatch, createWorld, type World } from "./world";

describe.each(await dialects())("the change watch on %s", (dialect) => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld(dialect);
  }, 60_000);
  afterAll(async () => {
    await world?.close();
  });

  it("sees a changed row, and no change when only nothing or a counter was written", async () => {
    const db = world.portal.db.kysely;
    const watch = new ChangeWatch(world.portal);
    await watch.before();
    expect(await watch.changedByRefusal()).toBeNull();
    await db.insertInto("rate_events").values({ key: "watch-test", created_at: new Date().toISOString() }).execute();
    expect(await watch.changedByRefusal()).toBeNull();
    await watch.before();
    await db.updateTable("settings").set({ value: "777" }).where("key", "=", "HOT_LINE_GROUP_ID").execute();
    expect(await watch.changedByRefusal()).not.toBeNull();
  });
});
