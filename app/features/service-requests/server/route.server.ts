// Where a request stands on its route (ADR 0034): the people of a stop, resolved when the request reaches it
// (a manager changed since the filing is the one who approves), and the stop after an approval. A stop whose
// people cannot be found (no manager up the chain, a role no one holds) is passed over, and handlers no one
// is found for fall back to the portal's administrators: a request never waits on no one.
import { activeHolders } from "~/features/users/index.server";
import { managerOf, secretariesOf } from "~/features/contacts/index.server";
import { ROLE_ADMINISTRATOR } from "~/platform/policies";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { RouteStop, RouteWho, ServiceRoute } from "../route";

type ClaimDb = Kysely<Database> | Transaction<Database>;

async function peopleOf(db: ClaimDb, who: RouteWho, ownerId: number): Promise<number[]> {
  switch (who.kind) {
    case "manager": {
      const manager = await managerOf(db, ownerId);
      return manager === null ? [] : [manager];
    }
    case "person": {
      const person = await db.selectFrom("users").select("id").where("id", "=", who.userId).where("blocked", "=", 0).executeTakeFirst();
      return person ? [person.id] : [];
    }
    case "role":
      return activeHolders(db, [who.role]);
    case "secretary": {
      const owner = await db.selectFrom("users").select("department_id").where("id", "=", ownerId).executeTakeFirst();
      return owner?.department_id != null ? secretariesOf(db, owner.department_id) : [];
    }
  }
}

async function stopPeople(db: ClaimDb, stop: RouteStop, ownerId: number): Promise<number[]> {
  const people = new Set<number>();
  for (const who of stop.who) for (const id of await peopleOf(db, who, ownerId)) people.add(id);
  // The requester does not approve her own request.
  people.delete(ownerId);
  return [...people];
}

/** Where a request waits: an approval step (`step` < approvals) or its handlers (`step` = approvals). */
export interface RoutePlace {
  step: number;
  atHandlers: boolean;
  people: number[];
  /** ISO; null: the stop has no due time. */
  dueAt: string | null;
}

const dueAt = (stop: RouteStop, at: Date) => (stop.dueHours ? new Date(at.getTime() + stop.dueHours * 3_600_000).toISOString() : null);

/** The first stop from `step` on whose people can be found: an approval, else the handlers. */
export async function placeFrom(db: ClaimDb, route: ServiceRoute, step: number, ownerId: number, at: Date): Promise<RoutePlace> {
  for (let i = step; i < route.approvals.length; i++) {
    const stop = route.approvals[i]!;
    const people = await stopPeople(db, stop, ownerId);
    if (people.length > 0) return { step: i, atHandlers: false, people, dueAt: dueAt(stop, at) };
  }
  const handlers = await stopPeople(db, route.handlers, ownerId);
  const people = handlers.length > 0 ? handlers : (await activeHolders(db, [ROLE_ADMINISTRATOR])).filter((id) => id !== ownerId);
  return { step: route.approvals.length, atHandlers: true, people, dueAt: dueAt(route.handlers, at) };
}
