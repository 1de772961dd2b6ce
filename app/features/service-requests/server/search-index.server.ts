// The services' index in the portal search (issue #34 point 5, block «Сервисы», SERVICE): one document per open
// service, its name as the title and its description with its category as the body. A service open to everyone
// has no scope; one for some roles is scoped by its own id, and a reader's scope is the ids of those she may ask
// for, so the search never shows a service its page would refuse. Creating and saving a service write
// SERVICE_TYPE_CHANGED with its id in their own transaction (admin.server.ts, catalogue.server.ts).
import type { Kysely, Transaction } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { serverMessages } from "../messages.server";
import { isEveryone, mayAsk, needsAsker } from "../policy";
import { askerOf, audienceOf, EVERYONE } from "./audience.server";

type Db = Kysely<Database> | Transaction<Database>;

export const SERVICE_INDEX = "SERVICE";
/** Payload `{ ids }`: the service types created or saved by one write. */
export const SERVICE_TYPE_CHANGED = "SERVICE_TYPE_CHANGED";

/** A found service as GET /search-v2/find gives it. */
export interface ServiceSearchItem {
  id: number;
  key: string;
  name: string;
  description: string;
}

export async function serviceTypesChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, SERVICE_TYPE_CHANGED, ids, at);
}

export function serviceSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  const open = (q: Db) =>
    q
      .selectFrom("service_types as t")
      .innerJoin("service_categories as c", "c.id", "t.category_id")
      .where("t.archived", "=", 0)
      .where("t.current_version_id", "is not", null);
  return {
    indexName: SERVICE_INDEX,
    block: { header: serverMessages.searchBlock, order: 13 },

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        open(trx).select(["t.id", "t.name", "t.description", "t.audience", "c.name as category"]).where("t.id", "in", part).execute(),
      );
      // The catalogue keeps no time of a service's last save; a service is as fresh as any other.
      return rows.map((r) => ({
        objectId: r.id,
        scopeId: isEveryone(audienceOf(r.audience)) ? null : r.id,
        title: r.name,
        body: `${r.description} ${r.category}`,
        freshAt: "2000-01-01T00:00:00.000Z",
      }));
    },

    idsAfter: idsAfterOf((q) => open(q).select("t.id as id")),

    events: { [SERVICE_TYPE_CHANGED]: idsOfEvent },

    async scope(reader) {
      const limited = (await open(db).select(["t.id", "t.audience"]).where("t.audience", "!=", EVERYONE).execute()).map((r) => ({
        id: r.id,
        audience: audienceOf(r.audience),
      }));
      const asker = reader.kind === "user" && limited.some((r) => needsAsker(r.audience)) ? await askerOf(db, reader.userId) : null;
      return { scopeIds: limited.filter((r) => mayAsk(reader, r.audience, asker)).map((r) => r.id), allowNullScope: true };
    },

    async present(_reader, ids): Promise<ServiceSearchItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        open(db).select(["t.id", "t.key", "t.name", "t.description"]).where("t.id", "in", part).execute(),
      );
      return rows.map((r) => ({ id: r.id, key: r.key, name: r.name, description: r.description }));
    },

    target: (object) => (hasId(object) && typeof object.key === "string" ? `/services/${object.key}` : "/services"),
    finderLabel: (object) => {
      const item = object as ServiceSearchItem;
      return { label: item.name, hint: item.description };
    },
  };
}
