// The company's pages in the portal search (block «О компании», COMPANY_PAGE): one document per saved page,
// its title and text. Everyone signed in reads them, so the scope is "all". A save and a restore write
// COMPANY_PAGE_CHANGED with the page's id in their own transaction (pages.server.ts).
import type { Kysely, Transaction } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { companyPagesNames } from "../messages.server";
import { isPageSlug, pageUrl } from "../pages";

type Db = Kysely<Database> | Transaction<Database>;

export const COMPANY_PAGE = "COMPANY_PAGE";
/** Payload `{ ids }`: the pages saved or restored by one write. */
export const COMPANY_PAGE_CHANGED = "COMPANY_PAGE_CHANGED";

/** A found page as GET /search-v2/find gives it (spec part 1 §3: name, description). */
export interface CompanyPageSearchItem {
  id: number;
  name: string;
  /** The page's address without its slash (history...). */
  slug: string;
  /** The start of its text, plain. */
  description: string;
}

export async function companyPagesChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, COMPANY_PAGE_CHANGED, ids, at);
}

export function companyPagesSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: COMPANY_PAGE,
    block: { header: companyPagesNames.searchBlock, order: 11 },

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx.selectFrom("company_pages").select(["id", "title", "body", "updated_at"]).where("id", "in", part).execute(),
      );
      return rows.map((r) => ({ objectId: r.id, scopeId: null, title: r.title, body: r.body, freshAt: r.updated_at }));
    },

    idsAfter: idsAfterOf((db) => db.selectFrom("company_pages").select("id")),

    events: { [COMPANY_PAGE_CHANGED]: idsOfEvent },

    scope: async () => "all",

    async present(_reader, ids): Promise<CompanyPageSearchItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db.selectFrom("company_pages").select(["id", "slug", "title", "body"]).where("id", "in", part).execute(),
      );
      return rows.map((r) => ({ id: r.id, name: r.title, slug: r.slug, description: richHtmlToPlainText(r.body, { maxLength: 200 }) }));
    },

    target: (object) => (hasId(object) && isPageSlug(object.slug) ? pageUrl.view(object.slug) : "/history"),
  };
}
