// The glossary's index in the portal search (issue #16, block «Глоссарий», WIKI_GLOSSARY): one document per
// published term, the term as its title and its definition as its body. Every signed-in person reads the
// glossary, so the scope is "all"; a term not PUBLISHED (the spec's wiki.status) is left out by load(), as
// the glossary page leaves it out. Adding, changing and deleting a term write GLOSSARY_TERM_CHANGED with its
// id in their own transaction (glossary.server.ts).
import type { Kysely, Transaction } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import { PUBLISHED } from "~/features/glossary/terms";
import { serverMessages } from "~/features/glossary/messages.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";

type Db = Kysely<Database> | Transaction<Database>;

export const WIKI_GLOSSARY = "WIKI_GLOSSARY";
/** Payload `{ ids }`: the terms added, changed or deleted by one write. */
export const GLOSSARY_TERM_CHANGED = "GLOSSARY_TERM_CHANGED";

/** A found term as GET /search-v2/find gives it (spec part 1 §3: name, description). */
export interface GlossarySearchItem {
  id: number;
  name: string;
  /** The definition, safe HTML (as the glossary page shows it). */
  description: string;
}

/** Records that these terms changed, in the transaction of the change. */
export async function glossaryTermsChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, GLOSSARY_TERM_CHANGED, ids, at);
}

export function glossarySearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: WIKI_GLOSSARY,
    block: { header: serverMessages.searchBlock, order: 1 },

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx
          .selectFrom("glossary_terms")
          .select(["id", "term", "definition", "created_at"])
          .where("id", "in", part)
          .where("status", "=", PUBLISHED)
          .execute(),
      );
      // The table keeps no time of a term's last edit: when it was added is the freshest time it has.
      return rows.map((r) => ({ objectId: r.id, scopeId: null, title: r.term, body: r.definition, freshAt: r.created_at }));
    },

    idsAfter: idsAfterOf((db) => db.selectFrom("glossary_terms").select("id").where("status", "=", PUBLISHED)),

    events: { [GLOSSARY_TERM_CHANGED]: idsOfEvent },

    // Everyone signed in reads the glossary (its page checks no more than a session).
    scope: async () => "all",

    async present(_reader, ids): Promise<GlossarySearchItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db
          .selectFrom("glossary_terms")
          .select(["id", "term", "definition"])
          .where("id", "in", part)
          .where("status", "=", PUBLISHED)
          .execute(),
      );
      return rows.map((r) => ({ id: r.id, name: r.term, description: sanitizeRichHtml(r.definition) }));
    },

    // The glossary page gives every term the anchor term-{id} (routes/_shell.knowledge.glossary._index.tsx).
    target: (object) => (hasId(object) ? `/knowledge/glossary#term-${object.id}` : "/knowledge/glossary"),
  };
}
