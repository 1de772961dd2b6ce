// Normative documents of the knowledge base (spec part 1 §2.4, §3, §5, §7): themes, documents (soft
// delete), ordering, and read acknowledgement ("Ознакомлен(а)", ours) with a per-department report
// computed in SQL. Every signed-in person reads; ROLE_EDIT_WIKI_DOCUMENT holders and administrators
// edit (canEditDocuments). The /api calls are in api.server.ts, the payloads in docs/api.md.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { canEditDocuments } from "~/platform/policies";
import { parseInput } from "~/platform/validate";
import { claimVersion } from "~/platform/versions.server";
import { requireUser } from "~/features/users/server/users.server";
import { renderStoredContent } from "~/shared/richtext/legacy.server";
import { richTextForStorage } from "~/shared/richtext/stored.server";
import {
  documentIdSchema,
  documentSchema,
  sortSchema,
  themeCreateSchema,
  themeIdSchema,
  themeRefSchema,
  themeUpdateSchema,
} from "~/features/documents/schema";
import { ru } from "~/shared/ru";

const t = ru.documents;

type Db = Kysely<Database> | Transaction<Database>;

export interface DocumentTheme {
  id: number;
  title: string;
  sort: number;
  /** Documents of the theme that are not deleted. */
  count: number;
  /** Ours: of those in force, how many the asking person has not acknowledged yet. */
  toAcknowledge: number;
  canEdit: boolean;
}

/** A document in a theme's list: the spec's fields without the content. */
export interface DocumentListItem {
  id: number;
  wikiName: string;
  startDate: string;
  endDate: string | null;
  themeId: number;
  lastUpdateDate: string;
  sort: number;
  /** Ours: false once the end date has passed. */
  inForce: boolean;
  /** Ours: the asking person has acknowledged it. */
  acknowledged: boolean;
  acknowledgedAt: string | null;
  canEdit: boolean;
}

/** The spec's normative document, plus ours. */
export interface DocumentView extends DocumentListItem {
  content: string | null;
  contentNewEditor: string | null;
  newEditor: boolean;
  /** Ours: the content as safe HTML (renderStoredContent). */
  html: string;
  themeTitle: string;
  /** Send it back with an update: a document changed since is not overwritten. */
  version: number;
}

export interface ReportPerson {
  userId: number;
  name: string;
  acknowledgedAt: string | null;
}

export interface ReportDepartment {
  departmentId: number | null;
  departmentName: string;
  total: number;
  acknowledgedCount: number;
  notAcknowledgedCount: number;
  acknowledged: ReportPerson[];
  notAcknowledged: ReportPerson[];
}

export interface AcknowledgementReport {
  documentId: number;
  total: number;
  acknowledgedCount: number;
  departments: ReportDepartment[];
}

