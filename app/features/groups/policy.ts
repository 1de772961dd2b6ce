// Who may do what in a group (issue #14 point 2; the spec's §6 names only canEdit). No portal role of
// its own: a person's standing in the group (member, manager) decides, and administrators manage every
// group. Pages and /api answers get flags (isManager, canEdit...), never role names.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** A person's place in one group: what the membership row says (null: not a member). */
export interface Standing {
  member: boolean;
  manager: boolean;
}

export const OUTSIDER: Standing = { member: false, manager: false };

/** A group as far as rights go. */
export interface GroupForPolicy {
  closed: boolean;
}

export const isGroupsAdmin = (actor: Actor) => hasAnyRole(actor, ROLE_ADMINISTRATOR);

/**
 * Sees its posts, articles, albums and members: anyone for an open group; members for a closed one.
 * Lists apply the same rule in SQL (server/feed-seam.server.ts readableGroupIds): change both together.
 */
export function canReadGroup(actor: Actor, group: GroupForPolicy, standing: Standing): boolean {
  return actor.kind === "user" && (!group.closed || standing.member || isGroupsAdmin(actor));
}

/** Posts, writes articles, adds photos and albums: members (administrators too). */
export function canContribute(actor: Actor, standing: Standing): boolean {
  return actor.kind === "user" && (standing.member || isGroupsAdmin(actor));
}

/** Edits the group, appoints managers, removes members, resolves requests, pins posts: its managers, administrators. */
export function canManageGroup(actor: Actor, standing: Standing): boolean {
  return actor.kind === "user" && (standing.manager || isGroupsAdmin(actor));
}

/** Sets the group's place in the list (`sort`): administrators only. */
export const canSortGroups = isGroupsAdmin;

/** An article, album or photo: its author, the group's managers, administrators (the spec's canEdit). */
export function canEditGroupItem(actor: Actor, item: { authorId: number | null }, standing: Standing): boolean {
  return actor.kind === "user" && (item.authorId === actor.userId || canManageGroup(actor, standing));
}

/** Writes to the managers: messages on, and in a closed group only its members. */
export function canMessageGroup(actor: Actor, group: GroupForPolicy & { messagesEnabled: boolean }, standing: Standing): boolean {
  return actor.kind === "user" && group.messagesEnabled && (!group.closed || standing.member || isGroupsAdmin(actor));
}
