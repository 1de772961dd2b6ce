// The editors' up and down, shared by the courses (within their direction) and the literature (the whole list):
// a row swaps its place with its neighbour's in the order (position, id); at either end nothing moves.
import { sql, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { MoveDirection } from "./model";

type OrderedTable = "university_courses" | "university_literature";

/**
 * Moves `row` one place `to` inside the part of `table` that `scope` names (a column and its value), in the
 * caller's transaction. Equal places (none are made, but a hand-edited table may hold them) part by one, so
 * the swap shows.
 */
export async function swapWithNeighbour(
  trx: Transaction<Database>,
  table: OrderedTable,
  row: { id: number; position: number },
  to: MoveDirection,
  scope?: { column: "direction"; value: string },
): Promise<void> {
  // Typed as one of the two: both have the id and position columns read and written here.
  const ordered = table as "university_literature";
  const up = to === "up";
  let q = trx
    .selectFrom(ordered)
    .select(["id", "position"])
    .where((eb) =>
      eb.or([eb("position", up ? "<" : ">", row.position), eb.and([eb("position", "=", row.position), eb("id", up ? "<" : ">", row.id)])]),
    );
  if (scope) q = q.where(sql.ref(scope.column), "=", scope.value);
  const neighbour = await q
    .orderBy("position", up ? "desc" : "asc")
    .orderBy("id", up ? "desc" : "asc")
    .limit(1)
    .executeTakeFirst();
  if (!neighbour) return;
  const mine = neighbour.position === row.position ? row.position + (up ? -1 : 1) : neighbour.position;
  await trx.updateTable(ordered).set({ position: mine }).where("id", "=", row.id).execute();
  await trx.updateTable(ordered).set({ position: row.position }).where("id", "=", neighbour.id).execute();
}
