// The contacts directory: the category tree, contact cards (employees and service records), the
// company structure, recent contacts, ordering and service records. Every list is filtered in SQL;
// presenters shape what leaves the server. The /api calls are in api.server.ts, the rules of the
// payloads in schema.ts, the payloads themselves in docs/api.md.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { canEditContacts } from "~/platform/policies";
import { toId } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { claimVersion } from "~/platform/versions.server";
import { requireUser } from "~/features/users/server/users.server";
import type { FavoriteKind } from "~/features/favorites/server/favorites.server";
import {
  changeSortSchema,
  contactIdSchema,
  createAnotherSchema,
  createAnotherWithUserSchema,
  deleteAnotherSchema,
  moveContactSchema,
  parentIdSchema,
  recentAddSchema,
  structureSchema,
  updateAnotherSchema,
} from "~/features/contacts/schema";
import { CATEGORY_PAGE_SIZE, pageOf, type PageCursor, type PageLinks } from "~/features/contacts/paging";
import { ru } from "~/shared/ru";

const t = ru.contacts;

/** How many recently opened contacts are kept per person. */
export const RECENT_LIMIT = 10;
/** Deeper trees are not walked (a guard against a cycle in bad data). */
const MAX_DEPTH = 64;
export const CONTACT = "CONTACT";

type Db = Kysely<Database> | Transaction<Database>;

export interface Crumb {
  id: number;
  name: string;
}

/** The spec's contact category. */
export interface CategoryView {
  id: number;
  name: string;
  hasChildren: boolean;
  /** The parent category's id, null for a top category. */
  parent: number | null;
  /** Set when the category mirrors a department. */
  departmentId: number | null;
  sort: number;
}

export interface CategoryWithPath extends CategoryView {
  /** From the top category down to this one (included). */
  breadcrumb: Crumb[];
  /** "1/5/12": the ids of `breadcrumb`, the path of /v2/contacts/{path}. */
  categoryIdBreadCrumb: string;
}

export interface ContactStatus {
  statusName: string;
  statusDesc: string;
}

/** The spec's contact card (part 2 §3), plus kind, own, sort and category. */
export interface ContactCard {
  id: number;
  /** The employee of the card, or the person a service record is linked to. */
  userId: number | null;
  name: string;
  surname: string | null;
  middlename: string | null;
  position: string | null;
  /** Phone lines, each a number as people should dial it. */
  telephone: string[];
  address: string | null;
  emailUser: string | null;
  avatarFile: { filePath: string } | null;
  ipPhone: string | null;
  /** "1/5/12": the card's category path from the top (/v2/contacts/{categoryIdBreadCrumb}). */
  categoryIdBreadCrumb: string;
  workStatus: string | null;
  statuses: ContactStatus[];
  /** In the asking person's favourites. */
  favorite: boolean;
  /** "user": an employee (data from the profile); "another": a service record. */
  kind: "user" | "another";
  /** The card belongs to the asking person (their own employee card or a record linked to them). */
  own: boolean;
  sort: number;
  category: Crumb;
}

export interface CategoryContent {
  category: CategoryWithPath;
  children: CategoryView[];
  contacts: ContactCard[];
}

/** One page of a category (the page /v2/contacts/{path}): its cards, how many there are in all, the links. */
export interface CategoryPage extends CategoryContent {
  total: number;
  links: PageLinks;
}

export interface StructureHead {
  userId: number;
  /** The head's employee card, when they have one. */
  contactId: number | null;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  avatarFile: { filePath: string } | null;
  workStatus: string | null;
}

export interface StructureNode {
  id: number;
  name: string;
  city: string | null;
  categoryId: number | null;
  categoryIdBreadCrumb: string | null;
  head: StructureHead | null;
  /** Employees of this department itself. */
  headcount: number;
  /** Employees of this department and all its subdepartments. */
  totalHeadcount: number;
  children: StructureNode[];
}

function statusesOf(workStatus: string | null): ContactStatus[] {
  return workStatus ? [{ statusName: workStatus, statusDesc: ru.workStatus[workStatus] ?? workStatus }] : [];
}

