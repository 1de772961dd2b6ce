// The guide's sections: the menu and trees, one section's page data, create, rename (with the access
// lists for guide editors), delete with everything below and order. Each use case takes the parsed
// input of its schema (../schema.ts); guide.server.ts parses at the top of the service's calls.
import { recordAudit } from "~/platform/audit.server";
import type { Actor } from "~/platform/actor";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { claimVersion } from "~/platform/versions.server";
import { requireUser } from "~/platform/require-user";
import { guideApiMessages as t } from "../messages.server";
import { isGuideEditor } from "../policy";
import type { SectionCreate, SectionExclude, SectionId, SectionUpdate, SortList } from "../schema";
import type { FlatSection, GuideAbilities, SectionNode, SectionView } from "../types";
import {
  breadcrumbsOf,
  flatten,
  loadGuide,
  nodeOf,
  reorder,
  requireEditableSection,
  requireReadableSection,
  subtreeIds,
  visibleChildren,
  type Guide,
  type GuideDeps,
  type SectionRow,
} from "./loaded-guide.server";
import { currentLists, names, requireExisting, writeLists } from "./section-lists.server";
import { writeArticlesChanged } from "./search-indexer.server";
import { drawnMenu } from "./menu.server";

/** The spec's top / children / first-children calls each answer for their kind of section only. */
export type SectionKind = "top" | "child" | "firstChild";

function requireKind(g: Guide, row: SectionRow, kind: SectionKind | undefined) {
  if (kind === "top" && row.parent_id !== null) throw notFound(t.notTop);
  if (kind === "child" && row.parent_id === null) throw notFound(t.notChild);
  if (kind === "firstChild" && (row.parent_id === null || g.sections.get(row.parent_id)?.parent_id !== null))
    throw notFound(t.notFirstChild);
}

/** GET /wiki/guide/categories/get-all-list: the readable tree, in order. */
export async function menu({ db }: GuideDeps, actor: Actor): Promise<SectionNode[]> {
  const g = await loadGuide(actor, db);
  return visibleChildren(g, null).map((row) => nodeOf(g, row, true));
}

/** GET get-top-tree: readable top sections (childrenList empty; hasChildren tells). */
export async function topSections({ db }: GuideDeps, actor: Actor): Promise<SectionNode[]> {
  const g = await loadGuide(actor, db);
  return visibleChildren(g, null).map((row) => nodeOf(g, row, false));
}

/** GET get-children-tree?id: the readable tree below a section. */
export async function subtree({ db }: GuideDeps, actor: Actor, { id }: SectionId): Promise<SectionNode[]> {
  const g = await loadGuide(actor, db);
  requireReadableSection(g, id);
  return visibleChildren(g, id).map((row) => nodeOf(g, row, true));
}

/** GET get-all-without-children-list?id: every readable section flat in tree order, without `id` and what is below it. */
export async function sectionList({ db }: GuideDeps, actor: Actor, { id }: SectionExclude): Promise<FlatSection[]> {
  const g = await loadGuide(actor, db);
  if (id !== undefined) requireReadableSection(g, id);
  return flatten(g, null, 0, id, []);
}

/** GET get-all-children-list?id: every readable section below `id`, flat in tree order (depth 0 = its children). */
export async function descendants({ db }: GuideDeps, actor: Actor, { id }: SectionId): Promise<FlatSection[]> {
  const g = await loadGuide(actor, db);
  requireReadableSection(g, id);
  return flatten(g, id, 0, undefined, []);
}

/** What the guide offers this person: the "Create section" button and the edit-mode toggle. */
export async function abilities({ db }: GuideDeps, actor: Actor): Promise<GuideAbilities> {
  const user = requireUser(actor);
  if (isGuideEditor(user)) return { createTop: true, editMode: true };
  const g = await loadGuide(user, db);
  return { createTop: false, editMode: g.access.editable.size > 0 };
}

