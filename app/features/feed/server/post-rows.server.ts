// The posts a reader sees, with everything a post card shows, in a constant number of statements
// whatever the number of posts: one for the posts (author, article, the reader's like, view and
// favourite joined in), then one per kind of data for all of them at once: files, polls with their
// answers and the reader's votes, and the last 3 comments of every post (comment-rows.server.ts).
import type { Kysely } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { filePathOf } from "~/platform/files/address.server";
import { lastCommentsOf } from "./comment-rows.server";
import type { FeedDeps } from "./feed.server";
import { personRef } from "./people.server";
import { groupManagerColumn, ownershipOf } from "./visibility.server";
import { canManagePost, canPinPost } from "../policy";
import { POST_FAVORITE, type Poll, type Post, type PostFile, type PostVideo } from "../types";

/** Posts as `p` with their author, article and the reader's marks: filter and order it, then present(). */
export function postQuery(db: Kysely<Database>, actor: SignedIn) {
  const me = actor.userId;
  return db
    .selectFrom("posts as p")
    .innerJoin("users as u", "u.id", "p.author_id")
    .leftJoin("polls as pl", "pl.post_id", "p.id")
    .leftJoin("post_likes as ml", (j) => j.onRef("ml.post_id", "=", "p.id").on("ml.user_id", "=", me))
    .leftJoin("post_views as mv", (j) => j.onRef("mv.post_id", "=", "p.id").on("mv.user_id", "=", me))
    .leftJoin("favorites as mf", (j) => j.onRef("mf.object_id", "=", "p.id").on("mf.user_id", "=", me).on("mf.type", "=", POST_FAVORITE))
    .select([
      "p.id",
      "p.author_id",
      "p.group_id",
      "p.title",
      "p.text",
      "p.article_id",
      "pl.id as poll_id",
      "p.status",
      "p.reject_reason",
      "p.planned_publish_date",
      "p.publish_date",
      "p.is_delete",
      "p.fixed_flag",
      "p.like_count",
      "p.views_count",
      "p.comment_count",
      "p.version",
      "u.name as author_name",
      "u.surname as author_surname",
      "u.avatar_path as author_avatar",
      "ml.id as my_like",
      "mv.user_id as my_view",
      "mf.object_id as my_favorite",
    ])
    .select(groupManagerColumn(actor));
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof postQuery>["execute"]>>[number];

/**
 * The posts of these rows, in their order, with files, polls and the last comments (3 statements), the
 * names of their articles the reader may open (the guide's for company news, the groups' for group posts:
 * each asked only when some post has one) and of their groups (one statement, only when some post is a
 * group's).
 */
export async function present(feed: FeedDeps, actor: SignedIn, rows: PostRow[]): Promise<Post[]> {
  if (rows.length === 0) return [];
  const { db, articleNames, groupNames, groupArticleNames } = feed;
  const ids = rows.map((r) => r.id);
  const articleIds = rows.flatMap((r) => (r.article_id === null || r.group_id !== null ? [] : [r.article_id]));
  const groupArticleIds = rows.flatMap((r) => (r.article_id === null || r.group_id === null ? [] : [r.article_id]));
  const groupIds = rows.flatMap((r) => (r.group_id === null ? [] : [r.group_id]));
  const [files, polls, comments, articles, groupArticles, groups] = await Promise.all([
    filesOf(db, ids),
    pollsOf(db, actor, ids),
    lastCommentsOf(db, actor, ids),
    articleNames(actor, articleIds),
    groupArticleIds.length > 0 ? groupArticleNames(actor, groupArticleIds) : new Map<number, { name: string; groupId: number }>(),
    groupIds.length > 0 ? groupNames(groupIds) : new Map<number, string>(),
  ]);
  /** The article a card names: the guide's for company news; for a group's post, one of that group's. */
  const articleOf = (row: PostRow): Post["article"] => {
    if (row.article_id === null) return null;
    if (row.group_id === null) {
      const name = articles.get(row.article_id);
      return name === undefined ? null : { id: row.article_id, name };
    }
    const found = groupArticles.get(row.article_id);
    return found && found.groupId === row.group_id ? { id: row.article_id, name: found.name } : null;
  };
  return rows.map((row) => {
    const own = ownershipOf(row);
    const mine = files.get(row.id);
    return {
      id: row.id,
      groupId: row.group_id,
      group: row.group_id === null ? null : { id: row.group_id, name: groups.get(row.group_id) ?? "" },
      title: row.title,
      text: row.text,
      imageList: mine?.images ?? [],
      videoList: mine?.videos ?? [],
      documentList: mine?.documents ?? [],
      article: articleOf(row),
      pollId: row.poll_id,
      poll: polls.get(row.id) ?? null,
      plannedPublishDate: row.planned_publish_date,
      publishDate: row.publish_date,
      favorite: row.my_favorite !== null,
      hasLike: row.my_like !== null,
      likeCount: row.like_count,
      view: row.my_view !== null,
      viewsCount: row.views_count,
      commentCount: row.comment_count,
      comments: comments.get(row.id) ?? [],
      isDelete: row.is_delete === 1,
      fixedFlag: row.fixed_flag === 1,
      status: row.status,
      rejectReason: row.reject_reason,
      author: personRef(row.author_id, row.author_name, row.author_surname, row.author_avatar),
      version: row.version,
      canEdit: canManagePost(actor, own) && row.status !== "REJECTED",
      canDelete: canManagePost(actor, own),
      canPin: canPinPost(actor, own) && row.status === "PUBLISHED",
    };
  });
}

async function filesOf(db: Kysely<Database>, postIds: number[]) {
  const rows = await db
    .selectFrom("post_files as pf")
    .leftJoin("files as f", "f.id", "pf.file_id")
    .leftJoin("files as pv", "pv.id", "pf.preview_file_id")
    // An uploaded video's conversion (platform/files/video-jobs.server.ts): the feed only reads its state.
    .leftJoin("video_jobs as vj", "vj.file_id", "pf.file_id")
    .leftJoin("files as cv", "cv.id", "vj.converted_file_id")
    .leftJoin("files as cp", "cp.id", "vj.poster_file_id")
    .select([
      "pf.post_id",
      "pf.kind",
      "pf.file_id",
      "pf.link",
      "f.url_key",
      "f.original_name",
      "f.size",
      "f.file_type",
      "pf.preview_file_id",
      "pv.url_key as preview_key",
      "pv.original_name as preview_name",
      "vj.status as convert_status",
      "vj.duration",
      "vj.converted_file_id",
      "cv.url_key as converted_key",
      "cv.original_name as converted_name",
      "vj.poster_file_id",
      "cp.url_key as poster_key",
      "cp.original_name as poster_name",
    ])
    .where("pf.post_id", "in", postIds)
    .orderBy("pf.post_id")
    .orderBy("pf.position")
    .orderBy("pf.id")
    .execute();
  const byPost = new Map<number, { images: PostFile[]; documents: PostFile[]; videos: PostVideo[] }>();
  for (const r of rows) {
    let entry = byPost.get(r.post_id);
    if (!entry) byPost.set(r.post_id, (entry = { images: [], documents: [], videos: [] }));
    const preview =
      r.preview_file_id !== null && r.preview_key !== null && r.preview_name !== null
        ? filePathOf(r.preview_file_id, r.preview_key, r.preview_name)
        : null;
    if (r.kind === "VIDEO" && r.link !== null) {
      entry.videos.push({
        id: null,
        fileType: "LINK",
        processConvert: false,
        originalFileName: null,
        filePath: r.link,
        preview,
        duration: null,
      });
      continue;
    }
    if (r.file_id === null || r.url_key === null || r.original_name === null) continue;
    const filePath = filePathOf(r.file_id, r.url_key, r.original_name);
    if (r.kind === "VIDEO") {
      // Converted: the MP4, the browser's poster or else ffmpeg's, the duration. Converting: the card says
      // so. No job (no ffmpeg) or a failed one: the original as uploaded.
      const converted =
        r.convert_status === "DONE" && r.converted_file_id !== null && r.converted_key !== null && r.converted_name !== null
          ? filePathOf(r.converted_file_id, r.converted_key, r.converted_name)
          : null;
      const poster =
        r.poster_file_id !== null && r.poster_key !== null && r.poster_name !== null
          ? filePathOf(r.poster_file_id, r.poster_key, r.poster_name)
          : null;
      entry.videos.push({
        id: r.file_id,
        fileType: r.file_type ?? "FAQ_VIDEO",
        processConvert: r.convert_status === "PENDING",
        originalFileName: r.original_name,
        filePath: converted ?? filePath,
        preview: preview ?? (converted ? poster : null),
        duration: converted ? r.duration : null,
      });
    } else {
      const file = { id: r.file_id, filePath, originalFileName: r.original_name, fileSize: r.size ?? 0, fileType: r.file_type ?? "" };
      (r.kind === "IMAGE" ? entry.images : entry.documents).push(file);
    }
  }
  return byPost;
}

/** Polls of these posts with their answers and the reader's votes (one statement); by post id. */
export async function pollsOf(db: Kysely<Database>, actor: SignedIn, postIds: number[]): Promise<Map<number, Poll>> {
  const me = actor.userId;
  const rows = await db
    .selectFrom("polls as pl")
    .innerJoin("poll_answers as a", "a.poll_id", "pl.id")
    .leftJoin("poll_votes as mv", (j) => j.onRef("mv.poll_id", "=", "pl.id").on("mv.user_id", "=", me).onRef("mv.idx", "=", "a.idx"))
    .leftJoin("poll_voters as vr", (j) => j.onRef("vr.poll_id", "=", "pl.id").on("vr.user_id", "=", me))
    .select([
      "pl.id",
      "pl.post_id",
      "pl.question",
      "pl.public_flag",
      "pl.multiple",
      "pl.total_count",
      "a.idx",
      "a.text",
      "a.quantity",
      "mv.idx as my_idx",
      "vr.user_id as voted",
    ])
    .where("pl.post_id", "in", postIds)
    .orderBy("pl.id")
    .orderBy("a.idx")
    .execute();
  const byPost = new Map<number, Poll>();
  for (const r of rows) {
    let poll = byPost.get(r.post_id);
    if (!poll) {
      poll = {
        id: r.id,
        postId: r.post_id,
        question: r.question,
        answers: [],
        publicFlag: r.public_flag === 1,
        multiple: r.multiple === 1,
        totalCount: r.total_count,
        answerResponses: [],
        response: r.voted !== null ? [] : null,
      };
      byPost.set(r.post_id, poll);
    }
    poll.answers.push(r.text);
    poll.answerResponses.push({ idx: r.idx, quantity: r.quantity, isResponse: r.my_idx !== null });
    if (r.my_idx !== null) poll.response?.push(r.idx);
  }
  return byPost;
}
