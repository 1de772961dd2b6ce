// The replies' reads each take one index range (issue #15 "Indexed paging"), on both dialects: the
// handlers' keyset page by vacancy_replies_list (vacancy_id, id) and the résumé guard by
// vacancy_replies_resume, EXPLAINed with the SQL they ran (the query log) over 6,000 replies to 600
// vacancies (10 each, one with 150), each a claim, half with a résumé. For that one (2.5 % of all
// replies) PostgreSQL may rather walk the primary key backwards, filtering: it stops after about 840
// rows here; either way no table is read whole. Tiny tables (no handlers) may be.
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs, type SignedIn } from "~/platform/actor";
import { dialects } from "../../../../tests/helpers/portal";
import { openReplies, type RepliesWorld } from "./replies-fixture";

const REPLIES = 6000;
const VACANCIES = 600;
const BATCH = 500;
const SENDERS = 300;

describe.each(await dialects())("the replies' query plans on %s", (dialect) => {
  let w: RepliesWorld;
  let vacancies: number[];
  let contact: SignedIn;
  let resumeId: number;
  const log: string[] = [];

  beforeAll(async () => {
    w = await openReplies(dialect, undefined, (sql) => log.push(sql));
    const db = w.db;
    // 600 vacancies like the fixture's first one.
    const { id: _id, ...model } = await db.selectFrom("vacancies").selectAll().where("id", "=", w.open).executeTakeFirstOrThrow();
    const made = await db
      .insertInto("vacancies")
      .values(Array.from({ length: VACANCIES }, (_, i) => ({ ...model, position: `Вакансия ${i}` })))
      .returning("id")
      .execute();
    vacancies = made.map((v) => v.id);
    const at = w.portal.clock.now().toISOString();
    // Replies come from many people, as in a company: with only the fixture's five, a planner with whole
    // statistics rightly drives the page from those five people, which says nothing of a real directory.
    const crowd = await db
      .insertInto("users")
      .values(
        Array.from({ length: SENDERS }, (_, i) => ({
          phone: `95${String(i).padStart(8, "0")}`,
          name: "Кандидат",
          surname: `Откликов ${i}`,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning("id")
      .execute();
    const senders = [...Object.values(w.people).map((p) => p.id), ...crowd.map((p) => p.id)];
    for (let start = 0; start < REPLIES; start += BATCH) {
      const n = Math.min(BATCH, REPLIES - start);
      const index = Array.from({ length: n }, (_, k) => start + k);
      const files = await db
        .insertInto("files")
        .values(
          index
            .filter((i) => i % 2 === 0)
            .map((i) => ({
              user_id: senders[i % senders.length]!,
              original_name: `cv-${i}.pdf`,
              file_type: "VACANCY_RESUME",
              content_type: "application/pdf",
              size: 100,
              storage_key: `explain-${i}`,
              url_key: `explain-${i}`,
              width: null,
              height: null,
              created_at: at,
            })),
        )
        .returning("id")
        .execute();
      const claims = await db
        .insertInto("claims")
        .values(
          index.map((i) => ({
            type: i % 3 === 0 ? "VACANCY_RECOMMENDATION" : "VACANCY_REPLY",
            status: "NEW",
            subject: `Отклик ${i}`,
            text: "",
            owner_id: senders[i % senders.length]!,
            // One reply in 40 is to the first vacancy (150 of them), the others 10 each.
            object_id: i % 40 === 0 ? vacancies[0]! : vacancies[1 + (i % (VACANCIES - 1))]!,
            create_date: at,
            update_date: at,
          })),
        )
        .returning(["id", "object_id", "owner_id"])
        .execute();
      await db
        .insertInto("vacancy_replies")
        .values(
          claims.map((c, k) => ({
            vacancy_id: c.object_id!,
            claim_id: c.id,
            user_id: c.owner_id,
            mode: "RECOMMEND" as const,
            full_name: `Кандидат ${start + k}`,
            telephone: "+79210000000",
            email: "a@example.ru",
            resume_file_id: k % 2 === 0 ? (files[k / 2]?.id ?? null) : null,
            open_key: `RECOMMEND:${c.object_id}:${c.owner_id}:${start + k}`,
            created_at: at,
          })),
        )
        .execute();
    }
    const tables = ["vacancies", "vacancy_replies", "claims", "users", "files", "claim_handlers"];
    if (dialect === "postgres") for (const table of tables) await db.executeQuery(CompiledQuery.raw(`analyze ${table}`));
    else await db.executeQuery(CompiledQuery.raw("analyze"));
    contact = actingAs(w.people.contact.id);
    const some = await db
      .selectFrom("vacancy_replies")
      .select("resume_file_id")
      .where("resume_file_id", "is not", null)
      .orderBy("id")
      .offset(1234)
      .limit(1)
      .executeTakeFirstOrThrow();
    resumeId = some.resume_file_id!;
  }, 120_000);
  afterAll(async () => {
    await w?.close();
  });

  /** The plan of the last query the call ran that reads `table`, with `parameters`. */
  async function planOf(call: () => Promise<unknown>, table: string, parameters: unknown[]): Promise<string> {
    log.length = 0;
    await call();
    const text = [...log].reverse().find((q) => q.includes(`from "${table}"`));
    if (!text) throw new Error(`no query of ${table} in ${log.join("\n")}`);
    const explain = dialect === "postgres" ? `explain ${text}` : `explain query plan ${text}`;
    const { rows } = await w.db.executeQuery(CompiledQuery.raw(explain, parameters));
    return rows.map((r) => Object.values(r as object).join(" ")).join("\n");
  }

  it("pages a vacancy's replies by vacancy_replies_list, first page and after", async () => {
    const replies = () => w.portal.services.vacancyReplies;
    for (const vacancy of [vacancies[7]!, vacancies[0]!]) {
      const first = await planOf(() => replies().list(contact, { vacancyId: vacancy, after: null }), "vacancy_replies", [vacancy, 21]);
      const big = vacancy === vacancies[0] && dialect === "postgres";
      expect(first).toMatch(big ? /vacancy_replies_list|Index Scan Backward using vacancy_replies_pkey/ : /vacancy_replies_list/);
      expect(first).not.toMatch(/Seq Scan on vacancy_replies|SCAN r\b(?! USING)/);
      // The claims come as the claims' derived table, which SQLite flattens: its plan names the table, not `c`.
      expect(first).not.toMatch(/Seq Scan on (claims|files)|SCAN (c|claims|u|f)\b(?! USING)/);
      const page = await replies().list(contact, { vacancyId: vacancy, after: null });
      // The 10 replies of a small vacancy are one page.
      if (page.next === null) continue;
      const lastId = page.content.at(-1)!.id;
      const next = await planOf(() => replies().list(contact, { vacancyId: vacancy, after: page.next }), "vacancy_replies", [
        vacancy,
        lastId,
        21,
      ]);
      expect(next).toMatch(big ? /vacancy_replies_list|Index Scan Backward using vacancy_replies_pkey/ : /vacancy_replies_list/);
      expect(next).not.toMatch(/Seq Scan on vacancy_replies|SCAN r\b(?! USING)/);
    }
  });

  it("finds the reply holding a résumé by vacancy_replies_resume", async () => {
    const guard = () => w.portal.services.vacancyReplies.fileReadGuard(contact, resumeId);
    const plan = await planOf(guard, "files", [contact.userId, resumeId]);
    expect(plan).toMatch(/vacancy_replies_resume/);
    expect(plan).not.toMatch(/Seq Scan on (files|vacancy_replies)|SCAN (f|r)\b(?! USING)/);
    expect(await guard()).toBe(true);
  });
});
