// A routed claim type (ClaimType.route: a service's request approved step by step) through the public
// calls, on SQLite and PostgreSQL: the first approver's approval lands on «На согласовании» with the
// second approver, the second's on «Новая» with two executors. A past step's approver still reads the
// claim but has no moves and hears no more; the histories and the event name the routed statuses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import type { ClaimType } from "../index.server";

const TYPE = "TEST_ROUTED";
const PASSWORD = "routed-pass-1";
const cannot = (from: string, to: string) => `Нельзя перевести заявку из статуса «${from}» в статус «${to}»`;
const already = (status: string) => `Заявка уже в статусе «${status}»`;

type Who = "owner" | "other" | "first" | "second" | "executor1" | "executor2";
interface Ability {
  status: { name: string };
  as: string;
}
interface Notice {
  type: string;
  variables: { objectId: number }[];
  notifyClaim: { claimStatus: { name: string } };
}

/** Approved by `first`, then by `second`, then carried out by `executors()` (both executors unless a test says). */
function routedType(ids: Record<Who, number>, executors: () => number[]): ClaimType {
  return {
    name: TYPE,
    description: "Тестовая заявка с маршрутом",
    statuses: [
      { name: "ON_APPROVAL", description: "На согласовании" },
      { name: "APPROVED", description: "Согласована" },
      { name: "NEW", description: "Новая" },
      { name: "IN_WORK", description: "В работе" },
      { name: "COMPLETED", description: "Выполнена", final: true },
      { name: "REJECTED", description: "Отклонена", final: true },
      { name: "CANCELLED", description: "Отменена", final: true },
    ],
    handler: [
      { from: ["ON_APPROVAL"], to: "APPROVED", commentRequired: false },
      { from: ["ON_APPROVAL"], to: "REJECTED", commentRequired: true },
      { from: ["NEW"], to: "IN_WORK", commentRequired: false },
      { from: ["IN_WORK"], to: "COMPLETED", commentRequired: false },
    ],
    owner: [{ from: ["ON_APPROVAL", "NEW", "IN_WORK"], to: "CANCELLED", commentRequired: false }],
    canCreate: () => true,
    handlers: async () => [ids.first],
    notices: [
      { on: { created: true }, recipients: "handlers", type: "CLAIM_NEW_FOR_APPROVER" },
      { on: { to: "ON_APPROVAL" }, recipients: "handlers", type: "CLAIM_NEW_FOR_APPROVER" },
      { on: { to: "NEW" }, recipients: "handlers", type: "CLAIM_NEW_FOR_APPROVER" },
    ],
    async route(trx, claim, move) {
      if (move.to !== "APPROVED") return undefined;
      // The step is told by the approvals the claim has passed so far (ON_APPROVAL → ON_APPROVAL).
      const passed = await trx
        .selectFrom("claim_status_history")
        .select("id")
        .where("claim_id", "=", claim.id)
        .where("from_status", "=", "ON_APPROVAL")
        .where("to_status", "=", "ON_APPROVAL")
        .execute();
      return passed.length === 0 ? { status: "ON_APPROVAL", handlers: [ids.second] } : { status: "NEW", handlers: executors() };
    },
  };
}

