// IT services in the portal search (index IT_SERVICE, block «IT-сервисы», spec part 1 §2.5): every live node of
// the IT catalogue, its name as the title and its description as the body. Everyone signed in reads the
// catalogue, so the scope is "all". A found category opens its page (/v2/services{breadcrumb}), a leaf its
// form (/v2/services{parent}/ticket/{id}): the address is read from the node's path when it is shown, so a
// move changes no document. Every change names its ids in SERVICE_CATALOGUE_CHANGED (edit.server.ts).
import type { Deps } from "~/platform/deps.server";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { CATALOGUE_BASE } from "../addresses";
import { catalogueNames } from "../messages.server";
import { SERVICE_CATALOGUE_CHANGED } from "./events";
import { NODE_COLUMNS, present } from "./model";

export const IT_SERVICE_INDEX = "IT_SERVICE";

export function itServiceIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: IT_SERVICE_INDEX,
    block: { header: catalogueNames.searchBlock, order: 19 },
    allPrefix: true,
    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx
          .selectFrom("service_catalogue_nodes")
          .select(["id", "name", "description", "updated_at"])
          .where("id", "in", part)
          .where("kind", "=", "IT")
          .where("archived", "=", 0)
          .execute(),
      );
      return rows.map((n) => ({ objectId: n.id, scopeId: null, title: n.name, body: n.description, freshAt: n.updated_at }));
    },
    idsAfter: idsAfterOf((d) => d.selectFrom("service_catalogue_nodes").select("id").where("kind", "=", "IT").where("archived", "=", 0)),
    events: { [SERVICE_CATALOGUE_CHANGED]: idsOfEvent },
    scope: async () => "all",
    async present(_reader, ids) {
      const rows = await rowsInOrderOf(ids, (part) =>
        db.selectFrom("service_catalogue_nodes").select(NODE_COLUMNS).where("id", "in", part).where("archived", "=", 0).execute(),
      );
      return rows.map(present).map((n) => ({
        id: n.id,
        name: n.name,
        description: n.description,
        breadcrumb: n.path,
        isLeaf: n.isLeaf,
        href: n.href,
      }));
    },
    target: (object) => (hasId(object) && typeof object.href === "string" ? object.href : CATALOGUE_BASE.IT),
  };
}
