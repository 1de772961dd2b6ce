// `npm run search:reindex [-- --index NAME]`: rebuilds the portal search's full-text indexes (all, or one)
// on the same database as the server (DATA_DIR or DATABASE_URL), as POST /search/create does: the live
// indexes keep answering a running portal until each new one is whole. Prints what it built and how long
// it took; an unknown index or a rebuild already running: a Russian message and exit code 1.
import { parseArgs } from "node:util";
import { readConfig } from "../app/platform/config.server";
import { openPortal } from "../app/portal/open.server";
import { isDomainError } from "../app/platform/errors";

async function main(): Promise<number> {
  let index: string | undefined;
  try {
    ({ index } = parseArgs({ options: { index: { type: "string" } }, strict: true }).values);
  } catch {
    console.error("Использование: npm run search:reindex [-- --index ИМЯ_ИНДЕКСА]");
    return 1;
  }
  const portal = await openPortal({ ...readConfig(), seedDemo: false }, { sms: { send: async () => {} } });
  try {
    const engine = portal.services.searchEngine;
    const names = engine.indexers.map((ix) => ix.indexName);
    const asked = index?.trim().toUpperCase();
    if (asked && !names.includes(asked)) {
      console.error(`Неизвестный индекс ${asked}. Есть: ${names.join(", ")}`);
      return 1;
    }
    const started = await engine.rebuild(null, asked ? [asked] : undefined);
    await started.done;
    const row = await portal.db.kysely
      .selectFrom("search_rebuilds")
      .select(["items", "duration_ms", "error"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    if (row.error) {
      console.error(`Перестроить индексы не удалось. ${row.error}`);
      return 1;
    }
    console.log(
      `Перестроены индексы ${started.indexNames.join(", ")}: ${row.items ?? 0} записей за ${((row.duration_ms ?? 0) / 1000).toFixed(1)} с`,
    );
    return 0;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await portal.close();
  }
}

process.exitCode = await main();
