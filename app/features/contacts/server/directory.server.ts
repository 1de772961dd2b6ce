// Keeps the directory in step with people and departments: every department has a contact category
// (the tree mirrors the department tree), every employee with a department has a card in it, and the
// lower-cased search name and the position catalogue follow the person's data.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { searchKey } from "~/shared/search-key";
import { peopleChanged, positionsChanged } from "./directory-events.server";

type Db = Kysely<Database> | Transaction<Database>;

/** Creates the missing category of each department, under its parent department's category. */
export async function ensureDepartmentCategories(db: Db): Promise<void> {
  const departments = await db.selectFrom("departments").select(["id", "parent_id", "name", "sort"]).orderBy("id").execute();
  const existing = await db
    .selectFrom("contact_categories")
    .select(["id", "department_id"])
    .where("department_id", "is not", null)
    .execute();
  const categoryOf = new Map(existing.map((c) => [c.department_id!, c.id]));
  // Parents first: departments are inserted before their children, so id order is enough.
  for (const department of departments) {
    if (categoryOf.has(department.id)) continue;
    const parent = department.parent_id != null ? (categoryOf.get(department.parent_id) ?? null) : null;
    const row = await db
      .insertInto("contact_categories")
      .values({ name: department.name, parent_id: parent, department_id: department.id, sort: department.sort })
      .returning("id")
      .executeTakeFirstOrThrow();
    categoryOf.set(department.id, row.id);
  }
}

/**
 * Brings one person's search name, position and directory card in line with their record, and records the
 * change for the search (directory-events.server.ts) in the caller's transaction. The demo seed passes
 * `events: false`: the search builds its empty indexes whole at the first start.
 */
export async function syncPerson(db: Db, userId: number, now: string, options: { events: boolean } = { events: true }): Promise<void> {
  const { newPositionId, removedCardId } = await syncDirectory(db, userId, now);
  if (!options.events) return;
  const at = new Date(now);
  await peopleChanged(db, [userId], at, removedCardId != null ? [removedCardId] : []);
  if (newPositionId != null) await positionsChanged(db, [newPositionId], at);
}

async function syncDirectory(db: Db, userId: number, now: string): Promise<{ newPositionId: number | null; removedCardId: number | null }> {
  const user = await db
    .selectFrom("users")
    .select(["id", "name", "surname", "middlename", "position", "department_id"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();

  let positionId: number | null = null;
  let newPositionId: number | null = null;
  if (user.position) {
    let position = db.selectFrom("positions").select("id").where("name", "=", user.position);
    position =
      user.department_id != null ? position.where("department_id", "=", user.department_id) : position.where("department_id", "is", null);
    const found = await position.executeTakeFirst();
    if (!found) {
      newPositionId = (
        await db
          .insertInto("positions")
          .values({ name: user.position, department_id: user.department_id })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    }
    positionId = found?.id ?? newPositionId;
  }
  await db
    .updateTable("users")
    .set({ search_name: searchKey(`${user.surname} ${user.name} ${user.middlename ?? ""}`), position_id: positionId })
    .where("id", "=", userId)
    .execute();

  const category =
    user.department_id != null
      ? await db.selectFrom("contact_categories").select("id").where("department_id", "=", user.department_id).executeTakeFirst()
      : undefined;
  const card = await db
    .selectFrom("contacts")
    .select(["id", "category_id"])
    .where("kind", "=", "user")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!category) {
    if (card) await db.deleteFrom("contacts").where("id", "=", card.id).execute();
    return { newPositionId, removedCardId: card?.id ?? null };
  }
  if (card?.category_id === category.id) return { newPositionId, removedCardId: null };
  const last = await db
    .selectFrom("contacts")
    .select((eb) => eb.fn.max("sort").as("max"))
    .where("category_id", "=", category.id)
    .executeTakeFirst();
  const sort = Number(last?.max ?? -1) + 1;
  if (card) {
    await db.updateTable("contacts").set({ category_id: category.id, sort, updated_at: now }).where("id", "=", card.id).execute();
  } else {
    await db
      .insertInto("contacts")
      .values({ category_id: category.id, kind: "user", user_id: userId, sort, created_at: now, updated_at: now })
      .execute();
  }
  return { newPositionId, removedCardId: null };
}
