// A request's route (ADR 0034) through the public calls, on SQLite and PostgreSQL: the requester's manager by
// the department chain approves, the role's holders handle; a route without approvals, a requester without a
// manager, a role nobody holds, a head asking for herself; a request returned for a fix and sent back lands
// on the stop that returned it. What each person reads: the claim's status, its handlers, her moves, and
// her notifications.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { managerRoute, openServices, ROLE_NOBODY, type ServicesWorld, type Who } from "./fixture";

interface Ability {
  status: { name: string };
  as: string;
}
interface Notice {
  type: string;
  variables: { objectId: number }[];
  notifyClaim: { claimStatus: { name: string } };
}

describe.each(await dialects())("a service request's route on %s", (dialect) => {
  let w: ServicesWorld;
  beforeAll(async () => {
    w = await openServices(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const view = async (who: Who, id: number) => {
    const claim = ok(await w.claimOf(who, id));
    return {
      status: claim.status.name as string,
      handlers: (claim.handlers as { id: number }[]).map((h) => h.id),
      abilities: (claim.abilities as Ability[]).map((a) => `${a.status.name}:${a.as}`),
    };
  };
  const ids = (...who: Who[]) => who.map((x) => w.people[x].id);
  /** Her notifications of this request, oldest first, as type:status. */
  const notices = async (who: Who, id: number) =>
    (ok(await w.get(who, "/notifications-v2/list", { pageSize: 100 })) as Notice[])
      .filter((n) => n.variables[0]?.objectId === id)
      .map((n) => `${n.type}:${n.notifyClaim.claimStatus.name}`)
      .reverse();
  const awaiting = async (who: Who, id: number) =>
    (ok(await w.get(who, "/user-claims-v2/list-for-approver", { pageSize: 100, awaiting: true })) as { id: number }[]).some(
      (c) => c.id === id,
    );

  it("waits on the manager, lands on the handlers once approved, and tells the owner it is done", async () => {
    const { key } = await w.service({ family: "VACATION", route: managerRoute() });
    const id = await w.ask("employee", key);
    expect(await view("employee", id)).toEqual({ status: "ON_APPROVAL", handlers: ids("head"), abilities: ["CANCELLED:owner"] });
    expect((await view("head", id)).abilities).toEqual(["APPROVED:handler", "ON_FIX:handler", "REJECTED:handler"]);
    expect(await awaiting("head", id)).toBe(true);
    refused(await w.claimOf("hr1", id), "Заявка не найдена");
    expect(await notices("head", id)).toEqual(["VACATION_NEW_FOR_APPROVER:ON_APPROVAL"]);

    const approved = ok(await w.move("head", id, "APPROVED"));
    expect(approved).toEqual({ id, status: { name: "NEW", description: "Ждёт исполнителя" }, version: 2 });
    expect((await view("employee", id)).handlers).toEqual(ids("hr1", "hr2"));
    // The manager still reads it, with no moves left and nothing awaiting her.
    expect(await view("head", id)).toEqual({ status: "NEW", handlers: ids("hr1", "hr2"), abilities: [] });
    expect(await awaiting("head", id)).toBe(false);
    refused(
      await w.move("head", id, "REJECTED", "Передумал"),
      "Нельзя перевести заявку из статуса «Ждёт исполнителя» в статус «Отклонена»",
    );
    expect((await view("hr1", id)).abilities).toEqual(["IN_WORK:handler", "ON_FIX:handler", "COMPLETED:handler", "REJECTED:handler"]);
    expect(await notices("hr1", id)).toEqual(["VACATION_NEW_FOR_APPROVER:NEW"]);

    ok(await w.move("hr2", id, "IN_WORK"));
    expect(ok(await w.move("hr1", id, "COMPLETED")).status).toEqual({ name: "COMPLETED", description: "Выполнена" });
    expect(await notices("employee", id)).toEqual([
      "VACATION_APPROVED_FOR_OWNER:NEW",
      "VACATION_IN_WORK_FOR_OWNER:IN_WORK",
      "VACATION_COMPLETED:COMPLETED",
    ]);
    // The manager heard of nothing after her decision.
    expect(await notices("head", id)).toEqual(["VACATION_NEW_FOR_APPROVER:ON_APPROVAL"]);
    expect(await view("head", id)).toEqual({ status: "COMPLETED", handlers: ids("hr1", "hr2"), abilities: [] });
  });

  it("tells the statement's other handlers it is done, led to the service's list", async () => {
    const { key } = await w.service({ family: "STATEMENT" });
    const id = await w.ask("employee", key);
    ok(await w.move("hr1", id, "COMPLETED"));
    expect(await notices("hr2", id)).toEqual(["STATEMENT_NEW_FOR_APPROVER:NEW", "STATEMENT_COMPLETED_FOR_ADMIN:COMPLETED"]);
    expect(await notices("hr1", id)).toEqual(["STATEMENT_NEW_FOR_APPROVER:NEW"]);
    expect(await notices("employee", id)).toEqual(["STATEMENT_COMPLETED:COMPLETED"]);
    const done = (ok(await w.get("hr2", "/notifications-v2/list", { pageSize: 100 })) as (Notice & { link: string | null })[]).find(
      (n) => n.type === "STATEMENT_COMPLETED_FOR_ADMIN" && n.variables[0]?.objectId === id,
    );
    expect(done?.link).toBe(`/services/statements/list#${id}`);
  });

  it("files a request of a route without approvals straight to its handlers", async () => {
    const { key } = await w.service({ family: "COURIER" });
    const id = await w.ask("employee", key);
    expect(await view("employee", id)).toEqual({ status: "NEW", handlers: ids("hr1", "hr2"), abilities: ["CANCELLED:owner"] });
    expect(await notices("hr2", id)).toEqual(["COURIER_NEW_FOR_APPROVER:NEW"]);
    expect(await notices("head", id)).toEqual([]);
  });

  it("finds the manager up the department chain: a headless group's member goes to the department's head", async () => {
    const { key } = await w.service({ route: managerRoute() });
    const id = await w.ask("junior", key);
    expect(await view("junior", id)).toMatchObject({ status: "ON_APPROVAL", handlers: ids("head") });
  });

  it("passes over the manager's stop when no one heads the requester's chain", async () => {
    const { key } = await w.service({ route: managerRoute() });
    const loner = await w.ask("loner", key);
    expect(await view("loner", loner)).toMatchObject({ status: "NEW", handlers: ids("hr1", "hr2") });
    // The administrator has no department at all.
    const admin = await w.ask("admin", key);
    expect(await view("admin", admin)).toMatchObject({ status: "NEW", handlers: ids("hr1", "hr2") });
  });

  it("gives the portal's administrators a request whose handlers' role nobody holds", async () => {
    const { key } = await w.service({ route: { approvals: [], handlers: { who: [{ kind: "role", role: ROLE_NOBODY }] } } });
    const id = await w.ask("employee", key);
    expect(await view("employee", id)).toMatchObject({ status: "NEW", handlers: ids("admin") });
    expect((await view("admin", id)).abilities).toContain("COMPLETED:handler");
    // After an approval too.
    const approved = await w.service({ route: managerRoute(ROLE_NOBODY) });
    const second = await w.ask("employee", approved.key);
    ok(await w.move("head", second, "APPROVED"));
    expect(await view("employee", second)).toMatchObject({ status: "NEW", handlers: ids("admin") });
  });

  it("sends a department head's own request to the head above her", async () => {
    const { key } = await w.service({ route: managerRoute() });
    const id = await w.ask("head", key);
    expect(await view("head", id)).toEqual({ status: "ON_APPROVAL", handlers: ids("director"), abilities: ["CANCELLED:owner"] });
    ok(await w.move("director", id, "APPROVED"));
    expect(await view("head", id)).toMatchObject({ status: "NEW", handlers: ids("hr1", "hr2") });
  });

  it("returns a request for a fix with a comment; sent again, it lands back on the approver, who is told", async () => {
    const { key } = await w.service({ family: "BUSINESS_CARD", route: managerRoute() });
    const id = await w.ask("employee", key);
    refused(await w.move("head", id, "ON_FIX"), "Укажите комментарий");
    expect(ok(await w.move("head", id, "ON_FIX", "Уточните тираж")).status).toEqual({ name: "ON_FIX", description: "На доработке" });
    expect(await view("employee", id)).toEqual({
      status: "ON_FIX",
      handlers: ids("head"),
      abilities: ["ON_APPROVAL:owner", "CANCELLED:owner"],
    });
    expect(await notices("employee", id)).toEqual(["BUSINESS_CARD_ON_FIX_FOR_OWNER:ON_FIX"]);
    const history = ok(await w.get("employee", "/user-claims/status/list-history", { claimId: id })) as { comment: string | null }[];
    expect(history[0]?.comment).toBe("Уточните тираж");

    expect(ok(await w.move("employee", id, "ON_APPROVAL")).status).toEqual({ name: "ON_APPROVAL", description: "На согласовании" });
    expect(await view("head", id)).toEqual({
      status: "ON_APPROVAL",
      handlers: ids("head"),
      abilities: ["APPROVED:handler", "ON_FIX:handler", "REJECTED:handler"],
    });
    expect(await notices("head", id)).toEqual([
      "BUSINESS_CARD_NEW_FOR_APPROVER:ON_APPROVAL",
      "BUSINESS_CARD_ON_FIX_FOR_APPROVER:ON_APPROVAL",
    ]);
    ok(await w.move("head", id, "APPROVED"));
    expect(await view("employee", id)).toMatchObject({ status: "NEW", handlers: ids("hr1", "hr2") });
  });

  it("sends a request returned at its second step back to that step, not the first", async () => {
    const { key } = await w.service({
      family: "TRIP",
      route: {
        approvals: [{ who: [{ kind: "manager" }] }, { who: [{ kind: "person", userId: w.people.director.id }] }],
        handlers: { who: [{ kind: "role", role: "ROLE_HR_SERVICES" }] },
      },
    });
    const id = await w.ask("employee", key);
    expect(ok(await w.move("head", id, "APPROVED")).status.name).toBe("ON_APPROVAL");
    expect((await view("employee", id)).handlers).toEqual(ids("director"));
    ok(await w.move("director", id, "ON_FIX", "Добавьте цель поездки"));
    ok(await w.move("employee", id, "ON_APPROVAL"));
    expect(await view("employee", id)).toMatchObject({ status: "ON_APPROVAL", handlers: ids("director") });
    expect(await notices("director", id)).toEqual(["TRIP_NEW_FOR_APPROVER:ON_APPROVAL", "TRIP_ON_FIX_FOR_APPROVER:ON_APPROVAL"]);
    expect(await notices("head", id)).toEqual(["TRIP_NEW_FOR_APPROVER:ON_APPROVAL"]);
    ok(await w.move("director", id, "APPROVED"));
    expect(await view("employee", id)).toMatchObject({ status: "NEW", handlers: ids("hr1", "hr2") });
  });

  it("sends a request its handler returned back to the handlers, not through the approvals again", async () => {
    const { key } = await w.service({ family: "STATEMENT", route: managerRoute() });
    const id = await w.ask("employee", key);
    ok(await w.move("head", id, "APPROVED"));
    ok(await w.move("hr1", id, "IN_WORK"));
    ok(await w.move("hr1", id, "ON_FIX", "Не указан период"));
    expect(ok(await w.move("employee", id, "ON_APPROVAL")).status).toEqual({ name: "NEW", description: "Ждёт исполнителя" });
    expect(await view("employee", id)).toMatchObject({ status: "NEW", handlers: ids("hr1", "hr2") });
    expect(await notices("hr2", id)).toEqual(["STATEMENT_NEW_FOR_APPROVER:NEW", "STATEMENT_ON_FIX_FOR_APPROVER:NEW"]);
    expect(await notices("head", id)).toEqual(["STATEMENT_NEW_FOR_APPROVER:ON_APPROVAL"]);
  });

  it("lets the owner cancel an open request, and rejection needs a comment", async () => {
    const { key } = await w.service({ family: "PASS", route: managerRoute() });
    const cancelled = await w.ask("employee", key);
    expect(ok(await w.move("employee", cancelled, "CANCELLED")).status).toEqual({ name: "CANCELLED", description: "Отменена" });
    expect((await view("head", cancelled)).abilities).toEqual([]);
    const rejected = await w.ask("employee", key);
    refused(await w.move("head", rejected, "REJECTED"), "Укажите комментарий");
    ok(await w.move("head", rejected, "REJECTED", "Гость не согласован"));
    expect(await notices("employee", rejected)).toEqual(["PASS_REJECTED_FOR_OWNER:REJECTED"]);
  });
});
