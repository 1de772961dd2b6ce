// The feed's index of the portal search (GET /search-v2/find, indexName POST; issue #12 point 14): the
// posts whose title or text hold every word of the query, newest first, as {id, title, text, publishDate,
// groupId, groupName}. Only what the reader may read, published and not deleted: company news and the
// posts of the groups she reads (open ones, closed ones she belongs to; the groups' rule as a subquery);
// deferred posts, offers and deleted ones never, editors included, as the search issue #16 asks. The keys
// are the feed's own search_keys rows (post-search-key.server.ts), matched like /posts/find's searchString.
import { sql, type SqlBool } from "kysely";
import type { SearchSource } from "~/platform/feature";
import { readableGroupIds } from "~/features/groups/index.server";
import type { FeedDeps } from "./feed.server";
import { POST_SEARCH_KIND } from "./post-search-key.server";

export interface PostSearchItem {
  id: number;
  title: string | null;
  text: string;
  publishDate: string;
  groupId: number | null;
  groupName: string | null;
}

export function postSearchSource(feed: FeedDeps): SearchSource {
  return {
    indexName: "POST",
    // `words` come folded and LIKE-escaped by the search feature (its queryWords).
    async find(reader, { words, limit }) {
      let base = feed.db
        .selectFrom("posts as p")
        .innerJoin("search_keys as k", (j) => j.onRef("k.object_id", "=", "p.id").on("k.kind", "=", POST_SEARCH_KIND))
        .where((eb) => eb.or([eb("p.group_id", "is", null), eb("p.group_id", "in", readableGroupIds(reader))]))
        .where("p.status", "=", "PUBLISHED")
        .where("p.is_delete", "=", 0);
      for (const word of words) base = base.where(sql<SqlBool>`k.key like ${`%${word}%`} escape '\\'`);
      let rows = base
        .select(["p.id", "p.group_id", "p.title", "p.text", "p.publish_date"])
        .orderBy("p.publish_date", "desc")
        .orderBy("p.id", "desc");
      if (limit !== null) rows = rows.limit(limit);
      const [counted, found] = await Promise.all([
        base.select(sql<number | string | bigint>`count(*)`.as("n")).executeTakeFirst(),
        rows.execute(),
      ]);
      const groups = await feed.groupNames(found.flatMap((r) => (r.group_id === null ? [] : [r.group_id])));
      const objects: PostSearchItem[] = found.map((r) => ({
        id: r.id,
        title: r.title,
        text: r.text,
        publishDate: r.publish_date,
        groupId: r.group_id,
        groupName: r.group_id === null ? null : (groups.get(r.group_id) ?? null),
      }));
      return { total: Number(counted?.n ?? 0), objects };
    },
  };
}
