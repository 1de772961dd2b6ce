// The portal search's large data set (issue #16 "Scale and speed"): at scale 1, about 200,000 indexed items
// written into the features' own tables — 60,000 people with their contact cards; 3,600 departments (40
// regional branches and their units, each with its contacts category), 3,600 positions (one a department,
// held by its people) and 3,600 service records; 40,000 guide articles in 3,000 sections (a tenth of the
// sections restricted to a department or a person, 5 % of the articles drafts); 20,000 normative documents
// in 60 themes; 10,000 FAQ questions in 100 categories; 5,000 glossary terms. The texts are inflected Russian
// with `ё`, hyphenated and some Latin words (scripts/lib/search-content.ts). Then the search index is built
// by the engine's own rebuild (as npm run search:reindex and POST /search/create do), timed, and measured.
// Deterministic (a seeded generator) apart from "now". Written on top of the demo through bulkInsert; no
// outbox events (the rebuild indexes everything).
import { sql } from "kysely";
import type { Portal } from "../../app/portal/open.server";
import { seededRandom } from "../../app/shared/random";
import { letterOf, termKey } from "../../app/features/glossary/terms";
import { bulkInsert, int, stepLogger, text, type Value } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";
import { databaseBytes } from "./feed-generate";
import * as words from "./search-content";
import { capitalised, searchTexts } from "./search-content";

export interface SearchSizes {
  people: number;
  departments: number;
  positions: number;
  serviceRecords: number;
  sections: number;
  articles: number;
  documents: number;
  faq: number;
  glossary: number;
}

/** The sizes at a scale (1 = the issue's numbers); floors keep a tiny scale meaningful. */
export function searchSizes(scale: number): SearchSizes {
  const n = (full: number, floor: number) => Math.max(floor, Math.round(full * scale));
  const departments = n(3_600, 6);
  return {
    people: n(60_000, 40),
    departments,
    positions: departments,
    serviceRecords: n(3_600, 6),
    sections: n(3_000, 20),
    articles: n(40_000, 60),
    documents: n(20_000, 30),
    faq: n(10_000, 20),
    glossary: n(5_000, 10),
  };
}

/** SEARCH_SCALE (or --scale): a number in [0.001, 10]; unset is 1. Null when malformed. */
export function parseSearchScale(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return 1;
  const scale = Number(value);
  return Number.isFinite(scale) && scale >= 0.001 && scale <= 10 ? scale : null;
}

/** The phone of the n-th person of this set: 92 and 8 digits (vacancies 93…, groups 94…, tests 95…, claims 96…, feed 97…). */
export const searchPersonPhone = (n: number) => `92${String(n).padStart(8, "0")}`;

/** A refusal to print as is (exit code 1). */
export class SearchGenerateRefusal extends Error {}

/** What the bench asks, per kind: the words are the set's own, so each finds what its kind means. */
export const SEARCH_QUERIES = {
  /** A word in ≥ 5 % of all items (7 % here; "сотрудник" is in a third). */
  common: "отгрузки",
  /** A word in a few dozen items. */
  rare: words.RARE[0]!,
  /** A three-letter prefix of many words (отпуск, отправка, отпечаток…). */
  prefix: "отп",
  /** Two words, every one to match. */
  two: "отчёт склада",
  /** "иванов" typed in the Latin layout: found by the layout retry. */
  layout: "bdfyjd",
  /** "командировку" with a typo: found by the correction retry. */
  typo: "командеровку",
  /** CONTACT: a name, a surname's and a patronymic's start. */
  contact: "иван",
} as const;

export interface SearchReport {
  scale: number;
  sizes: SearchSizes;
  /** Rows written per table, and the seconds each took. */
  tables: { table: string; rows: number; ms: number }[];
  /** Writing the rows (without the rebuild). */
  rowsMs: number;
  /** The engine's rebuild of every index, as search_rebuilds recorded it. */
  rebuild: { items: number; ms: number };
  /** Items per index after the rebuild. */
  indexItems: Record<string, number>;
  /** search_items, search_vocabulary and the full-text index (SQLite: FTS5's tables; PostgreSQL: with the GIN). */
  indexBytes: number;
  /** The database's size after the load (SQLite file with its WAL, or pg_database_size). */
  databaseBytes: number;
  /** Writing and rebuilding. */
  ms: number;
}

