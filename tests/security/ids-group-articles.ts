// Seed ids of the group articles' rows (api-matrix-group-articles.ts, page-matrix-group-articles.ts):
// the demo's «Фотоклуб «Объектив»» and «Бег и ЗОЖ» (open; run by the administrator, the section editor
// a member) with the administrator's published article and the section editor's draft in the latter,
// «ИТ-поддержка» (run by the editor) with his two articles, and the closed «Магазин на Невском» (run by
// the section editor) with hers.
import { sql } from "kysely";
import type { World } from "./world";

export interface GroupArticleIds {
  /** «Фотоклуб «Объектив»» (open; the administrator runs it, the section editor a member): the /api matrix
   * writes there, since the groups' rows subscribe and unsubscribe everyone in «Бег и ЗОЖ». */
  photoGroup: number;
  runningGroup: number;
  runningArticle: number;
  runningDraft: number;
  itGroup: number;
  itArticle: number;
  /** The editor's other IT article: the delete row's target. */
  itArticle2: number;
  shopGroup: number;
  shopArticle: number;
}

export async function groupArticleIds(world: World): Promise<GroupArticleIds> {
  const db = world.portal.db.kysely;
  const one = async (query: string) => {
    const row = (await sql.raw<{ id: number }>(query).execute(db)).rows[0];
    if (!row) throw new Error(`no row for ${query}`);
    return Number(row.id);
  };
  const group = (name: string) => one(`select id from groups where name = '${name}' and is_delete = 0`);
  const runningGroup = await group("Бег и ЗОЖ");
  const itGroup = await group("ИТ-поддержка");
  const shopGroup = await group("Магазин на Невском");
  const article = (groupId: number, authorId: number, status: string, order = "id") =>
    one(`select id from group_articles where group_id = ${groupId} and author_id = ${authorId} and status = '${status}' order by ${order}`);
  return {
    photoGroup: await group("Фотоклуб «Объектив»"),
    runningGroup,
    runningArticle: await article(runningGroup, world.userIds.admin, "PUBLISH"),
    runningDraft: await article(runningGroup, world.userIds.sectionEditor, "DRAFT"),
    itGroup,
    itArticle: await article(itGroup, world.userIds.editor, "PUBLISH"),
    itArticle2: await article(itGroup, world.userIds.editor, "PUBLISH", "id desc"),
    shopGroup,
    shopArticle: await article(shopGroup, world.userIds.sectionEditor, "PUBLISH"),
  };
}
