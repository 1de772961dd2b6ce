// Approved leave puts VACATION on its owner for its dates, an approved trip BUSINESS_TRIP (issue #34 point 3), on
// SQLite and PostgreSQL: at once when approved for today, on its first day otherwise, taken off after its last
// day or when it is cancelled; a status the person set herself is neither overwritten nor cleared. The pass is
// run on chosen days (the timer runs the same function every quarter of an hour).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import type { ServiceField } from "../fields";
import { applyAbsences } from "../server/absences.server";
import { companyDay } from "../server/answers.server";
import { managerRoute, openServices, type ServicesWorld, type Who } from "./fixture";

const DATES: ServiceField[] = [{ key: "dates", kind: "daterange", label: "Даты", required: true }];
const DAY = 86_400_000;

describe.each(await dialects())("absences on %s", (dialect) => {
  let w: ServicesWorld;
  let today: string;
  const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
  beforeAll(async () => {
    w = await openServices(dialect);
    today = companyDay(w.portal.clock.now());
    await w.service({ key: "leave", name: "Отпуск", family: "VACATION", fields: DATES, route: managerRoute() });
    await w.service({ key: "trip", name: "Командировка", family: "TRIP", fields: DATES, route: managerRoute() });
  });
  afterAll(async () => {
    await w?.close();
  });

  const statusOf = async (who: Who) =>
    (await w.db.selectFrom("users").select("work_status").where("id", "=", w.people[who].id).executeTakeFirstOrThrow()).work_status;
  const setStatus = (who: Who, status: string | null) =>
    w.db.updateTable("users").set({ work_status: status }).where("id", "=", w.people[who].id).execute();
  const approvedAway = async (who: Who, service: string, from: string, to: string, approver: Who) => {
    const id = await w.ask(who, service, { dates: { from, to } });
    ok(await w.move(approver, id, "APPROVED"));
    return id;
  };
  const pass = (on: string) => applyAbsences(w.db, on, w.portal.clock.now());

  it("sets VACATION the moment a leave for today is approved, and takes it off after its last day", async () => {
    await setStatus("employee", null);
    const id = await w.ask("employee", "leave", { dates: { from: today, to: day(2) } });
    expect(await statusOf("employee")).toBeNull();
    ok(await w.move("head", id, "APPROVED"));
    expect(await statusOf("employee")).toBe("VACATION");
    await pass(day(2));
    expect(await statusOf("employee")).toBe("VACATION");
    await pass(day(3));
    expect(await statusOf("employee")).toBeNull();
  });

  it("sets BUSINESS_TRIP on a trip's first day, not before, and not twice", async () => {
    await setStatus("junior", null);
    await approvedAway("junior", "trip", day(5), day(6), "head");
    await pass(day(4));
    expect(await statusOf("junior")).toBeNull();
    expect(await pass(day(5))).toMatchObject({ set: 1 });
    expect(await statusOf("junior")).toBe("BUSINESS_TRIP");
    expect(await pass(day(5))).toEqual({ set: 0, cleared: 0 });
    await pass(day(7));
    expect(await statusOf("junior")).toBeNull();
  });

  it("takes the status off when the leave is cancelled", async () => {
    await setStatus("head", null);
    const id = await approvedAway("head", "leave", today, day(10), "director");
    expect(await statusOf("head")).toBe("VACATION");
    ok(await w.move("head", id, "CANCELLED"));
    expect(await statusOf("head")).toBeNull();
  });

  it("leaves a status the person set herself as it is, during the leave and after it", async () => {
    await setStatus("loner", "SICK_LEAVE");
    // The loner has no manager: the leave goes straight to HR, past its approval.
    await w.ask("loner", "leave", { dates: { from: day(20), to: day(21) } });
    await pass(day(20));
    expect(await statusOf("loner")).toBe("SICK_LEAVE");
    await pass(day(22));
    expect(await statusOf("loner")).toBe("SICK_LEAVE");
  });

  it("sets nothing for a leave still waiting on its approval", async () => {
    await setStatus("employee", null);
    await w.ask("employee", "leave", { dates: { from: day(30), to: day(31) } });
    await pass(day(30));
    expect(await statusOf("employee")).toBeNull();
  });
});
