// GET /search-v2/find and the finder: people, positions, departments, wiki roles, tags and contact
// cards found by the start of their words, case-insensitively (ё as е), filtered and limited in SQL.
// The result is the spec's search result group (part 1 §3): {indexName, total, objects}.
import { sql, type SelectQueryBuilder } from "kysely";
import type * as z from "zod/mini";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { SearchSource } from "~/platform/feature";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid } from "~/platform/errors";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/platform/require-user";
import type { ContactCard, Contacts } from "~/features/contacts/index.server";
import { matchesAllWords, queryWords, refreshKeys, startsWith } from "./keys.server";
import {
  DEFAULT_LIMIT,
  FINDER_KINDS,
  findSchema,
  finderValue,
  parseFinderValue,
  type tagsByValueSchema,
  type FinderItem,
  type FinderKind,
  type FindInput,
  type IndexName,
} from "~/features/search/schema";
import { search } from "~/features/search/messages";
import type { SearchEngine } from "../engine/engine.server";
import { createResultPages } from "./blocks.server";
import { createPagedSearch, refuseWordless } from "./paged.server";
import { canRebuildIndexes } from "../policy";
import { searchServerMessages as serverMessages } from "../messages.server";

export interface UserItem {
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  department: { id: number; name: string } | null;
  avatarFile: { filePath: string } | null;
  userWorkStatus: string | null;
}
export interface PositionItem {
  id: number;
  name: string;
  departmentName: string | null;
}
export interface DepartmentItem {
  id: number;
  name: string;
  city: string | null;
  /** Ids of the department's contact category and its ancestors, root first, joined by "/". */
  categoryIdBreadCrumb: string | null;
}
export interface NamedItem {
  id: number;
  name: string;
}
/** CONTACT items are the directory's own contact cards (one presenter, in the contacts module). */
export type ContactItem = ContactCard;

export interface SearchGroup<T = unknown> {
  indexName: IndexName;
  /** Everything that matched; objects holds at most `limit` of them. */
  total: number;
  objects: T[];
  /** The engine's indexes: the query a retry answered (other layout, typos corrected), else null. */
  correctedQuery?: string | null;
}

/** noLimit on the engine's indexes: a page this long is all a person could read. */
const ENGINE_NO_LIMIT = 1000;

interface Criteria {
  actor: Actor;
  words: string[];
  limit: number | null;
  /** The signed-in person when withoutMe was asked. */
  exceptUserId: number | null;
  /** Only these ids (to describe items already chosen). */
  ids?: number[];
}

/**
 * The ids of the tags a person may see, as a subquery: tags belong to the guide's articles, and a
 * restricted article's tags must not show to those who cannot read it (guide.visibleTagIds).
 */
export type TagScope = (actor: Actor) => Promise<SelectQueryBuilder<Database, keyof Database, { tag_id: number }>>;

