// Themes of normative documents (spec part 1 §7): the list with counts and what this person still has
// to acknowledge, one theme, creating, renaming, moving up and down, and deleting an empty one.
import type { Actor } from "~/platform/actor";
import { invalid, notFound } from "~/platform/errors";
import { canEditDocuments } from "~/features/documents/policy";
import { requireUser } from "~/features/users/index.server";
import type { ThemeCreate, ThemeRef, ThemeUpdate } from "~/features/documents/schema";
import { requireEditor, requireTheme, type DocumentsDeps, type DocumentTheme } from "./document-rows.server";
import { serverMessages } from "~/features/documents/messages.server";
import { documentsChanged } from "./search-indexer.server";

const t = serverMessages;

export function documentThemes({ db, now, today }: DocumentsDeps) {
  async function listThemes(actor: Actor): Promise<DocumentTheme[]> {
    const user = requireUser(actor);
    const rows = await db
      .selectFrom("document_themes as th")
      .leftJoin("documents as d", (j) => j.onRef("d.theme_id", "=", "th.id").on("d.is_deleted", "=", 0))
      .leftJoin("document_acknowledgements as a", (j) => j.onRef("a.document_id", "=", "d.id").on("a.user_id", "=", user.userId))
      .select((eb) => [
        "th.id",
        "th.title",
        "th.sort",
        eb.fn.count<number | string>("d.id").as("count"),
        // In force (no end date, or not past it) and not acknowledged by this person.
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(
                eb.and([
                  eb("d.id", "is not", null),
                  eb("a.document_id", "is", null),
                  eb.or([eb("d.end_date", "is", null), eb("d.end_date", ">=", today())]),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as("to_acknowledge"),
      ])
      .groupBy(["th.id", "th.title", "th.sort"])
      .orderBy("th.sort")
      .orderBy("th.id")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      sort: r.sort,
      count: Number(r.count),
      toAcknowledge: Number(r.to_acknowledge ?? 0),
      canEdit: canEditDocuments(user),
    }));
  }

  /** The theme as the list shows it; it was just written, so it is there. */
  async function listed(actor: Actor, id: number): Promise<DocumentTheme> {
    const theme = (await listThemes(actor)).find((th) => th.id === id);
    if (!theme) throw notFound(t.themeNotFound);
    return theme;
  }

  /** Swaps the theme with its neighbour; the first cannot go up nor the last down (nothing moves). */
  async function swapTheme(actor: Actor, { id }: ThemeRef, direction: 1 | -1): Promise<DocumentTheme[]> {
    requireEditor(actor);
    await db.transaction().execute(async (trx) => {
      await requireTheme(trx, id);
      const themes = await trx.selectFrom("document_themes").select(["id"]).orderBy("sort").orderBy("id").execute();
      const index = themes.findIndex((th) => th.id === id);
      const self = themes[index];
      const other = themes[index + direction];
      if (!self || !other) return; // already first or last: nothing to move
      themes[index] = other;
      themes[index + direction] = self;
      for (const [i, th] of themes.entries()) {
        await trx.updateTable("document_themes").set({ sort: i }).where("id", "=", th.id).execute();
      }
    });
    return listThemes(actor);
  }

  return {
    /** GET /wiki/documents/theme/list: themes in order with their document counts. */
    listThemes,

    /** GET /wiki/documents/theme/get?id */
    async getTheme(actor: Actor, { id }: ThemeRef): Promise<DocumentTheme> {
      requireUser(actor);
      return listed(actor, id);
    },

    /** POST /wiki/documents/theme/create {title}: last in the list. */
    async createTheme(actor: Actor, { title }: ThemeCreate): Promise<DocumentTheme> {
      requireEditor(actor);
      const { max } = await db
        .selectFrom("document_themes")
        .select((eb) => eb.fn.max<number | null>("sort").as("max"))
        .executeTakeFirstOrThrow();
      const row = await db
        .insertInto("document_themes")
        .values({ title, sort: (max ?? -1) + 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      return listed(actor, row.id);
    },

    /** POST /wiki/documents/theme/update {id, title} */
    async updateTheme(actor: Actor, { id, title }: ThemeUpdate): Promise<DocumentTheme> {
      requireEditor(actor);
      await requireTheme(db, id);
      await db.updateTable("document_themes").set({ title }).where("id", "=", id).execute();
      return listed(actor, id);
    },

    /** POST /wiki/documents/theme/inc-sort {id}: one place further down the list (its sort grows). */
    incSort: (actor: Actor, ref: ThemeRef) => swapTheme(actor, ref, 1),
    /** POST /wiki/documents/theme/dec-sort {id}: one place up. */
    decSort: (actor: Actor, ref: ThemeRef) => swapTheme(actor, ref, -1),

    /**
     * POST /wiki/documents/theme/delete {id}: refused while the theme has documents; documents deleted
     * earlier (soft) are removed with it, since nothing can show them any more.
     */
    async deleteTheme(actor: Actor, { id }: ThemeRef): Promise<null> {
      requireEditor(actor);
      await db.transaction().execute(async (trx) => {
        await requireTheme(trx, id);
        const live = await trx
          .selectFrom("documents")
          .select("id")
          .where("theme_id", "=", id)
          .where("is_deleted", "=", 0)
          .executeTakeFirst();
        if (live) throw invalid(t.themeNotEmpty);
        const removed = await trx.deleteFrom("documents").where("theme_id", "=", id).returning("id").execute();
        // Deleted documents are out of the search already; naming them again keeps "every removal is an event".
        await documentsChanged(
          trx,
          removed.map((r) => r.id),
          now(),
        );
        await trx.deleteFrom("document_themes").where("id", "=", id).execute();
      });
      return null;
    },
  };
}
