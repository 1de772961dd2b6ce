// Input rules of the company guide (spec part 1 §5, §7), shared by /api and the pages' actions: the
// service (server/guide.server.ts) parses with them at the top of each call, and its use cases take the
// parsed types exported below. zod/mini keeps any browser bundle small (ADR 0003). The article's "name
// and content" rule needs both fields at once, so it lives in server/article-save.server.ts
// (articleContentOf), not here. Server-only today (no guide form validates in the browser): its
// messages are the /api's refusals.
import * as z from "zod/mini";
import { idOf, optionalIdOf } from "~/platform/schema";
import { toId } from "~/platform/ids";
import { ARTICLE_STATUSES, NAME_MAX, TAG_MAX } from "./types";
import { versionField } from "~/platform/validate";
import { guideApiMessages as t } from "./messages.server";

export const SORT_LIST_MAX = 5000;
const ID_LIST_MAX = 5000;

/** "1,2" / [1, "2"] / 3 → [1, 2] / [3]; absent or null → undefined (unchanged); null when not ids. */
function idListOf(value: unknown): number[] | undefined | null {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : typeof value === "string" ? (value.trim() ? value.split(",") : []) : [value];
  const ids: number[] = [];
  for (const item of items) {
    const n = toId(item);
    if (n === null) return null;
    if (!ids.includes(n)) ids.push(n);
  }
  return ids.length > ID_LIST_MAX ? null : ids;
}

const idList = (field: string) =>
  z.pipe(
    z
      .pipe(
        z.optional(z.unknown()),
        z.transform((v) => idListOf(v)),
      )
      .check(z.refine((v) => v !== null, { error: t.idListInvalid(field) })),
    z.transform((v) => v ?? undefined),
  );

/** true / "true" / "1" / "on" → true; false / "false" / "0" → false; absent → fallback; else null. */
function booleanOf(value: unknown, fallback: boolean | undefined): boolean | undefined | null {
  if (value === undefined || value === null || value === "") return fallback;
  if (value === true || value === 1 || value === "true" || value === "1" || value === "on") return true;
  if (value === false || value === 0 || value === "false" || value === "0") return false;
  return null;
}

const flag = <F extends boolean | undefined>(fallback: F, message: string) =>
  z.pipe(
    z
      .pipe(
        z.optional(z.unknown()),
        z.transform((v) => booleanOf(v, fallback)),
      )
      .check(z.refine((v) => v !== null, { error: message })),
    z.transform((v) => v as boolean | F),
  );

const sectionName = z
  .pipe(
    z.optional(z.nullable(z.string({ error: t.sectionNameRequired }))),
    z.transform((v) => v?.trim() ?? ""),
  )
  .check(
    z.refine((v) => v.length > 0, { error: t.sectionNameRequired }),
    z.refine((v) => v.length <= NAME_MAX, { error: t.sectionNameTooLong }),
  );

const accessLists = {
  departmentIds: idList("departmentIds"),
  userIds: idList("userIds"),
  roleIds: idList("roleIds"),
  editorIds: idList("editorIds"),
};

export const sectionIdSchema = z.object({ id: idOf(t.sectionIdRequired) });
export const sectionCreateSchema = z.object({ name: sectionName, parentId: optionalIdOf(t.parentRequired), ...accessLists });
export const sectionUpdateSchema = z.object({ id: idOf(t.sectionIdRequired), name: sectionName, ...accessLists, version: versionField });
/** get-all-without-children-list?id: the id (optional) whose subtree is left out. */
export const sectionExcludeSchema = z.object({ id: optionalIdOf(t.sectionIdRequired) });

export const sortSchema = z.object({
  sortIdList: z.pipe(
    z
      .pipe(
        z.optional(z.unknown()),
        z.transform((v) => idListOrNull(v)),
      )
      .check(z.refine((ids) => ids !== null && ids.length > 0 && ids.length <= SORT_LIST_MAX, { error: t.sortInvalid })),
    z.transform((ids) => ids as number[]),
  ),
});

