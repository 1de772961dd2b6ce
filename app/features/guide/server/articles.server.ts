// Moving articles without editing them: to the archive, back from it as a draft, and in their order
// within a section (the order changes nothing the search holds: no event). Reading is article-view.server.ts,
// saving article-save.server.ts.
import type { Actor } from "~/platform/actor";
import { forbidden, invalid } from "~/platform/errors";
import { guideApiMessages as t } from "../messages.server";
import type { ArticleId, SortList } from "../schema";
import { requireEditableArticle } from "./article-view.server";
import { loadGuide, reorder, type GuideDeps } from "./loaded-guide.server";
import { writeArticlesChanged } from "./search-indexer.server";

/** POST /wiki/guide/delete {id}: to the archive (an update with status brings it back). */
export async function deleteArticle(
  { db, now }: GuideDeps,
  actor: Actor,
  { id }: ArticleId,
): Promise<{ message: string; categoryId: number }> {
  return db.transaction().execute(async (trx) => {
    const g = await loadGuide(actor, trx);
    const row = await requireEditableArticle(g, id, trx);
    await trx
      .updateTable("guide_articles")
      .set({ status: "ARCHIVE", updated_at: now().toISOString(), last_update_user_id: g.user.userId })
      .where("id", "=", id)
      .execute();
    await writeArticlesChanged(trx, [id], now());
    return { message: t.articleDeleted, categoryId: row.section_id };
  });
}

/** POST /wiki/guide/unarchive {id} (ours): an archived article comes back as a draft, content untouched. */
export async function unarchiveArticle(
  { db, now }: GuideDeps,
  actor: Actor,
  { id }: ArticleId,
): Promise<{ message: string; categoryId: number }> {
  return db.transaction().execute(async (trx) => {
    const g = await loadGuide(actor, trx);
    const row = await requireEditableArticle(g, id, trx);
    if (row.status !== "ARCHIVE") throw invalid(t.notArchived);
    await trx
      .updateTable("guide_articles")
      .set({ status: "DRAFT", updated_at: now().toISOString(), last_update_user_id: g.user.userId })
      .where("id", "=", id)
      .execute();
    // A draft is not found either; the event keeps the index true whatever the article was before.
    await writeArticlesChanged(trx, [id], now());
    return { message: t.articleUnarchived, categoryId: row.section_id };
  });
}

/** POST /wiki/guide/sort {sortIdList}: articles of one section, listed ones first in that order. */
export async function sortArticles({ db }: GuideDeps, actor: Actor, { sortIdList }: SortList): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const g = await loadGuide(actor, trx);
    const rows = await trx.selectFrom("guide_articles").select(["id", "section_id"]).where("id", "in", sortIdList).execute();
    const sections = new Set(rows.map((r) => r.section_id));
    if (rows.length !== sortIdList.length || sections.size !== 1) throw invalid(t.sortInvalid);
    const [sectionId] = sections;
    if (sectionId === undefined || !g.access.readable.has(sectionId)) throw invalid(t.sortInvalid);
    if (!g.access.editable.has(sectionId)) throw forbidden(t.editForbidden);
    const all = await trx
      .selectFrom("guide_articles")
      .select("id")
      .where("section_id", "=", sectionId)
      .orderBy("sort")
      .orderBy("id")
      .execute();
    for (const [sort, id] of reorder(
      all.map((a) => a.id),
      sortIdList,
    ).entries()) {
      await trx.updateTable("guide_articles").set({ sort }).where("id", "=", id).execute();
    }
    return { message: t.sorted };
  });
}
