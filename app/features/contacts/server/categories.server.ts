// Reading the category tree: every category in tree order, the top ones, one category with its
// subcategories and cards (a page of them for /v2/contacts/{path}), and category paths for links.
import { sql } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { notFound } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { requireUser } from "~/platform/require-user";
import type { ParentIdInput } from "./payloads.server";
import { CATEGORY_PAGE_SIZE, pageOf, type PageCursor } from "~/features/contacts/paging";
import type { CategoryContent, CategoryPage, CategoryView, CategoryWithPath } from "~/features/contacts/views";
import { cardQuery, categoryQuery, chains, MAX_DEPTH, pathOf, presentCard, presentCategory, visibleCards, type Db } from "./queries.server";
import { contactsRefusals as t } from "~/features/contacts/messages.server";

/** The category's cards in its order: all of them, or the page a cursor names (CATEGORY_PAGE_SIZE + 1 rows, to tell if there are more). */
function categoryCards(db: Db, actorId: number, categoryId: number, cursor?: PageCursor) {
  const query = cardQuery(db, actorId).where("c.category_id", "=", categoryId);
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

/** A category with its subcategories and cards: all of them, or (with a cursor) one page. */
async function categoryContent(db: Db, actorId: number, categoryId: number, cursor?: PageCursor): Promise<CategoryPage> {
  const row = await categoryQuery(db).where("cc.id", "=", categoryId).executeTakeFirst();
  if (!row) throw notFound(t.categoryNotFound);
  const [paths, children, cards, count] = await Promise.all([
    chains(db, [categoryId]),
    categoryQuery(db).where("cc.parent_id", "=", categoryId).orderBy("cc.sort").orderBy("cc.id").execute(),
    categoryCards(db, actorId, categoryId, cursor),
    cursor === undefined
      ? null
      : visibleCards(db)
          .where("c.category_id", "=", categoryId)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
  ]);
  const page = cursor === undefined ? { rows: cards, links: { prev: null, next: null } } : pageOf(cards, cursor);
  const chain = paths.get(categoryId) ?? [{ id: row.id, name: row.name }];
  return {
    category: { ...presentCategory(row), breadcrumb: chain, categoryIdBreadCrumb: pathOf(chain) },
    children: children.map(presentCategory),
    contacts: page.rows.map((c) => presentCard(c, chain, actorId)),
    total: count ? Number(count.n) : cards.length,
    links: page.links,
  };
}

export function createCategories({ db }: Deps) {
  return {
    /** "1/5/12" paths (ids from the top) of categories, for links to /v2/contacts/{path}. */
    async categoryPaths(categoryIds: number[]): Promise<Map<number, string>> {
      const found = await chains(db, categoryIds);
      return new Map([...found].map(([id, chain]) => [id, pathOf(chain)]));
    },

    /** GET /contacts-v2/category/get-all-list: every category, in tree order (parents before children). */
    async allCategories(actor: Actor): Promise<CategoryView[]> {
      requireUser(actor);
      const rows = (await categoryQuery(db).orderBy("cc.sort").orderBy("cc.id").execute()).map(presentCategory);
      const ids = new Set(rows.map((r) => r.id));
      const byParent = new Map<number | null, CategoryView[]>();
      for (const row of rows) {
        const key = row.parent != null && ids.has(row.parent) ? row.parent : null;
        const siblings = byParent.get(key);
        if (siblings) siblings.push(row);
        else byParent.set(key, [row]);
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
      const rows = await categoryQuery(db).where("cc.parent_id", "is", null).orderBy("cc.sort").orderBy("cc.id").execute();
      return rows.map(presentCategory);
    },

    /** GET /contacts-v2/category/get-children-and-contacts?parentId: a category, its subcategories and cards. */
    async childrenAndContacts(actor: Actor, { parentId }: ParentIdInput): Promise<CategoryContent> {
      const user = requireUser(actor);
      const { category, children, contacts } = await categoryContent(db, user.userId, parentId);
      return { category, children, contacts };
    },

    /**
     * The page /v2/contacts/{path}: the category named by the last id of "1/5/12". `canonical` is the
     * category's real path, which differs when the path is stale (the category moved): pages redirect.
     * A path that is not a list of ids, or whose last id is no category, is not found.
     */
    async categoryByPath(actor: Actor, path: string, cursor: PageCursor = null): Promise<CategoryPage & { canonical: string }> {
      const user = requireUser(actor);
      const ids = path
        .split("/")
        .filter(Boolean)
        .map((id) => (/^\d+$/.test(id) ? toId(id) : null));
      const last = ids.at(-1);
      if (last == null || ids.length > MAX_DEPTH || ids.some((id) => id === null)) throw notFound(t.categoryNotFound);
      const content = await categoryContent(db, user.userId, last, cursor);
      return { ...content, canonical: content.category.categoryIdBreadCrumb };
    },

    /** One category with its breadcrumb (the card page, forms). */
    async category(actor: Actor, { parentId }: ParentIdInput): Promise<CategoryWithPath> {
      requireUser(actor);
      const row = await categoryQuery(db).where("cc.id", "=", parentId).executeTakeFirst();
      if (!row) throw notFound(t.categoryNotFound);
      const chain = (await chains(db, [parentId])).get(parentId) ?? [];
      return { ...presentCategory(row), breadcrumb: chain, categoryIdBreadCrumb: pathOf(chain) };
    },
  };
}
