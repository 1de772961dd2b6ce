// The club's cities and categories: the lists with their partners counted (one statement each, whatever the
// partners), the person's own city, and the editors' add, rename and delete. A city or a category partners
// stand in is not deleted: the refusal says what to do first.
import { sql } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { invalid, notFound } from "~/platform/errors";
import { writeIdsEvent } from "~/platform/events.server";
import { searchKey } from "~/shared/search-key";
import { serverMessages as r } from "../messages.server";
import type { PlaceInput } from "../schema";
import { requireEditor, requireReader } from "./access.server";
import { CLUB_PARTNERS_CHANGED } from "./events";
import type { ClubPlace } from "./model";

export type PlaceKind = "city" | "category";

const TABLE = { city: "club_cities", category: "club_categories" } as const;
const NOT_FOUND = { city: r.cityNotFound, category: r.categoryNotFound } as const;
const IN_USE = { city: r.cityInUse, category: r.categoryInUse } as const;

const countOf = (n: number | string | bigint | null) => Number(n ?? 0);

/** The city of `cities` whose name the person's address names (a whole word), or null. */
export function cityOfAddress<C extends { name: string }>(cities: readonly C[], address: string | null): C | null {
  if (!address) return null;
  const words = ` ${searchKey(address).replace(/[^\p{L}\p{N}-]+/gu, " ")} `;
  return cities.find((c) => words.includes(` ${searchKey(c.name)} `)) ?? null;
}

export function createPlaces({ db, now }: Pick<Deps, "db" | "now">) {
  /** Every city with its partners (a partner with two addresses in a city counted once), by name. */
  async function cities(actor: Actor): Promise<ClubPlace[]> {
    requireReader(actor);
    const rows = await db
      .selectFrom("club_cities as c")
      .select((eb) => [
        "c.id",
        "c.name",
        eb
          .selectFrom("club_addresses as a")
          .whereRef("a.city_id", "=", "c.id")
          .select(sql<number>`count(distinct a.partner_id)`.as("n"))
          .as("partners"),
      ])
      .orderBy("c.name")
      .orderBy("c.id")
      .execute();
    return rows.map((c) => ({ id: c.id, name: c.name, partners: countOf(c.partners) }));
  }

  /** Every category with its partners: all of them, or (cityId) those in that city, which skips empty ones. */
  async function categories(actor: Actor, cityId: number | null = null): Promise<ClubPlace[]> {
    requireReader(actor);
    if (cityId === null) {
      const rows = await db
        .selectFrom("club_categories as c")
        .select((eb) => [
          "c.id",
          "c.name",
          eb
            .selectFrom("club_partners as p")
            .whereRef("p.category_id", "=", "c.id")
            .select((e) => e.fn.countAll<number>().as("n"))
            .as("partners"),
        ])
        .orderBy("c.name")
        .orderBy("c.id")
        .execute();
      return rows.map((c) => ({ id: c.id, name: c.name, partners: countOf(c.partners) }));
    }
    const rows = await db
      .selectFrom("club_categories as c")
      .innerJoin("club_partners as p", "p.category_id", "c.id")
      .where(({ exists, selectFrom }) =>
        exists(selectFrom("club_addresses as a").select("a.id").whereRef("a.partner_id", "=", "p.id").where("a.city_id", "=", cityId)),
      )
      .select((eb) => ["c.id", "c.name", eb.fn.countAll<number>().as("partners")])
      .groupBy(["c.id", "c.name"])
      .orderBy("c.name")
      .orderBy("c.id")
      .execute();
    return rows.map((c) => ({ id: c.id, name: c.name, partners: countOf(c.partners) }));
  }

  /** One city or category by id, or its not-found. */
  async function named(kind: PlaceKind, id: number): Promise<{ id: number; name: string }> {
    const row = await db.selectFrom(TABLE[kind]).select(["id", "name"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND[kind]);
    return row;
  }

  /** Adds (id null) or renames a city or a category; a name another one has is refused under `name`. */
  async function save(actor: Actor, kind: PlaceKind, id: number | null, { name }: PlaceInput): Promise<{ id: number; name: string }> {
    requireEditor(actor);
    const at = now();
    return db.transaction().execute(async (trx) => {
      const same = await trx.selectFrom(TABLE[kind]).select("id").where("name", "=", name).executeTakeFirst();
      if (same && same.id !== id) throw invalid(r.nameTaken, { name: r.nameTaken });
      if (id === null) {
        const row = await trx
          .insertInto(TABLE[kind])
          .values({ name, created_at: at.toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { id: row.id, name };
      }
      const changed = await trx.updateTable(TABLE[kind]).set({ name }).where("id", "=", id).executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw notFound(NOT_FOUND[kind]);
      // The search indexes a partner with its category's and cities' names: the renamed one's partners again.
      const partners =
        kind === "category"
          ? trx.selectFrom("club_partners").select("id").where("category_id", "=", id)
          : trx.selectFrom("club_addresses").select("partner_id as id").where("city_id", "=", id);
      await writeIdsEvent(
        trx,
        CLUB_PARTNERS_CHANGED,
        (await partners.execute()).map((p) => p.id),
        at,
      );
      return { id, name };
    });
  }

  /** Deletes a city or a category no partner stands in; one that has partners is refused, nothing changed. */
  async function remove(actor: Actor, kind: PlaceKind, id: number): Promise<void> {
    requireEditor(actor);
    await db.transaction().execute(async (trx) => {
      const known = await trx.selectFrom(TABLE[kind]).select("id").where("id", "=", id).executeTakeFirst();
      if (!known) throw notFound(NOT_FOUND[kind]);
      const used =
        kind === "category"
          ? await trx.selectFrom("club_partners").select("id").where("category_id", "=", id).limit(1).executeTakeFirst()
          : await trx.selectFrom("club_addresses").select("id").where("city_id", "=", id).limit(1).executeTakeFirst();
      if (used) throw invalid(IN_USE[kind]);
      await trx.deleteFrom(TABLE[kind]).where("id", "=", id).execute();
    });
  }

  /** The person's own city among the club's, read from the address of their profile, or null. */
  async function cityOf(actor: Actor, all: readonly ClubPlace[]): Promise<ClubPlace | null> {
    if (actor.kind !== "user" || all.length === 0) return null;
    const row = await db.selectFrom("users").select("address").where("id", "=", actor.userId).executeTakeFirst();
    return cityOfAddress(all, row?.address ?? null);
  }

  return { cities, categories, named, save, remove, cityOf };
}

export type ClubPlaces = ReturnType<typeof createPlaces>;
