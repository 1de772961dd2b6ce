// The logs' large data set (issue #32 "Measured"): 1,000,000 audit entries and 100,000 technical events over
// the last 400 days (the default retention), written in time order as the portal writes them (ids grow with
// time), by the demo's and the directory's people, across the entities and actions the features record, with
// fields before and after like theirs. Deterministic (a seeded generator) apart from "now". Through bulkInsert.
import type { Portal } from "../../app/portal/open.server";
import { seededRandom } from "../../app/shared/random";
import { bulkInsert, int, stepLogger, text } from "./bulk-insert";

export interface LogsSizes {
  audit: number;
  tech: number;
}

export const logsSizes = (scale: number): LogsSizes => ({
  audit: Math.max(1_000, Math.round(1_000_000 * scale)),
  tech: Math.max(100, Math.round(100_000 * scale)),
});

export interface LogsReport {
  sizes: LogsSizes;
  /** The person whose entries the bench filters by (one actor among many). */
  actorId: number;
  ms: number;
}

// Within the default retention (400 days), so the server's purge at start removes none of it.
const DAYS = 399;
const AUDIT = [
  { action: "ROLE_GROUP_GRANT", entity: "ROLE_GROUP" },
  { action: "ROLE_GROUP_REVOKE", entity: "ROLE_GROUP" },
  { action: "USER_BLOCK", entity: "USER" },
  { action: "USER_UNBLOCK", entity: "USER" },
  { action: "USER_SESSIONS_END", entity: "USER" },
  { action: "SETTING_CHANGE", entity: "SETTING" },
] as const;
const GROUPS = ["WIKI_DOCUMENT", "WIKI_FAQ", "CLAIM_MANAGEMENT", "HR_SERVICES", "OFFICE_SERVICES", "VACANCY_MANAGEMENT"];
const KINDS = ["SIGN_IN_BURST", "RATE_LIMITED", "PUSH_FAILED", "VIDEO_FAILED", "SEARCH_REBUILD"];

export async function generateLogs(portal: Portal, sizes: LogsSizes, options: { log: (line: string) => void }): Promise<LogsReport> {
  const started = performance.now();
  const step = stepLogger(options.log);
  const random = seededRandom(32);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const people = (await portal.db.kysely.selectFrom("users").select("id").orderBy("id").limit(2_000).execute()).map((p) => p.id);
  // Administrators are few: 20 people make nearly every change; the first is the bench's filter.
  const actors = people.slice(0, 20);
  const end = Date.now();
  const start = end - DAYS * 86_400_000;
  const atOf = (i: number, n: number) => new Date(start + Math.floor(((end - start) * i) / n)).toISOString();

  function* auditRows() {
    for (let i = 0; i < sizes.audit; i++) {
      const kind = pick(AUDIT);
      const actor = random() < 0.02 ? null : pick(actors);
      const entityId = kind.entity === "ROLE_GROUP" ? pick(GROUPS) : kind.entity === "USER" ? String(pick(people)) : "LOG_RETENTION_DAYS";
      const subject = JSON.stringify({ subject: "USER", objectId: pick(people), label: "Сотрудник", withSubdepartments: false });
      const before = kind.action.endsWith("REVOKE") ? subject : kind.entity === "USER" ? '{"blocked":false}' : null;
      const after = kind.action.endsWith("GRANT") ? subject : kind.entity === "USER" ? '{"blocked":true,"reason":"Увольнение"}' : null;
      yield [atOf(i, sizes.audit), actor, kind.action, kind.entity, entityId, before, after];
    }
  }
  const audit = await bulkInsert(
    portal.db,
    "audit_log",
    [text("at"), int("actor_id"), text("action"), text("entity"), text("entity_id"), text("before"), text("after")],
    auditRows(),
  );
  step("audit entries", audit.count);

  function* techRows() {
    for (let i = 0; i < sizes.tech; i++) {
      const kind = pick(KINDS);
      yield [
        atOf(i, sizes.tech),
        kind,
        kind === "PUSH_FAILED" ? pick(people) : null,
        JSON.stringify({ limiter: `login:ip:10.0.${i % 256}.1`, limit: 10 }),
      ];
    }
  }
  const tech = await bulkInsert(portal.db, "tech_events", [text("at"), text("kind"), int("user_id"), text("details")], techRows());
  step("technical events", tech.count);
  return { sizes, actorId: actors[0]!, ms: Math.round(performance.now() - started) };
}
