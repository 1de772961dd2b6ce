// What /admin/search shows of the full-text indexes (issue #16 point 10): each index's items, the outbox
// deliveries still waiting for its consumers, and the last rebuild with who started it.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";

export interface IndexStatus {
  indexName: string;
  header: string;
  items: number;
  /** Deliveries to this index's consumers neither processed nor given up. */
  waiting: number;
}

export interface LastRebuild {
  startedAt: string;
  /** "Surname Name" of who started it; null for the command line (npm run search:reindex) or a removed person. */
  startedBy: string | null;
  durationMs: number | null;
  items: number | null;
  error: string | null;
  running: boolean;
}

export interface SearchStatus {
  indexes: IndexStatus[];
  lastRebuild: LastRebuild | null;
}

/** The prefix of the consumer names the engine gives an index (engine.server.ts consumers()). */
export const consumerPrefix = (indexName: string) => `search.index.${indexName}.`;

export async function searchStatus(db: Kysely<Database>, indexers: readonly SearchIndexer[]): Promise<SearchStatus> {
  const [items, deliveries, last] = await Promise.all([
    db
      .selectFrom("search_items")
      .select(["index_name", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("index_name")
      .execute(),
    // Grouped by consumer and split by prefix here: index names hold "_", a LIKE wildcard.
    db
      .selectFrom("event_deliveries")
      .select(["consumer", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("processed_at", "is", null)
      .where("failed_at", "is", null)
      .groupBy("consumer")
      .execute(),
    db
      .selectFrom("search_rebuilds")
      .leftJoin("users", "users.id", "search_rebuilds.started_by")
      .select([
        "search_rebuilds.started_at",
        "search_rebuilds.duration_ms",
        "search_rebuilds.items",
        "search_rebuilds.error",
        "search_rebuilds.running",
        "users.name",
        "users.surname",
      ])
      .orderBy("search_rebuilds.id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const itemsOf = new Map(items.map((row) => [row.index_name, Number(row.n)]));
  const waitingOf = (indexName: string) =>
    deliveries.filter((row) => row.consumer.startsWith(consumerPrefix(indexName))).reduce((sum, row) => sum + Number(row.n), 0);
  return {
    indexes: indexers.map((indexer) => ({
      indexName: indexer.indexName,
      header: indexer.block?.header ?? indexer.indexName,
      items: itemsOf.get(indexer.indexName) ?? 0,
      waiting: waitingOf(indexer.indexName),
    })),
    lastRebuild: last
      ? {
          startedAt: last.started_at,
          startedBy: last.surname != null ? `${last.surname} ${last.name ?? ""}`.trim() : null,
          durationMs: last.duration_ms,
          items: last.items,
          error: last.error,
          running: last.running === 1,
        }
      : null,
  };
}
