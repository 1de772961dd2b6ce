// The club's partners as readers see them: a city's or a category's partners and the admin list (keyset pages by
// (name, id), one statement whatever the table holds), a city's search by name, category or description, one
// partner with its addresses, and the names club-card shows. The cursor is opaque: base64url of "id:name".
import { sql, type Kysely, type SqlBool } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { notFound } from "~/platform/errors";
import { escapeLike } from "~/platform/db/like";
import { toId } from "~/platform/ids";
import { searchKey } from "~/shared/search-key";
import { logoOf } from "../files";
import { serverMessages as r } from "../messages.server";
import { requireReader } from "./access.server";
import type { Partner, PartnerCard, PartnerPage } from "./model";

/** A page of a list of partners. */
export const PAGE_SIZE = 24;

export interface PartnerFilter {
  cityId?: number | null;
  categoryId?: number | null;
  /** Words of the name, the category or the description (the search); at least SEARCH_MIN characters. */
  text?: string | null;
  after?: string | null;
}

export const partnerCursor = (p: { id: number; name: string }) => Buffer.from(`${p.id}:${p.name}`).toString("base64url");

/** The (id, name) a cursor holds, or null: a malformed one reads as none, so the list starts again. */
export function parsePartnerCursor(value: string | null | undefined): { id: number; name: string } | null {
  if (!value || value.length > 700) return null;
  const decoded = Buffer.from(value, "base64url").toString("utf8");
  const colon = decoded.indexOf(":");
  const id = colon > 0 ? toId(decoded.slice(0, colon)) : null;
  return id === null ? null : { id, name: decoded.slice(colon + 1) };
}

const cardColumns = (db: Kysely<Database>) =>
  db
    .selectFrom("club_partners as p")
    .innerJoin("club_categories as c", "c.id", "p.category_id")
    .select(["p.id", "p.name", "p.discount", "p.category_id", "c.name as category", "p.logo_path"]);

type CardRow = { id: number; name: string; discount: number; category_id: number; category: string; logo_path: string | null };

const card = (p: CardRow): PartnerCard => ({
  id: p.id,
  name: p.name,
  discount: p.discount,
  categoryId: p.category_id,
  category: p.category,
  logo: p.logo_path ? logoOf(p.logo_path) : null,
});

export function createCatalogue({ db }: { db: Kysely<Database> }) {
  /** The ids of the categories whose name holds `key` (categories are few: read whole, matched here). */
  async function categoriesMatching(key: string): Promise<number[]> {
    const rows = await db.selectFrom("club_categories").select(["id", "name"]).execute();
    return rows.filter((c) => searchKey(c.name).includes(key)).map((c) => c.id);
  }

  /** Partners by (name, id), PAGE_SIZE at a time after the cursor, of a city, a category and/or matching a text. */
  async function page(actor: Actor, filter: PartnerFilter): Promise<PartnerPage> {
    requireReader(actor);
    const { cityId, categoryId, text, after } = filter;
    const key = text ? searchKey(text) : "";
    const categoryIds = key ? await categoriesMatching(key) : [];
    const cursor = parsePartnerCursor(after);
    let q = cardColumns(db);
    if (cityId != null)
      q = q.where(({ exists, selectFrom }) =>
        exists(selectFrom("club_addresses as a").select("a.id").whereRef("a.partner_id", "=", "p.id").where("a.city_id", "=", cityId)),
      );
    if (categoryId != null) q = q.where("p.category_id", "=", categoryId);
    if (key)
      q = q.where((eb) =>
        eb.or([
          sql<SqlBool>`p.search_key like ${`%${escapeLike(key)}%`} escape '\\'`,
          ...(categoryIds.length > 0 ? [eb("p.category_id", "in", categoryIds)] : []),
        ]),
      );
    if (cursor)
      q = q.where((eb) => eb.or([eb("p.name", ">", cursor.name), eb.and([eb("p.name", "=", cursor.name), eb("p.id", ">", cursor.id)])]));
    const rows = await q
      .orderBy("p.name")
      .orderBy("p.id")
      .limit(PAGE_SIZE + 1)
      .execute();
    const partners = rows.slice(0, PAGE_SIZE).map(card);
    const last = partners.at(-1);
    return { partners, next: rows.length > PAGE_SIZE && last ? partnerCursor(last) : null };
  }

  /** One partner with its addresses (by city name, then as entered), or not found: two statements. */
  async function get(actor: Actor, id: number): Promise<Partner> {
    requireReader(actor);
    const row = await cardColumns(db)
      .select(["p.description", "p.conditions", "p.website", "p.phone", "p.logo_file_id"])
      .where("p.id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound(r.partnerNotFound);
    const addresses = await db
      .selectFrom("club_addresses as a")
      .innerJoin("club_cities as c", "c.id", "a.city_id")
      .select(["a.city_id", "c.name", "a.address"])
      .where("a.partner_id", "=", id)
      .orderBy("c.name")
      .orderBy("a.id")
      .execute();
    return {
      ...card(row),
      description: row.description,
      conditions: row.conditions,
      website: row.website,
      phone: row.phone,
      logoFileId: row.logo_file_id,
      addresses: addresses.map((a) => ({ cityId: a.city_id, city: a.name, address: a.address })),
    };
  }

  return {
    page,
    get,

    /**
     * The partners' names by id, for the club card's uses and statistics (feature club-card): one query for
     * any number of ids; an unknown id is absent. The seam the two club features share: keep its signature.
     */
    async partnerNames(ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("club_partners")
        .select(["id", "name"])
        .where("id", "in", [...new Set(ids)])
        .execute();
      return new Map(rows.map((p) => [p.id, p.name]));
    },

    /** Whether a partner of that id exists (club-card checks «Показать карту» of /club/card?partner={id}). */
    async partnerExists(id: number): Promise<boolean> {
      const row = await db.selectFrom("club_partners").select("id").where("id", "=", id).executeTakeFirst();
      return row !== undefined;
    },

    /** Whether a file is a partner's logo (the files' read guard: anyone signed in reads it). */
    async isShownLogo(fileId: number): Promise<boolean> {
      const row = await db.selectFrom("club_partners").select("id").where("logo_file_id", "=", fileId).limit(1).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ClubCatalogue = ReturnType<typeof createCatalogue>;
