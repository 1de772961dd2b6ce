// What a post holds besides its own row, checked and written the same way by create, offer and update:
// its files (the writer's own uploads: images, documents, FAQ_VIDEO videos; or files the post already
// holds, so an editor can keep an author's files), video links, the attached article and the poll.
import type { Kysely, Transaction } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { invalid, notFound } from "~/platform/errors";
import { feedServerMessages as t } from "../messages.server";
import type { PollInput, VideoInput } from "../schema";
import type { FeedDeps } from "./feed.server";
import { previewsOf } from "./video-preview.server";

type Db = Kysely<Database> | Transaction<Database>;

export interface PostContent {
  title: string;
  text: string;
  imageIds: number[];
  videoList: VideoInput[];
  documentIds: number[];
  articleId?: number;
}

/**
 * Refuses empty posts, files that are not the writer's (or the post's) or not of their kind, and an
 * article the writer cannot read: company news attaches a guide article, a group's post (`groupId`) one of
 * its group's published articles. `keptFrom`: the post being edited.
 */
export async function checkContent(
  feed: FeedDeps,
  actor: SignedIn,
  content: PostContent,
  hasPoll: boolean,
  groupId: number | null,
  keptFrom?: number,
) {
  const videoIds = content.videoList.flatMap((v) => ("fileId" in v ? [v.fileId] : []));
  const empty = content.text === "" && !content.imageIds.length && !content.documentIds.length && !content.videoList.length;
  if (empty && !hasPoll) throw invalid(t.empty, { text: t.empty });
  const ids = [...content.imageIds, ...content.documentIds, ...videoIds];
  if (ids.length > 0) {
    const rows = await feed.db
      .selectFrom("files as f")
      .select(["f.id", "f.user_id", "f.is_image", "f.file_type"])
      .select((eb) =>
        (keptFrom === undefined
          ? eb.val(0)
          : eb
              .selectFrom("post_files as pf")
              .select(eb.fn.countAll<number>().as("n"))
              .whereRef("pf.file_id", "=", "f.id")
              .where("pf.post_id", "=", keptFrom)
        ).as("kept"),
      )
      .where("f.id", "in", ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const usable = (id: number, kind: (r: (typeof rows)[number]) => boolean) => {
      const row = byId.get(id);
      return Boolean(row && (row.user_id === actor.userId || Number(row.kept) > 0) && kind(row));
    };
    const fine =
      content.imageIds.every((id) => usable(id, (r) => r.is_image === 1)) &&
      content.documentIds.every((id) => usable(id, () => true)) &&
      videoIds.every((id) => usable(id, (r) => r.file_type === "FAQ_VIDEO"));
    if (!fine) throw notFound(t.fileNotFound);
  }
  const { articleId } = content;
  const readable =
    articleId === undefined ||
    (groupId === null ? await feed.articleReadable(articleId, actor) : await feed.groupArticleReadable(actor, groupId, articleId));
  if (!readable) {
    // The field's refusal like the schema's for a malformed id, so a form puts it beside the field.
    throw notFound(t.articleNotFound, { articleId: t.articleNotFound });
  }
}

/** Replaces the post's files and video links, in the order given; videos keep their captured posters. */
export async function writeFiles(trx: Db, postId: number, content: PostContent) {
  await trx.deleteFrom("post_files").where("post_id", "=", postId).execute();
  const previews = await previewsOf(
    trx,
    content.videoList.flatMap((v) => ("fileId" in v ? [v.fileId] : [])),
  );
  const rows = [
    ...content.imageIds.map((id, position) => ({ post_id: postId, kind: "IMAGE" as const, file_id: id, link: null, position })),
    ...content.documentIds.map((id, position) => ({ post_id: postId, kind: "DOCUMENT" as const, file_id: id, link: null, position })),
    ...content.videoList.map((v, position) => ({
      post_id: postId,
      kind: "VIDEO" as const,
      file_id: "fileId" in v ? v.fileId : null,
      link: "link" in v ? v.link : null,
      preview_file_id: "fileId" in v ? (previews.get(v.fileId) ?? null) : null,
      position,
    })),
  ];
  if (rows.length > 0) await trx.insertInto("post_files").values(rows).execute();
}

/** A new poll on the post (its answers numbered from 0). */
export async function writePoll(trx: Db, postId: number, poll: PollInput, at: Date) {
  const { id } = await trx
    .insertInto("polls")
    .values({
      post_id: postId,
      question: poll.question,
      public_flag: poll.publicFlag ? 1 : 0,
      multiple: poll.multiple ? 1 : 0,
      created_at: at.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("poll_answers")
    .values(poll.answers.map((text, idx) => ({ poll_id: id, idx, text })))
    .execute();
}
