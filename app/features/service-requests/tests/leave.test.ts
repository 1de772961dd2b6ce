// A leave's approver sees who of the team is away at the same time (issue #34 point 3, «Leave»), on SQLite and
// PostgreSQL: the team's approved leave (past its approval) whose dates overlap the request's, as notes on the
// request for its handlers (GET /user-claims/get, and the approver's page); never the owner's own view, a
// leave still waiting on approval, one of another department, or one at other dates.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { text } from "../../../../tests/helpers/form-browser";
import type { ServiceField } from "../fields";
import { managerRoute, openServices, type ServicesWorld, type Who } from "./fixture";

const LEAVE: ServiceField[] = [{ key: "dates", kind: "daterange", label: "Даты отпуска", required: true }];

describe.each(await dialects())("a leave's overlaps on %s", (dialect) => {
  let w: ServicesWorld;
  let key: string;
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true });
    ({ key } = await w.service({ key: "leave", name: "Отпуск", family: "VACATION", fields: LEAVE, route: managerRoute() }));
    // The loner joins sales for this file: a colleague of the employee whose leave waits on approval.
    const sales = await w.db.selectFrom("users").select("department_id").where("id", "=", w.people.employee.id).executeTakeFirstOrThrow();
    await w.db.updateTable("users").set({ department_id: sales.department_id }).where("id", "=", w.people.loner.id).execute();
  });
  afterAll(async () => {
    await w?.close();
  });

  const leave = (who: Who, from: string, to: string) => w.ask(who, key, { dates: { from, to } });
  const notesOf = async (who: Who, id: number) => (ok(await w.claimOf(who, id)) as { notes: string[] }).notes;

  it("shows the approver the team's approved leave at the same time, and nothing else", async () => {
    // The head's own leave, approved by the director: the sales team's approved leave, 1–14 March.
    const heads = await leave("head", "2027-03-01", "2027-03-14");
    ok(await w.move("director", heads, "APPROVED"));
    // Another department's approved leave at the same time, and a colleague's leave still waiting on the head.
    const juniors = await leave("junior", "2027-03-05", "2027-03-12");
    ok(await w.move("head", juniors, "APPROVED"));
    await leave("loner", "2027-03-10", "2027-03-11");
    // A sales leave at other dates.
    const later = await leave("head", "2027-05-01", "2027-05-10");
    ok(await w.move("director", later, "APPROVED"));

    const mine = await leave("employee", "2027-03-10", "2027-03-20");
    expect(await notesOf("head", mine)).toEqual(["В это время в отпуске Начальников Олег: 01.03.2027 — 14.03.2027"]);
    // The owner reads her request without them.
    expect(await notesOf("employee", mine)).toEqual([]);
    // The approver's page says it under «Обратите внимание».
    const page = text(await w.page.html(`/user/${w.people.head.id}/approvement-requests/${mine}`, "head"));
    expect(page).toContain("Обратите внимание");
    expect(page).toContain("В это время в отпуске Начальников Олег: 01.03.2027 — 14.03.2027");
  });

  it("says nothing when no one of the team is away then", async () => {
    const alone = await leave("employee", "2027-08-01", "2027-08-05");
    expect(await notesOf("head", alone)).toEqual([]);
  });
});
