// What other features read of the claims inside their own statements (ADR 0025): a list that shows a
// claim's status, or a check that a request waits, stays one query when the claims hand it a derived
// table to select from or join like a table (`db.selectFrom(claimsOfType(db, "SUBSCRIBE_GROUP").as("c"))`)
// rather than a service call per row. The SQL naming the claims' tables stays here, and so does the
// choice of columns: one the claims add later is read elsewhere only once it is listed below. SQLite and
// PostgreSQL both flatten such a subquery into the statement around it, so the statement reads the same
// indexes as a join on the table itself.
import type { QueryCreator } from "kysely";
import type { Database } from "~/platform/db/schema";

/** The claim's columns other features may read. */
const SHARED_CLAIM_COLUMNS = [
  "id",
  "type",
  "status",
  "subject",
  "text",
  "owner_id",
  "object_id",
  "create_date",
  "update_date",
  "version",
] as const;

/** Every claim, of any type (a feature whose rows each hold their claim's id joins it on that id). */
export function claimRows(db: QueryCreator<Database>) {
  return db.selectFrom("claims").select(SHARED_CLAIM_COLUMNS);
}

/** The claims of one type (a feature's own type: its join requests, its messages). */
export function claimsOfType(db: QueryCreator<Database>, type: string) {
  return claimRows(db).where("type", "=", type);
}

/** The claims a person handles, as (claim_id, user_id): joined on a claim's id, a row says they handle it. */
export function claimsHandledBy(db: QueryCreator<Database>, userId: number) {
  return db.selectFrom("claim_handlers").select(["claim_id", "user_id"]).where("user_id", "=", userId);
}