/**
 * The guide's frame on every page: the part of the readable tree its side menu draws (menu.server.ts) around
 * the page's section `currentId` (its whole ancestry: an address carries only the last ids), and what the
 * person may do, from one load of the guide.
 */
export async function frame(
  { db }: GuideDeps,
  actor: Actor,
  currentId: number | null,
): Promise<{ menu: SectionNode[]; abilities: GuideAbilities }> {
  const g = await loadGuide(actor, db);
  const readable = currentId !== null && g.access.readable.has(currentId);
  const openPath = readable ? breadcrumbsOf(g, currentId).map((crumb) => crumb.id) : [];
  const menu = drawnMenu(
    visibleChildren(g, null).map((row) => nodeOf(g, row, true)),
    openPath,
  );
  return { menu, abilities: { createTop: g.access.guideEditor, editMode: g.access.guideEditor || g.access.editable.size > 0 } };
}

/** GET get-top / get-children / get-first-children?id (kind checks which). */
export async function sectionView({ db }: GuideDeps, actor: Actor, { id }: SectionId, kind?: SectionKind): Promise<SectionView> {
  const g = await loadGuide(actor, db);
  const row = requireReadableSection(g, id);
  requireKind(g, row, kind);
  const lists = currentLists(g, id);
  const breadcrumbs = breadcrumbsOf(g, id);
  const canEdit = g.access.editable.has(id);
  return {
    id,
    name: row.name,
    parentId: row.parent_id,
    version: row.version,
    path: breadcrumbs.map((b) => b.id),
    breadcrumbs,
    canEdit,
    canCreateChild: canEdit,
    canManageAccess: g.access.guideEditor,
    canDelete: g.access.guideEditor,
    departments: await names(db, "DEPARTMENT", lists.departmentIds),
    users: await names(db, "USER", lists.userIds),
    roles: await names(db, "ROLE", lists.roleIds),
    editors: await names(db, "EDITOR", lists.editorIds),
    childrenList: visibleChildren(g, id).map((c) => nodeOf(g, c, true)),
  };
}

