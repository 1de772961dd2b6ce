// The FAQ: categories with ordered questions. Everyone signed in reads; FAQ editors and
// administrators (canEditFaq) change. Answers are stored as sanitized HTML and sanitized again when
// they leave (the stored text may predate today's allow-list). The /api calls are in api.server.ts,
// their inputs parsed by inputs.server.ts, the payloads in the feature's api.md.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { namesFile } from "~/platform/files/address.server";
import { canEditFaq } from "~/features/faq/policy";
import { settingValue } from "~/features/settings/index.server";
import { claimVersion } from "~/platform/versions.server";
import { foreignImageRefusal, richTextForStorage } from "~/shared/richtext/stored.server";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import type {
  CategoryCreate,
  CategoryRef,
  CategoryUpdate,
  QuestionCreate,
  QuestionRef,
  QuestionSort,
  QuestionUpdate,
} from "~/features/faq/schema";
import { messages } from "~/features/faq/messages";
import { serverMessages } from "~/features/faq/messages.server";
import { faqQuestionsChanged, faqSearchIndexer } from "./search-indexer.server";

const t = { ...messages, ...serverMessages };
type Db = Kysely<Database> | Transaction<Database>;

export interface FaqCategory {
  id: number;
  name: string;
  description: string | null;
  sort: number;
  questionCount: number;
  /** Send it back with an update: a category changed since is not overwritten. */
  version: number;
}

export interface FaqQuestion {
  id: number;
  categoryId: number;
  question: string;
  /** Safe HTML. */
  answer: string;
  sort: number;
  createdAt: string;
  updatedAt: string;
  /** Send it back with an update: a question changed since is not overwritten. */
  version: number;
}

export interface FaqCategoryWithQuestions extends FaqCategory {
  questions: FaqQuestion[];
  /** False for the header's "Помощь" category (setting FAQ_PORTAL_ID): deleting it would break that link. */
  deletable: boolean;
}

/** Only FAQ editors (and administrators) change the FAQ. */
export function requireFaqEditor(actor: Actor) {
  if (!canEditFaq(actor)) throw forbidden(t.forbidden);
}

function answerOf(raw: string): string {
  const foreign = foreignImageRefusal(raw);
  if (foreign) throw invalid(foreign, { answer: foreign });
  const html = richTextForStorage(raw);
  if (!html) throw invalid(t.answerRequired, { answer: t.answerRequired });
  return html;
}