describe.each(await dialects())("Routed claim moves on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const ids = {} as Record<Who, number>;
  const tokens = {} as Record<Who, string>;
  let executors: Who[] = ["executor1", "executor2"];

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    for (const who of ["owner", "other", "first", "second", "executor1", "executor2"] as const) {
      const person = await createPerson(portal, { password: PASSWORD });
      ids[who] = person.id;
      tokens[who] = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken;
    }
    portal.services.claims.registerType(routedType(ids, () => executors.map((who) => ids[who])));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = (who: Who, path: string, query: Record<string, string | number>) =>
    api(server, "GET", path, { token: tokens[who], query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const post = (who: Who, path: string, body: unknown) => api(server, "POST", path, { token: tokens[who], body });
  const file = async () =>
    (
      ok(await post("owner", "/user-claims/create", { type: TYPE, subject: "Командировка в Казань", text: "С 1 по 3 марта" })) as {
        id: number;
      }
    ).id;
  const move = (who: Who, claimId: number, status: string, extra: { comment?: string; version?: number } = {}) =>
    post(who, "/user-claims/change-status", { claimId, status, ...extra });
  const claimOf = (who: Who, id: number) => get(who, "/user-claims/get", { id });
  const abilities = async (who: Who, id: number) =>
    (ok(await claimOf(who, id)).abilities as Ability[]).map((a) => `${a.status.name}:${a.as}`);
  const handlers = async (id: number) => (ok(await claimOf("owner", id)).handlers as { id: number }[]).map((h) => h.id);
  const approverList = async (who: Who, id: number, awaiting: boolean) =>
    (
      ok(await get(who, "/user-claims-v2/list-for-approver", { pageSize: 100, awaiting: String(awaiting) })) as {
        id: number;
        awaiting: boolean;
      }[]
    ).filter((c) => c.id === id);
  const noticesOf = async (who: Who, id: number) =>
    (ok(await get(who, "/notifications-v2/list", { pageSize: 100 })) as Notice[])
      .filter((n) => n.type.startsWith("CLAIM_") && n.variables[0]?.objectId === id)
      .map((n) => `${n.type}:${n.notifyClaim.claimStatus.name}`);

  it("lands the first approval on «На согласовании», waiting on the second approver alone", async () => {
    const id = await file();
    const moved = ok(await move("first", id, "APPROVED", { version: 1 }));
    expect(moved).toEqual({ id, status: { name: "ON_APPROVAL", description: "На согласовании" }, version: 2 });
    expect(await handlers(id)).toEqual([ids.second]);
    expect(await abilities("second", id)).toEqual(["APPROVED:handler", "REJECTED:handler"]);
    expect(await approverList("second", id, true)).toEqual([expect.objectContaining({ id, awaiting: true })]);
  });

  it("lets the first approver still read and comment on the claim, with no moves and nothing awaiting her", async () => {
    const id = await file();
    ok(await move("first", id, "APPROVED"));
    const claim = ok(await claimOf("first", id));
    expect(claim).toMatchObject({ id, status: { name: "ON_APPROVAL" }, abilities: [] });
    refused(await move("first", id, "APPROVED"), cannot("На согласовании", "Согласована"));
    refused(await move("first", id, "REJECTED", { comment: "Передумала" }), cannot("На согласовании", "Отклонена"));
    expect(ok(await post("first", "/user-claims/comment", { claimId: id, comment: "Согласовала" }))).toBeNull();
    expect(await approverList("first", id, false)).toEqual([expect.objectContaining({ id, awaiting: false })]);
    expect(await approverList("first", id, true)).toEqual([]);
    expect(await handlers(id)).toEqual([ids.second]);
  });

  it("lands the second approval on «Новая» with both executors, who alone hear of it", async () => {
    const id = await file();
    ok(await move("first", id, "APPROVED"));
    const moved = ok(await move("second", id, "APPROVED", { version: 2 }));
    expect(moved).toEqual({ id, status: { name: "NEW", description: "Новая" }, version: 3 });
    expect(await handlers(id)).toEqual([ids.executor1, ids.executor2]);
    expect(await abilities("executor1", id)).toEqual(["IN_WORK:handler"]);
    expect(await abilities("second", id)).toEqual([]);
    expect(await approverList("second", id, true)).toEqual([]);
    // Filed: the first approver heard; approved once: the second; approved twice: the executors only.
    expect(await noticesOf("first", id)).toEqual(["CLAIM_NEW_FOR_APPROVER:ON_APPROVAL"]);
    expect(await noticesOf("second", id)).toEqual(["CLAIM_NEW_FOR_APPROVER:ON_APPROVAL"]);
    expect(await noticesOf("executor1", id)).toEqual(["CLAIM_NEW_FOR_APPROVER:NEW"]);
    expect(await noticesOf("executor2", id)).toEqual(["CLAIM_NEW_FOR_APPROVER:NEW"]);
    ok(await move("executor2", id, "IN_WORK"));
    ok(await move("executor1", id, "COMPLETED"));
    expect(ok(await claimOf("first", id)).status.name).toBe("COMPLETED");
  });

  it("makes a past approver a current handler again when a later step hands the claim back to her", async () => {
    executors = ["executor1", "first"];
    try {
      const id = await file();
      ok(await move("first", id, "APPROVED"));
      expect(await abilities("first", id)).toEqual([]);
      ok(await move("second", id, "APPROVED"));
      expect(await handlers(id)).toEqual([ids.first, ids.executor1]);
      expect(await abilities("first", id)).toEqual(["IN_WORK:handler"]);
      expect(await noticesOf("first", id)).toEqual(["CLAIM_NEW_FOR_APPROVER:NEW", "CLAIM_NEW_FOR_APPROVER:ON_APPROVAL"]);
      ok(await move("first", id, "IN_WORK"));
    } finally {
      executors = ["executor1", "executor2"];
    }
  });

  it("records the routed statuses in both histories and the event", async () => {
    const id = await file();
    ok(await move("first", id, "APPROVED"));
    ok(await move("second", id, "APPROVED", { comment: "Согласовано" }));
    const statuses = ok(await get("first", "/user-claims/status/list-history", { claimId: id })) as {
      from: { name: string } | null;
      to: { name: string };
      user: { id: number };
      comment: string | null;
    }[];
    expect(statuses.map((e) => [e.from?.name ?? null, e.to.name, e.user.id, e.comment])).toEqual([
      ["ON_APPROVAL", "NEW", ids.second, "Согласовано"],
      ["ON_APPROVAL", "ON_APPROVAL", ids.first, null],
      [null, "ON_APPROVAL", ids.owner, null],
    ]);
    const history = ok(await get("executor1", "/user-claims-v2/list-history", { claimId: id })) as { typeDescription: string }[];
    expect(history.map((e) => e.typeDescription)).toEqual([
      "Статус изменён на «Новая»",
      "Статус изменён на «На согласовании»",
      "Заявка создана",
    ]);
    const events = await portal.db.kysely
      .selectFrom("events")
      .select("payload")
      .where("type", "=", "claims.statusChanged")
      .orderBy("id")
      .execute();
    expect(events.map((e) => JSON.parse(e.payload)).filter((p) => p.claimId === id)).toEqual([
      { claimId: id, claimType: TYPE, from: "ON_APPROVAL", to: "ON_APPROVAL", actorId: ids.first, comment: null },
      { claimId: id, claimType: TYPE, from: "ON_APPROVAL", to: "NEW", actorId: ids.second, comment: "Согласовано" },
    ]);
  });

  it("lands a move the route leaves alone where asked, and refuses the unrelated and stale forms as before", async () => {
    const id = await file();
    refused(await claimOf("other", id), "Заявка не найдена");
    refused(await move("other", id, "APPROVED"), "Заявка не найдена");
    ok(await move("first", id, "APPROVED", { version: 1 }));
    // The form the second approver opened before the first approved: the claim is on the next step now.
    refused(await move("second", id, "REJECTED", { version: 1, comment: "Не по бюджету" }), already("На согласовании"));
    refused(await move("second", id, "REJECTED"), "Укажите комментарий");
    ok(await move("second", id, "REJECTED", { version: 2, comment: "Не по бюджету" }));
    expect(ok(await claimOf("second", id))).toMatchObject({ status: { name: "REJECTED" }, version: 3, abilities: [] });
    expect(await handlers(id)).toEqual([ids.second]);
    refused(await claimOf("other", id), "Заявка не найдена");
  });
});
