// The feed (issue #12): posts of company news (group_id null) and of groups, their files, polls, likes
// and views, comments with their likes and mentions, stickers, and thanks between colleagues.
// - Counters (like_count, views_count, comment_count, poll quantities and total_count) are kept on
//   the row and moved in the SAME transaction as the unique-keyed like/view/vote row is inserted, only
//   when it was inserted (INSERT ... ON CONFLICT DO NOTHING): a race never counts twice.
// - publish_date is the instant a post is (or, deferred, will be) published, ISO UTC: the feed's
//   keyset order is fixed_flag desc, publish_date desc, id desc. Offers carry their creation time
//   until a news editor publishes them.
// - Every list pages by keyset (no OFFSET): an index per order.
// Times are ISO text, flags 0/1 integers, as everywhere.
import { sql, type Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("posts")
    .addColumn("id", ...idColumn(db))
    .addColumn("author_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** Null: company news; else the group's id (the groups feature's table, not referenced here). */
    .addColumn("group_id", "integer")
    .addColumn("title", "text")
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    /** An attached article: a guide article for company news, a group article in a group. */
    .addColumn("article_id", "integer")
    /** PUBLISHED, DEFERRED (waits for planned_publish_date), OFFERED (suggested news), REJECTED. */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("reject_reason", "text")
    /** Who published or rejected an offer, and when. */
    .addColumn("moderated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("moderated_at", "text")
    .addColumn("planned_publish_date", "text")
    .addColumn("publish_date", "text", (c) => c.notNull())
    .addColumn("is_delete", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("fixed_flag", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("views_count", "integer", (c) => c.notNull().defaultTo(0))
    /** Comments not deleted. */
    .addColumn("comment_count", "integer", (c) => c.notNull().defaultTo(0))
    /** Bumped by every save; an edit sends the one it read (stale edits are refused). */
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The feed of one group (or company news): pinned first, newest first, walked in index order (the
  // status and visibility filters are checked on the rows walked; nearly all are published).
  await db.schema.createIndex("posts_feed").on("posts").columns(["group_id", "fixed_flag desc", "publish_date desc", "id desc"]).execute();
  // Company news alone (group_id null): PostgreSQL cannot walk posts_feed in order for `group_id IS NULL`
  // and sorted all 100,000 generated posts (77 ms → 0.06 ms with this index, EXPLAIN ANALYZE).
  await db.schema
    .createIndex("posts_news_feed")
    .on("posts")
    .columns(["fixed_flag desc", "publish_date desc", "id desc"])
    .where(sql.ref("group_id"), "is", null)
    .execute();
  // Several feeds together (company news and the reader's groups), newest first.
  await db.schema.createIndex("posts_publish").on("posts").columns(["publish_date desc", "id desc"]).execute();
  // Deferred posts falling due; offers awaiting moderation.
  await db.schema.createIndex("posts_planned").on("posts").columns(["status", "planned_publish_date"]).execute();
  await db.schema.createIndex("posts_author").on("posts").columns(["author_id", "id"]).execute();

  // Images, documents and videos of a post, in order; a video is an uploaded file or a link.
  await db.schema
    .createTable("post_files")
    .addColumn("id", ...idColumn(db))
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    /** IMAGE, DOCUMENT or VIDEO. */
    .addColumn("kind", "text", (c) => c.notNull())
    /** Null for a video link. */
    .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("cascade"))
    /** A video link (YouTube), normalised. */
    .addColumn("link", "text")
    /** A video's poster captured by the browser (/posts/create-preview-post-video). */
    .addColumn("preview_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("post_files_post").on("post_files").columns(["post_id", "kind", "position"]).execute();
  await db.schema.createIndex("post_files_file").on("post_files").column("file_id").execute();

  // A poll belongs to one post.
  await db.schema
    .createTable("polls")
    .addColumn("id", ...idColumn(db))
    .addColumn("post_id", "integer", (c) => c.notNull().unique().references("posts.id").onDelete("cascade"))
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("public_flag", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("multiple", "integer", (c) => c.notNull().defaultTo(0))
    /** People who voted. */
    .addColumn("total_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("poll_answers")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    /** From 0, the order shown; /poll/answer's numbers. */
    .addColumn("idx", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("poll_answers_pk", ["poll_id", "idx"])
    .execute();
  // One row per voter: a vote is final (inserted once, with the chosen answers, in one transaction).
  await db.schema
    .createTable("poll_voters")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("poll_voters_pk", ["poll_id", "user_id"])
    .execute();
  await db.schema
    .createTable("poll_votes")
    .addColumn("poll_id", "integer", (c) => c.notNull().references("polls.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("idx", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("poll_votes_pk", ["poll_id", "user_id", "idx"])
    .execute();

  // Likes: one per post and person; the list pages newest first by id.
  await db.schema
    .createTable("post_likes")
    .addColumn("id", ...idColumn(db))
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("post_likes_unique").on("post_likes").columns(["post_id", "user_id"]).unique().execute();
  await db.schema.createIndex("post_likes_list").on("post_likes").columns(["post_id", "id desc"]).execute();

  await db.schema
    .createTable("post_views")
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("post_views_pk", ["post_id", "user_id"])
    .execute();

  // Stickers: an image each; deleting hides it from the picker, old comments keep it.
  await db.schema
    .createTable("stickers")
    .addColumn("id", ...idColumn(db))
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("is_delete", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // Comments: text (note) or a sticker (note empty); soft delete.
  await db.schema
    .createTable("post_comments")
    .addColumn("id", ...idColumn(db))
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sticker_id", "integer", (c) => c.references("stickers.id"))
    .addColumn("is_delete", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    /** changeDate: the last edit; null until edited. */
    .addColumn("changed_at", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("post_comments_post").on("post_comments").columns(["post_id", "id"]).execute();
  await db.schema.createIndex("post_comments_author").on("post_comments").columns(["author_id", "id"]).execute();

  await db.schema
    .createTable("post_comment_likes")
    .addColumn("id", ...idColumn(db))
    .addColumn("comment_id", "integer", (c) => c.notNull().references("post_comments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("post_comment_likes_unique").on("post_comment_likes").columns(["comment_id", "user_id"]).unique().execute();
  await db.schema.createIndex("post_comment_likes_list").on("post_comment_likes").columns(["comment_id", "id desc"]).execute();

  // Who a comment named (notifyUserIds): each is notified once per comment.
  await db.schema
    .createTable("post_comment_mentions")
    .addColumn("comment_id", "integer", (c) => c.notNull().references("post_comments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("post_comment_mentions_pk", ["comment_id", "user_id"])
    .execute();

  // Thanks from one colleague to another, shown in the feed and on the recipient's profile.
  await db.schema
    .createTable("thanks")
    .addColumn("id", ...idColumn(db))
    .addColumn("from_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("to_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("is_delete", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("thanks_to").on("thanks").columns(["to_user_id", "id desc"]).execute();
  await db.schema.createIndex("thanks_from").on("thanks").columns(["from_user_id", "id desc"]).execute();
  await db.schema.createIndex("thanks_feed").on("thanks").columns(["is_delete", "created_at desc", "id desc"]).execute();
}