export function createFaq({ db, now }: Deps) {
  const questionColumns = ["id", "category_id", "question", "answer_new_editor", "sort", "created_at", "updated_at", "version"] as const;
  type QuestionRow = {
    id: number;
    category_id: number;
    question: string;
    answer_new_editor: string;
    sort: number;
    created_at: string;
    updated_at: string;
    version: number;
  };
  const present = (r: QuestionRow): FaqQuestion => ({
    id: r.id,
    categoryId: r.category_id,
    question: r.question,
    answer: sanitizeRichHtml(r.answer_new_editor),
    sort: r.sort,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: r.version,
  });

  async function categoryRow(trx: Db, id: number): Promise<FaqCategory> {
    const row = await trx
      .selectFrom("faq_categories as c")
      .select(["c.id", "c.name", "c.description", "c.sort", "c.version"])
      .select((eb) =>
        eb
          .selectFrom("faq_questions as q")
          .whereRef("q.category_id", "=", "c.id")
          .select(sql<number>`count(*)`.as("n"))
          .as("questionCount"),
      )
      .where("c.id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound(t.categoryNotFound);
    return { ...row, questionCount: Number(row.questionCount ?? 0) };
  }

  async function questionsOf(trx: Db, categoryId: number): Promise<FaqQuestion[]> {
    const rows = await trx
      .selectFrom("faq_questions")
      .select(questionColumns)
      .where("category_id", "=", categoryId)
      .orderBy("sort")
      .orderBy("id")
      .execute();
    return rows.map(present);
  }

  async function questionRow(trx: Db, id: number): Promise<QuestionRow> {
    const row = await trx.selectFrom("faq_questions").select(questionColumns).where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound(t.questionNotFound);
    return row;
  }

  /** The category the header's "Помощь" opens, if the setting names one. */
  async function helpCategoryId(trx: Db): Promise<number | null> {
    const value = await settingValue(trx, "FAQ_PORTAL_ID");
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  }

  async function nextSort(trx: Db, categoryId: number): Promise<number> {
    const row = await trx
      .selectFrom("faq_questions")
      .select(sql<number | null>`max(sort)`.as("m"))
      .where("category_id", "=", categoryId)
      .executeTakeFirst();
    return row?.m == null ? 0 : Number(row.m) + 1;
  }

  return {
    /** The FAQ's index in the portal search (WIKI_FAQ), registered through the manifest. */
    searchIndexer: faqSearchIndexer({ db }),

    /** The file guard: a file an answer shows is read by everyone, as the FAQ is; null for any other file. */
    async fileReadGuard(actor: Actor, fileId: number): Promise<boolean | null> {
      if (actor.kind !== "user") return null;
      const shown = await db
        .selectFrom("faq_questions")
        .select("id")
        .where(namesFile("answer_new_editor", fileId))
        .limit(1)
        .executeTakeFirst();
      return shown ? true : null;
    },

    /** Every category in order, with how many questions it holds. */
    async categories(_actor: Actor): Promise<FaqCategory[]> {
      const rows = await db
        .selectFrom("faq_categories as c")
        .select(["c.id", "c.name", "c.description", "c.sort", "c.version"])
        .select((eb) =>
          eb
            .selectFrom("faq_questions as q")
            .whereRef("q.category_id", "=", "c.id")
            .select(sql<number>`count(*)`.as("n"))
            .as("questionCount"),
        )
        .orderBy("c.sort")
        .orderBy("c.id")
        .execute();
      return rows.map((r) => ({ ...r, questionCount: Number(r.questionCount ?? 0) }));
    },

    /** A category with its questions in order. */
    async category(_actor: Actor, { id }: CategoryRef): Promise<FaqCategoryWithQuestions> {
      const category = await categoryRow(db, id);
      return { ...category, questions: await questionsOf(db, id), deletable: (await helpCategoryId(db)) !== id };
    },

    /** One question (for its edit page). */
    async question(_actor: Actor, { id }: QuestionRef): Promise<FaqQuestion> {
      return present(await questionRow(db, id));
    },

    async createCategory(actor: Actor, { name, description }: CategoryCreate): Promise<FaqCategory> {
      requireFaqEditor(actor);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("faq_categories")
          .select(sql<number | null>`max(sort)`.as("m"))
          .executeTakeFirst();
        const sort = row?.m == null ? 0 : Number(row.m) + 1;
        const { id } = await trx.insertInto("faq_categories").values({ name, description, sort }).returning("id").executeTakeFirstOrThrow();
        return categoryRow(trx, id);
      });
    },

    async updateCategory(actor: Actor, { id, name, description, version }: CategoryUpdate): Promise<FaqCategory> {
      requireFaqEditor(actor);
      return db.transaction().execute(async (trx) => {
        await categoryRow(trx, id);
        await claimVersion(trx, "faq_categories", id, version);
        await trx.updateTable("faq_categories").set({ name, description }).where("id", "=", id).execute();
        return categoryRow(trx, id);
      });
    },

    /** Deletes a category with its questions; never the header's "Помощь" category. */
    async deleteCategory(actor: Actor, { id }: CategoryRef): Promise<void> {
      requireFaqEditor(actor);
      await db.transaction().execute(async (trx) => {
        await categoryRow(trx, id);
        if ((await helpCategoryId(trx)) === id) throw invalid(t.helpNotDeletable);
        const removed = await trx.deleteFrom("faq_questions").where("category_id", "=", id).returning("id").execute();
        await faqQuestionsChanged(
          trx,
          removed.map((r) => r.id),
          now(),
        );
        await trx.deleteFrom("faq_categories").where("id", "=", id).execute();
      });
    },

    async createQuestion(actor: Actor, { categoryId, question, answer }: QuestionCreate): Promise<FaqQuestion> {
      requireFaqEditor(actor);
      const html = answerOf(answer);
      return db.transaction().execute(async (trx) => {
        await categoryRow(trx, categoryId);
        const at = now().toISOString();
        const { id } = await trx
          .insertInto("faq_questions")
          .values({
            category_id: categoryId,
            question,
            answer_new_editor: html,
            sort: await nextSort(trx, categoryId),
            created_at: at,
            updated_at: at,
            updated_by: actor.kind === "user" ? actor.userId : null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await faqQuestionsChanged(trx, [id], new Date(at));
        return present(await questionRow(trx, id));
      });
    },

    async updateQuestion(actor: Actor, { id, question, answer, categoryId, version }: QuestionUpdate): Promise<FaqQuestion> {
      requireFaqEditor(actor);
      const html = answerOf(answer);
      return db.transaction().execute(async (trx) => {
        const current = await questionRow(trx, id);
        await claimVersion(trx, "faq_questions", id, version);
        const moving = categoryId !== undefined && categoryId !== current.category_id;
        if (moving) await categoryRow(trx, categoryId);
        await trx
          .updateTable("faq_questions")
          .set({
            question,
            answer_new_editor: html,
            updated_at: now().toISOString(),
            updated_by: actor.kind === "user" ? actor.userId : null,
            ...(moving ? { category_id: categoryId, sort: await nextSort(trx, categoryId) } : {}),
          })
          .where("id", "=", id)
          .execute();
        await faqQuestionsChanged(trx, [id], now());
        return present(await questionRow(trx, id));
      });
    },

    async deleteQuestion(actor: Actor, { id }: QuestionRef): Promise<void> {
      requireFaqEditor(actor);
      await db.transaction().execute(async (trx) => {
        await questionRow(trx, id);
        await trx.deleteFrom("faq_questions").where("id", "=", id).execute();
        await faqQuestionsChanged(trx, [id], now());
      });
    },

    /**
     * Sets the order of a category's questions: sortIdList names each of them exactly once. No search event:
     * a question's place is not part of what the search holds or shows (nor is its category's name).
     */
    async sortQuestions(actor: Actor, { categoryId, sortIdList }: QuestionSort): Promise<{ categoryId: number; sortIdList: number[] }> {
      requireFaqEditor(actor);
      return db.transaction().execute(async (trx) => {
        await categoryRow(trx, categoryId);
        const ids = (await trx.selectFrom("faq_questions").select("id").where("category_id", "=", categoryId).execute()).map((r) => r.id);
        const known = new Set(ids);
        if (ids.length !== sortIdList.length || !sortIdList.every((id) => known.has(id)))
          throw invalid(t.sortInvalid, { sortIdList: t.sortInvalid });
        for (const [sort, id] of sortIdList.entries()) {
          await trx.updateTable("faq_questions").set({ sort }).where("id", "=", id).execute();
        }
        return { categoryId, sortIdList };
      });
    },
  };
}

export type Faq = ReturnType<typeof createFaq>;
