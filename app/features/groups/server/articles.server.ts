// Group articles (issue #14 point 8; spec part 2 §3, §5, §7): a group's list (published ones and the
// reader's drafts; managers see every draft), one article, create (members and administrators), edit
// and delete (canEdit: the author, the group's managers, administrators), the feed's picker of published
// ones. Rights come from the groups' own `access` (what the group lets the reader do); an article of
// another group is "not found", as a missing one. The body is stored sanitized (the rich-text rule).
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import { foreignImageRefusal, richTextForStorage } from "~/shared/richtext/stored.server";
import { groupArticleMessages as t } from "../messages/article";
import { groupRefusals } from "../messages.server";
import { canEditGroupItem } from "../policy";
import { ARTICLES_FOR_POST, type ArticleCreate, type ArticleEdit, type ArticleRef, type ArticlesQuery } from "../schema-articles";
import type { GroupAccess, GroupsCore } from "./groups.server";
import { articleQuery, presentArticle, visibleTo, writeArticle, type ArticleRow, type GroupArticle } from "./articles-rows.server";
import { articleSearchIndexer, writeArticlesChanged } from "./search-indexer.server";
import { readableGroupIds } from "./feed-seam.server";
import { loadGroup, type Db } from "./group-rows.server";

export type { GroupArticle } from "./articles-rows.server";

/** A page of GET /articles/find-by-group; canCreate: the reader may write one here (the list's link). */
export interface GroupArticlePage {
  items: GroupArticle[];
  total: number;
  pageNumber: number;
  pageSize: number;
  canCreate: boolean;
}

/** What the feed's post form offers to attach. */
export interface ArticleForPost {
  id: number;
  name: string;
  createDate: string;
  previewPicture: GroupArticle["previewPicture"];
}

