// Development goals on SQLite and PostgreSQL through the /api: who reads a person's goals (she, her managers up
// the department tree, HR, administrators; no colleague), who sets, approves, records progress, comments and
// closes, the Russian refusals of bad input (nothing stored), the notifications each change sends and where they
// lead, the team and HR lists in keyset pages, and their statement count for 10 people as for 100.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_DEVELOPMENT_HR } from "../policy";
import type { Goal, PeoplePage } from "../server/model";
import { goalsFeature } from "../index.server";

/** Where a notification of the family leads its reader (the manifest's rule; links.test.ts runs it in the registry). */
const linkOf = (
  type: string,
  bound: { user?: { text: string; objectId: number }; goal?: { text: string; objectId: number } },
  me: number,
) => goalsFeature.notificationFamilies!.DEVELOPMENT_GOAL!.link(type.replace(/^DEVELOPMENT_GOAL_/, ""), bound, me);

const PASSWORD = "goals-test-1";
const YEAR = 2027;

describe.each(await dialects())("goals on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let w: Awaited<ReturnType<typeof signedInPeople<"boss" | "lead" | "owner" | "colleague" | "hr" | "admin">>>;
  let teamDepartment = 0;

  beforeAll(async () => {
    // The outbox's and the push deliveries' statements run in the background, whenever they are kicked.
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    w = await signedInPeople(
      portal,
      server,
      {
        boss: { name: "Борис", surname: "Директоров" },
        lead: { name: "Лидия", surname: "Руководова" },
        owner: { name: "Ольга", surname: "Целева" },
        colleague: { name: "Семён", surname: "Соседов" },
        hr: { name: "Галина", surname: "Кадрова", roles: [ROLE_DEVELOPMENT_HR] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      },
      PASSWORD,
    );
    // The company: the boss heads the branch, the lead its shop (under it), where the owner and the colleague
    // work; the colleague is no one's manager.
    const db = portal.db.kysely;
    const dept = async (name: string, parent: number | null, head: number) =>
      (
        await db
          .insertInto("departments")
          .values({ name, city: "Москва", parent_id: parent, head_user_id: head })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const branch = await dept("Филиал", null, w.people.boss.id);
    teamDepartment = await dept("Магазин", branch, w.people.lead.id);
    await db.updateTable("users").set({ department_id: branch }).where("id", "=", w.people.boss.id).execute();
    await db
      .updateTable("users")
      .set({ department_id: teamDepartment })
      .where("id", "in", [w.people.lead.id, w.people.owner.id, w.people.colleague.id])
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const goal = { period: `${YEAR}-1`, title: "Освоить кассу", description: "Работа на кассе без ошибок", dueOn: "30.06.2027" };
  const told = async (userId: number) => {
    await portal.outbox.deliver();
    const rows = await portal.db.kysely
      .selectFrom("notifications")
      .select(["type", "variables"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute();
    return rows.map((n) => {
      const variables = JSON.parse(n.variables) as { text: string; objectId: number }[];
      // Every type's text binds {user}, then {goal}.
      return { type: n.type, link: linkOf(n.type, { user: variables[0], goal: variables[1] }, userId) };
    });
  };

  it("keeps a person's goals to her, her managers up the tree and HR; refuses bad input storing nothing", async () => {
    unauthorized(await w.get(null, "/ltr/goals"));
    refused(await w.post("owner", "/ltr/goal/create", { ...goal, title: "  " }), t.titleRequired);
    refused(await w.post("owner", "/ltr/goal/create", { ...goal, title: "Ц".repeat(201) }), t.titleTooLong);
    refused(await w.post("owner", "/ltr/goal/create", { ...goal, period: "2027-3" }), t.periodInvalid);
    refused(await w.post("owner", "/ltr/goal/create", { ...goal, dueOn: "31.02.2027" }), t.dueInvalid);
    refused(await w.post("owner", "/ltr/goal/create", { ...goal, userId: 999999 }), r.personNotFound);
    refused(await w.get("owner", "/ltr/goals", { year: "двадцать" }), t.yearInvalid);
    expect((ok(await w.get("owner", "/ltr/goals", { year: YEAR })) as { goals: Goal[] }).goals).toEqual([]);

    const own = ok(await w.post("owner", "/ltr/goal/create", goal)) as Goal;
    expect(own).toMatchObject({
      title: "Освоить кассу",
      year: YEAR,
      half: 1,
      dueOn: "2027-06-30",
      progress: 0,
      status: "IN_PROGRESS",
      approvedBy: null,
    });
    const read = (who: "boss" | "lead" | "owner" | "colleague" | "hr" | "admin") =>
      w.get(who, "/ltr/goals", { userId: w.people.owner.id, year: YEAR });
    for (const who of ["owner", "lead", "boss", "hr", "admin"] as const) {
      expect((ok(await read(who)) as { goals: Goal[] }).goals.map((g) => g.id)).toEqual([own.id]);
    }
    refused(await read("colleague"), r.forbiddenRead);
    // The colleague and HR may not set her goals; a manager is no one's manager of herself.
    refused(await w.post("colleague", "/ltr/goal/create", { ...goal, userId: w.people.owner.id }), r.forbiddenManage);
    refused(await w.post("hr", "/ltr/goal/create", { ...goal, userId: w.people.owner.id }), r.forbiddenManage);
    refused(await w.post("colleague", "/ltr/goal/comment", { goalId: own.id, text: "Чужое" }), r.forbiddenRead);
    refused(await w.post("hr", "/ltr/goal/comment", { goalId: own.id, text: "HR" }), r.forbiddenComment);
    refused(await w.post("colleague", "/ltr/goal/progress", { goalId: own.id, progress: 50 }), r.forbiddenRead);
    refused(await w.post("lead", "/ltr/goal/progress", { goalId: own.id, progress: 50 }), r.forbiddenOwn);
    refused(await w.post("owner", "/ltr/goal/approve", { goalId: own.id }), r.forbiddenManage);
    refused(await w.post("colleague", "/ltr/goal/status", { goalId: own.id, status: "CANCELLED" }), r.forbiddenRead);
    refused(await w.post("owner", "/ltr/goal/progress", { goalId: own.id, progress: 101 }), t.progressInvalid);
    refused(await w.post("owner", "/ltr/goal/progress", { goalId: 999999, progress: 10 }), r.goalNotFound);
    const after = ok(await read("owner")) as { goals: Goal[] };
    expect(after.goals[0]).toMatchObject({ progress: 0, comments: [], updates: [], approvedBy: null, status: "IN_PROGRESS" });
  });

  it("lets a manager set and approve goals, the owner record progress, both talk and close, each told", async () => {
    const set = ok(
      await w.post("lead", "/ltr/goal/create", {
        ...goal,
        userId: w.people.owner.id,
        title: "Наставничество новичков",
        period: `${YEAR}-0`,
      }),
    ) as Goal;
    expect(set).toMatchObject({ userId: w.people.owner.id, half: 0, approvedBy: "Руководова Лидия" });
    const own = (ok(await w.get("owner", "/ltr/goals", { year: YEAR })) as { goals: Goal[] }).goals.find((g) => g.title === goal.title)!;
    ok(await w.post("boss", "/ltr/goal/approve", { goalId: own.id }));
    refused(await w.post("lead", "/ltr/goal/approve", { goalId: own.id }), r.alreadyApproved);

    ok(await w.post("owner", "/ltr/goal/progress", { goalId: own.id, progress: "60", note: "Две смены без ошибок" }));
    ok(await w.post("owner", "/ltr/goal/comment", { goalId: own.id, text: "Нужна ещё смена с наставником" }));
    ok(await w.post("lead", "/ltr/goal/comment", { goalId: own.id, text: "Поставлю вас с Ниной в четверг" }));
    ok(await w.post("owner", "/ltr/goal/status", { goalId: own.id, status: "COMPLETED" }));
    refused(await w.post("owner", "/ltr/goal/progress", { goalId: own.id, progress: 70 }), r.goalClosed);
    ok(await w.post("lead", "/ltr/goal/status", { goalId: set.id, status: "CANCELLED" }));

    const shown = (ok(await w.get("hr", "/ltr/goals", { userId: w.people.owner.id, year: YEAR })) as { goals: Goal[] }).goals;
    expect(shown.find((g) => g.id === own.id)).toMatchObject({
      progress: 100,
      status: "COMPLETED",
      approvedBy: "Директоров Борис",
      updates: [{ progress: 60, text: "Две смены без ошибок", author: "Целева Ольга" }],
      comments: [
        { text: "Нужна ещё смена с наставником", author: "Целева Ольга" },
        { text: "Поставлю вас с Ниной в четверг", author: "Руководова Лидия" },
      ],
    });
    const owner = w.people.owner.id;
    expect(await told(owner)).toEqual([
      { type: "DEVELOPMENT_GOAL_ASSIGNED", link: `/ltr#${set.id}` },
      { type: "DEVELOPMENT_GOAL_APPROVED", link: `/ltr#${own.id}` },
      { type: "DEVELOPMENT_GOAL_COMMENTED", link: `/ltr#${own.id}` },
      { type: "DEVELOPMENT_GOAL_CANCELLED", link: `/ltr/user/${owner}#${set.id}` },
    ]);
    // The owner's nearest manager is told of her comment and of the goal she completed.
    expect(await told(w.people.lead.id)).toEqual([
      { type: "DEVELOPMENT_GOAL_COMMENTED_FOR_MANAGER", link: `/ltr/user/${owner}#${own.id}` },
      { type: "DEVELOPMENT_GOAL_COMPLETED", link: `/ltr/user/${owner}#${own.id}` },
    ]);
  });

  it("lists a manager's team down the department tree and everyone's for HR, in the same statements for 10 and 100 people", async () => {
    const team = (who: "boss" | "lead" | "colleague", after?: number) =>
      w.get(who, "/ltr/team", { year: YEAR, ...(after ? { after } : {}) });
    const lead = ok(await team("lead")) as PeoplePage;
    expect(lead.people.map((p) => p.name)).toEqual(["Соседов Семён", "Целева Ольга"]);
    expect(lead.people[1]).toMatchObject({ count: 2, completed: 1, average: 100 });
    expect((ok(await team("boss")) as PeoplePage).people.map((p) => p.name)).toEqual(["Руководова Лидия", "Соседов Семён", "Целева Ольга"]);
    expect((ok(await team("colleague")) as PeoplePage).people).toEqual([]);
    refused(await w.get("colleague", "/ltr/all", { year: YEAR }), r.forbiddenRead);
    expect((ok(await w.get("hr", "/ltr/all", { year: YEAR })) as PeoplePage).people.map((p) => p.name)).toEqual(["Целева Ольга"]);

    const boss = actingAs(w.people.boss.id);
    const g = portal.services.goals;
    const count = async (after: number | null) => {
      await portal.outbox.deliver();
      queries = 0;
      counting = true;
      const page = await g.team(boss, YEAR, after);
      counting = false;
      return { queries, page };
    };
    const hire = async (n: number, from: number) => {
      for (let i = 0; i < n; i++) {
        await createPerson(portal, {
          name: "Новичок",
          surname: `Стажёров${String(from + i).padStart(3, "0")}`,
          departmentId: teamDepartment,
        });
      }
    };
    await hire(7, 0);
    const ten = await count(null);
    expect(ten.page.people).toHaveLength(10);
    await hire(90, 7);
    const hundred = await count(null);
    expect(hundred.page.people).toHaveLength(20);
    expect(hundred.queries).toBe(ten.queries);
    // Keyset pages: every person once, in name order.
    const seen: string[] = [];
    let after: number | null = null;
    do {
      const page: PeoplePage = await g.team(boss, YEAR, after);
      seen.push(...page.people.map((p) => p.name));
      after = page.next;
    } while (after !== null);
    expect(seen).toHaveLength(100);
    expect(new Set(seen).size).toBe(100);
  });
});
