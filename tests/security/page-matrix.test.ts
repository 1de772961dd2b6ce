// The access matrix of every page of the Remix build × anonymous, employee, section editor, editor,
// administrator (the data: ./page-matrix.ts), served by the real build on the demo seed. GET only:
// the forms' posts are the /api matrix's domain functions behind the same policies.
// Run `npx remix build` first (npm test does).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAYOUTS, PAGE_MATRIX, type PageExpectation } from "./page-matrix";
import { seedIds, type SeedIds } from "./ids";
import { ACTORS, createWorld, type ActorName, type World } from "./world";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const pages = Object.keys(build.routes).filter((id) => !LAYOUTS.includes(id));

describe("the page access matrix", () => {
  it("has a row for every route of the build, and none for a route that is gone", () => {
    expect(
      pages.filter((id) => !(id in PAGE_MATRIX)),
      "pages without a row in tests/security/page-matrix.ts",
    ).toEqual([]);
    expect(
      Object.keys(PAGE_MATRIX).filter((id) => !pages.includes(id)),
      "rows of pages that no longer exist",
    ).toEqual([]);
  });

  let world: World;
  let ids: SeedIds;
  beforeAll(async () => {
    world = await createWorld("sqlite", { build });
    ids = await seedIds(world);
  }, 60_000);
  afterAll(async () => {
    await world?.close();
  });

  async function check(id: string, who: ActorName, expected: PageExpectation) {
    const url = PAGE_MATRIX[id]!.url(ids, world.userIds);
    const response = await fetch(`${world.server.url}${url}`, {
      redirect: "manual",
      headers: who === "anonymous" ? {} : { Cookie: world.cookies[who] },
    });
    const location = response.headers.get("location") ?? "";
    const html = (await response.text()).replace(/<!-- -->/g, "");
    const what = `${id} (${url}) as ${who}: ${response.status} ${location}`;
    if (expected === 200) expect.soft(response.status, what).toBe(200);
    else if (expected === "login") {
      expect.soft([302, 303].includes(response.status) && location.startsWith("/login"), what).toBe(true);
    } else if ("redirect" in expected) {
      expect.soft([301, 302, 303].includes(response.status) && location.startsWith(expected.redirect), what).toBe(true);
    } else {
      expect.soft(response.status, what).toBe(expected.status);
      if (expected.text) expect.soft(html, what).toContain(expected.text);
    }
  }

  it("answers every page to every actor as the matrix says", { timeout: 120_000 }, async () => {
    for (const [id, row] of Object.entries(PAGE_MATRIX)) for (const who of ACTORS) await check(id, who, row.expect[who]);
  });
});