export function createGroupArticles(deps: Deps, groups: Pick<GroupsCore, "access">) {
  const { db, now } = deps;

  /** The reader's access to a group she may read, else «Группа не найдена» or the closed group's refusal. */
  async function readable(user: SignedIn, groupId: number, trx: Db = db): Promise<GroupAccess> {
    const access = await groups.access(user, groupId, trx);
    if (access.canRead) return access;
    // Only a refusal pays for telling a missing group from a closed one.
    await loadGroup(trx, user, groupId);
    throw forbidden(groupRefusals.closed);
  }

  const canEdit = (user: SignedIn, row: Pick<ArticleRow, "author_id">, access: GroupAccess) =>
    canEditGroupItem(user, { authorId: row.author_id }, { member: access.canPost, manager: access.canManage });

  /** One article of this group the reader may see, or «Статья не найдена». */
  async function visibleRow(trx: Db, user: SignedIn, access: GroupAccess, groupId: number, articleId: number) {
    const row = await articleQuery(trx)
      .where("a.id", "=", articleId)
      .where("a.group_id", "=", groupId)
      .where(visibleTo(user, access.canManage))
      .executeTakeFirst();
    if (!row) throw notFound(t.notFound);
    return row;
  }

  /** The article an edit or delete names, with the reader's access to its group; refused unless canEdit. */
  async function editable(trx: Db, user: SignedIn, articleId: number) {
    const found = await trx.selectFrom("group_articles").select("group_id").where("id", "=", articleId).executeTakeFirst();
    if (!found) throw notFound(t.notFound);
    const access = await readable(user, found.group_id, trx);
    const row = await visibleRow(trx, user, access, found.group_id, articleId);
    if (!canEdit(user, row, access)) throw forbidden(t.cannotEdit);
    return { row, access };
  }

  /** The body to store, or the content refusal under the body field. */
  function storedBody(input: Pick<ArticleCreate, "content" | "contentNewEditor">): string {
    const raw = input.contentNewEditor ?? input.content ?? "";
    const foreign = foreignImageRefusal(raw);
    if (foreign) throw invalid(foreign, { contentNewEditor: foreign });
    const html = richTextForStorage(raw);
    if (!html) throw invalid(t.contentRequired, { contentNewEditor: t.contentRequired });
    return html;
  }

  /** A cover: a file this person uploaded as ARTICLE_PREVIEW, or the article's own already. */
  async function checkPreview(trx: Db, user: SignedIn, previewId: number | null, current: number | null): Promise<void> {
    if (previewId === null || previewId === current) return;
    const file = await trx.selectFrom("files").select(["user_id", "file_type", "is_image"]).where("id", "=", previewId).executeTakeFirst();
    if (!file || file.user_id !== user.userId || file.file_type !== "ARTICLE_PREVIEW" || file.is_image !== 1)
      throw invalid(t.previewInvalid, { previewPicture: t.previewInvalid });
  }

  async function viewOf(user: SignedIn, groupId: number, articleId: number): Promise<GroupArticle> {
    const access = await readable(user, groupId);
    const row = await visibleRow(db, user, access, groupId, articleId);
    return presentArticle(row, canEdit(user, row, access));
  }

  return {
    searchIndexer: articleSearchIndexer(deps),

    /** GET /articles/find-by-group?groupId&pageNumber&pageSize: newest first; drafts as `visibleTo` says. */
    async findByGroup(actor: Actor, input: ArticlesQuery): Promise<GroupArticlePage> {
      const user = requireUser(actor);
      const access = await readable(user, input.groupId);
      const base = articleQuery(db).where("a.group_id", "=", input.groupId).where(visibleTo(user, access.canManage));
      const [rows, counted] = await Promise.all([
        base
          .orderBy("a.id", "desc")
          .limit(input.pageSize)
          .offset(input.pageNumber * input.pageSize)
          .execute(),
        db
          .selectFrom("group_articles as a")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("a.group_id", "=", input.groupId)
          .where(visibleTo(user, access.canManage))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => presentArticle(row, canEdit(user, row, access))),
        total: Number(counted.n),
        pageNumber: input.pageNumber,
        pageSize: input.pageSize,
        canCreate: access.canPost,
      };
    },

    /** GET /articles/get?groupId&articleId: an article of another group is not found. */
    async get(actor: Actor, input: ArticleRef): Promise<GroupArticle> {
      return viewOf(requireUser(actor), input.groupId, input.articleId);
    },

    /** POST /articles/create: members and administrators of a group they may read. */
    async create(actor: Actor, input: ArticleCreate): Promise<GroupArticle> {
      const user = requireUser(actor);
      const id = await db.transaction().execute(async (trx) => {
        const access = await readable(user, input.groupId, trx);
        if (!access.canPost) throw forbidden(t.notMember);
        const html = storedBody(input);
        await checkPreview(trx, user, input.previewPicture, null);
        const value = { name: input.name, html, newEditor: input.newEditor, previewId: input.previewPicture, status: input.status };
        const created = await writeArticle(trx, now().toISOString(), value, { create: { groupId: input.groupId, authorId: user.userId } });
        if (created === null) throw new Error("an insert always gives an id");
        return created;
      });
      return viewOf(user, input.groupId, id);
    },

    /** POST /articles/edit: canEdit; a save over a newer version (when the edit names the one it read) is refused. */
    async edit(actor: Actor, input: ArticleEdit): Promise<GroupArticle> {
      const user = requireUser(actor);
      const groupId = await db.transaction().execute(async (trx) => {
        const { row } = await editable(trx, user, input.id);
        if (input.version !== undefined && input.version !== row.version) throw conflict(t.stale);
        const html = storedBody(input);
        await checkPreview(trx, user, input.previewPicture, row.preview_id);
        const value = { name: input.name, html, newEditor: input.newEditor, previewId: input.previewPicture, status: input.status };
        const saved = await writeArticle(trx, now().toISOString(), value, { update: { id: row.id, version: row.version } });
        if (saved === null) throw conflict(t.stale);
        return row.group_id;
      });
      return viewOf(user, groupId, input.id);
    },

    /** POST /articles/delete {id}: canEdit; the article is gone, and the portal search told in the same transaction. */
    async remove(actor: Actor, input: { id: number }): Promise<{ groupId: number }> {
      const user = requireUser(actor);
      return db.transaction().execute(async (trx) => {
        const { row } = await editable(trx, user, input.id);
        await trx.deleteFrom("group_articles").where("id", "=", row.id).execute();
        await writeArticlesChanged(trx, [row.id], now());
        return { groupId: row.group_id };
      });
    },

    /** GET /articles/find-for-post?groupId: the group's published articles, newest first (the feed's picker). */
    async findForPost(actor: Actor, groupId: number): Promise<ArticleForPost[]> {
      const user = requireUser(actor);
      await readable(user, groupId);
      const rows = await articleQuery(db)
        .where("a.group_id", "=", groupId)
        .where("a.status", "=", "PUBLISH")
        .orderBy("a.id", "desc")
        .limit(ARTICLES_FOR_POST)
        .execute();
      return rows.map((row) => {
        const { id, name, createDate, previewPicture } = presentArticle(row, false);
        return { id, name, createDate, previewPicture };
      });
    },

    /**
     * The file read guard of articles' covers and of the files their bodies show: read by whoever may read
     * one of those articles — a published one by its group's readers (a closed group's members), a draft
     * by its author and the group's managers only (`visibleTo`, as the article itself). Null for a file no
     * article shows (an upload not yet used is its uploader's alone).
     */
    async fileReadGuard(actor: Actor, fileId: number): Promise<boolean | null> {
      if (actor.kind !== "user") return null;
      const rows = await db
        .selectFrom("group_articles as a")
        .select(["a.group_id", "a.status", "a.author_id"])
        .where((eb) =>
          eb.or([
            eb("a.preview_file_id", "=", fileId),
            // The body's files as its save listed them (group_article_body_files): an index, not a scan of bodies.
            eb("a.id", "in", eb.selectFrom("group_article_body_files as f").select("f.article_id").where("f.file_id", "=", fileId)),
          ]),
        )
        .execute();
      if (rows.length === 0) return null;
      for (const row of rows) {
        const access = await groups.access(actor, row.group_id);
        if (access.canRead && (row.status === "PUBLISH" || row.author_id === actor.userId || access.canManage)) return true;
      }
      return false;
    },

    /**
     * For the feed: may this reader see the article a group post attaches? A published article of that
     * very group, in a group she may read. Never throws for a missing group or article.
     */
    async groupArticleReadable(actor: Actor, groupId: number, articleId: number): Promise<boolean> {
      if (actor.kind !== "user") return false;
      const access = await groups.access(actor, groupId);
      if (!access.canRead) return false;
      const row = await db
        .selectFrom("group_articles")
        .select("id")
        .where("id", "=", articleId)
        .where("group_id", "=", groupId)
        .where("status", "=", "PUBLISH")
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * For the feed's cards: those of these articles published in a group the reader may read, with their
     * name and group (a card names an article of its own group only), in one statement whatever their
     * number. One she may not read she does not learn the name of.
     */
    async readableNames(reader: SignedIn, ids: readonly number[]): Promise<Map<number, { name: string; groupId: number }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .selectFrom("group_articles as a")
        .select(["a.id", "a.name", "a.group_id"])
        .where("a.id", "in", unique)
        .where("a.status", "=", "PUBLISH")
        .where("a.group_id", "in", readableGroupIds(reader))
        .execute();
      return new Map(rows.map((r) => [r.id, { name: r.name, groupId: r.group_id }]));
    },
  };
}

export type GroupArticlesService = ReturnType<typeof createGroupArticles>;
