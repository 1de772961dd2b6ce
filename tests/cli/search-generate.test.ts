// `npm run search:gen`'s generator (scripts/lib/search-generate.ts; the CLI is `npm run generate -- search`)
// at a tiny scale on SQLite and PostgreSQL: the features' tables hold the sizes asked for, the engine's rebuild
// indexed exactly what each indexer lets in (drafts and restricted sections included in the rules), a tenth of
// the sections are restricted, the bench's words find items, and a second run on the same database is refused.
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { actingAs } from "../../app/platform/actor";
import { generateSearchSet, parseSearchScale, SEARCH_QUERIES, searchSizes } from "../../scripts/lib/search-generate";
import { createTestPortal, dialects, type TestPortal } from "../helpers/portal";

const SCALE = 0.002;

const portals: TestPortal[] = [];
afterAll(async () => {
  for (const portal of portals) await portal.dispose();
});

describe.each(await dialects())("npm run search:gen on %s", (dialect) => {
  it("fills the features' tables, indexes them by the rebuild, and refuses a second run", { timeout: 60_000 }, async () => {
    const portal = await createTestPortal(dialect, { realClock: true });
    portals.push(portal);
    const sqliteFile = path.join(portal.dataDir, "portal.sqlite");
    const lines: string[] = [];
    const report = await generateSearchSet(portal, { scale: SCALE, sqliteFile, log: (line) => lines.push(line) });
    const sizes = searchSizes(SCALE);
    expect(report.sizes).toEqual(sizes);
    expect(lines.some((l) => /guide_articles: [\d,]+ rows in [\d.]+ s/.test(l))).toBe(true);
    expect(report.tables.find((t) => t.table === "users")?.rows).toBe(sizes.people);
    expect(report.indexBytes).toBeGreaterThan(0);
    expect(report.databaseBytes).toBeGreaterThan(report.indexBytes);

    const db = portal.db.kysely;
    const count = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);
    expect(await count("select count(*) as n from users")).toBe(sizes.people);
    expect(await count("select count(*) as n from departments")).toBe(sizes.departments);
    expect(await count("select count(*) as n from positions")).toBe(sizes.positions);
    expect(await count("select count(*) as n from contacts where kind = 'user'")).toBe(sizes.people);
    expect(await count("select count(*) as n from contacts where kind = 'another'")).toBe(sizes.serviceRecords);
    expect(await count("select count(*) as n from guide_sections")).toBe(sizes.sections);
    expect(await count("select count(*) as n from guide_articles")).toBe(sizes.articles);
    expect(await count("select count(*) as n from guide_articles where status = 'DRAFT'")).toBe(Math.floor(sizes.articles / 20));
    expect(await count("select count(*) as n from documents")).toBe(sizes.documents);
    expect(await count("select count(*) as n from faq_questions")).toBe(sizes.faq);
    expect(await count("select count(*) as n from glossary_terms")).toBe(sizes.glossary);
    // A tenth of the sections, never a top one, readable only by a department or a person.
    const restricted = await count("select count(distinct section_id) as n from guide_section_access");
    expect(restricted).toBeGreaterThanOrEqual(Math.floor(sizes.sections / 12));
    expect(restricted).toBeLessThanOrEqual(Math.ceil(sizes.sections / 8));
    expect(
      await count(
        "select count(*) as n from guide_section_access x join guide_sections s on s.id = x.section_id where s.parent_id is null",
      ),
    ).toBe(0);
    // People in departments with their positions; every card in its department's category.
    expect(await count("select count(*) as n from users where department_id is null or position_id is null")).toBe(0);
    expect(
      await count(
        "select count(*) as n from contacts c join users u on u.id = c.user_id join contact_categories k on k.id = c.category_id where c.kind = 'user' and k.department_id <> u.department_id",
      ),
    ).toBe(0);

    // The rebuild indexed exactly what each indexer lets in.
    const items = (index: string) => report.indexItems[index] ?? 0;
    expect(items("USER")).toBe(sizes.people);
    expect(items("CONTACT")).toBe(sizes.people + sizes.serviceRecords);
    expect(items("DEPARTMENT")).toBe(sizes.departments);
    expect(items("USER_POSITION")).toBe(sizes.positions);
    expect(items("WIKI_GUIDE")).toBe(sizes.articles - Math.floor(sizes.articles / 20));
    expect(items("WIKI_DOCUMENT")).toBe(sizes.documents);
    expect(items("WIKI_FAQ")).toBe(sizes.faq);
    expect(items("WIKI_GLOSSARY")).toBe(sizes.glossary);
    expect(report.rebuild.items).toBe(Object.values(report.indexItems).reduce((a, b) => a + b, 0));
    expect(await count("select count(*) as n from search_items")).toBe(report.rebuild.items);

    // The bench's words find what their kind means, as a reader of part of the guide.
    const reader = actingAs((await db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow()).id);
    const find = (indexName: string, query: string) =>
      portal.services.searchEngine.find(reader, { indexName, query, limit: 10, offset: 0 });
    const common = await find("WIKI_GUIDE", SEARCH_QUERIES.common);
    expect(common.total).toBeGreaterThan(0);
    expect(common.correctedQuery).toBeNull();
    const layout = await find("CONTACT", SEARCH_QUERIES.layout);
    expect(layout.correctedQuery).toBe("иванов");
    expect(layout.total).toBeGreaterThan(0);
    expect((await find("CONTACT", SEARCH_QUERIES.contact)).total).toBeGreaterThan(0);

    // The same database again: refused, nothing added.
    await expect(generateSearchSet(portal, { scale: SCALE, sqliteFile })).rejects.toThrow("already holds a generated search set");
    expect(await count("select count(*) as n from guide_articles")).toBe(sizes.articles);
  });
});

it("reads SEARCH_SCALE: unset is 1, a number in [0.001, 10], anything else refused", () => {
  expect(parseSearchScale(undefined)).toBe(1);
  expect(parseSearchScale("0.01")).toBe(0.01);
  for (const bad of ["lots", "0", "-1", "11", "NaN", "0.0001"]) expect(parseSearchScale(bad)).toBeNull();
});
