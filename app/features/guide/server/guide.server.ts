// The company guide (spec part 1 §2.4, §3, §5, §7): a tree of sections with access lists and section
// editors, articles (published, drafts, archive) with files, tags, roles to notify and versions, the
// publish event and its notifications, and the WIKI_GUIDE favourites. Who reads and edits what is one
// rule, guideAccessOf (access.ts), fed once per call by loadAccess. /api calls: api.server.ts; payloads
// and the rule: docs/api.md, docs/decisions/0009-guide-access.md.
import type { Kysely, Transaction } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database, GuideAccessKind } from "~/platform/db/schema";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { deliverEvents, writeEvent, type EventConsumer } from "~/platform/events.server";
import { isGuideEditor } from "~/platform/policies";
import { parseInput } from "~/platform/validate";
import { claimVersion } from "~/platform/versions.server";
import { requireUser } from "~/features/users/server/users.server";
import type { FavoriteKind } from "~/features/favorites/server/favorites.server";
import { filePathOf } from "~/platform/files/files.server";
import { fileSizeMb } from "~/platform/files/schema";
import { isLegacyContent, renderStoredContent } from "~/shared/richtext/legacy.server";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { richTextForStorage } from "~/shared/richtext/stored.server";
import { articlesReadBy, usableFileIds, writeBodyFiles, type FileWriter } from "./article-files.server";
import { takeSave, versionPage, writeVersion } from "./versions.server";
import { guideAccessOf, type AccessPerson, type AccessTree, type GuideAccess } from "~/features/guide/access";
import {
  articleIdSchema,
  articleSchema,
  articlesQuerySchema,
  sectionCreateSchema,
  sectionExcludeSchema,
  sectionIdSchema,
  sectionUpdateSchema,
  sortSchema,
  versionSchema,
  versionsQuerySchema,
} from "~/features/guide/schema";
import {
  GUIDE_ARTICLE_PUBLISHED,
  NAME_MAX,
  SHORT_CONTENT_MAX,
  WIKI_GUIDE,
  type ArticleFile,
  type ArticleListItem,
  type ArticleStatus,
  type ArticleVersionItem,
  type ArticleVersionView,
  type ArticleView,
  type FavoriteArticle,
  type FlatSection,
  type GuideAbilities,
  type GuideArticlePublished,
  type IdName,
  type PersonRef,
  type SectionNode,
  type SectionView,
} from "~/features/guide/types";
import { ru } from "~/shared/ru";

const t = ru.guide.api;

type Db = Kysely<Database> | Transaction<Database>;

interface SectionRow {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  version: number;
}

/** The guide as one person sees it, loaded once per call. */
interface Guide {
  user: SignedIn;
  sections: Map<number, SectionRow>;
  /** Sections that are not deleted, by parent, in their order. */
  children: Map<number | null, SectionRow[]>;
  access: GuideAccess;
  entries: AccessTree["access"];
  editors: AccessTree["editors"];
}

const fullName = (p: { surname: string; name: string }) => `${p.surname} ${p.name}`.trim();

/** A signed-in actor for a person known only by id (favourites, notifications): roles from the database. */
const actorOf = (userId: number, roles: string[]): SignedIn => ({ kind: "user", userId, roles, tokenHash: "", via: "web", flash: null });

