// The portal search over the demo data as a JSON client sees it: a fresh portal with the demo seeded
// (indexed at its first start), its API on a real server, and the demo employee 9000000003 (a shop
// assistant, who reads the guide except «Для руководителей») signed in. Shared by the demo's search
// tests (knowledge-search, relevance); call it inside a describe, it registers its own hooks.
import { afterAll, beforeAll } from "vitest";
import type { DialectName } from "~/platform/db/db.server";
import { DEMO_PASSWORD } from "~/portal/seed.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";

export interface FoundObject {
  id: number;
  /** Guide, document, glossary, department, position, role, tag, a service record's title, a person's first name. */
  name?: string;
  /** People and their cards. */
  surname?: string | null;
  middlename?: string | null;
  /** FAQ. */
  question?: string;
  target: string;
  snippet: string;
  highlight: string;
}

export interface Found {
  total: number;
  correctedQuery: string | null;
  objects: FoundObject[];
}

/** How a found item reads in a list: a person as «Фамилия Имя Отчество», a question as asked, anything else by its name. */
export function titleOf(object: FoundObject): string {
  if (object.surname) return [object.surname, object.name, object.middlename].filter(Boolean).join(" ");
  return object.name ?? object.question ?? "";
}

export interface DemoSearch {
  /** GET /api/search-v2/find as the demo employee; `limit` as the call takes it (default 10). */
  find(indexName: string, query: string, limit?: number): Promise<Found>;
  /** The call without a token. */
  findSignedOut(indexName: string, query: string): ReturnType<typeof api>;
}

export function demoSearch(dialect: DialectName): DemoSearch {
  let portal: TestPortal;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
    server = await startTestServer(portal);
    token = ok(await api(server, "POST", "/login", { body: { username: "9000000003", password: DEMO_PASSWORD } })).accessToken as string;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  return {
    async find(indexName, query, limit) {
      const params: Record<string, string> = { indexName, query, ...(limit !== undefined ? { limit: String(limit) } : {}) };
      return ok(await api(server, "GET", "/search-v2/find", { token, query: params })) as Found;
    },
    findSignedOut: (indexName, query) => api(server, "GET", "/search-v2/find", { query: { indexName, query } }),
  };
}
