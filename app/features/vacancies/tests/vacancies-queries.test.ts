// What the vacancies' reads cost (issue #15 "Scale and speed") on SQLite and PostgreSQL:
// - /vacancies/list and /vacancies/get run the same number of SQL statements for 1 card as for 10, and
//   for a vacancy without the reader's replies as with them (a counting kysely log observer);
// - over 6,000 vacancies and 3,000 replies written here, the SQL the service runs (taken from the query
//   log, EXPLAINed with the parameters it was sent) reads index ranges: page N of a city's list from the
//   covering index vacancies_list (with and without sector and level), «Мои вакансии» by the author and
//   contact indexes, and the replies' keyset by vacancy_replies_list; never a full scan of vacancies or
//   vacancy_replies.
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import type { VacancyQuery } from "../model";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { openVacancies, type VacanciesWorld } from "./fixture";

const SECTORS = ["RETAIL", "WHOLESALE", "OTHER"] as const;
const LEVELS = ["CHIEF", "SPECIALIST", "EXECUTOR"] as const;

describe.each(await dialects())("the vacancies' statements and plans on %s", (dialect) => {
  let w: VacanciesWorld;
  let log: { sql: string; parameters: readonly unknown[] }[] = [];
  let counting = false;
  let editor: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    w = await openVacancies(dialect, {
      onQuery: (sql, _ms, parameters) => counting && !isOutboxStatement(sql) && log.push({ sql, parameters }),
    });
    editor = actingAs(w.people.editor.id, ["ROLE_EDIT_VACANCY_CLAIM"]);
    admin = actingAs(w.people.admin.id, ["ROLE_ADMINISTRATOR"]);
  });
  afterAll(async () => {
    await w?.close();
  });

  async function run<T>(call: () => Promise<T>): Promise<{ statements: string[]; result: T }> {
    await w.portal.outbox.deliver();
    log = [];
    counting = true;
    try {
      const result = await call();
      return { statements: log.map((q) => q.sql), result };
    } finally {
      counting = false;
    }
  }

  const query = (over: Partial<VacancyQuery> = {}): VacancyQuery => ({
    cityId: 3,
    sector: null,
    level: null,
    state: "PUBLIC",
    pageNumber: 0,
    pageSize: 10,
    onlyMy: false,
    ...over,
  });

  it("lists 1 card and 10 with the same statements, and reads a vacancy with or without the reader's replies alike", async () => {
    const { vacancies } = w.portal.services;
    const reader = actingAs(w.people.employee.id);
    await w.vacancy({ cityId: 3 });
    const one = await run(() => vacancies.list(reader, query()));
    expect(one.result.content).toHaveLength(1);
    const oneCall = await run(async () => ok(await w.get("employee", "/vacancies/list", { cityId: 3 })));
    for (let i = 0; i < 9; i++) await w.vacancy({ cityId: 3, position: `Кассир ${i}`, hot: i === 4 });
    const ten = await run(() => vacancies.list(reader, query()));
    expect(ten.result.content).toHaveLength(10);
    expect(ten.statements).toHaveLength(one.statements.length);
    const mine = await run(() => vacancies.list(editor, query({ onlyMy: true })));
    expect(mine.result.content).toHaveLength(10);
    expect(mine.statements).toHaveLength(one.statements.length);
    // Over /api too (with the token's check and the call's city check).
    const call = await run(async () => ok(await w.get("employee", "/vacancies/list", { cityId: 3 })));
    expect(call.result.content).toHaveLength(10);
    expect(call.statements).toHaveLength(oneCall.statements.length);

    // A first view of a vacancy the reader never answered, and of one she answered twice (a reply and a
    // recommendation, written as the replies do): the same statements.
    const [plain, answered] = ten.result.content;
    const bare = await run(() => vacancies.get(reader, plain!.id, { countView: true }));
    await writeReplies([
      [answered!.id, w.people.employee.id],
      [answered!.id, w.people.employee.id],
    ]);
    const withReplies = await run(() => vacancies.get(reader, answered!.id, { countView: true }));
    expect(withReplies.result.myReply).toMatchObject({ mode: "SELF", status: "NEW", statusName: "Новая" });
    expect(withReplies.result.myRecommendation).toMatchObject({ mode: "RECOMMEND", status: "NEW" });
    expect(withReplies.statements).toHaveLength(bare.statements.length);
    console.info(
      `[vacancies ${dialect}] statements: list ${one.statements.length} (1 and 10 cards), /api list ${call.statements.length}, get with a first view ${bare.statements.length}`,
    );
  });

  /** Replies, each with its claim: [vacancy, sender] pairs, alternating SELF and RECOMMEND. */
  async function writeReplies(pairs: [vacancyId: number, userId: number][], at = "2026-11-21T09:00:00.000Z") {
    const db = w.db;
    for (let start = 0; start < pairs.length; start += 500) {
      const chunk = pairs.slice(start, start + 500);
      const claims = await db
        .insertInto("claims")
        .values(
          chunk.map(([vacancyId, userId]) => ({
            type: "VACANCY_REPLY",
            status: "NEW",
            subject: "Отклик",
            text: "",
            owner_id: userId,
            create_date: at,
            update_date: at,
            object_id: vacancyId,
          })),
        )
        .returning("id")
        .execute();
      await db
        .insertInto("vacancy_replies")
        .values(
          claims.map((c, i) => ({
            vacancy_id: chunk[i]![0],
            claim_id: c.id,
            user_id: chunk[i]![1],
            mode: (start + i) % 2 === 0 ? ("SELF" as const) : ("RECOMMEND" as const),
            full_name: "Кандидат Кандидатов",
            telephone: "+79001234567",
            email: "candidate@example.com",
            created_at: at,
          })),
        )
        .execute();
    }
  }

  /** `n` people, written directly (the replies' senders). */
  async function writePeople(n: number): Promise<number[]> {
    const at = "2026-01-01T00:00:00.000Z";
    const rows = await w.db
      .insertInto("users")
      .values(
        Array.from({ length: n }, (_, i) => ({
          phone: `97${String(i).padStart(8, "0")}`,
          name: "Имя",
          surname: `Фамилия${i}`,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning("id")
      .execute();
    return rows.map((r) => r.id);
  }

  /** 6,000 vacancies: a third in Вологда, one in seven PUBLIC, one in 13 hot; the administrator's own rarely. */
  async function writeVacancies() {
    const db = w.db;
    for (let start = 0; start < 6000; start += 400) {
      await db
        .insertInto("vacancies")
        .values(
          Array.from({ length: 400 }, (_, k) => {
            const i = start + k;
            const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
            return {
              position: `Вакансия ${i}`,
              department_id: w.department,
              city_id: i % 3 === 0 ? 1 : 2 + (i % 8),
              contact_id: i % 97 === 0 ? w.people.admin.id : w.people.contact.id,
              author_id: i % 89 === 0 ? w.people.admin.id : w.people.editor.id,
              wage: null,
              wage2: null,
              responsibility: "Обязанности",
              requirements: "Требования",
              state: i % 7 === 0 ? ("PUBLIC" as const) : ("ARCHIVE" as const),
              sector: SECTORS[i % 3]!,
              level: LEVELS[Math.floor(i / 3) % 3]!,
              hot: i % 13 === 0 ? 1 : 0,
              publish_date: at,
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .execute();
    }
  }

  /** The plan of the last statement the call ran that reads `table`, EXPLAINed with its parameters. */
  async function planOf(call: () => Promise<unknown>, table: string, which: (sql: string) => boolean = () => true): Promise<string> {
    log = [];
    counting = true;
    try {
      await call();
    } finally {
      counting = false;
    }
    const found = [...log].reverse().find((q) => q.sql.includes(`from "${table}"`) && which(q.sql));
    if (!found) throw new Error(`no statement of ${table} in ${log.map((q) => q.sql).join("\n")}`);
    return explain(found.sql, found.parameters);
  }
  async function explain(text: string, parameters: readonly unknown[]): Promise<string> {
    const sql = dialect === "postgres" ? `explain ${text}` : `explain query plan ${text}`;
    const { rows } = await w.db.executeQuery(CompiledQuery.raw(sql, [...parameters]));
    return rows.map((r) => Object.values(r as object).join(" ")).join("\n");
  }
  const paged = (sql: string) => / offset /.test(sql);
  const noFullScan = /Seq Scan on (vacancies|vacancy_replies)|SCAN (v|l|vacancies|vacancy_replies)\b(?! USING)/;

  describe("over 6,000 vacancies", () => {
    const plans: Record<string, string> = {};
    let busy: number;
    let usual: number;
    beforeAll(async () => {
      await writeVacancies();
      const ids = (await w.db.selectFrom("vacancies").select("id").where("city_id", "=", 1).orderBy("id").limit(361).execute()).map(
        (r) => r.id,
      );
      [busy, usual] = [ids[0]!, ids[1]!];
      // 400 replies to one vacancy and 10 to each of 360 others, from 200 people; the employee's two.
      const people = await writePeople(200);
      const pairs: [number, number][] = Array.from({ length: 400 }, (_, i) => [busy, people[i % 200]!]);
      for (let i = 0; i < 3600; i++) pairs.push([ids[1 + (i % 360)]!, people[(i * 7) % 200]!]);
      pairs.push([busy, w.people.employee.id], [busy, w.people.employee.id]);
      await writeReplies(pairs);
      // What autovacuum does for a live database: statistics, and the visibility map index-only scans use.
      await w.db.executeQuery(CompiledQuery.raw(dialect === "postgres" ? "vacuum analyze" : "analyze"));
    }, 120_000);
    afterAll(() => {
      for (const [name, plan] of Object.entries(plans)) console.info(`[vacancies ${dialect}] plan of ${name}:\n${plan}`);
    });

    it("reads page N of a city's list, and its count, from the covering index", async () => {
      const { vacancies } = w.portal.services;
      const page = await planOf(() => vacancies.list(editor, query({ cityId: 1, state: "ARCHIVE", pageNumber: 50 })), "vacancies", paged);
      plans["list page 50 (ARCHIVE, Вологда)"] = page;
      expect(page).toMatch(/vacancies_list/);
      expect(page).not.toMatch(noFullScan);
      log = [];
      counting = true;
      await vacancies.list(editor, query({ cityId: 1, state: "ARCHIVE", pageNumber: 50 })).finally(() => (counting = false));
      const counted = log.find((q) => q.sql.includes("count(*)"))!;
      const count = await explain(counted.sql, counted.parameters);
      plans["list count"] = count;
      expect(count).toMatch(/vacancies_list/);
      expect(count).not.toMatch(noFullScan);
    });

    it("filters by sector and level inside the same index", async () => {
      const { vacancies } = w.portal.services;
      const plan = await planOf(
        () => vacancies.list(editor, query({ cityId: 1, state: "ARCHIVE", sector: "RETAIL", level: "EXECUTOR", pageNumber: 10 })),
        "vacancies",
        paged,
      );
      plans["list page 10, RETAIL, EXECUTOR"] = plan;
      expect(plan).toMatch(/vacancies_list/);
      expect(plan).not.toMatch(noFullScan);
    });

    it("reads «Мои вакансии» by the author and contact indexes", async () => {
      const { vacancies } = w.portal.services;
      const plan = await planOf(() => vacancies.list(admin, query({ cityId: 1, state: "ARCHIVE", onlyMy: true })), "vacancies", paged);
      plans["onlyMy (the administrator)"] = plan;
      expect(plan).toMatch(/vacancies_author/);
      expect(plan).toMatch(/vacancies_contact/);
      expect(plan).not.toMatch(noFullScan);
    });

    it("pages a vacancy's replies by the keyset (vacancy_id, id)", async () => {
      const keyset = async (vacancyId: number) => {
        const replies = w.db.selectFrom("vacancy_replies").select("id").where("vacancy_id", "=", vacancyId).orderBy("id", "desc");
        const after = (await replies.offset(5).limit(1).executeTakeFirstOrThrow()).id;
        const compiled = w.db
          .selectFrom("vacancy_replies")
          .selectAll()
          .where("vacancy_id", "=", vacancyId)
          .where("id", "<", after)
          .orderBy("id", "desc")
          .limit(20)
          .compile();
        return explain(compiled.sql, compiled.parameters);
      };
      const usualPlan = await keyset(usual);
      plans["replies keyset (a vacancy of 10 replies)"] = usualPlan;
      expect(usualPlan).toMatch(/vacancy_replies_list/);
      expect(usualPlan).not.toMatch(noFullScan);
      // PostgreSQL may sort the few rows of a small range; the busiest vacancy (a tenth of all replies) is
      // read in the index's order, never scanned and sorted.
      const busyPlan = await keyset(busy);
      plans["replies keyset (the vacancy of 402 replies)"] = busyPlan;
      expect(busyPlan).toMatch(/vacancy_replies_(list|pkey)/);
      expect(busyPlan).not.toMatch(noFullScan);
      expect(busyPlan).not.toMatch(/TEMP B-TREE|Sort/);
    });

    it("reads one vacancy by its key and the reader's replies by theirs", async () => {
      const { vacancies } = w.portal.services;
      const reader = actingAs(w.people.employee.id);
      const row = await planOf(() => vacancies.get(reader, busy), "vacancies");
      plans["get"] = row;
      expect(row).not.toMatch(noFullScan);
      const mine = await planOf(() => vacancies.get(reader, busy), "vacancy_replies");
      plans["get: my replies"] = mine;
      expect(mine).toMatch(/vacancy_replies_user|vacancy_replies_list/);
      expect(mine).not.toMatch(noFullScan);
    });
  });
});
