// Rules of the groups' calls and forms (issue #14 points 3, 4, 7, 10): zod/mini, client-safe. One
// schema per call; the forms post the same field names, so a page and /api refuse alike.
import * as z from "zod/mini";
import { field, flag, idOf, optionalIdOf, pageParam, refuse, requiredText, type Refusal } from "~/platform/schema";
import { versionField } from "~/platform/validate";
import { groupFieldMessages as f } from "./messages/field";
import { groupFormMessages as t } from "./messages/group-form";
import { groupMessages as g } from "./messages/group";

export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 2000;
/** Search starts at 3 characters (§9, as the finder). */
export const SEARCH_MIN = 3;
export const GROUPS_PAGE = 20;
export const MEMBERS_PAGE = 50;
/** The mobile group menu: up to 50 of the person's groups. */
export const MENU_GROUPS = 50;
export const SORT_MAX = 10_000;
export const OPTION_MAX = 255;
export const OPTIONS_MAX = 50;

/**
 * A search string: trimmed, at most 255 characters (longer input is cut, not refused); none, or at least
 * SEARCH_MIN characters (§9): shorter is refused with the list's «Введите для поиска не менее 3 символов».
 */
const searchString = field((v): string | Refusal => {
  const words = typeof v === "string" ? v.trim().slice(0, NAME_MAX) : "";
  return words.length > 0 && words.length < SEARCH_MIN ? refuse(g.searchTooShort) : words;
});
/** An opaque keyset cursor; a malformed one gives the first page. */
const cursor = field((v): string => (typeof v === "string" ? v.slice(0, 400) : ""));

const description = field((v): string | Refusal => {
  if (v === undefined || v === null) return "";
  if (typeof v !== "string") return refuse(t.descriptionTooLong);
  const trimmed = v.trim();
  return trimmed.length > DESCRIPTION_MAX ? refuse(t.descriptionTooLong) : trimmed;
});

/**
 * Lines of text (a textarea, one per line) or a JSON array: trimmed, blanks dropped, repeats once.
 * Absent: left as they are (a call that does not name them does not erase them); "" or null: none.
 */
const options = field((v): string[] | undefined | Refusal => {
  if (v === undefined) return undefined;
  if (v === null || v === "") return [];
  const lines =
    typeof v === "string" ? v.split(/\r?\n/) : Array.isArray(v) && v.every((x) => typeof x === "string") ? (v as string[]) : null;
  if (lines === null) return refuse(t.optionTooLong);
  const names = [...new Set(lines.map((l) => l.trim()).filter(Boolean))];
  if (names.some((n) => n.length > OPTION_MAX)) return refuse(t.optionTooLong);
  return names.length > OPTIONS_MAX ? refuse(t.optionsTooMany) : names;
});

const sort = field((v): number | undefined | Refusal => {
  if (v === undefined || v === null || v === "") return undefined;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= SORT_MAX ? n : refuse(t.sortInvalid);
});

const groupFields = {
  name: requiredText(NAME_MAX, t.nameRequired, t.nameTooLong),
  description,
  configClose: flag,
  avatarFileId: optionalIdOf(f.fileInvalid),
  coverFileId: optionalIdOf(f.fileInvalid),
};

/** POST /groups/create */
export const createGroupSchema = z.object(groupFields);

/** POST /groups/update: the whole group; `sort` only administrators change (others' is ignored). */
export const updateGroupSchema = z.object({
  id: idOf(f.groupRequired),
  ...groupFields,
  sort,
  messagesEnabled: flag,
  subjects: options,
  resolutionTypes: options,
  version: versionField,
});

/** POST /groups/delete {id, name}: the name typed as it is, to be sure. */
export const deleteGroupSchema = z.object({
  id: idOf(f.groupRequired),
  name: field((v): string => (typeof v === "string" ? v.trim() : "")),
});

/** GET /groups/list {searchString, onlyMy, after, pageSize} */
export const listGroupsSchema = z.object({
  searchString,
  onlyMy: flag,
  after: cursor,
  pageSize: pageParam(GROUPS_PAGE, 1, 50),
});

/** GET /groups/get?id */
export const groupRefSchema = z.object({ id: idOf(f.groupRequired) });
/** Calls naming a group as groupId. */
export const groupIdSchema = z.object({ groupId: idOf(f.groupRequired) });

/** GET /groups/members {groupId, searchString, after, pageSize} */
export const membersQuerySchema = z.object({
  groupId: idOf(f.groupRequired),
  searchString,
  after: cursor,
  pageSize: pageParam(MEMBERS_PAGE, 1, 100),
});

/** POST /groups/members/remove {groupId, userId} */
export const memberRefSchema = z.object({ groupId: idOf(f.groupRequired), userId: idOf(f.userRequired) });
/** POST /groups/managers/set {groupId, userId, manager} */
export const setManagerSchema = z.object({ groupId: idOf(f.groupRequired), userId: idOf(f.userRequired), manager: flag });
/** POST /groups/requests/resolve {claimId, accept} */
export const resolveRequestSchema = z.object({ claimId: idOf(f.claimRequired), accept: flag });

export type GroupInput = z.output<typeof createGroupSchema>;
export type GroupUpdate = z.output<typeof updateGroupSchema>;
export type GroupDelete = z.output<typeof deleteGroupSchema>;
export type GroupListQuery = z.output<typeof listGroupsSchema>;
export type MembersQuery = z.output<typeof membersQuerySchema>;
export type MemberRef = z.output<typeof memberRefSchema>;
export type SetManager = z.output<typeof setManagerSchema>;
export type ResolveRequest = z.output<typeof resolveRequestSchema>;
