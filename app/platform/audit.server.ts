// The audit log and the technical events (issue #32 point 7), written here and nowhere else. An audit entry
// is written in the transaction of the change it records, so the change and its record land or fail together.
// Nothing here edits or deletes an entry: the only way out is purgeAuditBefore (the retention setting), in
// short batches so no statement holds a long lock.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** The kinds of technical event (tech_events.kind). */
export const TECH_EVENT_KINDS = ["SIGN_IN_BURST", "RATE_LIMITED", "PUSH_FAILED", "VIDEO_FAILED", "SEARCH_REBUILD"] as const;
export type TechEventKind = (typeof TECH_EVENT_KINDS)[number];

export interface AuditEntry {
  /** Who made the change; null: the system (a CLI, a job). */
  actorId: number | null;
  /** What was done, e.g. ROLE_GROUP_GRANT, USER_BLOCK. */
  action: string;
  /** The kind of thing changed, e.g. ROLE_GROUP, USER, AVATAR. */
  entity: string;
  entityId: string | number;
  /** Its fields before (null: created) and after (null: deleted). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

/** Field names whose values never reach the log, at any depth (a password, a token, a key). */
const SECRET = /pass|secret|token|hash|key|salt|cookie/i;

/** The fields as JSON, secrets left out. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (SECRET.test(k) ? [] : [[k, withoutSecrets(v)]])));
  }
  return value;
}

const json = (fields: Record<string, unknown> | null | undefined) => (fields ? JSON.stringify(withoutSecrets(fields)) : null);

/** Records a change: call it with the transaction that makes the change. */
export async function recordAudit(trx: Db, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      at: entry.at.toISOString(),
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute();
}

/** Records a technical event; a failure to record it is not the caller's failure (it is logged to stderr). */
export async function recordTechEvent(
  db: Db,
  event: { kind: TechEventKind; userId?: number | null; details: Record<string, unknown>; at: Date },
): Promise<void> {
  try {
    await db
      .insertInto("tech_events")
      .values({
        at: event.at.toISOString(),
        kind: event.kind,
        user_id: event.userId ?? null,
        details: JSON.stringify(withoutSecrets(event.details)),
      })
      .execute();
  } catch (error) {
    console.error(`tech event ${event.kind} not recorded:`, error);
  }
}

/**
 * Removes the audit entries and technical events older than `before`, `batch` rows a statement, and says how
 * many went. The retention job's only way to delete (each statement is short: no long lock).
 */
export async function purgeAuditBefore(db: Kysely<Database>, before: Date, batch = 1000): Promise<number> {
  let removed = 0;
  for (const table of ["audit_log", "tech_events"] as const) {
    for (;;) {
      const ids = await db.selectFrom(table).select("id").where("at", "<", before.toISOString()).orderBy("id").limit(batch).execute();
      if (ids.length === 0) break;
      const result = await db
        .deleteFrom(table)
        .where(
          "id",
          "in",
          ids.map((r) => r.id),
        )
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
      if (ids.length < batch) break;
    }
  }
  return removed;
}
