// Rebuilding the indexes (issue #16 point 5: POST /search/create, npm run search:reindex). Each index is
// built whole beside the live one (under "<name>__NEXT") while search keeps answering from the live one;
// changes made meanwhile go to both (the engine's consumers ask `rebuildingNow`), and one transaction then
// puts the new index in the old one's place. One rebuild at a time across processes: a unique `running`
// column; a rebuild a crashed process left "running" for an hour no longer blocks.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { conflict } from "~/platform/errors";
import type { SearchDocument, SearchIndexer } from "~/platform/feature";
import { searchServerMessages as t } from "../messages.server";
import type { SearchBackend, SearchDb } from "./backend.server";

/** Ids loaded and written at a time. */
const BATCH = 500;
/** A rebuild still "running" after this long was left by a process that stopped. */
const ABANDONED_MS = 3600_000;

export const nextIndexName = (indexName: string) => `${indexName}__NEXT`;

export type WriteDocs = (trx: SearchDb, indexName: string, docs: readonly SearchDocument[], ids: readonly number[]) => Promise<void>;

/** The index names a rebuild in progress is building now (for the consumers to write there too). */
export async function rebuildingNow(db: SearchDb): Promise<Set<string>> {
  const rows = await db.selectFrom("search_rebuilds").select("index_names").where("running", "=", 1).execute();
  return new Set(rows.flatMap((r) => r.index_names.split(",")));
}

/** Loads every document of the indexer into `indexName`, batch by batch; returns how many. */
export async function loadWhole(db: Kysely<Database>, indexer: SearchIndexer, indexName: string, write: WriteDocs): Promise<number> {
  let afterId = 0;
  let count = 0;
  for (;;) {
    const ids = await indexer.idsAfter(db, afterId, BATCH);
    if (ids.length === 0) return count;
    await db.transaction().execute(async (trx) => write(trx, indexName, await indexer.load(trx, ids), ids));
    count += ids.length;
    afterId = ids[ids.length - 1]!;
  }
}

export interface RebuildStarted {
  indexNames: string[];
  startedAt: string;
  /** Settles when the rebuild has ended (its failure is recorded and logged, never thrown here). */
  done: Promise<void>;
}

export async function startRebuild(
  db: Kysely<Database>,
  backend: SearchBackend,
  indexers: readonly SearchIndexer[],
  write: WriteDocs,
  options: { by: number | null; now: () => Date },
): Promise<RebuildStarted> {
  const startedAt = options.now().toISOString();
  const indexNames = indexers.map((ix) => ix.indexName);
  const id = await db.transaction().execute(async (trx) => {
    const abandoned = new Date(options.now().getTime() - ABANDONED_MS).toISOString();
    await trx
      .updateTable("search_rebuilds")
      .set({ running: null, error: t.rebuildAbandoned, finished_at: startedAt })
      .where("running", "=", 1)
      .where("started_at", "<", abandoned)
      .execute();
    const running = await trx.selectFrom("search_rebuilds").select("id").where("running", "=", 1).executeTakeFirst();
    if (running) throw conflict(t.rebuildRunning);
    const row = await trx
      .insertInto("search_rebuilds")
      .values({ index_names: indexNames.join(","), started_at: startedAt, started_by: options.by, running: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const finish = (set: { items?: number; error?: string }) =>
    db
      .updateTable("search_rebuilds")
      .set({
        running: null,
        finished_at: options.now().toISOString(),
        duration_ms: options.now().getTime() - Date.parse(startedAt),
        items: set.items ?? null,
        error: set.error ?? null,
      })
      .where("id", "=", id)
      .execute();
  const run = async () => {
    let items = 0;
    for (const indexer of indexers) {
      const next = nextIndexName(indexer.indexName);
      await backend.clear(db, next);
      items += await loadWhole(db, indexer, next, write);
      await db.transaction().execute(async (trx) => {
        await backend.clear(trx, indexer.indexName);
        await trx.updateTable("search_items").set({ index_name: indexer.indexName }).where("index_name", "=", next).execute();
        await trx.updateTable("search_vocabulary").set({ index_name: indexer.indexName }).where("index_name", "=", next).execute();
      });
    }
    await backend.compact?.(db);
    return items;
  };
  const done = run().then(
    (items) => finish({ items }).then(() => undefined),
    async (error: unknown) => {
      // The page says it failed in Russian; the cause (a database's English) is for whoever reads the log.
      console.error("Search rebuild failed:", error);
      await finish({ error: t.rebuildFailed }).catch(() => {});
    },
  );
  return { indexNames, startedAt, done };
}