export function createGuide({ db, now, rate }: Deps) {
  // --- access ---------------------------------------------------------------------------------

  async function loadTree(trx: Db) {
    const rows = await trx
      .selectFrom("guide_sections")
      .select(["id", "parent_id", "name", "sort", "version"])
      .where("is_deleted", "=", 0)
      .orderBy("sort")
      .orderBy("id")
      .execute();
    const entries = (await trx.selectFrom("guide_section_access").select(["section_id", "kind", "object_id"]).execute()).map((e) => ({
      sectionId: e.section_id,
      kind: e.kind,
      objectId: e.object_id,
    }));
    const editors = (await trx.selectFrom("guide_section_editors").select(["section_id", "user_id"]).execute()).map((e) => ({
      sectionId: e.section_id,
      userId: e.user_id,
    }));
    const tree: AccessTree = { sections: rows.map((r) => ({ id: r.id, parentId: r.parent_id })), access: entries, editors };
    return { rows, tree };
  }

  /** Departments above each department, and the wiki roles of each position (plus all-employees roles). */
  async function loadMembership(trx: Db) {
    const departments = await trx.selectFrom("departments").select(["id", "parent_id"]).execute();
    const parentOf = new Map(departments.map((d) => [d.id, d.parent_id]));
    const rolePositions = await trx.selectFrom("wiki_role_positions").select(["role_id", "position_id"]).execute();
    const everyone = (await trx.selectFrom("wiki_roles").select("id").where("all_employees", "=", 1).execute()).map((r) => r.id);
    return {
      person(user: { userId: number; departmentId: number | null; positionId: number | null; guideEditor: boolean }): AccessPerson {
        const departmentIds = new Set<number>();
        for (let d = user.departmentId; d !== null && d !== undefined && !departmentIds.has(d); d = parentOf.get(d) ?? null) departmentIds.add(d);
        const roleIds = new Set(everyone);
        for (const rp of rolePositions) if (rp.position_id === user.positionId) roleIds.add(rp.role_id);
        return { userId: user.userId, departmentIds, roleIds, guideEditor: user.guideEditor };
      },
    };
  }

  async function loadGuide(actor: Actor, trx: Db = db): Promise<Guide> {
    const user = requireUser(actor);
    const { rows, tree } = await loadTree(trx);
    const me = await trx.selectFrom("users").select(["department_id", "position_id"]).where("id", "=", user.userId).executeTakeFirst();
    const membership = await loadMembership(trx);
    const person = membership.person({
      userId: user.userId,
      departmentId: me?.department_id ?? null,
      positionId: me?.position_id ?? null,
      guideEditor: isGuideEditor(user),
    });
    const sections = new Map(rows.map((r) => [r.id, r]));
    const children = new Map<number | null, SectionRow[]>();
    for (const row of rows) {
      const key = row.parent_id !== null && sections.has(row.parent_id) ? row.parent_id : null;
      if (key === null && row.parent_id !== null) continue; // under a deleted parent: gone with it
      children.set(key, [...(children.get(key) ?? []), row]);
    }
    return { user, sections, children, access: guideAccessOf(tree, person), entries: tree.access, editors: tree.editors };
  }

  /** The nearest readable section above this one (null: shown at the top). */
  function visibleParent(g: Guide, id: number): number | null {
    for (let p = g.sections.get(id)?.parent_id ?? null; p !== null; p = g.sections.get(p)?.parent_id ?? null) {
      if (g.access.readable.has(p)) return p;
    }
    return null;
  }

  /** Readable sections shown directly under `parentId` (a readable child of an unreadable one moves up). */
  function visibleChildren(g: Guide, parentId: number | null): SectionRow[] {
    const out: SectionRow[] = [];
    const walk = (id: number | null) => {
      for (const child of g.children.get(id) ?? []) {
        if (g.access.readable.has(child.id)) out.push(child);
        else walk(child.id);
      }
    };
    walk(parentId);
    return out;
  }

  function nodeOf(g: Guide, row: SectionRow, deep: boolean): SectionNode {
    const kids = visibleChildren(g, row.id);
    return {
      id: row.id,
      name: row.name,
      parentId: row.parent_id,
      sort: row.sort,
      hasChildren: kids.length > 0,
      canEdit: g.access.editable.has(row.id),
      childrenList: deep ? kids.map((k) => nodeOf(g, k, true)) : [],
    };
  }

  function flatten(g: Guide, parentId: number | null, depth: number, skip: number | undefined, out: FlatSection[]): FlatSection[] {
    for (const row of visibleChildren(g, parentId)) {
      if (row.id === skip) continue;
      const { childrenList: _, ...node } = nodeOf(g, row, false);
      out.push({ ...node, depth });
      flatten(g, row.id, depth + 1, skip, out);
    }
    return out;
  }

  /** Readable sections from the top to this one. */
  function breadcrumbsOf(g: Guide, id: number): IdName[] {
    const chain: IdName[] = [];
    for (let s: number | null = id; s !== null; s = visibleParent(g, s)) {
      const row = g.sections.get(s)!;
      chain.unshift({ id: row.id, name: row.name });
    }
    return chain;
  }

  function requireReadableSection(g: Guide, id: number): SectionRow {
    const row = g.sections.get(id);
    // Missing, deleted and unreadable answer alike: a typed id leaks nothing.
    if (!row || !g.access.readable.has(id)) throw notFound(t.sectionNotFound(id));
    return row;
  }

  function requireEditableSection(g: Guide, id: number): SectionRow {
    const row = requireReadableSection(g, id);
    if (!g.access.editable.has(id)) throw forbidden(t.editForbidden);
    return row;
  }

  /** Every section below `id` (not deleted), and the section itself. */
  function subtreeIds(g: Guide, id: number): number[] {
    const ids = [id];
    for (let i = 0; i < ids.length; i++) for (const child of g.children.get(ids[i]!) ?? []) ids.push(child.id);
    return ids;
  }

  // --- sections -------------------------------------------------------------------------------

  async function names(trx: Db, kind: GuideAccessKind | "EDITOR", ids: number[]): Promise<IdName[]> {
    if (ids.length === 0) return [];
    const rows =
      kind === "DEPARTMENT"
        ? await trx.selectFrom("departments").select(["id", "name"]).where("id", "in", ids).execute()
        : kind === "ROLE"
          ? await trx.selectFrom("wiki_roles").select(["id", "name"]).where("id", "in", ids).execute()
          : (await trx.selectFrom("users").select(["id", "name", "surname"]).where("id", "in", ids).execute()).map((u) => ({ id: u.id, name: fullName(u) }));
    return rows.sort((a, b) => a.name.localeCompare(b.name, "ru") || a.id - b.id);
  }

  /** Refuses ids that name nothing, before anything is written. */
  async function requireExisting(trx: Db, lists: { departmentIds?: number[]; userIds?: number[]; roleIds?: number[]; editorIds?: number[] }) {
    const check = async (kind: GuideAccessKind | "EDITOR", ids: number[] | undefined, message: string, field: string) => {
      if (ids?.length && (await names(trx, kind, ids)).length !== ids.length) throw invalid(message, { [field]: message });
    };
    await check("DEPARTMENT", lists.departmentIds, t.departmentNotFound, "departmentIds");
    await check("USER", lists.userIds, t.userNotFound, "userIds");
    await check("ROLE", lists.roleIds, t.roleNotFound, "roleIds");
    await check("EDITOR", lists.editorIds, t.userNotFound, "editorIds");
  }

  function currentLists(g: Guide, id: number) {
    const of = (kind: GuideAccessKind) => g.entries.filter((e) => e.sectionId === id && e.kind === kind).map((e) => e.objectId);
    return {
      departmentIds: of("DEPARTMENT"),
      userIds: of("USER"),
      roleIds: of("ROLE"),
      editorIds: g.editors.filter((e) => e.sectionId === id).map((e) => e.userId),
    };
  }

  async function writeLists(
    trx: Db,
    id: number,
    lists: { departmentIds?: number[]; userIds?: number[]; roleIds?: number[]; editorIds?: number[] },
  ) {
    const kinds: [GuideAccessKind, number[] | undefined][] = [
      ["DEPARTMENT", lists.departmentIds],
      ["USER", lists.userIds],
      ["ROLE", lists.roleIds],
    ];
    for (const [kind, ids] of kinds) {
      if (!ids) continue;
      await trx.deleteFrom("guide_section_access").where("section_id", "=", id).where("kind", "=", kind).execute();
      if (ids.length) await trx.insertInto("guide_section_access").values(ids.map((objectId) => ({ section_id: id, kind, object_id: objectId }))).execute();
    }
    if (lists.editorIds) {
      await trx.deleteFrom("guide_section_editors").where("section_id", "=", id).execute();
      if (lists.editorIds.length) await trx.insertInto("guide_section_editors").values(lists.editorIds.map((userId) => ({ section_id: id, user_id: userId }))).execute();
    }
  }

  async function sectionView(actor: Actor, input: unknown, kind?: "top" | "child" | "firstChild"): Promise<SectionView> {
    const { id } = parseInput(sectionIdSchema, typeof input === "object" && input ? input : { id: input });
    const g = await loadGuide(actor);
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

  /** The spec's top / children / first-children calls each answer for their kind of section only. */
  function requireKind(g: Guide, row: SectionRow, kind: "top" | "child" | "firstChild" | undefined) {
    if (kind === "top" && row.parent_id !== null) throw notFound(t.notTop);
    if (kind === "child" && row.parent_id === null) throw notFound(t.notChild);
    if (kind === "firstChild" && (row.parent_id === null || g.sections.get(row.parent_id)?.parent_id !== null)) throw notFound(t.notFirstChild);
  }

  async function createSection(actor: Actor, input: unknown, kind?: "top" | "child" | "firstChild"): Promise<{ id: number; message: string }> {
    const value = parseInput(sectionCreateSchema, input);
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

  async function updateSection(actor: Actor, input: unknown, kind?: "top" | "child" | "firstChild"): Promise<{ id: number; message: string }> {
    const value = parseInput(sectionUpdateSchema, input);
    return db.transaction().execute(async (trx) => {
      const g = await loadGuide(actor, trx);
      const row = requireEditableSection(g, value.id);
      requireKind(g, row, kind);
      await claimVersion(trx, "guide_sections", value.id, value.version);
      const lists = { departmentIds: value.departmentIds, userIds: value.userIds, roleIds: value.roleIds, editorIds: value.editorIds };
      if (!g.access.guideEditor) {
        // Section editors may send the lists back unchanged (a form does), never different ones.
        const current = currentLists(g, value.id);
        const same = (a: number[] | undefined, b: number[]) => !a || (a.length === b.length && a.every((x) => b.includes(x)));
        if (!(Object.keys(current) as (keyof typeof current)[]).every((k) => same(lists[k], current[k]))) throw forbidden(t.accessForbidden);
      } else {
        await requireExisting(trx, lists);
        await writeLists(trx, value.id, lists);
      }
      await trx.updateTable("guide_sections").set({ name: value.name, updated_at: now().toISOString() }).where("id", "=", value.id).execute();
      return { id: value.id, message: row.parent_id === null ? t.sectionUpdated : t.childUpdated };
    });
  }

  // --- articles -------------------------------------------------------------------------------

  function articleQuery(trx: Db, userId: number) {
    return trx
      .selectFrom("guide_articles as a")
      .leftJoin("favorites as f", (j) => j.onRef("f.object_id", "=", "a.id").on("f.user_id", "=", userId).on("f.type", "=", WIKI_GUIDE))
      .select([
        "a.id",
        "a.section_id",
        "a.name",
        "a.status",
        "a.sort",
        "a.content",
        "a.content_new_editor",
        "a.new_editor",
        "a.updated_at",
        "a.publish_date",
        "a.last_update_user_id",
        "a.version",
        "f.object_id as favorite_id",
      ]);
  }

  type ArticleRow = Awaited<ReturnType<ReturnType<typeof articleQuery>["executeTakeFirstOrThrow"]>>;

  const htmlOf = (row: { content: string | null; content_new_editor: string | null; new_editor: number }) =>
    renderStoredContent({ content: row.content, contentNewEditor: row.content_new_editor, newEditor: row.new_editor === 1 });

  const shortOf = (html: string) => richHtmlToPlainText(html, { maxLength: SHORT_CONTENT_MAX, withoutTables: true });

  function listItemOf(g: Guide, row: ArticleRow): ArticleListItem {
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      sort: row.sort,
      canEdit: g.access.editable.has(row.section_id),
      lastUpdateDate: row.updated_at,
      shortContent: shortOf(htmlOf(row)),
      favorite: row.favorite_id !== null,
    };
  }

  /**
   * An article as this person may see it: missing (or in a deleted section) and, for those who cannot
   * edit its section, a draft or archived one → not found; in an unreadable section → the no-read-right
   * refusal (spec §4 "no read right").
   */
  async function requireArticle(g: Guide, id: number, trx: Db = db): Promise<ArticleRow> {
    const row = await articleQuery(trx, g.user.userId).where("a.id", "=", id).executeTakeFirst();
    if (!row || !g.sections.has(row.section_id)) throw notFound(t.articleNotFound(id));
    if (!g.access.readable.has(row.section_id)) throw forbidden(t.noReadRight);
    if (row.status !== "PUBLISHED" && !g.access.editable.has(row.section_id)) throw notFound(t.articleNotFound(id));
    return row;
  }

  async function requireEditableArticle(g: Guide, id: number, trx: Db = db, refusal: string = t.editForbidden): Promise<ArticleRow> {
    const row = await requireArticle(g, id, trx);
    if (!g.access.editable.has(row.section_id)) throw forbidden(refusal);
    return row;
  }

  async function personRef(trx: Db, id: number | null): Promise<(PersonRef & { avatarFile: { filePath: string } | null }) | null> {
    if (id === null) return null;
    const u = await trx.selectFrom("users").select(["id", "name", "surname", "avatar_path"]).where("id", "=", id).executeTakeFirst();
    return u ? { id: u.id, name: u.name, surname: u.surname, avatarFile: u.avatar_path ? { filePath: u.avatar_path } : null } : null;
  }

  async function filesOf(trx: Db, articleId: number): Promise<ArticleFile[]> {
    const rows = await trx
      .selectFrom("guide_article_files as gf")
      .innerJoin("files", "files.id", "gf.file_id")
      .select(["files.id", "files.original_name", "files.size"])
      .where("gf.article_id", "=", articleId)
      .orderBy("gf.sort")
      .execute();
    return rows.map((f) => ({ id: f.id, filePath: filePathOf(f.id, f.original_name), originalFileName: f.original_name, fileSize: f.size, sizeMb: fileSizeMb(f.size) }));
  }

  async function tagsOf(trx: Db, articleId: number): Promise<string[]> {
    const rows = await trx
      .selectFrom("guide_article_tags as gt")
      .innerJoin("tags", "tags.id", "gt.tag_id")
      .select("tags.value")
      .where("gt.article_id", "=", articleId)
      .orderBy("tags.value")
      .execute();
    return rows.map((r) => r.value);
  }

  async function rolesOf(trx: Db, articleId: number): Promise<IdName[]> {
    return trx
      .selectFrom("guide_article_roles as gr")
      .innerJoin("wiki_roles as r", "r.id", "gr.role_id")
      .select(["r.id", "r.name"])
      .where("gr.article_id", "=", articleId)
      .orderBy("r.name")
      .execute();
  }

  async function articleView(actor: Actor, input: unknown): Promise<ArticleView> {
    const { id } = parseInput(articleIdSchema, typeof input === "object" && input ? input : { id: input });
    const g = await loadGuide(actor);
    const row = await requireArticle(g, id);
    const html = htmlOf(row);
    const breadcrumbs = breadcrumbsOf(g, row.section_id);
    const section = g.sections.get(row.section_id)!;
    return {
      id: row.id,
      categoryId: row.section_id,
      name: row.name,
      status: row.status,
      html,
      contentNewEditor: row.content_new_editor,
      newEditor: row.new_editor === 1,
      version: row.version,
      wiki: { id: row.id, name: row.name, lastUpdateUser: await personRef(db, row.last_update_user_id), lastUpdateDate: row.updated_at },
      publishLastDateUpdate: row.publish_date,
      files: await filesOf(db, id),
      tags: await tagsOf(db, id),
      roles: await rolesOf(db, id),
      category: { id: section.id, name: section.name },
      breadcrumbs,
      path: breadcrumbs.map((b) => b.id),
      canRead: true,
      canEdit: g.access.editable.has(row.section_id),
      favorite: row.favorite_id !== null,
      shortContent: shortOf(html),
    };
  }

  /**
   * The spec's rule (§5): the name non-blank and at most 255 characters, and content required —
   * "Необходимо указать содержание и название статьи", under the field that is missing, over the form
   * when both are. Old-editor JSON blocks (newEditor false) are kept as they are; anything else is
   * stored as sanitized HTML of the new editor.
   */
  function articleContentOf(value: { name: string; content: string | null; contentNewEditor: string | null; newEditor?: boolean }) {
    const legacy = value.newEditor === false && value.content !== null && isLegacyContent(value.content);
    const html = legacy ? "" : richTextForStorage(value.contentNewEditor ?? value.content ?? "");
    const hasContent = legacy ? richHtmlToPlainText(renderStoredContent({ content: value.content })).trim() !== "" : html !== "";
    const message = t.contentAndNameRequired;
    if (!value.name && !hasContent) throw invalid(message);
    if (!value.name) throw invalid(message, { name: message });
    if (!hasContent) throw invalid(message, { contentNewEditor: message });
    if (value.name.length > NAME_MAX) throw invalid(t.articleNameTooLong, { name: t.articleNameTooLong });
    return legacy ? { content: value.content, content_new_editor: null, new_editor: 0 } : { content: null, content_new_editor: html, new_editor: 1 };
  }

  /** Files attached and roles to notify must exist; files by the one rule of article-files.server.ts. */
  async function requireFilesAndRoles(trx: Db, value: { fileIds?: number[]; roleIds?: number[] }, g: Guide, articleId: number | null) {
    if (value.fileIds?.length) {
      const usable = await usableFileIds(trx, writerOf(g), articleId, value.fileIds);
      if (value.fileIds.some((id) => !usable.has(id))) throw invalid(t.fileNotFound, { fileIds: t.fileNotFound });
    }
    if (value.roleIds?.length) {
      const found = await trx.selectFrom("wiki_roles").select("id").where("id", "in", value.roleIds).execute();
      if (found.length !== value.roleIds.length) throw invalid(t.roleNotFound, { roleIds: t.roleNotFound });
    }
  }

  const writerOf = (g: Guide): FileWriter => ({ userId: g.user.userId, readable: g.access.readable, editable: g.access.editable });

  /** A body showing a file the writer may not use: the save is refused under the body field. */
  const refuseBodyFile = (fileId: number): never => {
    throw invalid(t.bodyFileForbidden(fileId), { contentNewEditor: t.bodyFileForbidden(fileId) });
  };

  /** The target section of a save: readable and editable by this person, else a field error. */
  function requireTargetSection(g: Guide, id: number) {
    if (!g.sections.has(id) || !g.access.readable.has(id)) throw invalid(t.sectionNotFound(id), { categoryId: t.sectionNotFound(id) });
    if (!g.access.editable.has(id)) throw forbidden(t.editForbidden);
  }

  async function tagIds(trx: Db, tags: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const value of tags) {
      const existing = await trx.selectFrom("tags").select("id").where("value", "=", value).executeTakeFirst();
      ids.push(existing?.id ?? (await trx.insertInto("tags").values({ value }).returning("id").executeTakeFirstOrThrow()).id);
    }
    return ids;
  }

  async function writeArticleLists(trx: Db, articleId: number, lists: { fileIds?: number[]; tags?: string[]; roleIds?: number[] }) {
    if (lists.fileIds) {
      await trx.deleteFrom("guide_article_files").where("article_id", "=", articleId).execute();
      if (lists.fileIds.length) await trx.insertInto("guide_article_files").values(lists.fileIds.map((fileId, sort) => ({ article_id: articleId, file_id: fileId, sort }))).execute();
    }
    if (lists.tags) {
      await trx.deleteFrom("guide_article_tags").where("article_id", "=", articleId).execute();
      const ids = await tagIds(trx, lists.tags);
      if (ids.length) await trx.insertInto("guide_article_tags").values(ids.map((tagId) => ({ article_id: articleId, tag_id: tagId }))).execute();
    }
    if (lists.roleIds) {
      await trx.deleteFrom("guide_article_roles").where("article_id", "=", articleId).execute();
      if (lists.roleIds.length) await trx.insertInto("guide_article_roles").values(lists.roleIds.map((roleId) => ({ article_id: articleId, role_id: roleId }))).execute();
    }
  }

  /** The article as it now is into its history (versions.server.ts decides: a new version or the last one updated). */
  async function snapshot(trx: Db, articleId: number, userId: number, separate = false): Promise<number> {
    const fileIds = (await trx.selectFrom("guide_article_files").select("file_id").where("article_id", "=", articleId).orderBy("sort").execute()).map((f) => f.file_id);
    return writeVersion(trx, now(), { articleId, userId, fileIds, tags: await tagsOf(trx, articleId), separate });
  }

  async function nextArticleSort(trx: Db, sectionId: number) {
    const { max } = await trx
      .selectFrom("guide_articles")
      .select((eb) => eb.fn.max<number | null>("sort").as("max"))
      .where("section_id", "=", sectionId)
      .executeTakeFirstOrThrow();
    return (max ?? -1) + 1;
  }

  /** Orders `ids` first (in the given order), then the other records of the group as they were. */
  function reorder(all: number[], ids: number[]): number[] {
    return [...ids, ...all.filter((id) => !ids.includes(id))];
  }

  // --- publish events -------------------------------------------------------------------------

  /**
   * GUIDE_ARTICLE_PUBLISHED → a notification to every member of the article's roles who can read it
   * (not the author), when the editor said yes (flagToEmail). E-mail is not sent: a mailer would be one
   * more handler of the same event.
   */
  async function notifyPublished(payload: unknown, trx: Transaction<Database>) {
    const event = payload as GuideArticlePublished;
    if (!event.flagToEmail || event.roleIds.length === 0) return;
    const article = await trx.selectFrom("guide_articles").select(["id", "name", "section_id", "status"]).where("id", "=", event.articleId).executeTakeFirst();
    if (!article || article.status !== "PUBLISHED") return;
    const roles = await trx.selectFrom("wiki_roles").select(["id", "all_employees"]).where("id", "in", event.roleIds).execute();
    if (roles.length === 0) return;
    let candidates = trx.selectFrom("users").select(["id", "department_id", "position_id"]).where("blocked", "=", 0).where("id", "!=", event.userId);
    if (!roles.some((r) => r.all_employees === 1)) {
      candidates = candidates.where("position_id", "in", (eb) =>
        eb.selectFrom("wiki_role_positions").select("position_id").where("role_id", "in", roles.map((r) => r.id)),
      );
    }
    const people = await candidates.orderBy("id").execute();
    if (people.length === 0) return;
    const { tree } = await loadTree(trx);
    const membership = await loadMembership(trx);
    const editorIds = new Set(
      (await trx.selectFrom("user_roles").select(["user_id", "role"]).execute())
        .filter((r) => isGuideEditor(actorOf(r.user_id, [r.role])))
        .map((r) => r.user_id),
    );
    const readers = people.filter(
      (p) =>
        guideAccessOf(tree, membership.person({ userId: p.id, departmentId: p.department_id, positionId: p.position_id, guideEditor: editorIds.has(p.id) })).readable.has(
          article.section_id,
        ),
    );
    const at = now().toISOString();
    const text = event.update ? t.notifyUpdate : t.notifyNew;
    const variables = JSON.stringify([{ text: article.name, objectId: article.id }]);
    for (let i = 0; i < readers.length; i += 200) {
      await trx
        .insertInto("notifications")
        .values(readers.slice(i, i + 200).map((p) => ({ user_id: p.id, type: WIKI_GUIDE, text, variables, object_id: article.id, create_date: at })))
        .execute();
    }
  }

  /** The guide's consumers of the events outbox (registered through its manifest). */
  const eventConsumers: EventConsumer[] = [{ name: "guide.notifyPublished", types: [GUIDE_ARTICLE_PUBLISHED], handle: notifyPublished }];

  /** Delivers pending guide events to the guide's consumers (after each publish commits; idempotent). */
  const processGuideEvents = () => deliverEvents(db, now, eventConsumers);

  async function saveArticle(actor: Actor, input: unknown, mode: "create" | "update"): Promise<{ id: number; message: string }> {
    const articleId = mode === "update" ? parseInput(articleIdSchema, input).id : null;
    const value = parseInput(articleSchema, input);
    const content = articleContentOf(value);
    const result = await db.transaction().execute(async (trx) => {
      const g = await loadGuide(actor, trx);
      const current = articleId === null ? null : await requireEditableArticle(g, articleId, trx);
      requireTargetSection(g, value.categoryId);
      await takeSave(rate, g.user.userId, trx);
      await requireFilesAndRoles(trx, value, g, current?.id ?? null);
      const at = now().toISOString();
      const status: ArticleStatus = value.status ?? current?.status ?? "PUBLISHED";
      const fields = {
        section_id: value.categoryId,
        name: value.name,
        status,
        ...content,
        updated_at: at,
        last_update_user_id: g.user.userId,
        ...(status === "PUBLISHED" ? { publish_date: at } : {}),
      };
      let id: number;
      if (current === null) {
        id = (
          await trx
            .insertInto("guide_articles")
            .values({ ...fields, sort: await nextArticleSort(trx, value.categoryId), created_at: at, created_by: g.user.userId })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      } else {
        id = current.id;
        await claimVersion(trx, "guide_articles", id, value.version);
        const moved = current.section_id !== value.categoryId;
        await trx
          .updateTable("guide_articles")
          .set({ ...fields, ...(moved ? { sort: await nextArticleSort(trx, value.categoryId) } : {}) })
          .where("id", "=", id)
          .execute();
      }
      await writeArticleLists(trx, id, value);
      await writeBodyFiles(trx, writerOf(g), id, content, refuseBodyFile);
      await snapshot(trx, id, g.user.userId);
      if (status === "PUBLISHED") {
        const roleIds = (await rolesOf(trx, id)).map((r) => r.id).sort((a, b) => a - b);
        const event: GuideArticlePublished = { articleId: id, roleIds, flagToEmail: value.flagToEmail, userId: g.user.userId, update: current !== null };
        await writeEvent(trx, GUIDE_ARTICLE_PUBLISHED, event, now());
      }
      return { id, message: mode === "create" ? t.articleCreated : t.articleUpdated };
    });
    await processGuideEvents();
    return result;
  }

  /**
   * Who may download a file attached to guide articles or shown in their bodies: whoever can read one
   * of those articles (for drafts and the archive, its editors). Null for a file on no article: not
   * the guide's to decide.
   */
  async function fileReadGuard(actor: Actor, fileId: number): Promise<boolean | null> {
    const rows = await db
      .selectFrom("guide_articles as a")
      .select(["a.section_id", "a.status"])
      .where((eb) =>
        eb.or([
          eb("a.id", "in", eb.selectFrom("guide_article_files").select("article_id").where("file_id", "=", fileId)),
          eb("a.id", "in", eb.selectFrom("guide_article_body_files").select("article_id").where("file_id", "=", fileId)),
        ]),
      )
      .execute();
    if (rows.length === 0) return null;
    if (actor.kind !== "user") return false;
    const g = await loadGuide(actor);
    return rows.some((r) => g.access.readable.has(r.section_id) && (r.status === "PUBLISHED" || g.access.editable.has(r.section_id)));
  }

  /** A page of an article's versions and the `before` of the next page (null on the last), for its editors. */
  async function versionsPage(actor: Actor, input: unknown) {
    const { id, before } = parseInput(versionsQuerySchema, input);
    const g = await loadGuide(actor);
    await requireEditableArticle(g, id, db, t.versionsForbidden);
    return versionPage(db, id, before);
  }

  /**
   * The tags this person may see (search, the finder, find-by-value): those on an article she reads.
   * A tag is the guide's only: a restricted article's tags must not show through the search.
   */
  async function visibleTagIds(actor: Actor) {
    const g = await loadGuide(actor);
    return db.selectFrom("guide_article_tags").select("tag_id").where("article_id", "in", articlesReadBy(db, writerOf(g)));
  }

  // --- favourites -----------------------------------------------------------------------------

  async function guideOfUser(userId: number): Promise<Guide | null> {
    const roles = (await db.selectFrom("user_roles").select("role").where("user_id", "=", userId).execute()).map((r) => r.role);
    const blocked = await db.selectFrom("users").select("blocked").where("id", "=", userId).executeTakeFirst();
    if (!blocked || blocked.blocked === 1) return null;
    return loadGuide(actorOf(userId, roles));
  }

  function favoriteArticles(g: Guide) {
    const readable = [...g.access.readable];
    return articleQuery(db, g.user.userId)
      .where("f.object_id", "is not", null)
      .where("a.status", "=", "PUBLISHED")
      .where("a.section_id", "in", readable.length ? readable : [0]);
  }

  const favoriteKind: FavoriteKind<FavoriteArticle> = {
    type: WIKI_GUIDE,
    notFoundMessage: t.favoriteNotFound,
    async exists(objectId, userId) {
      const g = await guideOfUser(userId);
      if (!g) return false;
      const row = await db.selectFrom("guide_articles").select(["section_id", "status"]).where("id", "=", objectId).executeTakeFirst();
      return Boolean(row && row.status === "PUBLISHED" && g.access.readable.has(row.section_id));
    },
    async count(userId) {
      const g = await guideOfUser(userId);
      if (!g) return 0;
      const row = await favoriteArticles(g)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async ids(userId) {
      const g = await guideOfUser(userId);
      if (!g) return [];
      const rows = await favoriteArticles(g).orderBy("f.created_at", "desc").orderBy("a.id", "desc").execute();
      return rows.map((r) => r.id);
    },
    async list(userId, { pageNumber, pageSize }) {
      const g = await guideOfUser(userId);
      if (!g) return [];
      const rows = await favoriteArticles(g)
        .orderBy("f.created_at", "desc")
        .orderBy("a.id", "desc")
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return rows.map((row) => {
        const breadcrumbs = breadcrumbsOf(g, row.section_id);
        return { ...listItemOf(g, row), categoryId: row.section_id, breadcrumbs, path: breadcrumbs.map((b) => b.id) };
      });
    },
  };

  // --- domain functions -----------------------------------------------------------------------

  return {
    favoriteKind,
    processEvents: processGuideEvents,
    eventConsumers,
    fileReadGuard,
    visibleTagIds,

    /** GET /wiki/guide/categories/get-all-list: the readable tree, in order. */
    async menu(actor: Actor): Promise<SectionNode[]> {
      const g = await loadGuide(actor);
      return visibleChildren(g, null).map((row) => nodeOf(g, row, true));
    },

    /** GET get-top-tree: readable top sections (childrenList empty; hasChildren tells). */
    async topSections(actor: Actor): Promise<SectionNode[]> {
      const g = await loadGuide(actor);
      return visibleChildren(g, null).map((row) => nodeOf(g, row, false));
    },

    /** GET get-children-tree?id: the readable tree below a section. */
    async subtree(actor: Actor, input: unknown): Promise<SectionNode[]> {
      const { id } = parseInput(sectionIdSchema, typeof input === "object" && input ? input : { id: input });
      const g = await loadGuide(actor);
      requireReadableSection(g, id);
      return visibleChildren(g, id).map((row) => nodeOf(g, row, true));
    },

    /** GET get-all-without-children-list?id: every readable section flat in tree order, without `id` and what is below it. */
    async sectionList(actor: Actor, input: unknown = {}): Promise<FlatSection[]> {
      const { id } = parseInput(sectionExcludeSchema, input);
      const g = await loadGuide(actor);
      if (id !== undefined) requireReadableSection(g, id);
      return flatten(g, null, 0, id, []);
    },

    /** GET get-all-children-list?id: every readable section below `id`, flat in tree order (depth 0 = its children). */
    async descendants(actor: Actor, input: unknown): Promise<FlatSection[]> {
      const { id } = parseInput(sectionIdSchema, typeof input === "object" && input ? input : { id: input });
      const g = await loadGuide(actor);
      requireReadableSection(g, id);
      return flatten(g, id, 0, undefined, []);
    },

    /** What the guide offers this person: the "Create section" button and the edit-mode toggle. */
    async abilities(actor: Actor): Promise<GuideAbilities> {
      const user = requireUser(actor);
      if (isGuideEditor(user)) return { createTop: true, editMode: true };
      const g = await loadGuide(user);
      return { createTop: false, editMode: g.access.editable.size > 0 };
    },

    /** GET get-top / get-children / get-first-children?id (kind checks which). */
    section: (actor: Actor, id: unknown, kind?: "top" | "child" | "firstChild") => sectionView(actor, id, kind),

    /** POST create-top / create-children / create-first-children. */
    createSection,

    /** POST edit-top / edit-children / edit-first-children. */
    updateSection,

    /** POST /wiki/guide/categories/delete {id}: the section and all below it are deleted, their articles archived. */
    async deleteSection(actor: Actor, input: unknown): Promise<{ message: string; parentId: number | null }> {
      const { id } = parseInput(sectionIdSchema, input);
      return db.transaction().execute(async (trx) => {
        const g = await loadGuide(actor, trx);
        const row = requireReadableSection(g, id);
        if (!g.access.guideEditor) throw forbidden(t.deleteForbidden);
        const ids = subtreeIds(g, id);
        const at = now().toISOString();
        await trx.updateTable("guide_sections").set({ is_deleted: 1, updated_at: at }).where("id", "in", ids).execute();
        await trx.updateTable("guide_articles").set({ status: "ARCHIVE", updated_at: at }).where("section_id", "in", ids).execute();
        return { message: t.sectionDeleted, parentId: row.parent_id };
      });
    },

    /** POST /wiki/guide/categories/sort {sortIdList}: sections of one parent, listed ones first in that order. */
    async sortSections(actor: Actor, input: unknown): Promise<{ message: string }> {
      const { sortIdList } = parseInput(sortSchema, input);
      return db.transaction().execute(async (trx) => {
        const g = await loadGuide(actor, trx);
        const rows = sortIdList.map((id) => g.sections.get(id));
        if (rows.some((r) => !r || !g.access.readable.has(r.id))) throw invalid(t.sortInvalid);
        const parents = new Set(rows.map((r) => r!.parent_id));
        if (parents.size !== 1) throw invalid(t.sortInvalid);
        const parentId = rows[0]!.parent_id;
        if (parentId === null ? !g.access.guideEditor : !g.access.editable.has(parentId)) throw forbidden(t.editForbidden);
        const order = reorder((g.children.get(parentId) ?? []).map((s) => s.id), sortIdList);
        for (const [sort, id] of order.entries()) await trx.updateTable("guide_sections").set({ sort }).where("id", "=", id).execute();
        return { message: t.sorted };
      });
    },

    /** GET /wiki/guide/list-by-cat?categoryId&status: a section's articles of one status (PUBLISHED by default). */
    async articles(actor: Actor, input: unknown): Promise<ArticleListItem[]> {
      const { categoryId, status } = parseInput(articlesQuerySchema, input);
      const g = await loadGuide(actor);
      requireReadableSection(g, categoryId);
      // Drafts and the archive are the editors' lists: others get an empty list, not a refusal.
      if (status !== "PUBLISHED" && !g.access.editable.has(categoryId)) return [];
      const rows = await articleQuery(db, g.user.userId)
        .where("a.section_id", "=", categoryId)
        .where("a.status", "=", status)
        .orderBy("a.sort")
        .orderBy("a.id")
        .execute();
      return rows.map((row) => listItemOf(g, row));
    },

    /** GET /wiki/guide/get?id */
    article: articleView,

    /** POST /wiki/guide/create */
    createArticle: (actor: Actor, input: unknown) => saveArticle(actor, input, "create"),

    /** POST /wiki/guide/update: the same fields plus id (url is the client's and ignored). */
    updateArticle: (actor: Actor, input: unknown) => saveArticle(actor, input, "update"),

    /** POST /wiki/guide/delete {id}: to the archive (an update with status brings it back). */
    async deleteArticle(actor: Actor, input: unknown): Promise<{ message: string; categoryId: number }> {
      const { id } = parseInput(articleIdSchema, input);
      const g = await loadGuide(actor);
      const row = await requireEditableArticle(g, id);
      await db
        .updateTable("guide_articles")
        .set({ status: "ARCHIVE", updated_at: now().toISOString(), last_update_user_id: g.user.userId })
        .where("id", "=", id)
        .execute();
      return { message: t.articleDeleted, categoryId: row.section_id };
    },

    /** POST /wiki/guide/unarchive {id} (ours): an archived article comes back as a draft, content untouched. */
    async unarchiveArticle(actor: Actor, input: unknown): Promise<{ message: string; categoryId: number }> {
      const { id } = parseInput(articleIdSchema, input);
      const g = await loadGuide(actor);
      const row = await requireEditableArticle(g, id);
      if (row.status !== "ARCHIVE") throw invalid(t.notArchived);
      await db
        .updateTable("guide_articles")
        .set({ status: "DRAFT", updated_at: now().toISOString(), last_update_user_id: g.user.userId })
        .where("id", "=", id)
        .execute();
      return { message: t.articleUnarchived, categoryId: row.section_id };
    },

    /** POST /wiki/guide/sort {sortIdList}: articles of one section, listed ones first in that order. */
    async sortArticles(actor: Actor, input: unknown): Promise<{ message: string }> {
      const { sortIdList } = parseInput(sortSchema, input);
      return db.transaction().execute(async (trx) => {
        const g = await loadGuide(actor, trx);
        const rows = await trx.selectFrom("guide_articles").select(["id", "section_id"]).where("id", "in", sortIdList).execute();
        const sections = new Set(rows.map((r) => r.section_id));
        if (rows.length !== sortIdList.length || sections.size !== 1) throw invalid(t.sortInvalid);
        const sectionId = rows[0]!.section_id;
        if (!g.access.readable.has(sectionId)) throw invalid(t.sortInvalid);
        if (!g.access.editable.has(sectionId)) throw forbidden(t.editForbidden);
        const all = await trx.selectFrom("guide_articles").select("id").where("section_id", "=", sectionId).orderBy("sort").orderBy("id").execute();
        for (const [sort, id] of reorder(all.map((a) => a.id), sortIdList).entries()) {
          await trx.updateTable("guide_articles").set({ sort }).where("id", "=", id).execute();
        }
        return { message: t.sorted };
      });
    },

    /**
     * GET /wiki/guide/versions?id&before: a page of VERSIONS_PAGE versions, newest first (editors of the
     * section); `before` (a version number) gives the page after the one that ended there.
     */
    async versions(actor: Actor, input: unknown): Promise<ArticleVersionItem[]> {
      return (await versionsPage(actor, input)).items;
    },

    versionsPage,

    /** GET /wiki/guide/version?id&version: one version's name and rendered body. */
    async version(actor: Actor, input: unknown): Promise<ArticleVersionView> {
      const { id, version } = parseInput(versionSchema, input);
      const g = await loadGuide(actor);
      await requireEditableArticle(g, id, db, t.versionsForbidden);
      const v = await db
        .selectFrom("guide_article_versions as v")
        .leftJoin("users as u", "u.id", "v.user_id")
        .select(["v.version", "v.name", "v.content", "v.content_new_editor", "v.new_editor", "v.created_at", "u.id as user_id", "u.name as user_name", "u.surname as user_surname"])
        .where("v.article_id", "=", id)
        .where("v.version", "=", version)
        .executeTakeFirst();
      if (!v) throw notFound(t.versionNotFound(version));
      return {
        version: v.version,
        name: v.name,
        html: htmlOf(v),
        createdAt: v.created_at,
        user: v.user_id !== null ? { id: v.user_id, name: v.user_name ?? "", surname: v.user_surname ?? "" } : null,
      };
    },

    /** POST /wiki/guide/restore {id, version}: the old name, body, files and tags come back as a new version. */
    async restoreVersion(actor: Actor, input: unknown): Promise<{ message: string; version: number }> {
      const { id, version } = parseInput(versionSchema, input);
      return db.transaction().execute(async (trx) => {
        const g = await loadGuide(actor, trx);
        await requireEditableArticle(g, id, trx);
        await takeSave(rate, g.user.userId, trx);
        const v = await trx.selectFrom("guide_article_versions").selectAll().where("article_id", "=", id).where("version", "=", version).executeTakeFirst();
        if (!v) throw notFound(t.versionNotFound(version));
        // A restore rewrites the text: an edit form opened before it must not overwrite it unseen.
        await claimVersion(trx, "guide_articles", id, undefined);
        await trx
          .updateTable("guide_articles")
          .set({
            name: v.name,
            content: v.content,
            content_new_editor: v.content_new_editor,
            new_editor: v.new_editor,
            updated_at: now().toISOString(),
            last_update_user_id: g.user.userId,
          })
          .where("id", "=", id)
          .execute();
        // Files deleted since are left out; tags come back as values.
        const fileIds = JSON.parse(v.file_ids) as number[];
        const existing = fileIds.length ? (await trx.selectFrom("files").select("id").where("id", "in", fileIds).execute()).map((f) => f.id) : [];
        await writeArticleLists(trx, id, { fileIds: fileIds.filter((f) => existing.includes(f)), tags: JSON.parse(v.tags) as string[] });
        await writeBodyFiles(trx, writerOf(g), id, v);
        const written = await snapshot(trx, id, g.user.userId, true);
        return { message: t.versionRestored(version), version: written };
      });
    },
  };
}

export type GuideService = ReturnType<typeof createGuide>;
