// Normative documents themselves (spec part 1 §5, §7): a theme's list, one document, adding,
// changing (a new theme puts it last there), soft deleting and ordering. Inputs arrive parsed
// (server/inputs.server.ts); each function still checks who asks.
import type { Actor } from "~/platform/actor";
import { invalid, notFound } from "~/platform/errors";
import { claimVersion } from "~/platform/versions.server";
import { requireUser } from "~/features/users/index.server";
import { renderStoredContent } from "~/shared/richtext/legacy.server";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import { foreignImageRefusal, richTextForStorage } from "~/shared/richtext/stored.server";
import type { DocumentRef, DocumentSort, DocumentUpdate, DocumentValues, ThemeDocumentsQuery } from "~/features/documents/schema";
import {
  documentQuery,
  presentItem,
  requireDocument,
  requireEditor,
  requireTheme,
  themeDocuments,
  type Db,
  type DocumentListItem,
  type DocumentsDeps,
  type DocumentView,
} from "./document-rows.server";
import { messages } from "~/features/documents/messages";
import { documentsChanged } from "./search-indexer.server";
import { serverMessages } from "~/features/documents/messages.server";

const t = { ...messages, ...serverMessages };

async function nextSort(trx: Db, themeId: number) {
  const { max } = await trx
    .selectFrom("documents")
    .select((eb) => eb.fn.max<number | null>("sort").as("max"))
    .where("theme_id", "=", themeId)
    .executeTakeFirstOrThrow();
  return (max ?? -1) + 1;
}

/** The content as stored HTML; empty after sanitizing is refused with the message of the form (§5). */
function contentOf(mode: "create" | "update", raw: string): string {
  const foreign = foreignImageRefusal(raw);
  if (foreign) throw invalid(foreign, { contentNewEditor: foreign });
  const html = richTextForStorage(raw);
  const message = mode === "create" ? t.contentRequiredCreate : t.contentRequiredUpdate;
  if (!html) throw invalid(message, { contentNewEditor: message });
  return html;
}

/** The theme a document is put in must exist: refused as a field of the form. */
const themeOfForm = (trx: Db, themeId: number) =>
  requireTheme(trx, themeId).catch(() => {
    throw invalid(t.themeNotFound, { themeId: t.themeNotFound });
  });

export function documentEdits(deps: DocumentsDeps) {
  const { db, now, today } = deps;

  async function get(actor: Actor, { id }: DocumentRef): Promise<DocumentView> {
    const user = requireUser(actor);
    const row = await documentQuery(db, user.userId)
      .innerJoin("documents as c", "c.id", "d.id")
      .select(["c.content", "c.content_new_editor", "c.new_editor", "c.version"])
      .where("d.id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound(t.notFound);
    return {
      ...presentItem(row, user, today()),
      content: row.content,
      // Sanitized again as it leaves: a body stored under older rules (another site's images) is sent under today's.
      contentNewEditor: row.content_new_editor === null ? null : sanitizeRichHtml(row.content_new_editor),
      newEditor: row.new_editor === 1,
      html: renderStoredContent({ content: row.content, contentNewEditor: row.content_new_editor, newEditor: row.new_editor === 1 }),
      themeTitle: row.theme_title,
      version: row.version,
    };
  }

  return {
    /** GET /wiki/documents/list?themeId: the theme's documents in their order (no content). */
    async list(actor: Actor, { themeId }: ThemeDocumentsQuery): Promise<DocumentListItem[]> {
      const user = requireUser(actor);
      await requireTheme(db, themeId);
      return themeDocuments(deps, user, themeId);
    },

    /** GET /wiki/documents/get?id */
    get,

    /** POST /wiki/documents/add: the new document, last in its theme. */
    async add(actor: Actor, value: DocumentValues): Promise<DocumentView> {
      const user = requireEditor(actor);
      const html = contentOf("create", value.contentNewEditor);
      const id = await db.transaction().execute(async (trx) => {
        await themeOfForm(trx, value.themeId);
        const at = now().toISOString();
        const row = await trx
          .insertInto("documents")
          .values({
            theme_id: value.themeId,
            name: value.name,
            start_date: value.startDate as string,
            end_date: value.endDate || null,
            content: null,
            content_new_editor: html,
            new_editor: 1,
            sort: await nextSort(trx, value.themeId),
            created_at: at,
            updated_at: at,
            last_update_user_id: user.userId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await documentsChanged(trx, [row.id], new Date(at));
        return row.id;
      });
      return get(user, { id });
    },

    /** POST /wiki/documents/update: the same fields plus id; a new theme puts it last there. */
    async update(actor: Actor, value: DocumentUpdate): Promise<DocumentView> {
      const user = requireEditor(actor);
      const { id } = value;
      const html = contentOf("update", value.contentNewEditor);
      await db.transaction().execute(async (trx) => {
        const current = await requireDocument(trx, id);
        await claimVersion(trx, "documents", id, value.version);
        await themeOfForm(trx, value.themeId);
        const at = now();
        await trx
          .updateTable("documents")
          .set({
            theme_id: value.themeId,
            name: value.name,
            start_date: value.startDate as string,
            end_date: value.endDate || null,
            content_new_editor: html,
            new_editor: 1,
            updated_at: at.toISOString(),
            last_update_user_id: user.userId,
            ...(current.theme_id !== value.themeId ? { sort: await nextSort(trx, value.themeId) } : {}),
          })
          .where("id", "=", id)
          .execute();
        await documentsChanged(trx, [id], at);
      });
      return get(user, { id });
    },

    /** POST /wiki/documents/delete {id}: a soft delete (is_deleted = 1); the row and its acknowledgements stay. */
    async remove(actor: Actor, { id }: DocumentRef): Promise<{ id: number; themeId: number }> {
      const user = requireEditor(actor);
      // One transaction, so the search hears of the delete exactly when it happens.
      return db.transaction().execute(async (trx) => {
        const doc = await requireDocument(trx, id);
        const at = now();
        await trx
          .updateTable("documents")
          .set({ is_deleted: 1, updated_at: at.toISOString(), last_update_user_id: user.userId })
          .where("id", "=", id)
          .execute();
        await documentsChanged(trx, [id], at);
        return { id, themeId: doc.theme_id };
      });
    },

    /**
     * POST /wiki/documents/sort {sortIdList}: every document of one theme, each once, in the new order. No
     * search event: a document's place in its theme is not part of what the search holds or shows.
     */
    async sort(actor: Actor, { sortIdList }: DocumentSort): Promise<DocumentListItem[]> {
      const user = requireEditor(actor);
      const themeId = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom("documents")
          .select(["id", "theme_id"])
          .where("id", "in", sortIdList)
          .where("is_deleted", "=", 0)
          .execute();
        const themeIds = new Set(rows.map((r) => r.theme_id));
        const theme = rows[0]?.theme_id;
        if (theme === undefined || rows.length !== sortIdList.length || themeIds.size !== 1) throw invalid(t.sortInvalid);
        const { n } = await trx
          .selectFrom("documents")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("theme_id", "=", theme)
          .where("is_deleted", "=", 0)
          .executeTakeFirstOrThrow();
        if (Number(n) !== sortIdList.length) throw invalid(t.sortInvalid);
        for (const [i, docId] of sortIdList.entries()) {
          await trx.updateTable("documents").set({ sort: i }).where("id", "=", docId).execute();
        }
        return theme;
      });
      return themeDocuments(deps, user, themeId);
    },
  };
}
