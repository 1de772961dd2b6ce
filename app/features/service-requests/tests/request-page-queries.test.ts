// A service request's pages and the approver's list (the real build: run `npm run build` first) run the
// same SQL statements with 10 history entries as with 1,000, and with 10 open requests awaiting the
// approver as with 1,000 (issue #34 "Measured": constant queries), under a ceiling. SQLite and PostgreSQL.
// The request is asked through the service (a manager-approved one: it waits on the requester's head of
// department); comments come through POST /api/user-claims/comment, then as bulk rows; more requests are
// copies of it written in bulk, as the engine would have filed them.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import type { DialectName } from "~/platform/db/db.server";
import { DEMO_CATALOGUE } from "../seed.server";
import { addCategory, addServiceType } from "../server/catalogue.server";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { ok } from "../../../../tests/helpers/envelope";
import { count } from "../../../../tests/helpers/form-browser";

const PASSWORD = "service-pages-1";
/** 12 now: the session and the shell's 3, the claim with the reader's capacity, its current handlers and both people, the request's files, the claim and capacity again and the history. */
const PAGE_CEILING = 12;
/** 5 now: the session and the shell's 3, the awaiting block and the list below it. */
const LIST_CEILING = 6;
const COMMENT = /class="claim-history__comment"/g;
const CHUNK = 100;

type Who = "owner" | "approver";