const DAY = 24 * 3600_000;
const YEARS = 3;

/** Generates the set into the portal's database and builds the index; refuses when it already holds one. */
export async function generateSearchSet(
  portal: Portal,
  options: { scale: number; sqliteFile: string; now?: Date; log?: (line: string) => void },
): Promise<SearchReport> {
  const { db } = portal;
  const k = db.kysely;
  const log = options.log ?? (() => {});
  const sizes = searchSizes(options.scale);
  const already = await k.selectFrom("users").select("id").where("phone", "=", searchPersonPhone(0)).executeTakeFirst();
  if (already)
    throw new SearchGenerateRefusal("The database already holds a generated search set (people with phones 92…): use a fresh one");
  const rnd = seededRandom(20261616);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = (options.now ?? new Date()).getTime();
  const firstDate = now - YEARS * 365 * DAY;
  const someTime = () => new Date(firstDate + rnd() * (now - firstDate - 60_000)).toISOString();
  const started = performance.now();
  const tables: SearchReport["tables"] = [];
  const logStep = stepLogger(log);
  let lap = performance.now();
  const step = (table: string, rows: number) => {
    tables.push({ table, rows, ms: Math.round(performance.now() - lap) });
    logStep(table, rows);
    lap = performance.now();
  };
  const text_ = searchTexts(rnd);

  // Departments: regional branches, their units below; each with its contacts category (as ensureDepartmentCategories makes them).
  const D = sizes.departments;
  const roots = Math.max(2, Math.min(words.CITIES.length, Math.round(D / 90)));
  const rootCity = Array.from({ length: roots }, (_, i) => words.CITIES[i % words.CITIES.length]!);
  const rootIds = (
    await bulkInsert(
      db,
      "departments",
      [text("name"), text("city"), int("sort")],
      rootCity.map((city, i) => [`Филиал «${city}»`, city, 100 + i]),
      { returning: true },
    )
  ).ids;
  const units = Array.from({ length: D - roots }, (_, i) => ({ root: i % roots, n: Math.floor(i / roots) }));
  const unitName = (u: { root: number; n: number }) => {
    const kind = words.UNIT_KINDS[u.n % words.UNIT_KINDS.length]!;
    return `${kind} №${u.n + 1} (${rootCity[u.root]})`;
  };
  const unitIds = (
    await bulkInsert(
      db,
      "departments",
      [int("parent_id"), text("name"), text("city"), int("sort")],
      units.map((u) => [rootIds[u.root]!, unitName(u), rootCity[u.root]!, u.n]),
      { returning: true },
    )
  ).ids;
  const departmentIds = [...rootIds, ...unitIds];
  step("departments", departmentIds.length);
  const rootCategories = (
    await bulkInsert(
      db,
      "contact_categories",
      [text("name"), int("department_id"), int("sort")],
      rootIds.map((id, i) => [`Филиал «${rootCity[i]}»`, id, 100 + i]),
      { returning: true },
    )
  ).ids;
  const unitCategories = (
    await bulkInsert(
      db,
      "contact_categories",
      [int("parent_id"), text("name"), int("department_id"), int("sort")],
      units.map((u, i) => [rootCategories[u.root]!, unitName(u), unitIds[i]!, u.n]),
      { returning: true },
    )
  ).ids;
  const categoryOfDepartment = [...rootCategories, ...unitCategories];
  step("contact_categories", categoryOfDepartment.length);

  // Positions: one a department, held by its people (as syncPerson makes them: name and department).
  const positionName = (d: number) => words.POSITIONS[(d * 7) % words.POSITIONS.length]!;
  const positionIds = (
    await bulkInsert(
      db,
      "positions",
      [text("name"), int("department_id")],
      departmentIds.map((id, d) => [positionName(d), id]),
      { returning: true },
    )
  ).ids;
  step("positions", positionIds.length);

  // People, each in a department (its position), and their cards in its category.
  const joined = new Date(firstDate - DAY).toISOString();
  const departmentOf = (i: number) => (i * 7919) % D;
  const people = await addGeneratedPeople(db, {
    count: sizes.people,
    phoneOf: searchPersonPhone,
    rnd,
    joined,
    extra: {
      columns: [text("position"), int("department_id"), int("position_id")],
      values: (i) => [positionName(departmentOf(i)), departmentIds[departmentOf(i)]!, positionIds[departmentOf(i)]!],
    },
  });
  step("users", people.length);
  const cards = function* (): Generator<Value[]> {
    for (let i = 0; i < people.length; i++) {
      yield [categoryOfDepartment[departmentOf(i)]!, "user", people[i]!.id, Math.floor(i / D), joined, joined];
    }
  };
  const cardColumns = [int("category_id"), text("kind"), int("user_id"), int("sort"), text("created_at"), text("updated_at")];
  step("contacts (cards)", (await bulkInsert(db, "contacts", cardColumns, cards())).count);

  // Service records: numbers of the branches' units, a third of them linked to a person (found by her name too).
  const serviceRoot = (
    await bulkInsert(db, "contact_categories", [text("name"), int("sort")], [["Служебные телефоны филиалов", 99]], { returning: true })
  ).ids[0]!;
  const serviceCategories = (
    await bulkInsert(
      db,
      "contact_categories",
      [int("parent_id"), text("name"), int("sort")],
      rootCity.map((city, i) => [serviceRoot, `Служебные телефоны: ${city}`, i]),
      { returning: true },
    )
  ).ids;
  step("contact_categories (service)", serviceCategories.length + 1);
  const records = function* (): Generator<Value[]> {
    for (let i = 0; i < sizes.serviceRecords; i++) {
      const d = i % D;
      const root = d < roots ? d : units[d - roots]!.root;
      const where = d < roots ? `филиала «${rootCity[root]}»` : unitName(units[d - roots]!);
      const name = `${words.SERVICE_NAMES[Math.floor(i / D) % words.SERVICE_NAMES.length]!}: ${where}`;
      const linked = i % 3 === 0 && people.length > 0 ? people[(i * 31) % people.length]!.id : null;
      const phone = `+7 (800) ${String(100 + (i % 900)).padStart(3, "0")}-${String(i % 100).padStart(2, "0")}-${String((i * 7) % 100).padStart(2, "0")}`;
      yield [serviceCategories[root]!, "another", linked, name, text_.sentence(), phone, Math.floor(i / roots), joined, joined];
    }
  };
  const recordColumns = [
    int("category_id"), text("kind"), int("user_id"), text("name"), text("position"), text("telephone"), int("sort"),
    text("created_at"), text("updated_at"),
  ]; // prettier-ignore
  step("contacts (service records)", (await bulkInsert(db, "contacts", recordColumns, records())).count);

  // Guide sections: top sections, a layer below each, and a third layer; a tenth (never a top one)
  // readable only by a generated department or person, so the demo employee reads part of the guide.
  const S = sizes.sections;
  const tops = Math.max(2, Math.round(S / 30));
  const seconds = Math.max(tops, Math.round(S * 0.3));
  const sectionName = () => `${capitalised(pick(pick(words.NOUNS)))} ${pick(pick(words.NOUNS).slice(1))}`;
  const sectionRows = (count: number, parents: number[] | null) =>
    Array.from({ length: count }, (_, i): Value[] => {
      const at = someTime();
      return parents
        ? [parents[i % parents.length]!, sectionName(), Math.floor(i / parents.length), at, at]
        : [null, sectionName(), i, at, at];
    });
  const sectionColumns = [int("parent_id"), text("name"), int("sort"), text("created_at"), text("updated_at")];
  const topIds = (await bulkInsert(db, "guide_sections", sectionColumns, sectionRows(tops, null), { returning: true })).ids;
  const secondIds = (await bulkInsert(db, "guide_sections", sectionColumns, sectionRows(seconds, topIds), { returning: true })).ids;
  const thirdIds = (await bulkInsert(db, "guide_sections", sectionColumns, sectionRows(S - tops - seconds, secondIds), { returning: true }))
    .ids;
  const sectionIds = [...topIds, ...secondIds, ...thirdIds];
  step("guide_sections", sectionIds.length);
  const restricted = [...secondIds, ...thirdIds].filter((_, i) => i % 10 === 3);
  const access = restricted.map((sectionId, i): Value[] =>
    i % 3 === 2 ? [sectionId, "USER", people[(i * 13) % people.length]!.id] : [sectionId, "DEPARTMENT", departmentIds[(i * 17) % D]!],
  );
  step(
    "guide_section_access",
    (await bulkInsert(db, "guide_section_access", [int("section_id"), text("kind"), int("object_id")], access)).count,
  );

  // Guide articles: a topic word in the title and the body, 5 % drafts.
  const articles = function* (): Generator<Value[]> {
    for (let i = 0; i < sizes.articles; i++) {
      const at = someTime();
      const draft = i % 20 === 19;
      const section = sectionIds[(i * 104729) % sectionIds.length]!;
      yield [
        section,
        text_.title(),
        draft ? "DRAFT" : "PUBLISHED",
        text_.html(6 + Math.floor(rnd() * 9)),
        1,
        Math.floor(i / S),
        at,
        at,
        draft ? null : at,
      ];
    }
  };
  const articleColumns = [
    int("section_id"), text("name"), text("status"), text("content_new_editor"), int("new_editor"), int("sort"), text("created_at"),
    text("updated_at"), text("publish_date"),
  ]; // prettier-ignore
  step("guide_articles", (await bulkInsert(db, "guide_articles", articleColumns, articles())).count);

  // Normative documents in themes.
  const themes = Math.max(2, Math.round(sizes.documents / 330));
  const themeIds = (
    await bulkInsert(
      db,
      "document_themes",
      [text("title"), int("sort")],
      Array.from({ length: themes }, (_, i) => [`${capitalised(pick(pick(words.NOUNS)))}: ${pick(words.LATIN)} ${i + 1}`, 100 + i]),
      { returning: true },
    )
  ).ids;
  step("document_themes", themeIds.length);
  const documents = function* (): Generator<Value[]> {
    for (let i = 0; i < sizes.documents; i++) {
      const at = someTime();
      const name = `${pick(["Положение", "Регламент", "Инструкция", "Приказ", "Порядок", "Стандарт"])} ${text_.title().toLowerCase()} № ${i + 1}`;
      yield [themeIds[i % themes]!, name, at.slice(0, 10), text_.html(8 + Math.floor(rnd() * 11)), 1, Math.floor(i / themes), at, at];
    }
  };
  const documentColumns = [
    int("theme_id"), text("name"), text("start_date"), text("content_new_editor"), int("new_editor"), int("sort"), text("created_at"),
    text("updated_at"),
  ]; // prettier-ignore
  step("documents", (await bulkInsert(db, "documents", documentColumns, documents())).count);

  // FAQ: questions in categories, the answer a short HTML text.
  const faqCategories = Math.max(2, Math.round(sizes.faq / 100));
  const faqCategoryIds = (
    await bulkInsert(
      db,
      "faq_categories",
      [text("name"), text("description"), int("sort")],
      Array.from({ length: faqCategories }, (_, i) => [`Вопросы: ${text_.title().toLowerCase()}`, text_.sentence(), 100 + i]),
      { returning: true },
    )
  ).ids;
  step("faq_categories", faqCategoryIds.length);
  const questions = function* (): Generator<Value[]> {
    for (let i = 0; i < sizes.faq; i++) {
      const at = someTime();
      yield [
        faqCategoryIds[i % faqCategories]!,
        text_.question(),
        text_.html(2 + Math.floor(rnd() * 4)),
        Math.floor(i / faqCategories),
        at,
        at,
      ];
    }
  };
  const questionColumns = [
    int("category_id"),
    text("question"),
    text("answer_new_editor"),
    int("sort"),
    text("created_at"),
    text("updated_at"),
  ];
  step("faq_questions", (await bulkInsert(db, "faq_questions", questionColumns, questions())).count);

  // Glossary: distinct terms (the demo's kept), each with a one- or two-sentence definition.
  const taken = new Set((await k.selectFrom("glossary_terms").select("term_key").execute()).map((r) => r.term_key));
  const terms = function* (): Generator<Value[]> {
    let made = 0;
    for (let i = 0; made < sizes.glossary; i++) {
      const head = words.GLOSSARY_HEADS[i % words.GLOSSARY_HEADS.length]!;
      const rest = Math.floor(i / words.GLOSSARY_HEADS.length);
      const noun = words.NOUNS[rest % words.NOUNS.length]!;
      const adjective = words.ADJECTIVES[Math.floor(rest / words.NOUNS.length) % words.ADJECTIVES.length]!;
      const round = Math.floor(rest / (words.NOUNS.length * words.ADJECTIVES.length));
      const term = `${head} ${adjective[5] ?? adjective[0]} ${noun[1] ?? noun[0]}${round > 0 ? ` ${round + 1}` : ""}`;
      const key = termKey(term);
      if (taken.has(key)) continue;
      taken.add(key);
      made++;
      yield [term, key, `<p>${text_.sentence()} ${rnd() < 0.5 ? text_.sentence() : ""}</p>`, letterOf(term), "PUBLISHED", someTime()];
    }
  };
  const termColumns = [text("term"), text("term_key"), text("definition"), text("letter"), text("status"), text("created_at")];
  step("glossary_terms", (await bulkInsert(db, "glossary_terms", termColumns, terms())).count);
  const rowsMs = performance.now() - started;

  if (db.dialect === "postgres") {
    const analysed = ["users", "departments", "positions", "contacts", "contact_categories", "guide_sections", "guide_section_access"];
    await sql`vacuum analyze ${sql.raw([...analysed, "guide_articles", "documents", "faq_questions", "glossary_terms"].join(", "))}`.execute(
      k,
    );
    step("vacuum analyze", 0);
  }

  // The index, by the engine's own rebuild.
  log("  rebuilding the search index (the engine's rebuild, as npm run search:reindex)…");
  const rebuilt = await portal.services.searchEngine.rebuild(null);
  await rebuilt.done;
  const row = await k
    .selectFrom("search_rebuilds")
    .select(["items", "duration_ms", "error"])
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  if (row.error) throw new Error(`The search rebuild failed: ${row.error}`);
  const rebuild = { items: row.items ?? 0, ms: row.duration_ms ?? 0 };
  if (db.dialect === "postgres") await sql`vacuum analyze search_items, search_vocabulary`.execute(k);
  log(`  rebuild: ${rebuild.items.toLocaleString("en-US")} items in ${(rebuild.ms / 1000).toFixed(1)} s`);
  const counted = await k
    .selectFrom("search_items")
    .select(["index_name", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("index_name")
    .execute();
  const indexItems = Object.fromEntries(counted.map((r) => [r.index_name, Number(r.n)]));
  const indexBytes = await searchIndexBytes(portal);
  return {
    scale: options.scale,
    sizes,
    tables,
    rowsMs: Math.round(rowsMs),
    rebuild,
    indexItems,
    indexBytes,
    databaseBytes: await databaseBytes(portal, options.sqliteFile),
    ms: Math.round(performance.now() - started),
  };
}

/** search_items, search_vocabulary and the full-text index with their indexes, in bytes. */
export async function searchIndexBytes(portal: Portal): Promise<number> {
  const k = portal.db.kysely;
  if (portal.db.dialect === "postgres") {
    const { rows } = await sql<{
      size: string | number;
    }>`select pg_total_relation_size('search_items') + pg_total_relation_size('search_vocabulary') as size`.execute(k);
    return Number(rows[0]?.size ?? 0);
  }
  const { rows } = await sql<{ size: number | null }>`select sum(pgsize) as size from dbstat
    where name like 'search_fts%' or name like 'search_items%' or name like 'search_vocabulary%'
      or name in (select name from sqlite_schema where tbl_name in ('search_items', 'search_vocabulary') and type = 'index')`.execute(k);
  return Number(rows[0]?.size ?? 0);
}
