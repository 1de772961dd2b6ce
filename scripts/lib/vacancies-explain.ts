// The query plans of the vacancies' list and replies on the database the server uses (after
// `npm run generate -- vacancies`): `tsx scripts/lib/vacancies-explain.ts`, DATA_DIR or DATABASE_URL as for
// the server. The statements are the ones the services run (caught by the portal's query log), explained
// as they ran: page 0 and the last page of ?cityId=1&sector=RETAIL&level=EXECUTOR&state=ARCHIVE, Вологда's
// first PUBLIC page, «Мои вакансии» of the demo editor, and the first two keyset pages of the replies of the
// vacancy with the most. SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN ANALYZE (plan, rows and time).
import { CompiledQuery } from "kysely";
import { openPortal } from "../../app/portal/open.server";
import { readConfig } from "../../app/platform/config.server";
import { actingAs } from "../../app/platform/actor";
import type { VacancyQuery } from "../../app/features/vacancies/model";

const caught: { sql: string; parameters: readonly unknown[] }[] = [];
let catching = false;
const portal = await openPortal(
  { ...readConfig(), seedDemo: false },
  {
    sms: { send: async () => {} },
    onQuery: (text, _ms, parameters) => {
      if (catching) caught.push({ sql: text, parameters });
    },
  },
);
const db = portal.db.kysely;
const postgres = portal.db.dialect === "postgres";

async function explain(title: string, run: () => Promise<unknown>): Promise<void> {
  caught.length = 0;
  catching = true;
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  catching = false;
  console.log(`\n=== ${title} (${caught.length} statements, ${ms.toFixed(1)} ms)`);
  for (const statement of [...caught]) {
    console.log(`--- ${statement.sql}\n    ${JSON.stringify(statement.parameters)}`);
    const prefix = postgres ? "explain (analyze, costs off, timing off, summary on) " : "explain query plan ";
    const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]));
    for (const row of rows)
      console.log(`    ${postgres ? String(row["QUERY PLAN"]) : `${"  ".repeat(Number(row.parent) ? 1 : 0)}${String(row.detail)}`}`);
  }
}

try {
  const editorRow = await db.selectFrom("users").select("id").where("phone", "=", "9000000002").executeTakeFirstOrThrow();
  const roles = (await db.selectFrom("user_roles").select("role").where("user_id", "=", editorRow.id).execute()).map((r) => r.role);
  const editor = actingAs(editorRow.id, roles);
  const { vacancies, vacancyReplies } = portal.services;
  const query = (q: Partial<VacancyQuery>): VacancyQuery => ({
    cityId: 1,
    sector: null,
    level: null,
    state: "PUBLIC",
    pageNumber: 0,
    pageSize: 10,
    onlyMy: false,
    ...q,
  });
  const filtered = query({ sector: "RETAIL", level: "EXECUTOR", state: "ARCHIVE" });
  const { total } = await vacancies.list(editor, filtered);
  const lastPage = Math.max(0, Math.ceil(total / 10) - 1);
  console.log(`${portal.db.dialect}: ${total} vacancies in ?cityId=1&sector=RETAIL&level=EXECUTOR&state=ARCHIVE, last page ${lastPage}`);
  await explain("list page 0, Вологда RETAIL EXECUTOR ARCHIVE", () => vacancies.list(editor, filtered));
  await explain(`list page ${lastPage} (the last), same filters`, () => vacancies.list(editor, { ...filtered, pageNumber: lastPage }));
  await explain("list page 0, Вологда PUBLIC (the default)", () => vacancies.list(editor, query({})));
  await explain("«Мои вакансии» (onlyMy) of the editor, Вологда PUBLIC", () => vacancies.list(editor, query({ onlyMy: true })));
  const crowded = await db
    .selectFrom("vacancies")
    .select(["id", "reply_count"])
    .orderBy("reply_count", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  let next: string | null = null;
  await explain(`replies of vacancy ${crowded.id} (${crowded.reply_count}), first page`, async () => {
    next = (await vacancyReplies.list(editor, { vacancyId: crowded.id, after: null })).next;
  });
  await explain(`replies of vacancy ${crowded.id}, second page (keyset)`, () =>
    vacancyReplies.list(editor, { vacancyId: crowded.id, after: next }),
  );
} finally {
  await portal.close();
}