/** POST create-top / create-children / create-first-children. */
export async function createSection(
  { db, now }: GuideDeps,
  actor: Actor,
  value: SectionCreate,
  kind?: SectionKind,
): Promise<{ id: number; message: string }> {
  const parentId = kind === "top" ? null : (value.parentId ?? null);
  if ((kind === "child" || kind === "firstChild") && parentId === null) throw invalid(t.parentRequired, { parentId: t.parentRequired });
  return db.transaction().execute(async (trx) => {
    const g = await loadGuide(actor, trx);
    if (parentId === null) {
      if (!g.access.guideEditor) throw forbidden(t.createTopForbidden);
    } else {
      const parent = requireEditableSection(g, parentId);
      if (kind === "firstChild" && parent.parent_id !== null) throw invalid(t.notTop, { parentId: t.notTop });
    }
    const lists = { departmentIds: value.departmentIds, userIds: value.userIds, roleIds: value.roleIds, editorIds: value.editorIds };
    if (!g.access.guideEditor && Object.values(lists).some((ids) => ids?.length)) throw forbidden(t.accessForbidden);
    await requireExisting(trx, lists);
    const siblings = g.children.get(parentId) ?? [];
    const at = now().toISOString();
    const { id } = await trx
      .insertInto("guide_sections")
      .values({
        parent_id: parentId,
        name: value.name,
        sort: siblings.reduce((max, s) => Math.max(max, s.sort), -1) + 1,
        created_at: at,
        updated_at: at,
        created_by: g.user.userId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeLists(trx, id, lists);
    return { id, message: parentId === null ? t.sectionCreated : t.childCreated };
  });
}

/** POST edit-top / edit-children / edit-first-children. */
export async function updateSection(
  { db, now }: GuideDeps,
  actor: Actor,
  value: SectionUpdate,
  kind?: SectionKind,
): Promise<{ id: number; message: string }> {
  return db.transaction().execute(async (trx) => {
    const g = await loadGuide(actor, trx);
    const row = requireEditableSection(g, value.id);
    requireKind(g, row, kind);
    await claimVersion(trx, "guide_sections", value.id, value.version);
    const lists = { departmentIds: value.departmentIds, userIds: value.userIds, roleIds: value.roleIds, editorIds: value.editorIds };
    const current = currentLists(g, value.id);
    const same = (a: number[] | undefined, b: number[]) => !a || (a.length === b.length && a.every((x) => b.includes(x)));
    const unchanged = (Object.keys(current) as (keyof typeof current)[]).every((k) => same(lists[k], current[k]));
    if (!g.access.guideEditor) {
      // Section editors may send the lists back unchanged (a form does), never different ones.
      if (!unchanged) throw forbidden(t.accessForbidden);
    } else {
      await requireExisting(trx, lists);
      await writeLists(trx, value.id, lists);
      if (!unchanged) {
        const after = Object.fromEntries(Object.entries(current).map(([k, v]) => [k, lists[k as keyof typeof current] ?? v]));
        const at = now();
        await recordAudit(trx, {
          actorId: g.user.userId,
          action: "GUIDE_SECTION_ACCESS",
          entity: "GUIDE_SECTION",
          entityId: value.id,
          before: current,
          after,
          at,
        });
      }
    }
    await trx.updateTable("guide_sections").set({ name: value.name, updated_at: now().toISOString() }).where("id", "=", value.id).execute();
    return { id: value.id, message: row.parent_id === null ? t.sectionUpdated : t.childUpdated };
  });
}

/** POST /wiki/guide/categories/delete {id}: the section and all below it are deleted, their articles archived. */
export async function deleteSection(
  { db, now }: GuideDeps,
  actor: Actor,
  { id }: SectionId,
): Promise<{ message: string; parentId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const g = await loadGuide(actor, trx);
    const row = requireReadableSection(g, id);
    if (!g.access.guideEditor) throw forbidden(t.deleteForbidden);
    const ids = subtreeIds(g, id);
    const at = now().toISOString();
    await trx.updateTable("guide_sections").set({ is_deleted: 1, updated_at: at }).where("id", "in", ids).execute();
    const articles = await trx
      .updateTable("guide_articles")
      .set({ status: "ARCHIVE", updated_at: at })
      .where("section_id", "in", ids)
      .returning("id")
      .execute();
    // Every article of the subtree leaves the search (archived, and its section gone).
    await writeArticlesChanged(
      trx,
      articles.map((a) => a.id),
      now(),
    );
    return { message: t.sectionDeleted, parentId: row.parent_id };
  });
}

/** POST /wiki/guide/categories/sort {sortIdList}: sections of one parent, listed ones first in that order. */
export async function sortSections({ db }: GuideDeps, actor: Actor, { sortIdList }: SortList): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const g = await loadGuide(actor, trx);
    const rows = sortIdList.flatMap((id) => {
      const row = g.sections.get(id);
      return row && g.access.readable.has(row.id) ? [row] : [];
    });
    if (rows.length !== sortIdList.length) throw invalid(t.sortInvalid);
    const parents = new Set(rows.map((r) => r.parent_id));
    if (parents.size !== 1) throw invalid(t.sortInvalid);
    // One parent, so at least one row.
    const parentId = rows[0]?.parent_id ?? null;
    if (parentId === null ? !g.access.guideEditor : !g.access.editable.has(parentId)) throw forbidden(t.editForbidden);
    const order = reorder(
      (g.children.get(parentId) ?? []).map((s) => s.id),
      sortIdList,
    );
    for (const [sort, id] of order.entries()) await trx.updateTable("guide_sections").set({ sort }).where("id", "=", id).execute();
    return { message: t.sorted };
  });
}
