// The search key of a post (title and text lower-cased, yo as ye) in the finder's search_keys table, kind
// POST, for /posts/find's searchString (a substring of the title or text, post-find.server.ts): SQLite's
// lower() and LIKE fold ASCII only, so Cyrillic is folded here and matched with LIKE on both databases.
// Written in the same transaction as the post, matched by the search's subquery (objectIdsWithKeyContaining,
// which keys the searchString the same way). The portal search does not read it: its POST index is the
// full-text engine's (search-indexer.server.ts).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { writeObjectKey } from "~/features/search/index.server";

export const POST_SEARCH_KIND = "POST";

export async function writeSearchKey(trx: Kysely<Database> | Transaction<Database>, postId: number, title: string | null, text: string) {
  await writeObjectKey(trx, POST_SEARCH_KIND, postId, `${title ?? ""}\n${text}`);
}