export function createSearch(
  { db }: Deps,
  contactsModule: Contacts,
  tagScope: TagScope,
  sources: readonly SearchSource[] = [],
  engine: SearchEngine | null = null,
) {
  /** How many rows a list's query finds in all (its page is fetched apart). */
  const count = async <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> => {
    // The row's type is lost through the generic builder: it is the one selected column.
    const row = (await query.select(sql<number | string | bigint>`count(*)`.as("n")).executeTakeFirst()) as
      { n: number | string | bigint } | undefined;
    return Number(row?.n ?? 0);
  };

  async function users(c: Criteria): Promise<SearchGroup<UserItem>> {
    let base = db.selectFrom("users").where("users.blocked", "=", 0).where("users.search_name", "is not", null);
    if (c.words.length > 0) base = base.where(matchesAllWords(sql.ref("users.search_name"), c.words));
    if (c.exceptUserId != null) base = base.where("users.id", "<>", c.exceptUserId);
    if (c.ids) base = base.where("users.id", "in", c.ids);
    let rows = base
      .leftJoin("departments", "departments.id", "users.department_id")
      .select([
        "users.id",
        "users.name",
        "users.surname",
        "users.middlename",
        "users.position",
        "users.avatar_path",
        "users.work_status",
        "departments.id as department_id",
        "departments.name as department_name",
      ])
      .orderBy("users.search_name")
      .orderBy("users.id");
    if (c.limit != null) rows = rows.limit(c.limit);
    const [total, found] = await Promise.all([count(base), rows.execute()]);
    return {
      indexName: "USER",
      total,
      objects: found.map((r) => ({
        id: r.id,
        name: r.name,
        surname: r.surname,
        middlename: r.middlename,
        position: r.position,
        department: r.department_id != null ? { id: r.department_id, name: r.department_name ?? "" } : null,
        avatarFile: r.avatar_path ? { filePath: r.avatar_path } : null,
        userWorkStatus: r.work_status,
      })),
    };
  }

  async function positions(c: Criteria): Promise<SearchGroup<PositionItem>> {
    await refreshKeys(db, "USER_POSITION");
    let base = db
      .selectFrom("positions")
      .innerJoin("search_keys", (j) => j.onRef("search_keys.object_id", "=", "positions.id").on("search_keys.kind", "=", "USER_POSITION"));
    if (c.words.length > 0) base = base.where(matchesAllWords(sql.ref("search_keys.key"), c.words));
    if (c.ids) base = base.where("positions.id", "in", c.ids);
    let rows = base
      .leftJoin("departments", "departments.id", "positions.department_id")
      .select(["positions.id", "positions.name", "departments.name as department_name"])
      .orderBy("search_keys.key")
      .orderBy("departments.name")
      .orderBy("positions.id");
    if (c.limit != null) rows = rows.limit(c.limit);
    const [total, found] = await Promise.all([count(base), rows.execute()]);
    return {
      indexName: "USER_POSITION",
      total,
      objects: found.map((r) => ({ id: r.id, name: r.name, departmentName: r.department_name ?? null })),
    };
  }

  async function departments(c: Criteria): Promise<SearchGroup<DepartmentItem>> {
    await refreshKeys(db, "DEPARTMENT");
    let base = db
      .selectFrom("departments")
      .innerJoin("search_keys", (j) => j.onRef("search_keys.object_id", "=", "departments.id").on("search_keys.kind", "=", "DEPARTMENT"));
    if (c.words.length > 0) base = base.where(matchesAllWords(sql.ref("search_keys.key"), c.words));
    if (c.ids) base = base.where("departments.id", "in", c.ids);
    let rows = base
      .leftJoin("contact_categories", "contact_categories.department_id", "departments.id")
      .select(["departments.id", "departments.name", "departments.city", "contact_categories.id as category_id"])
      .orderBy("search_keys.key")
      .orderBy("departments.id");
    if (c.limit != null) rows = rows.limit(c.limit);
    const [total, found] = await Promise.all([count(base), rows.execute()]);
    const paths = await contactsModule.categoryPaths(found.flatMap((r) => (r.category_id != null ? [r.category_id] : [])));
    return {
      indexName: "DEPARTMENT",
      total,
      objects: found.map((r) => ({
        id: r.id,
        name: r.name,
        city: r.city,
        categoryIdBreadCrumb: r.category_id != null ? (paths.get(r.category_id) ?? null) : null,
      })),
    };
  }

  async function named(kind: "WIKI_ROLE" | "TAG", c: Criteria): Promise<SearchGroup<NamedItem>> {
    await refreshKeys(db, kind);
    // Both tables have an id and are keyed by search_keys: one query serves either.
    const table = (kind === "WIKI_ROLE" ? "wiki_roles as t" : "tags as t") as "wiki_roles as t";
    let base = db
      .selectFrom(table)
      .innerJoin("search_keys", (j) => j.onRef("search_keys.object_id", "=", "t.id").on("search_keys.kind", "=", kind));
    if (c.words.length > 0) base = base.where(matchesAllWords(sql.ref("search_keys.key"), c.words));
    if (c.ids) base = base.where("t.id", "in", c.ids);
    if (kind === "TAG") base = base.where("t.id", "in", await tagScope(c.actor));
    let rows = base.select(["t.id", "search_keys.source as name"]).orderBy("search_keys.key").orderBy("t.id");
    if (c.limit != null) rows = rows.limit(c.limit);
    const [total, list] = await Promise.all([count(base), rows.execute()]);
    return { indexName: kind, total, objects: list.map((r) => ({ id: r.id, name: r.name })) };
  }

  async function contacts(c: Criteria): Promise<SearchGroup<ContactItem>> {
    await refreshKeys(db, "CONTACT");
    let base = db
      .selectFrom("contacts")
      .leftJoin("users", "users.id", "contacts.user_id")
      .leftJoin("search_keys", (j) => j.onRef("search_keys.object_id", "=", "contacts.id").on("search_keys.kind", "=", "CONTACT"))
      // An employee's card goes with the employee: a blocked person's card is not found.
      .where((eb) => eb.or([eb("contacts.kind", "=", "another"), eb("users.blocked", "=", 0)]));
    if (c.words.length > 0) {
      const byPerson = matchesAllWords(sql.ref("users.search_name"), c.words);
      const byRecord = matchesAllWords(sql.ref("search_keys.key"), c.words);
      base = base.where((eb) =>
        eb.or([
          eb.and([eb("contacts.kind", "=", "user"), byPerson]),
          eb.and([eb("contacts.kind", "=", "another"), eb.or([byRecord, eb.and([eb("users.blocked", "=", 0), byPerson])])]),
        ]),
      );
    }
    if (c.exceptUserId != null) {
      const me = c.exceptUserId;
      base = base.where((eb) => eb.or([eb("contacts.kind", "<>", "user"), eb("contacts.user_id", "<>", me)]));
    }
    if (c.ids) base = base.where("contacts.id", "in", c.ids);
    let rows = base
      .select(["contacts.id"])
      .orderBy(sql`coalesce(${sql.ref("search_keys.key")}, ${sql.ref("users.search_name")})`)
      .orderBy("contacts.id");
    if (c.limit != null) rows = rows.limit(c.limit);
    const [total, found] = await Promise.all([count(base), rows.execute()]);
    return {
      indexName: "CONTACT",
      total,
      objects: await contactsModule.cardsByIds(
        c.actor,
        found.map((r) => r.id),
      ),
    };
  }

  function run(indexName: IndexName, c: Criteria): Promise<SearchGroup> {
    switch (indexName) {
      case "USER":
        return users(c);
      case "USER_POSITION":
        return positions(c);
      case "DEPARTMENT":
        return departments(c);
      case "WIKI_ROLE":
      case "TAG":
        return named(indexName, c);
      case "CONTACT":
        return contacts(c);
      default:
        return fromSource(indexName, c);
    }
  }

  /** An index another feature keeps (its manifest's searchSources); none yet (its feature to come): nothing found. */
  async function fromSource(indexName: IndexName, c: Criteria): Promise<SearchGroup> {
    const source = sources.find((s) => s.indexName === indexName);
    if (!source) return { indexName, total: 0, objects: [] };
    return { indexName, ...(await source.find(requireUser(c.actor), { words: c.words, limit: c.limit })) };
  }

  /** A found object as the finder shows it. */
  function toFinderItem(kinds: readonly FinderKind[], kind: FinderKind, object: unknown): FinderItem {
    const o = object as { id: number; name: string };
    const item = (label: string, hint: string | null): FinderItem => ({
      kind,
      id: o.id,
      value: finderValue(kinds, kind, o.id),
      label,
      hint,
    });
    switch (kind) {
      case "user": {
        const u = o as UserItem;
        const hint = [u.position, u.department?.name].filter(Boolean).join(" · ") || null;
        return item([u.surname, u.name, u.middlename].filter(Boolean).join(" "), hint);
      }
      case "user_position":
        return item(o.name, (o as PositionItem).departmentName);
      case "department":
        return item(o.name, (o as DepartmentItem).city);
      default:
        return item(o.name, null);
    }
  }

  // Pages call it with a partial literal (defaults for limit and flags), /api with the parsed query:
  // the parse at the top fills the defaults either way.
  async function find(actor: Actor, input: FindInput): Promise<SearchGroup> {
    const user = requireUser(actor);
    const { query, indexName, limit, noLimit, withoutMe } = parseInput(findSchema, input);
    if (engine?.has(indexName)) {
      const found = await engine.find(user, { indexName, query, limit: noLimit ? ENGINE_NO_LIMIT : limit, offset: 0, withoutMe });
      if (found.total === 0 && found.correctedQuery === null) refuseWordless(query);
      return { ...found, indexName: indexName as IndexName };
    }
    const words = queryWords(query);
    // "---" is three characters but no word.
    if (words.length === 0) throw invalid(search.queryTooShort, { query: search.queryTooShort });
    return run(indexName as IndexName, { actor, words, limit: noLimit ? null : limit, exceptUserId: withoutMe ? user.userId : null });
  }

  return {
    /** GET /search-v2/find. */
    find,
    /** GET /search/find-pagination and GET /search/find-index-with-grouping. */
    ...createPagedSearch(find, engine),
    /** The results pages: every block of a query, one index by pages. */
    results: createResultPages(find, engine),

    /** POST /search/create: starts rebuilding the engine's indexes (or one) and answers at once. */
    async rebuildIndexes(actor: Actor, input: { indexName: string | null }): Promise<{ indexNames: string[]; startedAt: string }> {
      const user = requireUser(actor);
      if (!canRebuildIndexes(user)) throw forbidden(serverMessages.rebuildForbidden);
      if (!engine || (input.indexName !== null && !engine.has(input.indexName))) throw invalid(search.unknownIndex);
      const { indexNames, startedAt } = await engine.rebuild(user.userId, input.indexName ? [input.indexName] : undefined);
      return { indexNames, startedAt };
    },

    /** GET /tags/find-by-value: tags whose value starts with the given text, alphabetically. */
    async findTagsByValue(actor: Actor, { value, limit }: z.output<typeof tagsByValueSchema>): Promise<{ id: number; value: string }[]> {
      requireUser(actor);
      await refreshKeys(db, "TAG");
      const visible = await tagScope(actor);
      const rows = await db
        .selectFrom("tags")
        .innerJoin("search_keys", (j) => j.onRef("search_keys.object_id", "=", "tags.id").on("search_keys.kind", "=", "TAG"))
        .select(["tags.id", "tags.value"])
        .where(startsWith(sql.ref("search_keys.key"), value))
        .where("tags.id", "in", visible)
        .orderBy("search_keys.key")
        .limit(limit)
        .execute();
      return rows;
    },

    /** The finder's search: every kind asked, at most `limit` of each, chosen items left out by the caller. */
    async finderSearch(
      actor: Actor,
      input: { kinds: readonly FinderKind[]; query: string; limit?: number; withoutMe?: boolean },
    ): Promise<FinderItem[]> {
      const groups = await Promise.all(
        input.kinds.map(async (kind) => {
          const group = await find(actor, {
            query: input.query,
            indexName: FINDER_KINDS[kind],
            limit: input.limit ?? DEFAULT_LIMIT,
            withoutMe: input.withoutMe ?? false,
          });
          return group.objects.map((o) => toFinderItem(input.kinds, kind, o));
        }),
      );
      return groups.flat();
    },

    /** Items already chosen (posted values of a finder field), in the order given; unknown ones are dropped. */
    async finderItems(actor: Actor, input: { kinds: readonly FinderKind[]; values: readonly string[] }): Promise<FinderItem[]> {
      requireUser(actor);
      const parsed = input.values
        .slice(0, 100)
        .map((v) => parseFinderValue(input.kinds, v))
        .filter((v) => v !== null);
      const byKind = new Map<FinderKind, number[]>();
      for (const p of parsed) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p.id]);
      const found = new Map<string, FinderItem>();
      for (const [kind, ids] of byKind) {
        const group = await run(FINDER_KINDS[kind], { actor, words: [], limit: null, exceptUserId: null, ids });
        for (const o of group.objects) {
          const item = toFinderItem(input.kinds, kind, o);
          found.set(item.value, item);
        }
      }
      return parsed.map((p) => found.get(finderValue(input.kinds, p.kind, p.id))).filter((i): i is FinderItem => !!i);
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
