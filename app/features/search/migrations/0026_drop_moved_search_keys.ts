// The group articles' and vacancies' rows of search_keys go: both are found by the portal search's full-text
// engine now (issue #16), and nothing reads or writes those keys any more. The feed's posts keep theirs
// (the substring search of /posts/find), and the tags theirs (/tags/find-by-value).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from search_keys where kind in ('ARTICLE', 'VACANCY')`.execute(db);
}
