// The access matrix of every /api call × anonymous, employee, section editor, editor, administrator
// (the data: ./api-matrix.ts), on the demo seed. Refusals run first, on untouched data, and must
// change nothing; then the allowed calls, the destructive ones last.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../app/portal/registry.server";
import { ru } from "../helpers/ru";
import { dialects } from "../helpers/portal";
import { api } from "../helpers/http";
import { API_MATRIX, type Expectation, type MatrixRow } from "./api-matrix";
import { seedIds, type SeedIds } from "./ids";
import { ACTORS, ChangeWatch, createWorld, type ActorName, type World } from "./world";

const names = apiRoutes.map((r) => `${r.method} ${r.path}`);
/** Every refusal the matrix names: an "allowed" answer must not be one of them. */
const ACCESS_REFUSALS = new Set(
  Object.values(API_MATRIX).flatMap((row) => Object.values(row.expect).flatMap((e) => (typeof e === "object" ? [e.refused] : []))),
);

describe("the /api access matrix", () => {
  it("has a row for every call of the route registry, and none for a call that is gone", () => {
    expect(
      names.filter((name) => !(name in API_MATRIX)),
      "calls without a row in tests/security/api-matrix.ts",
    ).toEqual([]);
    expect(
      Object.keys(API_MATRIX).filter((name) => !names.includes(name)),
      "rows of calls that no longer exist",
    ).toEqual([]);
  });
});

describe.each(await dialects())("the /api access matrix on %s", (dialect) => {
  let world: World;
  let ids: SeedIds;
  let ctx: Parameters<MatrixRow["input"]>[1];
  // A refusal must change nothing. The watch hashes the data again only when something was written: a whole
  // hash of the demo database before and after each of the ~390 refusals was most of this file's time.
  let changes: ChangeWatch;

  beforeAll(async () => {
    world = await createWorld(dialect);
    changes = new ChangeWatch(world.portal);
    ids = await seedIds(world);
    const png = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
        .png()
        .toBuffer()
    ).toString("base64");
    const suggestion = await call("employee", "POST", "/suggest-correction/contact", {
      body: { message: "Проверьте номер", sourceURL: "/v2/contacts" },
    });
    ctx = { userIds: world.userIds, png, suggestion: (suggestion.envelope.response as { id: number }).id };
  }, 60_000);
  afterAll(async () => {
    await world?.close();
  });

  const call = (who: ActorName, method: string, path: string, input: { query?: Record<string, string>; body?: Record<string, unknown> }) =>
    api(world.server, method as "GET" | "POST", path, {
      query: input.query,
      body: method === "POST" ? (input.body ?? {}) : undefined,
      token: who === "anonymous" ? undefined : world.tokens[who],
    }).then(({ status, envelope }) => ({ status, envelope }));

  async function check(name: string, who: ActorName, expected: Expectation) {
    const [method, path] = name.split(" ") as [string, string];
    if (expected === "stream") {
      // An event stream never ends by itself: its opening is checked, then it is closed (its events: live.test.ts).
      const response = await fetch(`${world.server.url}/api${path}`, {
        headers: { Authorization: `Bearer ${world.tokens[who as Exclude<ActorName, "anonymous">]}` },
      });
      expect.soft(response.status, `${name} as ${who}`).toBe(200);
      expect.soft(response.headers.get("content-type"), `${name} as ${who}`).toMatch(/^text\/event-stream/);
      await response.body?.cancel();
      return;
    }
    const watch = typeof expected === "object" || expected === "401" ? changes : null;
    await watch?.before();
    const answer = await call(who, method, path, API_MATRIX[name]!.input(ids, ctx));
    const what = `${name} as ${who}: ${answer.status} ${JSON.stringify(answer.envelope).slice(0, 300)}`;
    if (expected === "401") {
      expect.soft(answer, what).toEqual({ status: 401, envelope: { responseCode: 1, response: null, errorMessage: ru.api.unauthorized } });
    } else if (typeof expected === "object") {
      expect.soft(answer, what).toEqual({ status: 200, envelope: { responseCode: 1, response: null, errorMessage: expected.refused } });
    } else {
      expect.soft(answer.status, what).toBe(200);
      if (expected === "ok") expect.soft(answer.envelope.responseCode, what).toBe(0);
      if (expected === "allowed") expect.soft(ACCESS_REFUSALS.has(answer.envelope.errorMessage ?? ""), what).toBe(false);
    }
    if (watch) expect.soft(await watch.changedByRefusal(), `a refusal changed the database: ${what}`).toBeNull();
  }

  const refusal = (e: Expectation) => e === "401" || typeof e === "object";
  const rows = Object.entries(API_MATRIX);

  it("refuses each actor what the matrix refuses, with its message, and changes nothing", { timeout: 120_000 }, async () => {
    for (const [name, row] of rows) for (const who of ACTORS) if (refusal(row.expect[who])) await check(name, who, row.expect[who]);
  });

  it("answers each actor what the matrix allows (destructive calls last)", { timeout: 120_000 }, async () => {
    const ordered = [
      ...rows.filter(([, row]) => !row.last),
      ...rows.filter(([, row]) => row.last === true),
      ...rows.filter(([, row]) => row.last === "session"),
    ];
    for (const [name, row] of ordered) for (const who of ACTORS) if (!refusal(row.expect[who])) await check(name, who, row.expect[who]);
  });
});
