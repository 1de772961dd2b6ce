// The fuzz suite of every /api call (./fuzz.ts) on one database: FUZZ_RUNS samples per call (15 on SQLite
// and 10 on PostgreSQL in `npm test`; `npm run fuzz` sends 1000). One test file per database, so the two
// run side by side.
// A failure prints the call, who sent it, the query, the body and the answer, and fast-check's seed
// to replay it (fc.assert's `seed` and `path`).
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { apiRoutes } from "../../app/portal/registry.server";
import type { DialectName } from "../../app/platform/db/db.server";
import { callOnce, fuzzRuns, sampleArb } from "./fuzz";
import { ChangeWatch, createWorld, type World } from "./world";

export function fuzzSuite(dialect: DialectName) {
  const runs = fuzzRuns(dialect);
  describe(`fuzz of every /api call on ${dialect}`, () => {
    let world: World;
    // One watch for the whole file: it hashes the data again only after something was written.
    let watch: ChangeWatch;
    const tally = { calls: 0, refused: 0, succeeded: 0 };

    beforeAll(async () => {
      world = await createWorld(dialect);
      watch = new ChangeWatch(world.portal);
    }, 60_000);
    afterAll(async () => {
      console.info(
        `fuzz on ${dialect}: ${apiRoutes.length} calls × ${runs} samples = ${tally.calls} requests: ${tally.succeeded} succeeded, ${tally.refused} refused`,
      );
      await world?.close();
    });

    // Event streams stay open: their 401 and opening are in the access matrix, their events in live.test.ts.
    for (const route of apiRoutes.filter((r) => !("stream" in r))) {
      it(`${route.method} ${route.path}`, { timeout: Math.max(30_000, runs * 300) }, async () => {
        await fc.assert(
          fc.asyncProperty(sampleArb(route), async (sample) => {
            const outcome = await callOnce(world, route, sample, watch);
            tally.calls++;
            if (outcome.refused) tally.refused++;
            else tally.succeeded++;
          }),
          { numRuns: runs },
        );
      });
    }
  });
}
