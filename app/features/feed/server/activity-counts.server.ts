// The feed's activity in a period for the statistics (/admin/statistic): posts and comments written, likes
// given (posts' and comments'), in one statement; `people`, when given, is a subquery of the people counted
// (a department's). Deleted posts and comments are not counted.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "~/platform/db/schema";

export interface FeedActivity {
  posts: number;
  comments: number;
  likes: number;
}

export async function feedActivity(
  db: Kysely<Database>,
  period: { fromIso: string; toIso: string },
  people: RawBuilder<unknown> | null,
): Promise<FeedActivity> {
  const by = (column: string) => (people ? sql`and ${sql.ref(column)} in (${people})` : sql``);
  const { fromIso: from, toIso: to } = period;
  const row = await sql<{ posts: number | string; comments: number | string; likes: number | string }>`select
    (select count(*) from posts p where p.created_at >= ${from} and p.created_at < ${to} and p.is_delete = 0 ${by("p.author_id")}) as posts,
    (select count(*) from post_comments c where c.created_at >= ${from} and c.created_at < ${to} and c.is_delete = 0 ${by("c.author_id")}) as comments,
    (select count(*) from post_likes l where l.created_at >= ${from} and l.created_at < ${to} ${by("l.user_id")})
      + (select count(*) from post_comment_likes k where k.created_at >= ${from} and k.created_at < ${to} ${by("k.user_id")}) as likes`.execute(
    db,
  );
  const r = row.rows[0];
  return { posts: Number(r?.posts ?? 0), comments: Number(r?.comments ?? 0), likes: Number(r?.likes ?? 0) };
}