function phoneLines(...values: (string | null | undefined)[]): string[] {
  return values.flatMap((v) => (v ?? "").split(/\r?\n/)).map((line) => line.trim()).filter(Boolean);
}

export function createContacts({ db, now }: Deps) {
  // --- queries -------------------------------------------------------------------------------

  /** Each category's chain from the top, for the given categories (a recursive walk up in SQL). */
  async function chains(ids: number[], trx: Db = db): Promise<Map<number, Crumb[]>> {
    const unique = [...new Set(ids)];
    const result = new Map<number, Crumb[]>();
    if (unique.length === 0) return result;
    const { rows } = await sql<{ start_id: number; id: number; name: string; depth: number }>`
      with recursive up(start_id, id, parent_id, name, depth) as (
        select id, id, parent_id, name, 0 from contact_categories where id in (${sql.join(unique)})
        union all
        select up.start_id, c.id, c.parent_id, c.name, up.depth + 1
        from contact_categories c join up on c.id = up.parent_id
        where up.depth < ${MAX_DEPTH}
      )
      select start_id, id, name, depth from up order by start_id, depth desc`.execute(trx);
    for (const row of rows) {
      const start = Number(row.start_id);
      const chain = result.get(start) ?? [];
      chain.push({ id: Number(row.id), name: row.name });
      result.set(start, chain);
    }
    return result;
  }

  const pathOf = (chain: Crumb[] | undefined) => (chain ?? []).map((c) => c.id).join("/");

  function categoryQuery(trx: Db = db) {
    return trx.selectFrom("contact_categories as cc").select((eb) => [
      "cc.id",
      "cc.name",
      "cc.parent_id",
      "cc.department_id",
      "cc.sort",
      eb
        .exists(eb.selectFrom("contact_categories as ch").select("ch.id").whereRef("ch.parent_id", "=", "cc.id"))
        .as("has_children"),
    ]);
  }
  type CategoryRow = Awaited<ReturnType<ReturnType<typeof categoryQuery>["execute"]>>[number];
  const presentCategory = (row: CategoryRow): CategoryView => ({
    id: row.id,
    name: row.name,
    hasChildren: Boolean(Number(row.has_children)),
    parent: row.parent_id,
    departmentId: row.department_id,
    sort: row.sort,
  });

  /** Cards as the given person sees them: hidden are employee cards of blocked accounts. */
  /** The cards anyone may see: employee cards of blocked accounts are hidden. */
  function visibleCards(trx: Db = db) {
    return trx
      .selectFrom("contacts as c")
      .leftJoin("users as u", "u.id", "c.user_id")
      .where((eb) => eb.or([eb("c.kind", "=", "another"), eb("u.blocked", "=", 0)]));
  }

  function cardQuery(actorId: number, trx: Db = db) {
    return visibleCards(trx)
      .innerJoin("contact_categories as cat", "cat.id", "c.category_id")
      .leftJoin("favorites as f", (join) =>
        join.onRef("f.object_id", "=", "c.id").on("f.user_id", "=", actorId).on("f.type", "=", CONTACT),
      )
      .select([
        "c.id",
        "c.category_id",
        "c.kind",
        "c.user_id",
        "c.name",
        "c.surname",
        "c.middlename",
        "c.position",
        "c.telephone",
        "c.ip_phone",
        "c.email",
        "c.address",
        "c.sort",
        "cat.name as category_name",
        "u.name as u_name",
        "u.surname as u_surname",
        "u.middlename as u_middlename",
        "u.position as u_position",
        "u.work_phone as u_work_phone",
        "u.work_mobile_phone as u_work_mobile_phone",
        "u.address as u_address",
        "u.email as u_email",
        "u.avatar_path as u_avatar_path",
        "u.ip_phone as u_ip_phone",
        "u.work_status as u_work_status",
        "f.object_id as favorite_id",
      ]);
  }
  type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

  /**
   * The card presenter. Employees: everything from the profile (phones: work phone, then work mobile).
   * Service records: their own fields; a record linked to a person falls back to the person's data
   * for the fields it leaves empty, and shows the person's photo and work status.
   */
  function present(row: CardRow, chain: Crumb[] | undefined, actorId: number): ContactCard {
    const employee = row.kind === "user";
    const person = row.user_id != null && row.u_name != null;
    const own = <T,>(value: T | null, fromPerson: T | null): T | null =>
      employee ? fromPerson : value ?? (person ? fromPerson : null);
    const ownName = !employee && row.name != null;
    const recordPhones = phoneLines(row.telephone);
    const personPhones = phoneLines(row.u_work_phone, row.u_work_mobile_phone);
    const workStatus = person ? row.u_work_status : null;
    return {
      id: row.id,
      userId: row.user_id,
      name: (ownName ? row.name : row.u_name) ?? row.name ?? "",
      surname: ownName ? row.surname : person ? row.u_surname : row.surname,
      middlename: ownName ? row.middlename : person ? row.u_middlename : row.middlename,
      position: own(row.position, row.u_position),
      telephone: employee ? personPhones : recordPhones.length > 0 ? recordPhones : person ? personPhones : [],
      address: own(row.address, row.u_address),
      emailUser: own(row.email, row.u_email),
      avatarFile: person && row.u_avatar_path ? { filePath: row.u_avatar_path } : null,
      ipPhone: own(row.ip_phone, row.u_ip_phone),
      categoryIdBreadCrumb: pathOf(chain),
      workStatus,
      statuses: statusesOf(workStatus),
      favorite: row.favorite_id != null,
      kind: row.kind,
      own: row.user_id != null && row.user_id === actorId,
      sort: row.sort,
      category: { id: row.category_id, name: row.category_name },
    };
  }

  async function presentAll(rows: CardRow[], actorId: number, trx: Db = db): Promise<ContactCard[]> {
    const paths = await chains(rows.map((r) => r.category_id), trx);
    return rows.map((row) => present(row, paths.get(row.category_id), actorId));
  }

  async function cardById(actorId: number, id: number, trx: Db = db): Promise<ContactCard | null> {
    const row = await cardQuery(actorId, trx).where("c.id", "=", id).executeTakeFirst();
    return row ? (await presentAll([row], actorId, trx))[0]! : null;
  }

  /** The category's cards in its order: all of them, or the page a cursor names (CATEGORY_PAGE_SIZE + 1 rows, to tell if there are more). */
  function categoryCards(actorId: number, categoryId: number, cursor?: PageCursor) {
    const query = cardQuery(actorId).where("c.category_id", "=", categoryId);
    if (cursor === undefined) return query.orderBy("c.sort").orderBy("c.id").execute();
    const back = cursor !== null && "before" in cursor;
    const key = cursor && ("before" in cursor ? cursor.before : cursor.after);
    const direction = back ? "desc" : "asc";
    return (key ? query.where(sql<boolean>`(c.sort, c.id) ${sql.raw(back ? "<" : ">")} (${key.sort}, ${key.id})`) : query)
      .orderBy("c.sort", direction)
      .orderBy("c.id", direction)
      .limit(CATEGORY_PAGE_SIZE + 1)
      .execute();
  }

  async function categoryContent(actorId: number, categoryId: number, cursor?: PageCursor): Promise<CategoryContent & { total: number; links: PageLinks }> {
    const row = await categoryQuery().where("cc.id", "=", categoryId).executeTakeFirst();
    if (!row) throw notFound(t.categoryNotFound);
    const [paths, children, cards, count] = await Promise.all([
      chains([categoryId]),
      categoryQuery().where("cc.parent_id", "=", categoryId).orderBy("cc.sort").orderBy("cc.id").execute(),
      categoryCards(actorId, categoryId, cursor),
      cursor === undefined
        ? null
        : visibleCards().where("c.category_id", "=", categoryId).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    const page = cursor === undefined ? { rows: cards, links: { prev: null, next: null } } : pageOf(cards, cursor);
    const chain = paths.get(categoryId) ?? [{ id: row.id, name: row.name }];
    return {
      category: { ...presentCategory(row), breadcrumb: chain, categoryIdBreadCrumb: pathOf(chain) },
      children: children.map(presentCategory),
      contacts: page.rows.map((c) => present(c, chain, actorId)),
      total: count ? Number(count.n) : cards.length,
      links: page.links,
    };
  }

  function requireEditor(actor: Actor): SignedIn {
    const user = requireUser(actor);
    if (!canEditContacts(actor)) throw forbidden(t.forbidden);
    return user;
  }

  async function requireCategory(trx: Db, id: number): Promise<void> {
    const row = await trx.selectFrom("contact_categories").select("id").where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound(t.categoryNotFound);
  }

  async function nextSort(trx: Db, categoryId: number): Promise<number> {
    const last = await trx
      .selectFrom("contacts")
      .select((eb) => eb.fn.max("sort").as("max"))
      .where("category_id", "=", categoryId)
      .executeTakeFirst();
    return last?.max == null ? 0 : Number(last.max) + 1;
  }

  /** The service record `id`; an employee card is refused, a missing one is not found. */
  async function requireRecord(trx: Db, id: number) {
    const row = await trx
      .selectFrom("contacts")
      .select(["id", "kind", "category_id", "user_id", "name"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound(t.serviceNotFound);
    if (row.kind !== "another") throw invalid(t.notService);
    return row;
  }

  async function requirePerson(trx: Db, userId: number): Promise<void> {
    const row = await trx.selectFrom("users").select("id").where("id", "=", userId).where("blocked", "=", 0).executeTakeFirst();
    if (!row) throw invalid(t.userNotFound, { userId: t.userNotFound });
  }

  /**
   * Puts `ordered` first, in that order, and the category's other cards after them as they were; or,
   * `within` (a page of the category reordered by dragging), into the places those cards held.
   */
  async function applySort(trx: Db, categoryId: number, ordered: number[], within = false): Promise<number[]> {
    const rows = await trx
      .selectFrom("contacts")
      .select(["id", "sort"])
      .where("category_id", "=", categoryId)
      .orderBy("sort")
      .orderBy("id")
      .execute();
    const inCategory = new Set(rows.map((r) => r.id));
    if (!ordered.every((id) => inCategory.has(id))) throw invalid(t.sortInvalid, { sortIdList: t.sortInvalid });
    const listed = new Set(ordered);
    const rest = rows.map((r) => r.id).filter((id) => !listed.has(id));
    const queue = [...ordered];
    const final = within ? rows.map((r) => (listed.has(r.id) ? queue.shift()! : r.id)) : [...ordered, ...rest];
    const current = new Map(rows.map((r) => [r.id, r.sort]));
    const at = now().toISOString();
    for (const [index, id] of final.entries()) {
      if (current.get(id) === index) continue;
      await trx.updateTable("contacts").set({ sort: index, updated_at: at }).where("id", "=", id).execute();
    }
    return final;
  }

  function recordValues(input: {
    name: string | null;
    position: string | null;
    telephone: string[];
    ipPhone: string | null;
    email: string | null;
    address: string | null;
  }) {
    return {
      name: input.name,
      position: input.position,
      telephone: input.telephone.length > 0 ? input.telephone.join("\n") : null,
      ip_phone: input.ipPhone,
      email: input.email,
      address: input.address,
    };
  }

  async function insertRecord(
    actorId: number,
    input: Parameters<typeof recordValues>[0] & { categoryId: number; userId: number | null },
  ): Promise<ContactCard> {
    const id = await db.transaction().execute(async (trx) => {
      await requireCategory(trx, input.categoryId);
      if (input.userId != null) await requirePerson(trx, input.userId);
      const at = now().toISOString();
      const row = await trx
        .insertInto("contacts")
        .values({
          category_id: input.categoryId,
          kind: "another",
          user_id: input.userId,
          ...recordValues(input),
          sort: await nextSort(trx, input.categoryId),
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return (await cardById(actorId, id))!;
  }

  // --- the contacts kind of favourites ---------------------------------------------------------

  /** Favourite contacts that still exist and can be seen. */
  function favoriteContacts(userId: number) {
    return db
      .selectFrom("favorites as fav")
      .innerJoin("contacts as c", "c.id", "fav.object_id")
      .leftJoin("users as u", "u.id", "c.user_id")
      .where("fav.user_id", "=", userId)
      .where("fav.type", "=", CONTACT)
      .where((eb) => eb.or([eb("c.kind", "=", "another"), eb("u.blocked", "=", 0)]));
  }

  const favoriteKind: FavoriteKind<ContactCard> = {
    type: CONTACT,
    notFoundMessage: t.contactNotFound,
    async exists(objectId) {
      const row = await db
        .selectFrom("contacts as c")
        .leftJoin("users as u", "u.id", "c.user_id")
        .select("c.id")
        .where("c.id", "=", objectId)
        .where((eb) => eb.or([eb("c.kind", "=", "another"), eb("u.blocked", "=", 0)]))
        .executeTakeFirst();
      return Boolean(row);
    },
    async count(userId) {
      const row = await favoriteContacts(userId)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async ids(userId) {
      const rows = await favoriteContacts(userId)
        .select("fav.object_id")
        .orderBy("fav.created_at", "desc")
        .orderBy("fav.object_id", "desc")
        .execute();
      return rows.map((r) => r.object_id);
    },
    async list(userId, { pageNumber, pageSize }) {
      const rows = await cardQuery(userId)
        .where("f.object_id", "is not", null)
        .orderBy("f.created_at", "desc")
        .orderBy("c.id", "desc")
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return presentAll(rows, userId);
    },
  };

  // --- domain functions --------------------------------------------------------------------------

  return {
    favoriteKind,

    /** Cards by id as this person sees them, in the order of ids (search results); hidden ones are left out. */
    async cardsByIds(actor: Actor, ids: number[]): Promise<ContactCard[]> {
      const user = requireUser(actor);
      if (ids.length === 0) return [];
      const rows = await cardQuery(user.userId).where("c.id", "in", ids).execute();
      const cards = new Map((await presentAll(rows, user.userId)).map((card) => [card.id, card]));
      return ids.flatMap((id) => cards.get(id) ?? []);
    },

    /** "1/5/12" paths (ids from the top) of categories, for links to /v2/contacts/{path}. */
    async categoryPaths(categoryIds: number[]): Promise<Map<number, string>> {
      const found = await chains(categoryIds);
      return new Map([...found].map(([id, chain]) => [id, pathOf(chain)]));
    },

    /** GET /contacts-v2/category/get-all-list: every category, in tree order (parents before children). */
    async allCategories(actor: Actor): Promise<CategoryView[]> {
      requireUser(actor);
      const rows = (await categoryQuery().orderBy("cc.sort").orderBy("cc.id").execute()).map(presentCategory);
      const byParent = new Map<number | null, CategoryView[]>();
      for (const row of rows) {
        const key = row.parent != null && rows.some((r) => r.id === row.parent) ? row.parent : null;
        byParent.set(key, [...(byParent.get(key) ?? []), row]);
      }
      const ordered: CategoryView[] = [];
      const seen = new Set<number>();
      const walk = (parent: number | null) => {
        for (const row of byParent.get(parent) ?? []) {
          if (seen.has(row.id)) continue;
          seen.add(row.id);
          ordered.push(row);
          walk(row.id);
        }
      };
      walk(null);
      return ordered;
    },

    /** GET /contacts-v2/category/get-top: the categories without a parent. */
    async topCategories(actor: Actor): Promise<CategoryView[]> {
      requireUser(actor);
      const rows = await categoryQuery().where("cc.parent_id", "is", null).orderBy("cc.sort").orderBy("cc.id").execute();
      return rows.map(presentCategory);
    },

    /** GET /contacts-v2/category/get-children-and-contacts?parentId: a category, its subcategories and cards. */
    async childrenAndContacts(actor: Actor, input: unknown): Promise<CategoryContent> {
      const user = requireUser(actor);
      const { parentId } = parseInput(parentIdSchema, input);
      const { category, children, contacts } = await categoryContent(user.userId, parentId);
      return { category, children, contacts };
    },

    /**
     * The page /v2/contacts/{path}: the category named by the last id of "1/5/12". `canonical` is the
     * category's real path, which differs when the path is stale (the category moved): pages redirect.
     * A path that is not a list of ids, or whose last id is no category, is not found.
     */
    async categoryByPath(actor: Actor, path: string, cursor: PageCursor = null): Promise<CategoryPage & { canonical: string }> {
      const user = requireUser(actor);
      const ids = path.split("/").filter(Boolean).map((id) => (/^\d+$/.test(id) ? toId(id) : null));
      if (ids.length === 0 || ids.length > MAX_DEPTH || ids.some((id) => id === null)) throw notFound(t.categoryNotFound);
      const content = await categoryContent(user.userId, ids.at(-1)!, cursor);
      return { ...content, canonical: content.category.categoryIdBreadCrumb };
    },

    /** GET /contacts-v2/contact/get?id (ours): one card. */
    async contact(actor: Actor, input: unknown): Promise<ContactCard> {
      const user = requireUser(actor);
      const { id } = parseInput(contactIdSchema, input);
      const card = await cardById(user.userId, id);
      if (!card) throw notFound(t.contactNotFound);
      return card;
    },

    /**
     * Records that the person opened a card (the card page does it; JSON clients call
     * POST /contacts-v2/recent/add). Only the RECENT_LIMIT newest stay.
     */
    async recordView(actor: Actor, input: unknown): Promise<void> {
      const user = requireUser(actor);
      const { contactId } = parseInput(recentAddSchema, input);
      if (!(await favoriteKind.exists(contactId, user.userId))) throw notFound(t.contactNotFound);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("contact_views")
          .values({ user_id: user.userId, contact_id: contactId, viewed_at: at })
          .onConflict((oc) => oc.columns(["user_id", "contact_id"]).doUpdateSet({ viewed_at: at }))
          .execute();
        await trx
          .deleteFrom("contact_views")
          .where("user_id", "=", user.userId)
          .where("contact_id", "not in", (eb) =>
            eb
              .selectFrom("contact_views")
              .select("contact_id")
              .where("user_id", "=", user.userId)
              .orderBy("viewed_at", "desc")
              .orderBy("contact_id", "desc")
              .limit(RECENT_LIMIT),
          )
          .execute();
      });
    },

    /** GET /contacts-v2/recent/get-contacts: the cards the person opened last, newest first. */
    async recent(actor: Actor): Promise<ContactCard[]> {
      const user = requireUser(actor);
      const rows = await cardQuery(user.userId)
        .innerJoin("contact_views as v", (join) => join.onRef("v.contact_id", "=", "c.id").on("v.user_id", "=", user.userId))
        .orderBy("v.viewed_at", "desc")
        .orderBy("c.id", "desc")
        .limit(RECENT_LIMIT)
        .execute();
      return presentAll(rows, user.userId);
    },

    /**
     * GET /contacts-v2/category/get-company-structure?id: the department `id` with its subtree, or
     * (without id) the whole company from its top departments. Heads, own and total headcounts.
     */
    async companyStructure(actor: Actor, input: unknown): Promise<StructureNode[]> {
      requireUser(actor);
      const { id } = parseInput(structureSchema, input);
      const start = id === undefined ? sql`parent_id is null` : sql`id = ${id}`;
      const { rows: subtree } = await sql<{ id: number }>`
        with recursive down(id, depth) as (
          select id, 0 from departments where ${start}
          union all
          select d.id, down.depth + 1 from departments d join down on d.parent_id = down.id
          where down.depth < ${MAX_DEPTH}
        )
        select distinct id from down`.execute(db);
      const ids = subtree.map((r) => Number(r.id));
      if (ids.length === 0) {
        if (id !== undefined) throw notFound(ru.structure.departmentNotFound);
        return [];
      }
      const [departments, counts] = await Promise.all([
        db
          .selectFrom("departments as d")
          .leftJoin("contact_categories as cat", "cat.department_id", "d.id")
          .leftJoin("users as h", (join) => join.onRef("h.id", "=", "d.head_user_id").on("h.blocked", "=", 0))
          .leftJoin("contacts as hc", (join) => join.onRef("hc.user_id", "=", "h.id").on("hc.kind", "=", "user"))
          .select([
            "d.id",
            "d.parent_id",
            "d.name",
            "d.city",
            "cat.id as category_id",
            "h.id as head_id",
            "h.name as head_name",
            "h.surname as head_surname",
            "h.middlename as head_middlename",
            "h.position as head_position",
            "h.avatar_path as head_avatar",
            "h.work_status as head_status",
            "hc.id as head_contact_id",
          ])
          .where("d.id", "in", ids)
          .orderBy("d.sort")
          .orderBy("d.id")
          .execute(),
        db
          .selectFrom("users")
          .select(["department_id", (eb) => eb.fn.countAll<number>().as("n")])
          .where("department_id", "in", ids)
          .where("blocked", "=", 0)
          .groupBy("department_id")
          .execute(),
      ]);
      const paths = await chains(departments.flatMap((d) => (d.category_id != null ? [d.category_id] : [])));
      const headcount = new Map(counts.map((c) => [c.department_id!, Number(c.n)]));
      const nodes = new Map<number, StructureNode>();
      const parentOf = new Map<number, number | null>();
      for (const d of departments) {
        if (nodes.has(d.id)) continue; // a department with two categories is listed once
        parentOf.set(d.id, d.id === id ? null : d.parent_id);
        nodes.set(d.id, {
          id: d.id,
          name: d.name,
          city: d.city,
          categoryId: d.category_id,
          categoryIdBreadCrumb: d.category_id != null ? pathOf(paths.get(d.category_id)) : null,
          head:
            d.head_id != null
              ? {
                  userId: d.head_id,
                  contactId: d.head_contact_id,
                  name: d.head_name ?? "",
                  surname: d.head_surname ?? "",
                  middlename: d.head_middlename,
                  position: d.head_position,
                  avatarFile: d.head_avatar ? { filePath: d.head_avatar } : null,
                  workStatus: d.head_status,
                }
              : null,
          headcount: headcount.get(d.id) ?? 0,
          totalHeadcount: 0,
          children: [],
        });
      }
      const roots: StructureNode[] = [];
      for (const node of nodes.values()) {
        const parentId = parentOf.get(node.id);
        const parent = parentId != null ? nodes.get(parentId) : undefined;
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      const total = (node: StructureNode): number =>
        (node.totalHeadcount = node.headcount + node.children.reduce((sum, child) => sum + total(child), 0));
      roots.forEach(total);
      return roots;
    },

    /** POST /contacts-v2/change-sort {categoryId, sortIdList}: the listed cards first, in that order. */
    async changeSort(actor: Actor, input: unknown, options: { within?: boolean } = {}): Promise<{ categoryId: number; sortIdList: number[] }> {
      requireEditor(actor);
      const { categoryId, sortIdList } = parseInput(changeSortSchema, input);
      return db.transaction().execute(async (trx) => {
        await requireCategory(trx, categoryId);
        return { categoryId, sortIdList: await applySort(trx, categoryId, sortIdList, options.within) };
      });
    },

    /** The arrows of the pages: swaps a card with its visible neighbour above or below. */
    async moveContact(actor: Actor, input: unknown): Promise<{ categoryId: number; sortIdList: number[] }> {
      const user = requireEditor(actor);
      const { contactId, direction } = parseInput(moveContactSchema, input);
      return db.transaction().execute(async (trx) => {
        const card = await trx.selectFrom("contacts").select(["id", "category_id"]).where("id", "=", contactId).executeTakeFirst();
        if (!card) throw notFound(t.contactNotFound);
        const visible = (
          await cardQuery(user.userId, trx).where("c.category_id", "=", card.category_id).orderBy("c.sort").orderBy("c.id").execute()
        ).map((r) => r.id);
        const index = visible.indexOf(contactId);
        const other = direction === "up" ? index - 1 : index + 1;
        if (index >= 0 && other >= 0 && other < visible.length) {
          [visible[index], visible[other]] = [visible[other]!, visible[index]!];
        }
        return { categoryId: card.category_id, sortIdList: await applySort(trx, card.category_id, visible) };
      });
    },

    /** POST /contacts-v2/create-another: a service record at the end of its category. */
    async createAnother(actor: Actor, input: unknown): Promise<ContactCard> {
      const user = requireEditor(actor);
      const value = parseInput(createAnotherSchema, input);
      return insertRecord(user.userId, { ...value, userId: null });
    },

    /** POST /contacts-v2/create-another-with-user: a service record linked to a person (userId). */
    async createAnotherWithUser(actor: Actor, input: unknown): Promise<ContactCard> {
      const user = requireEditor(actor);
      const value = parseInput(createAnotherWithUserSchema, input);
      return insertRecord(user.userId, value);
    },

    /** POST /contacts-v2/update-another: replaces every field of a service record; categoryId moves it. */
    async updateAnother(actor: Actor, input: unknown): Promise<ContactCard> {
      const user = requireEditor(actor);
      const value = parseInput(updateAnotherSchema, input);
      await db.transaction().execute(async (trx) => {
        const record = await requireRecord(trx, value.id);
        if (record.user_id == null && !value.name) throw invalid(t.nameRequired, { name: t.nameRequired });
        await claimVersion(trx, "contacts", value.id, value.version);
        let move = {};
        if (value.categoryId !== undefined && value.categoryId !== record.category_id) {
          await requireCategory(trx, value.categoryId);
          move = { category_id: value.categoryId, sort: await nextSort(trx, value.categoryId) };
        }
        await trx
          .updateTable("contacts")
          .set({ ...recordValues(value), ...move, updated_at: now().toISOString() })
          .where("id", "=", value.id)
          .execute();
      });
      return (await cardById(user.userId, value.id))!;
    },

    /** POST /contacts-v2/delete-another {id}: removes a service record, its favourites and views. */
    async deleteAnother(actor: Actor, input: unknown): Promise<void> {
      requireEditor(actor);
      const { id } = parseInput(deleteAnotherSchema, input);
      await db.transaction().execute(async (trx) => {
        await requireRecord(trx, id);
        await trx.deleteFrom("favorites").where("type", "=", CONTACT).where("object_id", "=", id).execute();
        await trx.deleteFrom("contact_views").where("contact_id", "=", id).execute();
        await trx.deleteFrom("contacts").where("id", "=", id).execute();
      });
    },

    /** A service record as its edit form needs it (the record's own fields, not the fallbacks). */
    async serviceRecord(actor: Actor, input: unknown) {
      requireEditor(actor);
      const { id } = parseInput(deleteAnotherSchema, input);
      const record = await requireRecord(db, id);
      const row = await db
        .selectFrom("contacts as c")
        .leftJoin("users as u", "u.id", "c.user_id")
        .select([
          "c.id",
          "c.category_id",
          "c.user_id",
          "c.name",
          "c.position",
          "c.telephone",
          "c.ip_phone",
          "c.email",
          "c.address",
          "c.version",
          "u.name as u_name",
          "u.surname as u_surname",
        ])
        .where("c.id", "=", record.id)
        .executeTakeFirstOrThrow();
      const paths = await chains([row.category_id]);
      const chain = paths.get(row.category_id) ?? [];
      return {
        id: row.id,
        categoryId: row.category_id,
        category: { breadcrumb: chain, categoryIdBreadCrumb: pathOf(chain) },
        userId: row.user_id,
        personName: row.u_name != null ? `${row.u_surname ?? ""} ${row.u_name}`.trim() : null,
        name: row.name,
        position: row.position,
        telephone: phoneLines(row.telephone),
        ipPhone: row.ip_phone,
        email: row.email,
        address: row.address,
        version: row.version,
      };
    },

    /** One category with its breadcrumb (the card page, forms). */
    async category(actor: Actor, input: unknown): Promise<CategoryWithPath> {
      requireUser(actor);
      const { parentId } = parseInput(parentIdSchema, input);
      const row = await categoryQuery().where("cc.id", "=", parentId).executeTakeFirst();
      if (!row) throw notFound(t.categoryNotFound);
      const chain = (await chains([parentId])).get(parentId) ?? [];
      return { ...presentCategory(row), breadcrumb: chain, categoryIdBreadCrumb: pathOf(chain) };
    },
  };
}

export type Contacts = ReturnType<typeof createContacts>;
