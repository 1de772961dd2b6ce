// Keeps the directory in step with people and departments: every department has a contact category
// (the tree mirrors the department tree), every employee with a department has a card in it, and the
// position catalogue holds every person's position. A person's row is the users feature's: it calls
// syncPersonInDirectory when it writes one and keeps the position's id in the row itself.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
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

/** What the directory files a person by: her row's id, position and department. */
export interface DirectoryPerson {
  id: number;
  position: string | null;
  department_id: number | null;
}

/**
 * Files one person in the directory: her position in the catalogue (added when new) and her card under her
 * department's category (moved, made or removed), and records the change for the search
 * (directory-events.server.ts) in the caller's transaction. Returns the catalogue position her row is to
 * point to. The demo seed passes `events: false`: the search builds its empty indexes whole at the first start.
 */
export async function syncPersonInDirectory(
  db: Db,
  person: DirectoryPerson,
  now: string,
  options: { events: boolean } = { events: true },
): Promise<{ positionId: number | null }> {
  const { positionId, newPositionId } = await positionOf(db, person);
  const removedCardId = await syncCard(db, person, now);
  if (options.events) {
    const at = new Date(now);
    await peopleChanged(db, [person.id], at, removedCardId != null ? [removedCardId] : []);
    if (newPositionId != null) await positionsChanged(db, [newPositionId], at);
  }
  return { positionId };
}

/** The catalogue's position of this title in the person's department, added when there is none yet. */
async function positionOf(db: Db, person: DirectoryPerson): Promise<{ positionId: number | null; newPositionId: number | null }> {
  if (!person.position) return { positionId: null, newPositionId: null };
  let position = db.selectFrom("positions").select("id").where("name", "=", person.position);
  position =
    person.department_id != null ? position.where("department_id", "=", person.department_id) : position.where("department_id", "is", null);
  const found = await position.executeTakeFirst();
  if (found) return { positionId: found.id, newPositionId: null };
  const created = await db
    .insertInto("positions")
    .values({ name: person.position, department_id: person.department_id })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { positionId: created.id, newPositionId: created.id };
}

/** Puts the person's card under her department's category (last there); returns the id of a card removed. */
async function syncCard(db: Db, person: DirectoryPerson, now: string): Promise<number | null> {
  const category =
    person.department_id != null
      ? await db.selectFrom("contact_categories").select("id").where("department_id", "=", person.department_id).executeTakeFirst()
      : undefined;
  const card = await db
    .selectFrom("contacts")
    .select(["id", "category_id"])
    .where("kind", "=", "user")
    .where("user_id", "=", person.id)
    .executeTakeFirst();
  if (!category) {
    if (card) await db.deleteFrom("contacts").where("id", "=", card.id).execute();
    return card?.id ?? null;
  }
  if (card?.category_id === category.id) return null;
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
      .values({ category_id: category.id, kind: "user", user_id: person.id, sort, created_at: now, updated_at: now })
      .execute();
  }
  return null;
}
