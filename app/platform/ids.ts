// Ids from the address or a form, with no schema library: pages' route modules import this, and what
// they import ships to the browser (schema.ts builds zod schemas at load, which no bundler can drop).

/**
 * The largest id any table holds: ids are `integer` columns, 32-bit on PostgreSQL, so a bigger one
 * would fail in the database (a 500) instead of being "not found". Every id of the input is capped here.
 */
export const MAX_ID = 2_147_483_647;

/** A positive id from a number or a string of digits (spaces around allowed), or null. */
export function toId(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}
