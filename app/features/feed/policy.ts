// Who may do what in the feed (issue #12 point 13). Role names are read here only; pages and /api
// answers get flags (canEdit, canDelete, canPin).
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Ours (the spec leaves pinning and approving offers open): edits company news and moderates it. */
export const ROLE_EDIT_NEWS = "ROLE_EDIT_NEWS";
/** The spec's right to manage stickers. */
export const ROLE_UPDATE_STICKER = "ROLE_UPDATE_STICKER";

/** News editors' roles (isNewsEditor); they open /admin/news-moderation. */
export const NEWS_EDITOR_ROLES = [ROLE_EDIT_NEWS, ROLE_ADMINISTRATOR] as const;

/** Sticker managers' roles (canManageStickers); they open /admin/stickers. */
export const STICKER_MANAGER_ROLES = [ROLE_UPDATE_STICKER, ROLE_ADMINISTRATOR] as const;

/** The roles this feature names, for the registry of all roles. */
export const FEED_ROLES = [ROLE_EDIT_NEWS, ROLE_UPDATE_STICKER] as const;

/**
 * A post as far as rights go: its author and its feed (null: company news), and whether the reader runs
 * that group (its manager or an administrator: the groups' rule, which the caller reads in SQL in the
 * same statement as the post, so this stays pure and a page costs the same for 3 posts as for 50).
 */
export interface PostOwnership {
  authorId: number;
  groupId: number | null;
  groupManager: boolean;
}

const userIdOf = (actor: Actor) => (actor.kind === "user" ? actor.userId : null);

/**
 * News editors: publish, edit, delete, restore, pin and moderate company news and its comments, and
 * see deferred posts and offers. A group's posts are run by its managers (PostOwnership.groupManager).
 */
export function isNewsEditor(actor: Actor): boolean {
  return hasAnyRole(actor, ...NEWS_EDITOR_ROLES);
}

/** Publish to company news directly (others may only offer news). */
export function canPublishNews(actor: Actor): boolean {
  return isNewsEditor(actor);
}

/** Whoever runs the post's feed: news editors for company news, the group's managers and administrators for a group. */
function runsFeedOf(actor: Actor, post: PostOwnership): boolean {
  return post.groupId === null ? isNewsEditor(actor) : actor.kind === "user" && post.groupManager;
}

/** Edit, delete and restore a post: its author, or whoever runs its feed. */
export function canManagePost(actor: Actor, post: PostOwnership): boolean {
  return userIdOf(actor) === post.authorId || runsFeedOf(actor, post);
}

/** Pin or unpin a post in its feed (one pinned post per feed): whoever runs that feed. */
export function canPinPost(actor: Actor, post: PostOwnership): boolean {
  return runsFeedOf(actor, post);
}

/**
 * See deferred posts of others and every deleted one in place: news editors for company news (a group's
 * managers for its posts: visibility.server.ts asks the groups in SQL).
 */
export function seesHiddenPosts(actor: Actor, groupId: number | null): boolean {
  return groupId === null && isNewsEditor(actor);
}

/** Delete, restore a comment: its author, the post's author, whoever runs the post's feed. */
export function canManageComment(actor: Actor, comment: { authorId: number }, post: PostOwnership): boolean {
  return userIdOf(actor) === comment.authorId || canManagePost(actor, post);
}

/** Add and delete stickers: sticker managers and administrators. */
export function canManageStickers(actor: Actor): boolean {
  return hasAnyRole(actor, ...STICKER_MANAGER_ROLES);
}

/** Edit a comment: its author only (§4: "the author edits"). */
export function canEditComment(actor: Actor, comment: { authorId: number }): boolean {
  return userIdOf(actor) === comment.authorId;
}

/** Delete a thanks: whoever gave it, and news editors (they moderate the feed it shows in). */
export function canDeleteThanks(actor: Actor, thanks: { fromUserId: number }): boolean {
  return userIdOf(actor) === thanks.fromUserId || isNewsEditor(actor);
}
