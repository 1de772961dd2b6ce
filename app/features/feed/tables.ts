// The feed's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

export type PostStatus = "PUBLISHED" | "DEFERRED" | "OFFERED" | "REJECTED";

/** A post of company news (group_id null) or of a group; deleting sets is_delete = 1. */
export interface PostTable {
  id: Generated<number>;
  author_id: number;
  group_id: number | null;
  title: string | null;
  text: Generated<string>;
  /** A guide article (company news) or a group article (a group's post). */
  article_id: number | null;
  status: PostStatus;
  reject_reason: string | null;
  moderated_by: number | null;
  moderated_at: string | null;
  /** ISO UTC; set for a deferred post. */
  planned_publish_date: string | null;
  /** ISO UTC: when it is (deferred: will be) published; the feed's order. */
  publish_date: string;
  is_delete: Generated<number>;
  fixed_flag: Generated<number>;
  like_count: Generated<number>;
  views_count: Generated<number>;
  comment_count: Generated<number>;
  /** Bumped by every save; an edit sends the one it read. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** An image, document or video of a post; a video is a file or a link. */
export interface PostFileTable {
  id: Generated<number>;
  post_id: number;
  kind: "IMAGE" | "DOCUMENT" | "VIDEO";
  file_id: number | null;
  link: string | null;
  preview_file_id: number | null;
  position: number;
}

export interface PollTable {
  id: Generated<number>;
  post_id: number;
  question: string;
  public_flag: Generated<number>;
  multiple: Generated<number>;
  /** People who voted. */
  total_count: Generated<number>;
  created_at: string;
}

export interface PollAnswerTable {
  poll_id: number;
  idx: number;
  text: string;
  quantity: Generated<number>;
}

/** One row per voter: the vote is final. */
export interface PollVoterTable {
  poll_id: number;
  user_id: number;
  created_at: string;
}

export interface PollVoteTable {
  poll_id: number;
  user_id: number;
  idx: number;
  created_at: string;
}

export interface PostLikeTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  created_at: string;
}

export interface PostViewTable {
  post_id: number;
  user_id: number;
  created_at: string;
}

export interface StickerTable {
  id: Generated<number>;
  file_id: number;
  created_by: number | null;
  is_delete: Generated<number>;
  created_at: string;
}

/** A comment: a note or a sticker (note empty); deleting sets is_delete = 1. */
export interface PostCommentTable {
  id: Generated<number>;
  post_id: number;
  author_id: number;
  note: Generated<string>;
  sticker_id: number | null;
  is_delete: Generated<number>;
  like_count: Generated<number>;
  created_at: string;
  /** changeDate; null until edited. */
  changed_at: string | null;
  version: Generated<number>;
}

export interface PostCommentLikeTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  created_at: string;
}

/** A person a comment named (notifyUserIds), notified once. */
export interface PostCommentMentionTable {
  comment_id: number;
  user_id: number;
  created_at: string;
}

export interface ThanksTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  text: string;
  is_delete: Generated<number>;
  created_at: string;
}

/** The poster a browser captured for a video file (/posts/*-preview-post-video), by video file. */
export interface VideoPreviewTable {
  file_id: number;
  preview_file_id: number;
  updated_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    posts: PostTable;
    post_files: PostFileTable;
    polls: PollTable;
    poll_answers: PollAnswerTable;
    poll_voters: PollVoterTable;
    poll_votes: PollVoteTable;
    post_likes: PostLikeTable;
    post_views: PostViewTable;
    stickers: StickerTable;
    post_comments: PostCommentTable;
    post_comment_likes: PostCommentLikeTable;
    post_comment_mentions: PostCommentMentionTable;
    thanks: ThanksTable;
    video_previews: VideoPreviewTable;
  }
}
