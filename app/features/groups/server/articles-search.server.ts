// Group articles in the portal search (GET /search-v2/find, indexName ARTICLE; spec part 1 §2.5: an
// article's result opens /group/{groupId}/article/{id}): published articles whose title or text hold
// every word of the query, newest first, only in groups the reader may read (open ones, closed ones she
// belongs to; administrators all). The key is the finder's search_keys row of kind ARTICLE, written in
// the save's transaction (SQLite folds only ASCII case, so Cyrillic is folded here, as the feed does).
import { sql, type SqlBool } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { SearchSource } from "~/platform/feature";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { dropObjectKey, writeObjectKey } from "~/features/search/index.server";
import { isGroupsAdmin } from "../policy";
import type { Db } from "./group-rows.server";

export const ARTICLE_SEARCH_KIND = "ARTICLE";
const EXCERPT = 200;

/** The spec's search item (part 1 §3) as an article gives it. */
export interface ArticleSearchItem {
  id: number;
  name: string;
  groupId: number;
  groupName: string;
  createDate: string;
  text: string;
}

export const writeSearchKey = (trx: Db, articleId: number, name: string, html: string) =>
  writeObjectKey(trx, ARTICLE_SEARCH_KIND, articleId, `${name}\n${richHtmlToPlainText(html)}`);

export const dropSearchKey = (trx: Db, articleId: number) => dropObjectKey(trx, ARTICLE_SEARCH_KIND, articleId);

export function articleSearchSource({ db }: Pick<Deps, "db">): SearchSource {
  return {
    indexName: ARTICLE_SEARCH_KIND,
    // `words` come folded and LIKE-escaped by the search feature (its queryWords).
    async find(reader, { words, limit }) {
      let base = db
        .selectFrom("group_articles as a")
        .innerJoin("groups as g", "g.id", "a.group_id")
        .innerJoin("search_keys as k", (j) => j.onRef("k.object_id", "=", "a.id").on("k.kind", "=", ARTICLE_SEARCH_KIND))
        .where("a.status", "=", "PUBLISH")
        .where("g.is_delete", "=", 0);
      if (!isGroupsAdmin(reader)) {
        base = base.where((eb) =>
          eb.or([
            eb("g.config_close", "=", 0),
            eb.exists(
              eb
                .selectFrom("group_members as m")
                .select("m.user_id")
                .whereRef("m.group_id", "=", "g.id")
                .where("m.user_id", "=", reader.userId),
            ),
          ]),
        );
      }
      for (const word of words) base = base.where(sql<SqlBool>`k.key like ${`%${word}%`} escape '\\'`);
      let rows = base.select(["a.id", "a.name", "a.group_id", "g.name as group_name", "a.created_at", "a.content"]).orderBy("a.id", "desc");
      if (limit !== null) rows = rows.limit(limit);
      const [counted, found] = await Promise.all([
        base.select(sql<number | string | bigint>`count(*)`.as("n")).executeTakeFirst(),
        rows.execute(),
      ]);
      const objects: ArticleSearchItem[] = found.map((r) => ({
        id: r.id,
        name: r.name,
        groupId: r.group_id,
        groupName: r.group_name,
        createDate: r.created_at,
        text: richHtmlToPlainText(r.content, { maxLength: EXCERPT, withoutTables: true }),
      }));
      return { total: Number(counted?.n ?? 0), objects };
    },
  };
}