/** Like idListOf, but a repeated id makes the whole list invalid (an order names each record once). */
function idListOrNull(value: unknown): number[] | null {
  if (!Array.isArray(value)) return null;
  const ids = idListOf(value);
  return ids && ids.length === value.length ? ids : null;
}

export const articlesQuerySchema = z.object({
  categoryId: idOf(t.sectionIdRequired),
  status: z.pipe(
    z
      .pipe(
        z.optional(z.nullable(z.string({ error: t.listStatusInvalid }))),
        z.transform((v) => (v?.trim() || "PUBLISHED").toUpperCase()),
      )
      .check(z.refine((v) => (ARTICLE_STATUSES as readonly string[]).includes(v), { error: t.listStatusInvalid })),
    z.transform((v) => v as (typeof ARTICLE_STATUSES)[number]),
  ),
});

export const articleIdSchema = z.object({ id: idOf(t.articleIdRequired) });
export const versionSchema = z.object({ id: idOf(t.articleIdRequired), version: idOf(t.versionRequired) });
/** versions?id&before: `before` a version number (the page after the one that ended there). */
export const versionsQuerySchema = z.object({ id: idOf(t.articleIdRequired), before: optionalIdOf(t.versionBeforeInvalid) });

/** "a, b" / ["a", "b"] → trimmed, without empties and case-insensitive repeats; null when not strings. */
function tagListOf(value: unknown): string[] | undefined | null {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : null;
  if (!items || items.some((item) => typeof item !== "string")) return null;
  const tags: string[] = [];
  for (const raw of items as string[]) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag && !tags.some((x) => x.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

/**
 * The article fields other than name and content (checked together in server/article-save.server.ts). Lists left
 * out are undefined: on update they stay as they are.
 */
export const articleSchema = z.object({
  name: z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => (typeof v === "string" ? v.trim() : "")),
  ),
  categoryId: idOf(t.categoryRequired),
  content: z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => (typeof v === "string" ? v : v && typeof v === "object" ? JSON.stringify(v) : null)),
  ),
  contentNewEditor: z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => (typeof v === "string" ? v : null)),
  ),
  newEditor: flag(undefined, t.flagInvalid),
  roleIds: idList("roleIds"),
  fileIds: idList("fileIds"),
  tags: z.pipe(
    z
      .pipe(
        z.optional(z.unknown()),
        z.transform((v) => tagListOf(v)),
      )
      .check(
        z.refine((v) => v !== null, { error: t.tagsInvalid, abort: true }),
        z.refine((v) => !v || v.every((tag) => tag.length <= TAG_MAX), { error: t.tagTooLong }),
      ),
    z.transform((v) => v ?? undefined),
  ),
  flagToEmail: flag(false, t.flagInvalid),
  /** update: the version the edit started from (platform/versions.server.ts), not a history version. */
  version: versionField,
  status: z.pipe(
    z
      .pipe(
        z.optional(z.nullable(z.string({ error: t.statusInvalid }))),
        z.transform((v) => (v?.trim() ? v.trim().toUpperCase() : undefined)),
      )
      .check(z.refine((v) => v === undefined || v === "PUBLISHED" || v === "DRAFT", { error: t.statusInvalid })),
    z.transform((v) => v as "PUBLISHED" | "DRAFT" | undefined),
  ),
});

/** What each call takes once parsed: the use cases' input types. */
export type SectionId = z.output<typeof sectionIdSchema>;
export type SectionCreate = z.output<typeof sectionCreateSchema>;
export type SectionUpdate = z.output<typeof sectionUpdateSchema>;
export type SectionExclude = z.output<typeof sectionExcludeSchema>;
export type SortList = z.output<typeof sortSchema>;
export type ArticlesQuery = z.output<typeof articlesQuerySchema>;
export type ArticleId = z.output<typeof articleIdSchema>;
export type ArticleFields = z.output<typeof articleSchema>;
export type VersionRef = z.output<typeof versionSchema>;
export type VersionsQuery = z.output<typeof versionsQuerySchema>;