export function createDocuments({ db, now }: Deps) {
  /** Today in Moscow, yyyy-mm-dd: a document whose end date is before it no longer applies. */
  const today = () => now().toLocaleDateString("sv-SE", { timeZone: "Europe/Moscow" });

  function requireEditor(actor: Actor): SignedIn {
    const user = requireUser(actor);
    if (!canEditDocuments(user)) throw forbidden(t.forbidden);
    return user;
  }

  function documentQuery(userId: number, trx: Db = db) {
    return trx
      .selectFrom("documents as d")
      .innerJoin("document_themes as th", "th.id", "d.theme_id")
      .leftJoin("document_acknowledgements as a", (j) => j.onRef("a.document_id", "=", "d.id").on("a.user_id", "=", userId))
      .where("d.is_deleted", "=", 0)
      .select([
        "d.id",
        "d.name",
        "d.start_date",
        "d.end_date",
        "d.theme_id",
        "d.updated_at",
        "d.sort",
        "th.title as theme_title",
        "a.acknowledged_at",
      ]);
  }

  type Row = { id: number; name: string; start_date: string; end_date: string | null; theme_id: number; updated_at: string; sort: number; acknowledged_at: string | null };

  function presentItem(row: Row, actor: SignedIn): DocumentListItem {
    return {
      id: row.id,
      wikiName: row.name,
      startDate: row.start_date,
      endDate: row.end_date,
      themeId: row.theme_id,
      lastUpdateDate: row.updated_at,
      sort: row.sort,
      inForce: row.end_date === null || row.end_date >= today(),
      acknowledged: row.acknowledged_at !== null,
      acknowledgedAt: row.acknowledged_at,
      canEdit: canEditDocuments(actor),
    };
  }

  async function requireTheme(trx: Db, id: number) {
    const theme = await trx.selectFrom("document_themes").select(["id", "title", "sort"]).where("id", "=", id).executeTakeFirst();
    if (!theme) throw notFound(t.themeNotFound);
    return theme;
  }

  async function requireDocument(trx: Db, id: number) {
    const row = await trx
      .selectFrom("documents")
      .select(["id", "theme_id", "name"])
      .where("id", "=", id)
      .where("is_deleted", "=", 0)
      .executeTakeFirst();
    if (!row) throw notFound(t.notFound);
    return row;
  }

  async function nextSort(trx: Db, themeId: number) {
    const { max } = await trx
      .selectFrom("documents")
      .select((eb) => eb.fn.max<number | null>("sort").as("max"))
      .where("theme_id", "=", themeId)
      .executeTakeFirstOrThrow();
    return (max ?? -1) + 1;
  }

  function contentOf(mode: "create" | "update", raw: string): string {
    const html = richTextForStorage(raw);
    const message = mode === "create" ? t.contentRequiredCreate : t.contentRequiredUpdate;
    if (!html) throw invalid(message, { contentNewEditor: message });
    return html;
  }

  /** The spec names the field wikiName and allows old-editor `content`: both are accepted. */
  function documentInput(input: unknown): Record<string, unknown> {
    const o = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
    return { ...o, name: o.name ?? o.wikiName, contentNewEditor: o.contentNewEditor ?? o.content };
  }

  async function getDocument(actor: Actor, input: unknown): Promise<DocumentView> {
    const user = requireUser(actor);
    const { id } = parseInput(documentIdSchema, input);
    const row = await documentQuery(user.userId)
      .innerJoin("documents as c", "c.id", "d.id")
      .select(["c.content", "c.content_new_editor", "c.new_editor", "c.version"])
      .where("d.id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound(t.notFound);
    return {
      ...presentItem(row, user),
      content: row.content,
      contentNewEditor: row.content_new_editor,
      newEditor: row.new_editor === 1,
      html: renderStoredContent({ content: row.content, contentNewEditor: row.content_new_editor, newEditor: row.new_editor === 1 }),
      themeTitle: row.theme_title,
      version: row.version,
    };
  }

  async function swapTheme(actor: Actor, input: unknown, direction: 1 | -1): Promise<DocumentTheme[]> {
    requireEditor(actor);
    const { id } = parseInput(themeRefSchema, input);
    await db.transaction().execute(async (trx) => {
      await requireTheme(trx, id);
      const themes = await trx.selectFrom("document_themes").select(["id"]).orderBy("sort").orderBy("id").execute();
      const index = themes.findIndex((th) => th.id === id);
      const other = index + direction;
      if (other < 0 || other >= themes.length) return; // already first or last: nothing to move
      [themes[index], themes[other]] = [themes[other]!, themes[index]!];
      for (const [i, th] of themes.entries()) {
        await trx.updateTable("document_themes").set({ sort: i }).where("id", "=", th.id).execute();
      }
    });
    return listThemes(actor);
  }

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
              .when(eb.and([eb("d.id", "is not", null), eb("a.document_id", "is", null), eb.or([eb("d.end_date", "is", null), eb("d.end_date", ">=", today())])]))
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

  return {
    today,

    // --- documents -------------------------------------------------------------------------------

    /** GET /wiki/documents/list?themeId: the theme's documents in their order (no content). */
    async list(actor: Actor, input: unknown): Promise<DocumentListItem[]> {
      const user = requireUser(actor);
      const { themeId } = parseInput(themeIdSchema, input);
      await requireTheme(db, themeId);
      const rows = await documentQuery(user.userId).where("d.theme_id", "=", themeId).orderBy("d.sort").orderBy("d.id").execute();
      return rows.map((r) => presentItem(r, user));
    },

    /** GET /wiki/documents/get?id */
    get: getDocument,

    /** POST /wiki/documents/add: the new document, last in its theme. */
    async add(actor: Actor, input: unknown): Promise<DocumentView> {
      const user = requireEditor(actor);
      const value = parseInput(documentSchema("create"), documentInput(input));
      const html = contentOf("create", value.contentNewEditor);
      const id = await db.transaction().execute(async (trx) => {
        await requireTheme(trx, value.themeId).catch(() => {
          throw invalid(t.themeNotFound, { themeId: t.themeNotFound });
        });
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
        return row.id;
      });
      return getDocument(user, { id });
    },

    /** POST /wiki/documents/update: the same fields plus id; a new theme puts it last there. */
    async update(actor: Actor, input: unknown): Promise<DocumentView> {
      const user = requireEditor(actor);
      const { id } = parseInput(documentIdSchema, input);
      const value = parseInput(documentSchema("update"), documentInput(input));
      const html = contentOf("update", value.contentNewEditor);
      await db.transaction().execute(async (trx) => {
        const current = await requireDocument(trx, id);
        await claimVersion(trx, "documents", id, value.version);
        await requireTheme(trx, value.themeId).catch(() => {
          throw invalid(t.themeNotFound, { themeId: t.themeNotFound });
        });
        await trx
          .updateTable("documents")
          .set({
            theme_id: value.themeId,
            name: value.name,
            start_date: value.startDate as string,
            end_date: value.endDate || null,
            content_new_editor: html,
            new_editor: 1,
            updated_at: now().toISOString(),
            last_update_user_id: user.userId,
            ...(current.theme_id !== value.themeId ? { sort: await nextSort(trx, value.themeId) } : {}),
          })
          .where("id", "=", id)
          .execute();
      });
      return getDocument(user, { id });
    },

    /** POST /wiki/documents/delete {id}: a soft delete (is_deleted = 1); the row and its acknowledgements stay. */
    async remove(actor: Actor, input: unknown): Promise<{ id: number; themeId: number }> {
      const user = requireEditor(actor);
      const { id } = parseInput(documentIdSchema, input);
      const doc = await requireDocument(db, id);
      await db
        .updateTable("documents")
        .set({ is_deleted: 1, updated_at: now().toISOString(), last_update_user_id: user.userId })
        .where("id", "=", id)
        .execute();
      return { id, themeId: doc.theme_id };
    },

    /** POST /wiki/documents/sort {sortIdList}: every document of one theme, each once, in the new order. */
    async sort(actor: Actor, input: unknown): Promise<DocumentListItem[]> {
      const user = requireEditor(actor);
      const { sortIdList } = parseInput(sortSchema, input);
      const themeId = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom("documents")
          .select(["id", "theme_id"])
          .where("id", "in", sortIdList)
          .where("is_deleted", "=", 0)
          .execute();
        const themeIds = new Set(rows.map((r) => r.theme_id));
        if (rows.length !== sortIdList.length || themeIds.size !== 1) throw invalid(t.sortInvalid);
        const theme = rows[0]!.theme_id;
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
      const rows = await documentQuery(user.userId).where("d.theme_id", "=", themeId).orderBy("d.sort").orderBy("d.id").execute();
      return rows.map((r) => presentItem(r, user));
    },

    // --- acknowledgement (ours) ---------------------------------------------------------------

    /** POST /wiki/documents/acknowledge {id}: "Ознакомлен(а)"; a second call keeps the first date. */
    async acknowledge(actor: Actor, input: unknown): Promise<{ id: number; acknowledged: true; acknowledgedAt: string }> {
      const user = requireUser(actor);
      const { id } = parseInput(documentIdSchema, input);
      await requireDocument(db, id);
      await db
        .insertInto("document_acknowledgements")
        .values({ document_id: id, user_id: user.userId, acknowledged_at: now().toISOString() })
        .onConflict((oc) => oc.columns(["document_id", "user_id"]).doNothing())
        .execute();
      const row = await db
        .selectFrom("document_acknowledgements")
        .select("acknowledged_at")
        .where("document_id", "=", id)
        .where("user_id", "=", user.userId)
        .executeTakeFirstOrThrow();
      return { id, acknowledged: true, acknowledgedAt: row.acknowledged_at };
    },

    /** GET /wiki/documents/acknowledgements?id: who has and has not read it, per department (active people). */
    async acknowledgements(actor: Actor, input: unknown): Promise<AcknowledgementReport> {
      const user = requireUser(actor);
      if (!canEditDocuments(user)) throw forbidden(t.reportForbidden);
      const { id } = parseInput(documentIdSchema, input);
      await requireDocument(db, id);
      const counts = await db
        .selectFrom("users as u")
        .leftJoin("departments as dep", "dep.id", "u.department_id")
        .leftJoin("document_acknowledgements as a", (j) => j.onRef("a.user_id", "=", "u.id").on("a.document_id", "=", id))
        .where("u.blocked", "=", 0)
        .select([
          "u.department_id",
          "dep.name as department_name",
          (eb) => eb.fn.countAll<number | string>().as("total"),
          (eb) => eb.fn.count<number | string>("a.user_id").as("done"),
        ])
        .groupBy(["u.department_id", "dep.name"])
        .orderBy(sql`case when dep.name is null then 1 else 0 end`)
        .orderBy("dep.name")
        .execute();
      const people = await db
        .selectFrom("users as u")
        .leftJoin("document_acknowledgements as a", (j) => j.onRef("a.user_id", "=", "u.id").on("a.document_id", "=", id))
        .where("u.blocked", "=", 0)
        .select(["u.id", "u.department_id", "u.surname", "u.name", "u.middlename", "a.acknowledged_at"])
        .orderBy("u.surname")
        .orderBy("u.name")
        .orderBy("u.id")
        .execute();
      const departments: ReportDepartment[] = counts.map((c) => ({
        departmentId: c.department_id,
        departmentName: c.department_name ?? t.noDepartment,
        total: Number(c.total),
        acknowledgedCount: Number(c.done),
        notAcknowledgedCount: Number(c.total) - Number(c.done),
        acknowledged: [],
        notAcknowledged: [],
      }));
      const byDept = new Map(departments.map((d) => [d.departmentId, d]));
      for (const p of people) {
        const dept = byDept.get(p.department_id);
        if (!dept) continue;
        const person = { userId: p.id, name: [p.surname, p.name, p.middlename].filter(Boolean).join(" "), acknowledgedAt: p.acknowledged_at };
        (p.acknowledged_at ? dept.acknowledged : dept.notAcknowledged).push(person);
      }
      return {
        documentId: id,
        total: departments.reduce((s, d) => s + d.total, 0),
        acknowledgedCount: departments.reduce((s, d) => s + d.acknowledgedCount, 0),
        departments,
      };
    },

    // --- themes ---------------------------------------------------------------------------------

    /** GET /wiki/documents/theme/list: themes in order with their document counts. */
    listThemes,

    /** GET /wiki/documents/theme/get?id */
    async getTheme(actor: Actor, input: unknown): Promise<DocumentTheme> {
      requireUser(actor);
      const { id } = parseInput(themeRefSchema, input);
      const theme = (await listThemes(actor)).find((th) => th.id === id);
      if (!theme) throw notFound(t.themeNotFound);
      return theme;
    },

    /** POST /wiki/documents/theme/create {title}: last in the list. */
    async createTheme(actor: Actor, input: unknown): Promise<DocumentTheme> {
      requireEditor(actor);
      const { title } = parseInput(themeCreateSchema, input);
      const { max } = await db
        .selectFrom("document_themes")
        .select((eb) => eb.fn.max<number | null>("sort").as("max"))
        .executeTakeFirstOrThrow();
      const row = await db
        .insertInto("document_themes")
        .values({ title, sort: (max ?? -1) + 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await listThemes(actor)).find((th) => th.id === row.id)!;
    },

    /** POST /wiki/documents/theme/update {id, title} */
    async updateTheme(actor: Actor, input: unknown): Promise<DocumentTheme> {
      requireEditor(actor);
      const { id, title } = parseInput(themeUpdateSchema, input);
      await requireTheme(db, id);
      await db.updateTable("document_themes").set({ title }).where("id", "=", id).execute();
      return (await listThemes(actor)).find((th) => th.id === id)!;
    },

    /** POST /wiki/documents/theme/inc-sort {id}: one place further down the list (its sort grows). */
    incSort: (actor: Actor, input: unknown) => swapTheme(actor, input, 1),
    /** POST /wiki/documents/theme/dec-sort {id}: one place up. */
    decSort: (actor: Actor, input: unknown) => swapTheme(actor, input, -1),

    /**
     * POST /wiki/documents/theme/delete {id}: refused while the theme has documents; documents deleted
     * earlier (soft) are removed with it, since nothing can show them any more.
     */
    async deleteTheme(actor: Actor, input: unknown): Promise<null> {
      requireEditor(actor);
      const { id } = parseInput(themeRefSchema, input);
      await db.transaction().execute(async (trx) => {
        await requireTheme(trx, id);
        const live = await trx
          .selectFrom("documents")
          .select("id")
          .where("theme_id", "=", id)
          .where("is_deleted", "=", 0)
          .executeTakeFirst();
        if (live) throw invalid(t.themeNotEmpty);
        await trx.deleteFrom("documents").where("theme_id", "=", id).execute();
        await trx.deleteFrom("document_themes").where("id", "=", id).execute();
      });
      return null;
    },
  };
}

export type Documents = ReturnType<typeof createDocuments>;
