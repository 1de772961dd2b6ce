// Reading the audit log and the technical events (the platform's tables, platform/audit.server.ts) for
// /admin/logi, /admin/ts-logs and their calls, and keeping them to the retention setting. Newest first, by id
// (keyset: `before` is the last id shown); a period is turned into an id range first (ids grow with time), so
// every filter walks one index however old the period: a page is at most four statements at 1,000,000 entries.
import type { Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import { purgeAuditBefore, recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { forbidden } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { settingValue, writeSetting } from "~/features/settings/index.server";
import { logsRefusals } from "../messages.server";
import { mayChangeRetention, mayReadLogs } from "../policy";
import { MAX_ID, type AuditFilter, type TechFilter } from "../schema";

/** The setting that says how many days entries are kept (400 when unset). */
export const RETENTION_SETTING = "LOG_RETENTION_DAYS";
export const DEFAULT_RETENTION_DAYS = 400;
/** Rows a statement of the CSV export reads. */
const EXPORT_BATCH = 1000;

export interface AuditRow {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: string | null;
  after: string | null;
}

export interface TechRow {
  id: number;
  at: string;
  kind: string;
  userId: number | null;
  userName: string | null;
  details: string;
}

type LogTable = "audit_log" | "tech_events";

/** The company's day (Moscow, UTC+3 all year) as the UTC instant it starts at. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();
const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00+03:00`).getTime() + 86_400_000).toISOString();

const DAY_MS = 86_400_000;

export function createLogs({ db, now }: Pick<Deps, "db" | "now">) {
  let daily: ReturnType<typeof setInterval> | null = null;
  function requireReader(actor: Actor) {
    requireUser(actor);
    if (!mayReadLogs(actor)) throw forbidden(logsRefusals.noRight);
  }

  /** The ids a period covers: [min, max], or null when it holds no entry. */
  async function idRange(table: LogTable, from: string | null, to: string | null): Promise<{ min: number; max: number } | null> {
    let min = 1;
    let max = MAX_ID;
    if (from) {
      const first = await db
        .selectFrom(table)
        .select("id")
        .where("at", ">=", dayStart(from))
        .orderBy("at")
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      if (!first) return null;
      min = first.id;
    }
    if (to) {
      const last = await db
        .selectFrom(table)
        .select("id")
        .where("at", "<", nextDay(to))
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!last) return null;
      max = last.id;
    }
    return min <= max ? { min, max } : null;
  }

  async function auditRows(filter: AuditFilter, limit: number, before: number): Promise<AuditRow[]> {
    const range = await idRange("audit_log", filter.from, filter.to);
    if (!range) return [];
    let query = db
      .selectFrom("audit_log")
      .leftJoin("users", "users.id", "audit_log.actor_id")
      .select([
        "audit_log.id",
        "audit_log.at",
        "audit_log.actor_id",
        "audit_log.action",
        "audit_log.entity",
        "audit_log.entity_id",
        "audit_log.before",
        "audit_log.after",
        "users.surname",
        "users.name",
      ])
      .where("audit_log.id", ">=", range.min)
      .where("audit_log.id", "<=", before > 0 ? Math.min(range.max, before - 1) : range.max);
    if (filter.actorId !== undefined) query = query.where("audit_log.actor_id", "=", filter.actorId);
    if (filter.entity) query = query.where("audit_log.entity", "=", filter.entity);
    if (filter.entityId) query = query.where("audit_log.entity_id", "=", filter.entityId);
    if (filter.action) query = query.where("audit_log.action", "=", filter.action);
    const rows = await query.orderBy("audit_log.id", "desc").limit(limit).execute();
    return rows.map((r) => ({
      id: r.id,
      at: r.at,
      actorId: r.actor_id,
      actorName: r.surname ? `${r.surname} ${r.name ?? ""}`.trim() : null,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      before: r.before,
      after: r.after,
    }));
  }

  async function techRows(filter: TechFilter, limit: number, before: number): Promise<TechRow[]> {
    const range = await idRange("tech_events", filter.from, filter.to);
    if (!range) return [];
    let query = db
      .selectFrom("tech_events")
      .leftJoin("users", "users.id", "tech_events.user_id")
      .select([
        "tech_events.id",
        "tech_events.at",
        "tech_events.kind",
        "tech_events.user_id",
        "tech_events.details",
        "users.surname",
        "users.name",
      ])
      .where("tech_events.id", ">=", range.min)
      .where("tech_events.id", "<=", before > 0 ? Math.min(range.max, before - 1) : range.max);
    if (filter.kind) query = query.where("tech_events.kind", "=", filter.kind);
    if (filter.userId !== undefined) query = query.where("tech_events.user_id", "=", filter.userId);
    const rows = await query.orderBy("tech_events.id", "desc").limit(limit).execute();
    return rows.map((r) => ({
      id: r.id,
      at: r.at,
      kind: r.kind,
      userId: r.user_id,
      userName: r.surname ? `${r.surname} ${r.name ?? ""}`.trim() : null,
      details: r.details,
    }));
  }

  /** A page and the `before` of the next one (null: the last page). */
  async function paged<Row extends { id: number }>(
    read: (limit: number, before: number) => Promise<Row[]>,
    pageSize: number,
    before: number,
  ) {
    const rows = await read(pageSize + 1, before);
    const entries = rows.slice(0, pageSize);
    return { entries, next: rows.length > pageSize ? (entries.at(-1)?.id ?? null) : null };
  }

  /** Every matching row, newest first, EXPORT_BATCH a statement. */
  async function* batches<Row extends { id: number }>(read: (limit: number, before: number) => Promise<Row[]>) {
    let before = 0;
    for (;;) {
      const rows = await read(EXPORT_BATCH, before);
      if (rows.length > 0) yield rows;
      if (rows.length < EXPORT_BATCH) return;
      before = rows.at(-1)!.id;
    }
  }

  async function retentionDays(database: Kysely<Database> = db): Promise<number> {
    const stored = Number(await settingValue(database, RETENTION_SETTING));
    return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_RETENTION_DAYS;
  }

  return {
    async audit(actor: Actor, filter: AuditFilter) {
      requireReader(actor);
      return paged((limit, before) => auditRows(filter, limit, before), filter.pageSize, filter.before);
    },
    async tech(actor: Actor, filter: TechFilter) {
      requireReader(actor);
      return paged((limit, before) => techRows(filter, limit, before), filter.pageSize, filter.before);
    },
    /** The CSV export's rows, checked for the reader first. */
    auditExport(actor: Actor, filter: AuditFilter) {
      requireReader(actor);
      return batches((limit, before) => auditRows(filter, limit, before));
    },
    techExport(actor: Actor, filter: TechFilter) {
      requireReader(actor);
      return batches((limit, before) => techRows(filter, limit, before));
    },
    retentionDays: () => retentionDays(),
    /** Changes the retention (administrators only), recorded in the log itself. */
    async setRetention(actor: Actor, days: number): Promise<void> {
      const user = requireUser(actor);
      if (!mayChangeRetention(actor)) throw forbidden(logsRefusals.adminOnly);
      await db.transaction().execute(async (trx) => {
        const before = await retentionDays(trx);
        await writeSetting(trx, RETENTION_SETTING, String(days));
        await recordAudit(trx, {
          actorId: user.userId,
          action: "SETTING_CHANGE",
          entity: "SETTING",
          entityId: RETENTION_SETTING,
          before: { days: before },
          after: { days },
          at: now(),
        });
      });
    },
    /** Removes what is older than the retention: the daily job, and the start. */
    purge,
    /** The daily purge, first run now; several processes purging at once delete the same rows (no harm). */
    async startRetention(): Promise<void> {
      await purgeReported();
      daily = setInterval(() => void purgeReported(), DAY_MS);
      daily.unref();
    },
    stopRetention(): void {
      if (daily) clearInterval(daily);
      daily = null;
    },
  };

  async function purge(): Promise<number> {
    const days = await retentionDays();
    return purgeAuditBefore(db, new Date(now().getTime() - days * DAY_MS));
  }

  /** A failed purge is reported and tried again the next day. */
  async function purgeReported() {
    await purge().catch((error: unknown) => console.error("Purging old log entries failed:", error));
  }
}

export type Logs = ReturnType<typeof createLogs>;
