// Normative documents' index in the portal search (issue #16, block «Нормативные документы», WIKI_DOCUMENT):
// one document per normative document not deleted, its name as title and its content (new editor's HTML, or
// the old editor's blocks rendered) as body. Every signed-in person reads every document (policy.ts limits
// editing only), so the scope is "all"; an expired document is still found, as its theme still lists it.
// Adding, changing (a new theme included) and deleting write DOCUMENT_CHANGED with the ids in their own
// transaction (documents-edit.server.ts), and so does a theme's delete for the deleted documents it removes.
import type { Kysely, Transaction } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { renderStoredContent } from "~/shared/richtext/legacy.server";
import { serverMessages } from "~/features/documents/messages.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";

type Db = Kysely<Database> | Transaction<Database>;

export const WIKI_DOCUMENT = "WIKI_DOCUMENT";
/** Payload `{ ids }`: the documents added, changed, moved, deleted or removed by one write. */
export const DOCUMENT_CHANGED = "DOCUMENT_CHANGED";

/** A found document as GET /search-v2/find gives it (spec part 1 §3: name, themeId, lastUpdateDate). */
export interface DocumentSearchItem {
  id: number;
  name: string;
  themeId: number;
  lastUpdateDate: string;
}

/** The theme of the address when an object has none: the view page shows the document's own theme anyway. */
const DEFAULT_THEME = 1;

/** Records that these documents changed, in the transaction of the change; nothing when none did. */
export async function documentsChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, DOCUMENT_CHANGED, ids, at);
}

/**
 * The text to index. The new editor's HTML is stored sanitized and the engine strips tags, so it goes as it
 * is (sanitizing 20,000 documents again would only slow a rebuild); the old editor's JSON blocks are
 * rendered, or their keys and markup would be indexed as words.
 */
function bodyOf(r: { content: string | null; content_new_editor: string | null; new_editor: number }): string {
  if (r.new_editor === 1 && r.content_new_editor?.trim()) return r.content_new_editor;
  return renderStoredContent({ content: r.content, contentNewEditor: r.content_new_editor, newEditor: r.new_editor === 1 });
}

export function documentsSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: WIKI_DOCUMENT,
    block: { header: serverMessages.searchBlock, order: 2 },

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx
          .selectFrom("documents")
          .select(["id", "name", "content", "content_new_editor", "new_editor", "updated_at"])
          .where("id", "in", part)
          .where("is_deleted", "=", 0)
          .execute(),
      );
      return rows.map((r) => ({ objectId: r.id, scopeId: null, title: r.name, body: bodyOf(r), freshAt: r.updated_at }));
    },

    idsAfter: idsAfterOf((db) => db.selectFrom("documents").select("id").where("is_deleted", "=", 0)),

    events: { [DOCUMENT_CHANGED]: idsOfEvent },

    // Everyone signed in reads every document that is not deleted (the pages check no more than a session).
    scope: async () => "all",

    async present(_reader, ids): Promise<DocumentSearchItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db
          .selectFrom("documents")
          .select(["id", "name", "theme_id", "updated_at"])
          .where("id", "in", part)
          .where("is_deleted", "=", 0)
          .execute(),
      );
      return rows.map((r) => ({ id: r.id, name: r.name, themeId: r.theme_id, lastUpdateDate: r.updated_at }));
    },

    // routes/_shell.knowledge.documents.view.$themeId.$id.tsx: the theme of the address is only for old links.
    target(object) {
      if (!hasId(object)) return "/knowledge/documents";
      const themeId = typeof object.themeId === "number" ? object.themeId : DEFAULT_THEME;
      return `/knowledge/documents/view/${themeId}/${object.id}`;
    },
  };
}
