// Shops and their people, read from the company directory (the departments the contacts keep, as the goals'
// team.server.ts reads them) and this feature's retail_shops: a person belongs to the shop of her department or
// the nearest shop above it; a shop's manager is the head of its department or of one above it. Each read is one
// statement (a recursive query up or down the department tree, bounded against a loop in parent_id).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { fullName } from "~/features/contacts/index.server";

type Db = Kysely<Database> | Transaction<Database>;

/** More levels than any company's structure has. */
const MAX_DEPTH = 32;
/** The shops a manager's choice lists at most. */
const SHOPS_LIMIT = 200;
/** The people of a shop the manager's form lists at most. */
const PEOPLE_LIMIT = 500;

export interface Shop {
  id: number;
  name: string;
}

export interface ShopPerson {
  id: number;
  name: string;
}

/** The nearest shop at or above the person's department; null: she works in no shop. */
export async function shopOf(db: Db, userId: number): Promise<Shop | null> {
  const found = await sql<Shop>`with recursive up(id, depth) as (
      select u.department_id, 0 from users u where u.id = ${userId} and u.department_id is not null
      union all
      select d.parent_id, up.depth + 1 from departments d join up on d.id = up.id
        where d.parent_id is not null and up.depth < ${MAX_DEPTH}
    ) select d.id, d.name from up join retail_shops s on s.department_id = up.id join departments d on d.id = up.id
      order by up.depth limit 1`.execute(db);
  return found.rows[0] ?? null;
}

/** Whether the person heads the shop's department or one above it. */
export async function headsShop(db: Db, userId: number, shopId: number): Promise<boolean> {
  const found = await sql<{ one: number }>`with recursive up(id, depth) as (
      select cast(${shopId} as integer), 0
      union all
      select d.parent_id, up.depth + 1 from departments d join up on d.id = up.id
        where d.parent_id is not null and up.depth < ${MAX_DEPTH}
    ) select 1 as one from up join departments d on d.id = up.id where d.head_user_id = ${userId} limit 1`.execute(db);
  return found.rows.length > 0;
}

/** The nearest active head of the shop's department or above: who is told of a swap to decide; null: none. */
export async function managerOfShop(db: Db, shopId: number): Promise<number | null> {
  const found = await sql<{ id: number }>`with recursive up(id, depth) as (
      select cast(${shopId} as integer), 0
      union all
      select d.parent_id, up.depth + 1 from departments d join up on d.id = up.id
        where d.parent_id is not null and up.depth < ${MAX_DEPTH}
    ) select h.id from up join departments d on d.id = up.id join users h on h.id = d.head_user_id and h.blocked = 0
      order by up.depth limit 1`.execute(db);
  return found.rows[0]?.id ?? null;
}

/** The shops a person heads (directly or from above), or every shop (`all`), by name. */
export async function shopsManagedBy(db: Db, userId: number, all: boolean): Promise<Shop[]> {
  if (all) {
    return db
      .selectFrom("retail_shops as s")
      .innerJoin("departments as d", "d.id", "s.department_id")
      .select(["d.id", "d.name"])
      .orderBy("d.name")
      .orderBy("d.id")
      .limit(SHOPS_LIMIT)
      .execute();
  }
  const found = await sql<Shop>`with recursive down(id) as (
      select d.id from departments d where d.head_user_id = ${userId}
      union
      select d2.id from departments d2 join down on d2.parent_id = down.id
    ) select d.id, d.name from retail_shops s join departments d on d.id = s.department_id
      where s.department_id in (select id from down) order by d.name, d.id limit ${SHOPS_LIMIT}`.execute(db);
  return found.rows;
}

/** A shop by its department's id; null: no such shop. */
export async function shopById(db: Db, shopId: number): Promise<Shop | null> {
  return (
    (await db
      .selectFrom("retail_shops as s")
      .innerJoin("departments as d", "d.id", "s.department_id")
      .select(["d.id", "d.name"])
      .where("s.department_id", "=", shopId)
      .executeTakeFirst()) ?? null
  );
}

/** The shop's active people (its department and those under it, a nested shop's aside), by surname. */
export async function peopleOfShop(db: Db, shopId: number): Promise<ShopPerson[]> {
  const found = await sql<{ id: number; surname: string; name: string; middlename: string | null }>`with recursive down(id) as (
      select cast(${shopId} as integer)
      union
      select d.id from departments d join down on d.parent_id = down.id
        where d.id not in (select department_id from retail_shops)
    ) select u.id, u.surname, u.name, u.middlename from users u
      where u.blocked = 0 and u.department_id in (select id from down)
      order by u.surname, u.name, u.id limit ${PEOPLE_LIMIT}`.execute(db);
  return found.rows.map((p) => ({ id: p.id, name: fullName(p) }));
}
