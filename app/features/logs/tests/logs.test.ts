// The audit log and the technical events over /api on SQLite and PostgreSQL (issue #32 point 7): what the
// features record is read back newest first, filtered by person, entity, action and period, a page at a time
// (keyset), in the same statements for 10 entries as for 100; only the holders of ROLE_GET_LOG and
// administrators read it; the retention is the administrators' and purges old entries only; and no code of the
// portal edits or deletes an entry but the retention's purge.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { signedInPeople } from "../../../../tests/helpers/company";
import { recordAudit, recordTechEvent } from "~/platform/audit.server";
import { csvCell, csvLine } from "~/platform/csv.server";
import { apiRoutes } from "~/portal/registry.server";
import { logsRefusals } from "../messages.server";

const PEOPLE = {
  seller: { name: "Мария", surname: "Продавцова" },
  rights: { name: "Глеб", surname: "Праводатов", roles: ["ROLE_EDIT_USER_ROLE_GROUP"] },
  reader: { name: "Лидия", surname: "Журналова", roles: ["ROLE_GET_LOG"] },
  admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
};
type Who = keyof typeof PEOPLE;

describe.each(await dialects())("the logs on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let signedIn: Awaited<ReturnType<typeof signedInPeople<Who>>>;
  let counting = false;
  let statements = 0;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: () => void (counting && statements++) });
    server = await startTestServer(portal);
    signedIn = await signedInPeople<Who>(portal, server, PEOPLE, "logs-pass-1", false);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.close();
  });

  const w = {
    get db() {
      return portal.db.kysely;
    },
    get portal() {
      return portal;
    },
    get server() {
      return server;
    },
    get people() {
      return signedIn.people;
    },
    get tokens() {
      return signedIn.tokens;
    },
    post: (who: Who, apiPath: string, body: Record<string, unknown>) => api(server, "POST", apiPath, { body, token: signedIn.tokens[who] }),
  };

  const list = (query: Record<string, string>, token = signedIn.tokens.reader) => api(server, "GET", "/admin/logi/list", { query, token });
  const at = (iso: string) => new Date(iso);

  it("reads what the features record, newest first, by person, entity, action and period, a page at a time", async () => {
    ok(await w.post("rights", "/role-group/grant", { type: "WIKI_DOCUMENT", subject: "USER", objectId: w.people.seller.id }));
    ok(await w.post("admin", "/role-group/grant", { type: "WIKI_FAQ", subject: "USER", objectId: w.people.seller.id }));
    const db = w.db;
    await recordAudit(db, {
      actorId: null,
      action: "USER_BLOCK",
      entity: "USER",
      entityId: 7,
      after: { password: "x", reason: "увольнение" },
      at: at("2026-01-10T10:00:00Z"),
    });
    await recordAudit(db, { actorId: null, action: "USER_UNBLOCK", entity: "USER", entityId: 7, at: at("2026-12-10T10:00:00Z") });

    const all = ok(await list({})).entries as { id: number; action: string; actorName: string | null; after: string | null }[];
    expect(all.map((e) => e.action)).toEqual(["USER_UNBLOCK", "USER_BLOCK", "ROLE_GROUP_GRANT", "ROLE_GROUP_GRANT"]);
    expect(all[2]!.actorName).toBe("Админова Анна");
    // A secret never reaches the log, whatever a feature passes.
    expect(JSON.parse(all[1]!.after!)).toEqual({ reason: "увольнение" });

    expect(ok(await list({ actorId: String(w.people.rights.id) })).entries.map((e: { entityId: string }) => e.entityId)).toEqual([
      "WIKI_DOCUMENT",
    ]);
    expect(ok(await list({ entity: "user", entityId: "7" })).entries).toHaveLength(2);
    expect(ok(await list({ action: "USER_BLOCK" })).entries).toHaveLength(1);
    expect(ok(await list({ from: "01.12.2026", to: "2026-12-31" })).entries.map((e: { action: string }) => e.action)).toEqual([
      "USER_UNBLOCK",
    ]);
    expect(ok(await list({ from: "2025-01-01", to: "2025-12-31" })).entries).toEqual([]);

    const first = ok(await list({ pageSize: "3" }));
    expect(first.entries).toHaveLength(3);
    const second = ok(await list({ pageSize: "3", before: String(first.next) }));
    expect(second.entries.map((e: { action: string }) => e.action)).toEqual(["ROLE_GROUP_GRANT"]);
    expect(second.next).toBeNull();
  });

  it("refuses everyone else, and filters it cannot read, by name", async () => {
    unauthorized(await api(w.server, "GET", "/admin/logi/list"));
    refused(await list({}, w.tokens.seller), logsRefusals.noRight);
    refused(await list({}, w.tokens.rights), logsRefusals.noRight);
    refused(await api(w.server, "GET", "/admin/ts-logs/list", { token: w.tokens.seller }), logsRefusals.noRight);
    ok(await list({}, w.tokens.admin));
    refused(await list({ from: "31.02.2026" }), logsRefusals.badDate);
    refused(await list({ from: "2026-03-01", to: "2026-02-01" }), logsRefusals.badPeriod);
    refused(await list({ action: "DROP TABLE" }), logsRefusals.badCode);
  });

  it("reads a page of 10 entries and of 100 in the same statements", async () => {
    const page = async () => {
      statements = 0;
      counting = true;
      const read = ok(await list({ entity: "SETTING", from: "2026-11-01", pageSize: "100" }));
      counting = false;
      return { statements, entries: read.entries.length };
    };
    const write = (n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          recordAudit(w.db, {
            actorId: w.people.admin.id,
            action: "SETTING_CHANGE",
            entity: "SETTING",
            entityId: `K${i}`,
            at: at("2026-03-01T00:00:00Z"),
          }),
        ),
      );
    await write(10);
    const ten = await page();
    await write(90);
    const hundred = await page();
    expect([ten.entries, hundred.entries]).toEqual([10, 100]);
    expect(hundred.statements).toBe(ten.statements);
  });

  it("reads the technical events by kind and person", async () => {
    await recordTechEvent(w.db, {
      kind: "PUSH_FAILED",
      userId: w.people.seller.id,
      details: { status: 410, token: "secret" },
      at: at("2026-04-01T00:00:00Z"),
    });
    await recordTechEvent(w.db, { kind: "SEARCH_REBUILD", details: { index: "POST" }, at: at("2026-04-02T00:00:00Z") });
    const events = ok(
      await api(w.server, "GET", "/admin/ts-logs/list", { token: signedIn.tokens.reader, query: { kind: "PUSH_FAILED" } }),
    ).entries;
    expect(events).toMatchObject([{ kind: "PUSH_FAILED", userName: "Продавцова Мария", details: '{"status":410}' }]);
    const mine = ok(
      await api(w.server, "GET", "/admin/ts-logs/list", { token: signedIn.tokens.reader, query: { userId: String(w.people.seller.id) } }),
    ).entries;
    expect(mine).toHaveLength(1);
  });

  it("records a burst of failed sign-ins as it refuses one", async () => {
    const phone = signedIn.people.seller.phone;
    for (let i = 0; i < 11; i++) await api(server, "POST", "/login", { body: { username: phone, password: "wrong-pass-1" } });
    const bursts = ok(
      await api(server, "GET", "/admin/ts-logs/list", { token: signedIn.tokens.reader, query: { kind: "SIGN_IN_BURST" } }),
    ).entries;
    expect(bursts).toHaveLength(1);
    expect(JSON.parse(bursts[0].details)).toMatchObject({ limiter: expect.stringContaining(`login:client:${phone}`), limit: 10 });
  });

  it("keeps entries for the retention the administrators set, purging the older ones only", async () => {
    refused(await w.post("rights", "/admin/logi/retention", { days: 30 }), logsRefusals.adminOnly);
    refused(
      await api(w.server, "POST", "/admin/logi/retention", { token: signedIn.tokens.reader, body: { days: 30 } }),
      logsRefusals.adminOnly,
    );
    refused(await w.post("admin", "/admin/logi/retention", { days: 5 }), logsRefusals.badRetention);
    expect(ok(await w.post("admin", "/admin/logi/retention", { days: 30 }))).toEqual({ days: 30 });
    const now = w.portal.clock.now();
    const old = new Date(now.getTime() - 31 * 86_400_000);
    await recordAudit(w.db, { actorId: null, action: "SETTING_CHANGE", entity: "SETTING", entityId: "OLD", at: old });
    await recordTechEvent(w.db, { kind: "RATE_LIMITED", details: {}, at: old });
    const before = await w.db.selectFrom("audit_log").select("id").execute();
    expect(await w.portal.services.logs.purge()).toBeGreaterThanOrEqual(2);
    const after = await w.db.selectFrom("audit_log").select(["entity_id", "at"]).execute();
    expect(after.some((e) => e.entity_id === "OLD")).toBe(false);
    expect(after.every((e) => e.at >= new Date(now.getTime() - 30 * 86_400_000).toISOString())).toBe(true);
    expect(before.length - after.length).toBeGreaterThanOrEqual(1);
    // The change of the retention is in the log itself.
    expect(ok(await list({ action: "SETTING_CHANGE", entityId: "LOG_RETENTION_DAYS" })).entries).toHaveLength(1);
  });
});