async function openPages(dialect: DialectName, onQuery: (sql: string) => void) {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const portal: TestPortal = await createTestPortal(dialect, { realClock: true, onQuery });
  const server: TestServer = await startTestServer(portal, { build });
  const db = portal.db.kysely;
  const approver = await createPerson(portal, { password: PASSWORD, name: "Глеб", surname: "Начальников" });
  const { id: departmentId } = await db
    .insertInto("departments")
    .values({ parent_id: null, name: "Гараж", city: "Вологда", head_user_id: approver.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  const owner = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Заявкина", departmentId });
  await createPerson(portal, { name: "Семён", surname: "Хозяйственный", roles: ["ROLE_OFFICE_SERVICES"] });
  const at = new Date();
  for (const [sort, { name, services, managerRole }] of DEMO_CATALOGUE.entries()) {
    const categoryId = await addCategory(db, name, sort);
    for (const [i, type] of services.entries()) await addServiceType(db, { ...type, categoryId, sort: i, managerRole }, null, at);
  }
  const cookies: Record<Who, string> = {
    owner: await signInWithForm(server, owner.phone, PASSWORD),
    approver: await signInWithForm(server, approver.phone, PASSWORD),
  };
  const token = ok(await api(server, "POST", "/login", { body: { username: owner.phone, password: PASSWORD } })).accessToken as string;
  const { id: requestId } = await portal.services.serviceRequests.ask(actingAs(owner.id), "carFix", {
    car: "А123ВС 35",
    problem: "Стучит подвеска",
  });
  return { portal, server, db, ids: { owner: owner.id, approver: approver.id }, cookies, token, requestId };
}

describe.each(await dialects())("a service request's page statements on %s", (dialect) => {
  let p: Awaited<ReturnType<typeof openPages>>;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    p = await openPages(dialect, (sql) => void (counting && !isOutboxStatement(sql) && statements.push(sql)));
  });
  afterAll(async () => {
    await p?.server.close();
    await p?.portal.dispose();
  });

  /** The page's statements, read as `who` after the outbox is drained (its worker's are not the page's). */
  async function measure(url: string, who: Who) {
    await p.portal.outbox.deliver();
    statements = [];
    counting = true;
    const response = await fetch(`${p.server.url}${url}`, { redirect: "manual", headers: { Cookie: p.cookies[who] } });
    const html = await response.text();
    counting = false;
    expect(response.status, url).toBe(200);
    // Sorted: a loader's reads in parallel (Promise.all) reach PostgreSQL in either order.
    return { html, count: statements.length, statements: [...statements].sort() };
  }

  /** Comments on the request as bulk rows (the owner's), `n` of them. */
  async function bulkComments(n: number) {
    const date = new Date().toISOString();
    for (let i = 0; i < n; i += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, n - i) }, (_, j) => ({
        claim_id: p.requestId,
        user_id: p.ids.owner,
        date,
        type: "COMMENT" as const,
        status: null,
        comment: `Комментарий ${i + j}`,
      }));
      await p.db.insertInto("claim_history").values(rows).execute();
    }
  }

  /** `n` copies of the request, each with its claim, handlers, service_requests row and both histories. */
  async function copies(n: number) {
    const claim = await p.db.selectFrom("claims").selectAll().where("id", "=", p.requestId).executeTakeFirstOrThrow();
    const request = await p.db.selectFrom("service_requests").selectAll().where("claim_id", "=", p.requestId).executeTakeFirstOrThrow();
    const handlers = await p.db.selectFrom("claim_handlers").selectAll().where("claim_id", "=", p.requestId).execute();
    const { id: _id, ...values } = claim;
    for (let i = 0; i < n; i += CHUNK) {
      const size = Math.min(CHUNK, n - i);
      const ids = (
        await p.db
          .insertInto("claims")
          .values(Array.from({ length: size }, () => values))
          .returning("id")
          .execute()
      ).map((r) => r.id);
      await p.db
        .insertInto("service_requests")
        .values(ids.map((id) => ({ ...request, claim_id: id })))
        .execute();
      await p.db
        .insertInto("claim_handlers")
        .values(ids.flatMap((id) => handlers.map((h) => ({ ...h, claim_id: id }))))
        .execute();
      const entry = { user_id: claim.owner_id, date: claim.create_date, comment: null };
      await p.db
        .insertInto("claim_history")
        .values(ids.map((id) => ({ ...entry, claim_id: id, type: "CREATED" as const, status: claim.status })))
        .execute();
      await p.db
        .insertInto("claim_status_history")
        .values(ids.map((id) => ({ ...entry, claim_id: id, from_status: null, to_status: claim.status })))
        .execute();
    }
  }

  it("runs the same statements for the request's pages with 10 history entries and with 1,000", { timeout: 60_000 }, async () => {
    const owner = `/user/${p.ids.owner}/claims/${p.requestId}`;
    const approver = `/user/${p.ids.approver}/approvement-requests/${p.requestId}`;
    for (let i = 0; i < 9; i++) {
      ok(
        await api(p.server, "POST", "/user-claims/comment", { token: p.token, body: { claimId: p.requestId, comment: `Уточнение ${i}` } }),
      );
    }
    await measure(owner, "owner"); // a first visit warms what a process reads once
    await measure(approver, "approver");
    const ten = { owner: await measure(owner, "owner"), approver: await measure(approver, "approver") };
    expect(count(ten.owner.html, COMMENT)).toBe(9);
    expect(ten.approver.html).toContain('value="APPROVED"');
    await bulkComments(990);
    const thousand = { owner: await measure(owner, "owner"), approver: await measure(approver, "approver") };
    // The page shows the newest 100 (HISTORY_PAGE_SIZE), all comments now.
    expect(count(thousand.owner.html, COMMENT)).toBe(100);
    expect(thousand.owner.statements).toEqual(ten.owner.statements);
    expect(thousand.approver.statements).toEqual(ten.approver.statements);
    expect(ten.owner.count).toBeLessThanOrEqual(PAGE_CEILING);
    expect(ten.approver.count).toBeLessThanOrEqual(PAGE_CEILING);
  });

  it("runs the same statements for the approver's list with 10 open requests and with 1,000", { timeout: 60_000 }, async () => {
    const list = `/user/${p.ids.approver}/approvement-requests`;
    const link = new RegExp(`href="${list}/\\d+"`, "g");
    await copies(9);
    await measure(list, "approver");
    const ten = await measure(list, "approver");
    expect(count(ten.html, link)).toBe(2 * 10);
    await copies(990);
    const thousand = await measure(list, "approver");
    // Past 100 awaiting (a backlog), the block's 100 and the list's first 20.
    expect(count(thousand.html, link)).toBe(2 * 120);
    expect(thousand.count).toBe(ten.count);
    expect(ten.count).toBeLessThanOrEqual(LIST_CEILING);
  });
});
