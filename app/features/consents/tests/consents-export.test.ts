// The CSV export of 100,000 consents, on SQLite and PostgreSQL: rows made in bulk SQL (100 people × 1,000
// versions), streamed by /admin/personal-accept/export in keyset batches; the file has the header and every
// row, newest first, the first and last as expected, and the formula a browser's name starts with defused.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { openConsents, type ConsentsWorld } from "./fixture";

const PEOPLE = 100;
const VERSIONS = 1000;

describe.each(await dialects())("the consents' CSV of 100,000 rows on %s", (dialect) => {
  let w: ConsentsWorld;
  beforeAll(async () => {
    w = await openConsents(dialect, { pages: true });
    const department = w.units.warehouse;
    const at = "2026-04-01T00:00:00.000Z";
    // Versions 2..1001 and 100 people, then every person × every version: three statements.
    await sql`with recursive n(i) as (select 2 union all select i + 1 from n where i < ${VERSIONS + 1})
      insert into consent_texts (version, body, published_at, published_by) select i, 'Текст', ${at}, null from n`.execute(w.db);
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${PEOPLE})
      insert into users (phone, name, surname, department_id, created_at, updated_at, search_name)
      select '96' || cast(1000000 + i as text), 'Выгрузкин', 'Сотрудник' || cast(i as text), ${department}, ${at}, ${at}, 'выгрузка' from n`.execute(
      w.db,
    );
    await sql`insert into consents (user_id, version, accepted_at, ip, user_agent, kind)
      select u.id, t.version, ${at}, '10.2.0.' || cast(u.id % 250 as text), '=HYPERLINK("x")', 'SIGN_IN'
      from users u cross join consent_texts t
      where u.search_name = 'выгрузка' and t.version > 1
      order by u.id, t.version`.execute(w.db);
  }, 60_000);
  afterAll(async () => {
    await w?.close();
  });

  it("streams every row with the header, newest first", async () => {
    const started = Date.now();
    const response = await fetch(`${w.server.url}/admin/personal-accept/export?departmentId=${w.units.warehouse}`, {
      headers: { Cookie: w.cookies.reader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="consents-/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte-order mark Excel needs (a TextDecoder would drop it silently).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const lines = body.split("\r\n");
    expect(lines.at(-1)).toBe("");
    lines.pop();
    expect(lines).toHaveLength(1 + PEOPLE * VERSIONS);
    expect(lines[0]).toBe("\uFEFF№;Сотрудник;Подразделение;Версия;Когда;Адрес;Браузер;Как");
    const ids = await w.db
      .selectFrom("consents")
      .innerJoin("users", "users.id", "consents.user_id")
      .select(["consents.id", "consents.user_id", "consents.version", "consents.ip"])
      .where("users.department_id", "=", w.units.warehouse)
      .orderBy("consents.id", "desc")
      .execute();
    const [newest, oldest] = [ids[0]!, ids.at(-1)!];
    const row = (r: typeof newest, surname: string) =>
      `${r.id};${surname} Выгрузкин;Склад;${r.version};2026-04-01T00:00:00.000Z;${r.ip};"'=HYPERLINK(""x"")";при входе`;
    expect(lines[1]).toBe(row(newest, `Сотрудник${PEOPLE}`));
    expect(lines.at(-1)).toBe(row(oldest, "Сотрудник1"));
    expect([newest.version, oldest.version]).toEqual([VERSIONS + 1, 2]);
    console.info(`CSV of ${PEOPLE * VERSIONS} consents (${dialect}): ${Date.now() - started} ms, ${Math.round(body.length / 1024)} KB`);
  }, 60_000);
});
