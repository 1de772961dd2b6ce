// Reading the catalogues: the roots, a node's page and a leaf's form place from an address's ids, each in a
// fixed number of statements (the chain by its ids at once, checked against the last node's path; then the
// children), and asking at a leaf through the request engine (its name as the subject, the ticket recorded
// in the filing's transaction).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { notFound } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import type { AskOptions, FamilyRequest, ServiceRequestsService } from "~/features/service-requests/index.server";
import type { CatalogueKind } from "../addresses";
import { canEditCatalogue } from "../policy";
import { serverMessages as t } from "../messages.server";
import { itServiceIndexer } from "./search-indexer.server";
import { idsOfPath, NODE_COLUMNS, pathOfIds, present, type CatalogueNode, type NodePage, type NodeRow, type TicketPlace } from "./model";

/** /education/list shows this many of each list (the rest are on the person's claims). */
export const REQUESTS_MAX = 100;

/** A node shows at most this many children (editors keep categories far smaller). */
export const CHILDREN_MAX = 500;

export function createCatalogueReads({ db, now }: Deps, serviceRequests: ServiceRequestsService) {
  const nodes = () => db.selectFrom("service_catalogue_nodes").select(NODE_COLUMNS);

  /** The chain of `ids` (root first) in one statement; refused unless it is a live chain of the catalogue. */
  async function chainOf(kind: CatalogueKind, ids: readonly number[]): Promise<NodeRow[]> {
    if (ids.length === 0) throw notFound(t.nodeNotFound);
    const rows = await nodes().where("id", "in", ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const chain = ids.map((id) => byId.get(id));
    const last = chain.at(-1);
    if (!last || last.path !== pathOfIds(ids) || last.kind !== kind || chain.some((r) => !r || r.archived === 1)) {
      throw notFound(t.nodeNotFound);
    }
    return chain as NodeRow[];
  }

  async function childrenOf(parentId: number): Promise<CatalogueNode[]> {
    const rows = await nodes()
      .where("parent_id", "=", parentId)
      .where("archived", "=", 0)
      .orderBy("sort")
      .orderBy("id")
      .limit(CHILDREN_MAX)
      .execute();
    return rows.map(present);
  }

  /** A leaf's place: the chain to it must be the catalogue's, and it must be a leaf (else refused by name). */
  async function ticketPlace(actor: Actor, kind: CatalogueKind, parentIds: readonly number[], leafId: number): Promise<TicketPlace> {
    const user = requireUser(actor);
    const chain = (await chainOf(kind, [...parentIds, leafId])).map(present);
    const leaf = chain.at(-1)!;
    if (leaf.serviceKey === null) throw notFound(t.notALeaf(leaf.name));
    return { leaf, trail: chain, serviceKey: leaf.serviceKey, canEdit: canEditCatalogue(user) };
  }

  /** How a leaf asks the engine: the leaf's name as the claim's subject, the ticket row in the same transaction. */
  function askOptions(actor: Actor, leaf: CatalogueNode): AskOptions {
    const user = requireUser(actor);
    return {
      subject: leaf.name,
      onFiled: async (trx, claimId) => {
        await trx
          .insertInto("service_catalogue_tickets")
          .values({ claim_id: claimId, node_id: leaf.id, owner_id: user.userId, created_at: now().toISOString() })
          .execute();
      },
    };
  }

  return {
    /** The IT catalogue in the portal search (search-indexer.server.ts). */
    searchIndexer: itServiceIndexer({ db }),
    chainOf,
    ticketPlace,
    askOptions,

    /** A catalogue's roots, in order. */
    async roots(actor: Actor, kind: CatalogueKind): Promise<{ roots: CatalogueNode[]; canEdit: boolean }> {
      const user = requireUser(actor);
      const rows = await nodes()
        .where("kind", "=", kind)
        .where("parent_id", "is", null)
        .where("archived", "=", 0)
        .orderBy("sort")
        .orderBy("id")
        .execute();
      return { roots: rows.map(present), canEdit: canEditCatalogue(user) };
    },

    /** A category's page from its address's ids (root first): two statements at any depth and width. */
    async nodePage(actor: Actor, kind: CatalogueKind, ids: readonly number[]): Promise<NodePage> {
      const user = requireUser(actor);
      const trail = (await chainOf(kind, ids)).map(present);
      const node = trail.at(-1)!;
      if (node.isLeaf) throw notFound(t.nodeNotFound);
      return { node, trail, children: await childrenOf(node.id), canEdit: canEditCatalogue(user) };
    },

    /** A node by its id alone (the /api): its chain read from its own path. */
    async nodeById(actor: Actor, id: number): Promise<NodePage> {
      const user = requireUser(actor);
      const row = await nodes().where("id", "=", id).where("archived", "=", 0).executeTakeFirst();
      if (!row) throw notFound(t.nodeNotFound);
      const trail = (await chainOf(row.kind as CatalogueKind, idsOfPath(row.path))).map(present);
      const node = trail.at(-1)!;
      return { node, trail, children: node.isLeaf ? [] : await childrenOf(node.id), canEdit: canEditCatalogue(user) };
    },

    /** /education/list: the person's education requests, newest first, and those waiting on her decision. */
    async educationRequests(actor: Actor): Promise<{ mine: FamilyRequest[]; waiting: FamilyRequest[] }> {
      const user = requireUser(actor);
      const [mine, waiting] = await Promise.all([
        serviceRequests.requestsOfFamily(user, "EDUCATION", REQUESTS_MAX),
        serviceRequests.waitingOnMe(user, "EDUCATION", REQUESTS_MAX),
      ]);
      return { mine, waiting };
    },

    /** POST /service-catalogue/ticket: asks at a leaf with the answers of its service's form. */
    async askTicket(actor: Actor, input: { nodeId: number; answers: unknown }): Promise<{ id: number }> {
      const user = requireUser(actor);
      const row = await nodes().where("id", "=", input.nodeId).executeTakeFirst();
      if (!row) throw notFound(t.nodeNotFound);
      const ids = idsOfPath(row.path);
      const place = await ticketPlace(user, row.kind as CatalogueKind, ids.slice(0, -1), row.id);
      return serviceRequests.ask(user, place.serviceKey, input.answers, askOptions(user, place.leaf));
    },
  };
}

export type CatalogueReads = ReturnType<typeof createCatalogueReads>;
