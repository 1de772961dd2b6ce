// Notifications of comments, mentions and thanks. A comment or a thanks writes its event in its own
// transaction (comments.server.ts, thanks.server.ts); the consumers here turn them into notifications
// after the commit (delivered at once by the change, and by server.ts's outbox pass for anything missed):
// - POST_COMMENT_MENTIONED → each named person «{user} упоминает вас в комментарии к публикации {post}»
//   (the mentions table's unique key makes it once per comment and person), if she may read the post;
// - POST_COMMENT_CREATED → the post's author, unless she wrote the comment or was named in it;
// - THANKS_CREATED → the recipient.
// Variables: the writer {text: name, objectId: user id, avatarFilePath}, then the post {text: its title,
// objectId: post id} and the comment {text: "", objectId: comment id} (the link's anchor), and for a group
// post its group {text: "", objectId: group id} (the link's page in the group), or the thanks.
// Comments on one post group: the author's unread one is replaced by the latest "(ещё N)".
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { deliverEvents, type EventConsumer } from "~/platform/events.server";
import type { NotificationTypeDef } from "~/platform/feature";
import { notify, type NotificationVariable } from "~/features/notifications/index.server";
import { groupReadersAmong } from "~/features/groups/index.server";
import { feedTalkMessages as t } from "../messages.server";

export const COMMENT_CREATED = "POST_COMMENT_CREATED";
export const COMMENT_MENTIONED = "POST_COMMENT_MENTIONED";
export const THANKS_CREATED = "THANKS_CREATED";

/** Notification types (the spec's families "post" and "thanks"). */
export const NOTIFY_COMMENT = "POST_COMMENT";
export const NOTIFY_MENTION = "POST_COMMENT_MENTION";
export const NOTIFY_THANKS = "THANKS";

export interface CommentCreatedEvent {
  commentId: number;
  postId: number;
  authorId: number;
  /** Named in this comment (they hear of it as a mention instead). */
  mentioned: number[];
}
export interface CommentMentionedEvent {
  commentId: number;
  postId: number;
  authorId: number;
  userIds: number[];
}
export interface ThanksCreatedEvent {
  thanksId: number;
  fromUserId: number;
  toUserId: number;
}

/** The types these consumers write (registered through the manifest): the comment is the link's anchor. */
export const talkNotificationTypes: Record<string, NotificationTypeDef> = {
  [NOTIFY_COMMENT]: { family: "POST", template: t.notifyComment, linkOnly: ["comment", "group"] },
  [NOTIFY_MENTION]: { family: "POST", template: t.notifyMention, linkOnly: ["comment", "group"] },
  [NOTIFY_THANKS]: { family: "THANKS", template: t.notifyThanks },
};

const POST_LABEL_MAX = 80;
const THANKS_LABEL_MAX = 100;
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}\u2026` : s);

/** {post}: «its title», or the start of its text. */
const postLabel = (post: { title: string | null; text: string }) => {
  const label = post.title?.trim() || post.text.trim().replace(/\s+/g, " ");
  return `\u00ab${label ? cut(label, POST_LABEL_MAX) : t.untitledPost}\u00bb`;
};

async function person(trx: Transaction<Database>, id: number) {
  const row = await trx.selectFrom("users").select(["id", "name", "surname", "avatar_path"]).where("id", "=", id).executeTakeFirst();
  return row ? { text: `${row.name} ${row.surname}`.trim(), objectId: row.id, avatarFilePath: row.avatar_path } : null;
}

/** The comment and its post, if both still stand (a comment deleted before delivery notifies no one). */
async function commentContext(trx: Transaction<Database>, commentId: number) {
  return trx
    .selectFrom("post_comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .select(["c.id", "c.post_id", "c.author_id", "p.author_id as post_author_id", "p.group_id", "p.title", "p.text"])
    .where("c.id", "=", commentId)
    .where("c.is_delete", "=", 0)
    .where("p.is_delete", "=", 0)
    .where("p.status", "=", "PUBLISHED")
    .executeTakeFirst();
}

async function onComment(now: () => Date, type: string, payload: unknown, trx: Transaction<Database>) {
  const event = payload as CommentCreatedEvent & CommentMentionedEvent;
  const comment = await commentContext(trx, event.commentId);
  if (!comment) return;
  const writer = await person(trx, comment.author_id);
  if (!writer) return;
  const variables: NotificationVariable[] = [
    writer,
    { text: postLabel(comment), objectId: comment.post_id },
    { text: "", objectId: comment.id },
    // A group post's page is in its group (links.ts: /group/{group}/{post}); company news binds no group.
    ...(comment.group_id === null ? [] : [{ text: "", objectId: comment.group_id }]),
  ];
  const at = now().toISOString();
  // The notification names the post: only those who may read it now are told (a closed group's members
  // and administrators), as Discourse does; anyone else could be named in a comment to learn its title.
  const readers = (ids: number[]) => (comment.group_id === null ? Promise.resolve(ids) : groupReadersAmong(trx, comment.group_id, ids));
  if (type === COMMENT_MENTIONED) {
    const named = await readers(event.userIds.filter((id) => id !== comment.author_id));
    await notify(trx, { recipients: named, type: NOTIFY_MENTION, variables, at });
    return;
  }
  const author = comment.post_author_id;
  if (author === comment.author_id || event.mentioned.includes(author)) return;
  const told = await readers([author]);
  await notify(trx, { recipients: told, type: NOTIFY_COMMENT, variables, groupKey: `post:${comment.post_id}`, at });
}

async function onThanks(now: () => Date, payload: unknown, trx: Transaction<Database>) {
  const event = payload as ThanksCreatedEvent;
  const thanks = await trx
    .selectFrom("thanks")
    .select(["id", "from_user_id", "to_user_id", "text"])
    .where("id", "=", event.thanksId)
    .where("is_delete", "=", 0)
    .executeTakeFirst();
  if (!thanks) return;
  const giver = await person(trx, thanks.from_user_id);
  if (!giver) return;
  const variables = [giver, { text: cut(thanks.text, THANKS_LABEL_MAX), objectId: thanks.id }];
  await notify(trx, { recipients: [thanks.to_user_id], type: NOTIFY_THANKS, variables, at: now().toISOString() });
}

/** The consumers of the feed's comment and thanks events (registered through the manifest). */
export function talkEventConsumers(now: () => Date): EventConsumer[] {
  return [
    { name: "feed.notifyComment", types: [COMMENT_CREATED], handle: (payload, trx) => onComment(now, COMMENT_CREATED, payload, trx) },
    { name: "feed.notifyMention", types: [COMMENT_MENTIONED], handle: (payload, trx) => onComment(now, COMMENT_MENTIONED, payload, trx) },
    { name: "feed.notifyThanks", types: [THANKS_CREATED], handle: (payload, trx) => onThanks(now, payload, trx) },
  ];
}

/** Delivers what these consumers have pending, right after a change committed its event (idempotent). */
export async function deliverTalkEvents(db: Kysely<Database>, now: () => Date): Promise<void> {
  await deliverEvents(db, now, talkEventConsumers(now));
}
