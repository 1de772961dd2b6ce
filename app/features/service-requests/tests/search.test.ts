// The services in the portal search (issue #34 point 5, index SERVICE, block «Сервисы») on SQLite and
// PostgreSQL: the indexer's contract, and the block of the results page /search/all/{query}: an open service is found by
// a word of its name, description or category; one for some roles only by their holders; an archived one by
// no one; a saved name is found after the save. Each found service leads to its page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { indexerWorld, itKeepsTheIndexerContract, type IndexerWorld } from "../../../../tests/helpers/indexer-events";
import { actingAs } from "~/platform/actor";
import { serviceRequestsFeature } from "../index.server";
import { ROLE_OFFICE_SERVICES, ROLE_SERVICES_ADMIN } from "../policy";
import { SERVICE_INDEX, SERVICE_TYPE_CHANGED } from "../server/search-index.server";
import { openServices, type ServicesWorld, type Who } from "./fixture";

describe.each(await dialects())("the services' search index on %s", (dialect) => {
  let contract: IndexerWorld;
  let w: ServicesWorld;
  const ids = { parking: 0, office: 0, archived: 0 };

  beforeAll(async () => {
    contract = await indexerWorld(dialect, {
      indexName: "SERVICE",
      editorRole: ROLE_SERVICES_ADMIN,
      registered: (p) =>
        serviceRequestsFeature.searchIndexers?.({
          serviceRequests: p.services.serviceRequests,
          serviceAdmin: p.services.serviceAdmin,
          serviceList: p.services.serviceList,
        }),
    });
    w = await openServices(dialect);
    ids.parking = (await w.service({ key: "parking", name: "Парковочное место", description: "Место на стоянке у офиса" })).id;
    ids.office = (
      await w.service({
        key: "keys",
        name: "Ключи от кабинета",
        description: "Дубликат ключей",
        audience: { roles: [ROLE_OFFICE_SERVICES] },
      })
    ).id;
    ids.archived = (await w.service({ key: "old-parking", name: "Парковка по старым правилам", description: "Стоянка" })).id;
    await w.db.updateTable("service_types").set({ archived: 1 }).where("id", "=", ids.archived).execute();
    await w.portal.outbox.deliver();
  });
  afterAll(async () => {
    await contract?.portal.dispose();
    await w?.close();
  });

  itKeepsTheIndexerContract(() => contract, { block: { header: "Сервисы", order: 13 }, eventType: SERVICE_TYPE_CHANGED, scoped: true });

  const ROLES: Partial<Record<Who, string[]>> = { office: [ROLE_OFFICE_SERVICES], admin: ["ROLE_ADMINISTRATOR"] };
  /** The keys of the services in the «Сервисы» block of /search/all/{query}, as this person gets it. */
  const find = async (who: Who, query: string) => {
    const page = await w.portal.services.search.results.all(actingAs(w.people[who].id, ROLES[who] ?? []), query);
    const block = page.blocks.find((b) => (b.indexName as string) === SERVICE_INDEX);
    return (block?.objects ?? []).map((o) => String(o.key));
  };

  it("finds an open service by its name, its description and its category, and never an archived one", async () => {
    expect(await find("employee", "парковочное")).toEqual(["parking"]);
    expect(await find("employee", "стоянке")).toEqual(["parking"]);
    expect(await find("employee", "тестовые")).toContain("parking");
    expect(await find("admin", "парковка")).not.toContain("old-parking");
  });

  it("shows a service for some roles to their holders only", async () => {
    expect(await find("employee", "ключи")).toEqual([]);
    expect(await find("office", "ключи")).toEqual(["keys"]);
  });

  it("finds a service by its new name once it is saved, and leads to its page", async () => {
    await w.db.updateTable("service_types").set({ name: "Гостевая парковка" }).where("id", "=", ids.parking).execute();
    await w.portal.outbox.deliver();
    expect(await find("employee", "гостевая")).toEqual([]);
    const { serviceTypesChanged } = await import("../server/search-index.server");
    await serviceTypesChanged(w.db, [ids.parking], w.portal.clock.now());
    await w.portal.outbox.deliver();
    expect(await find("employee", "гостевая")).toEqual(["parking"]);
    expect(contract.indexer.target({ id: ids.parking, key: "parking" })).toBe("/services/parking");
    const page = await w.portal.services.search.results.all(actingAs(w.people.employee.id), "гостевая");
    expect(page.blocks.find((b) => (b.indexName as string) === SERVICE_INDEX)?.objects[0]?.target).toBe("/services/parking");
  });
});
