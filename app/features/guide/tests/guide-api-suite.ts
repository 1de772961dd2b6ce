// The company guide's /api contract tests share this: a test portal on one dialect with its HTTP server
// and the guide's little world (guide-fixture.ts), and the calls they make through it.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { buildGuideWorld, type GuideWorld, type Who } from "./guide-fixture";

export const C = "/wiki/guide/categories";
/** The smallest PNG (1×1), base64. */
export const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
export const CONTENT_AND_NAME = "Необходимо указать содержание и название статьи";
export const SORT_INVALID = "Порядок должен состоять из разных записей одного раздела";
export const sectionNotFound = (id: number) => `Не найден раздел гида с идентификатором ${id}`;
export const articleNotFound = (id: number) => `Не найдена запись гида с идентификатором ${id}`;

/** Registers the suite's hooks; `current()` gives the portal, server and world once they are built. */
export function guideApiSuite(dialect: Parameters<typeof createTestPortal>[0]) {
  let portal: TestPortal;
  let server: TestServer;
  let w: GuideWorld;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    w = await buildGuideWorld(portal, server);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  // A person's saves are limited per minute: each test starts a minute later, as a person would.
  beforeEach(() => portal.clock.advance(61_000));

  const q = (query: Record<string, string | number>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const get = (who: Who, path: string, query: Record<string, string | number> = {}) =>
    api(server, "GET", path, { token: w.tokens[who], query: q(query) });
  const post = (who: Who, path: string, body: Record<string, unknown>) => api(server, "POST", path, { token: w.tokens[who], body });
  const top = async (name: string, extra: Record<string, unknown> = {}) =>
    ok(await post("guideEditor", `${C}/create-top`, { name, ...extra })).id as number;
  const child = async (parentId: number, name: string) =>
    ok(await post("guideEditor", `${C}/create-children`, { name, parentId })).id as number;
  const article = async (categoryId: number, name: string, extra: Record<string, unknown> = {}) =>
    ok(await post("guideEditor", "/wiki/guide/create", { name, categoryId, contentNewEditor: `<p>${name}</p>`, ...extra })).id as number;
  const names = (list: { name: string }[]) => list.map((x) => x.name);

  return { current: () => ({ portal, server, w }), get, post, top, child, article, names };
}