describe("the audit log is append-only", () => {
  it("has no call that writes it but the retention's, and no code that edits or deletes an entry but the purge", () => {
    const calls = apiRoutes.filter((r) => r.path.startsWith("/admin/logi") || r.path.startsWith("/admin/ts-logs"));
    expect(calls.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      "GET /admin/logi/list",
      "GET /admin/ts-logs/list",
      "POST /admin/logi/retention",
    ]);
    const writes: string[] = [];
    for (const file of walkFiles(path.resolve("app"))) {
      const found = fs
        .readFileSync(file, "utf8")
        .match(/(updateTable|deleteFrom)\(\s*["'](audit_log|tech_events)["']|\b(update|delete\s+from)\s+(audit_log|tech_events)\b/gi);
      if (found) writes.push(`${path.relative(path.resolve("app"), file)}: ${found.join(", ")}`);
    }
    expect(writes).toEqual([]);
    // The purge deletes by a variable table name: it is the platform's, and only the logs' retention calls it.
    const purgers = walkFiles(path.resolve("app")).filter((f) => fs.readFileSync(f, "utf8").includes("purgeAuditBefore("));
    expect(purgers.map((f) => path.relative(path.resolve("app"), f)).sort()).toEqual([
      "features/logs/server/logs.server.ts",
      "platform/audit.server.ts",
    ]);
  });

  it("writes CSV cells a spreadsheet never runs", () => {
    expect(["=1+1", "+7 900", "-5", "@SUM(A1)", "\tx", "ok"].map(csvCell)).toEqual(["'=1+1", "'+7 900", "'-5", "'@SUM(A1)", "'\tx", "ok"]);
    expect(csvLine(["a;b", 'say "hi"', null, 3])).toBe('"a;b";"say ""hi""";;3\r\n');
  });
});

/** The app's source files, tests and migrations left out. */
function walkFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" || entry.name === "tests" ? [] : walkFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
