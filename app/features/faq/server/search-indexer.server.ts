// The FAQ's index in the portal search (issue #16, block «Вопросы и ответы», WIKI_FAQ): one document per
// question, the question as its title and the answer as its body. Every signed-in person reads every
// question (the FAQ has no drafts, hidden questions nor per-reader access), so load() keeps every question
// that exists and the scope is "all". Each write that changes a question (create, edit, move, delete, a
// category's delete) writes FAQ_QUESTION_CHANGED with the ids in its own transaction (faq.server.ts).
import type { Kysely, Transaction } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import { serverMessages } from "~/features/faq/messages.server";
import { idsAfterOf } from "~/platform/search-ids.server";

type Db = Kysely<Database> | Transaction<Database>;

export const WIKI_FAQ = "WIKI_FAQ";
/** Payload `{ ids }`: the questions created, changed, moved or deleted by one write. */
export const FAQ_QUESTION_CHANGED = "FAQ_QUESTION_CHANGED";

/** A found question as GET /search-v2/find gives it (spec part 1 §3: id, question, categoryId, text). */
export interface FaqSearchItem {
  id: number;
  question: string;
  categoryId: number;
  /** The answer, safe HTML (as the FAQ page shows it). */
  text: string;
}

/** Records that these questions changed, in the transaction of the change; nothing when none did. */
export async function faqQuestionsChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, FAQ_QUESTION_CHANGED, ids, at);
}

function isFaqSearchItem(value: unknown): value is Pick<FaqSearchItem, "id" | "categoryId"> {
  if (typeof value !== "object" || value === null) return false;
  const { id, categoryId } = value as Record<string, unknown>;
  return typeof id === "number" && typeof categoryId === "number";
}

export function faqSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: WIKI_FAQ,
    block: { header: serverMessages.searchBlock, order: 3 },

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx.selectFrom("faq_questions").select(["id", "question", "answer_new_editor", "updated_at"]).where("id", "in", part).execute(),
      );
      return rows.map((r) => ({ objectId: r.id, scopeId: null, title: r.question, body: r.answer_new_editor, freshAt: r.updated_at }));
    },

    idsAfter: idsAfterOf((db) => db.selectFrom("faq_questions").select("id")),

    events: { [FAQ_QUESTION_CHANGED]: idsOfEvent },

    // Everyone signed in reads the whole FAQ (the pages check no more than a session).
    scope: async () => "all",

    async present(_reader, ids): Promise<FaqSearchItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db.selectFrom("faq_questions").select(["id", "question", "category_id", "answer_new_editor"]).where("id", "in", part).execute(),
      );
      return rows.map((r) => ({ id: r.id, question: r.question, categoryId: r.category_id, text: sanitizeRichHtml(r.answer_new_editor) }));
    },

    // The category page opens the question its address names (#question-{id}, routes/_shell.knowledge.faq.$id._index.tsx).
    target: (object) => (isFaqSearchItem(object) ? `/knowledge/faq/${object.categoryId}#question-${object.id}` : "/knowledge/faq"),
  };
}
