// Editing the catalogues' trees (the editors of policy.ts): add a category or a leaf naming a service of the
// catalogue's family, change its texts and service, move it up or down among its siblings, move it under
// another category (never under itself or its descendant), delete it when empty (archived when tickets hold
// it). Every change writes SERVICE_CATALOGUE_CHANGED with its ids in its transaction (the search follows).
import { sql, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { writeIdsEvent } from "~/platform/events.server";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/features/users/index.server";
import type { ServiceRequestsService } from "~/features/service-requests/index.server";
import type { CatalogueKind } from "../addresses";
import { canEditCatalogue } from "../policy";
import { serverMessages as t } from "../messages.server";
import { createNodeSchema, moveSchema, nodeRefSchema, orderSchema, updateNodeSchema } from "./inputs.server";
import { idsOfPath, NODE_COLUMNS, present, type CatalogueNode, type NodeRow } from "./model";
import { SERVICE_CATALOGUE_CHANGED } from "./events";

/** The move form lists at most this many target categories. */
export const TARGETS_MAX = 500;

export function requireEditor(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!canEditCatalogue(user)) throw forbidden(t.forbidden);
  return user;
}

/** An editor's view of a node: its trail (archived ones too), its children, where it may move, the services a leaf may name. */
export interface EditView {
  node: CatalogueNode;
  trail: CatalogueNode[];
  children: CatalogueNode[];
  targets: { id: number; label: string }[];
  services: { key: string; name: string }[];
}

export function createCatalogueEdits({ db, now }: Deps, serviceRequests: ServiceRequestsService) {
  const nodes = () => db.selectFrom("service_catalogue_nodes").select(NODE_COLUMNS);
  const find = async (id: number, field = "id"): Promise<NodeRow> => {
    const row = await nodes().where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound(t.nodeNotFound, { [field]: t.nodeNotFound });
    return row;
  };
  /** A leaf's service must be one of its catalogue's family (the engine's open services). */
  const checkService = async (kind: CatalogueKind, key: string) => {
    const services = await serviceRequests.servicesOf(kind);
    if (!services.some((s) => s.key === key)) throw invalid(t.serviceUnknown, { serviceKey: t.serviceUnknown });
  };
  // Read inside the change's transaction (SQLite has one connection: a read beside it would wait for it).
  const siblings = (trx: Transaction<Database>, row: { kind: string; parent_id: number | null }) => {
    const query = trx.selectFrom("service_catalogue_nodes").where("kind", "=", row.kind);
    return row.parent_id === null ? query.where("parent_id", "is", null) : query.where("parent_id", "=", row.parent_id);
  };

  return {
    /** The editors' first page: every root of both catalogues, archived ones too. */
    async roots(actor: Actor): Promise<CatalogueNode[]> {
      requireEditor(actor);
      const rows = await nodes().where("parent_id", "is", null).orderBy("kind").orderBy("sort").orderBy("id").execute();
      return rows.map(present);
    },

    async view(actor: Actor, id: number): Promise<EditView> {
      requireEditor(actor);
      const row = await find(id);
      const kind = row.kind as CatalogueKind;
      const [chain, children, targets, services] = await Promise.all([
        nodes().where("id", "in", idsOfPath(row.path)).execute(),
        nodes().where("parent_id", "=", id).orderBy("sort").orderBy("id").execute(),
        nodes()
          .where("kind", "=", kind)
          .where("service_key", "is", null)
          .where("archived", "=", 0)
          .where("id", "!=", id)
          .where("path", "not like", `${row.path}/%`)
          .orderBy("path")
          .limit(TARGETS_MAX)
          .execute(),
        serviceRequests.servicesOf(kind),
      ]);
      const byId = new Map(chain.map((r) => [r.id, r]));
      return {
        node: present(row),
        trail: idsOfPath(row.path).flatMap((i) => (byId.has(i) ? [present(byId.get(i)!)] : [])),
        children: children.map(present),
        targets: targets.map((r) => ({ id: r.id, label: `${"— ".repeat(idsOfPath(r.path).length - 1)}${r.name}` })),
        services,
      };
    },

    async create(actor: Actor, input: unknown): Promise<CatalogueNode> {
      requireEditor(actor);
      const v = parseInput(createNodeSchema, input);
      const parent = v.parentId === undefined ? null : await find(v.parentId, "parentId");
      if (parent && parent.service_key !== null)
        throw invalid(t.leafHasNoChildren(parent.name), { parentId: t.leafHasNoChildren(parent.name) });
      if (parent?.archived === 1) throw notFound(t.nodeNotFound, { parentId: t.nodeNotFound });
      const kind = (parent?.kind ?? v.kind) as CatalogueKind | undefined;
      if (!kind) throw invalid(t.kindUnknown, { kind: t.kindUnknown });
      if (!parent && v.serviceKey) throw invalid(t.rootIsCategory, { serviceKey: t.rootIsCategory });
      if (v.leaf && !v.serviceKey) throw invalid(t.serviceUnknown, { serviceKey: t.serviceUnknown });
      if (v.serviceKey) await checkService(kind, v.serviceKey);
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const last = await siblings(trx, { kind, parent_id: parent?.id ?? null })
          .select((eb) => eb.fn.max("sort").as("sort"))
          .executeTakeFirst();
        const { id } = await trx
          .insertInto("service_catalogue_nodes")
          .values({
            kind,
            parent_id: parent?.id ?? null,
            path: "",
            name: v.name,
            description: v.description,
            details: v.details,
            service_key: v.serviceKey || null,
            sort: Number(last?.sort ?? -1) + 1,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const row = await trx
          .updateTable("service_catalogue_nodes")
          .set({ path: `${parent?.path ?? ""}/${id}` })
          .where("id", "=", id)
          .returning(NODE_COLUMNS)
          .executeTakeFirstOrThrow();
        await writeIdsEvent(trx, SERVICE_CATALOGUE_CHANGED, [id], new Date(at));
        return present(row);
      });
    },

    async update(actor: Actor, input: unknown): Promise<CatalogueNode> {
      requireEditor(actor);
      const v = parseInput(updateNodeSchema, input);
      const row = await find(v.id);
      // A leaf stays a leaf (its service may change); a category stays a category.
      if (row.service_key !== null) {
        if (!v.serviceKey) throw invalid(t.serviceUnknown, { serviceKey: t.serviceUnknown });
        await checkService(row.kind as CatalogueKind, v.serviceKey);
      }
      const at = now();
      return db.transaction().execute(async (trx) => {
        const saved = await trx
          .updateTable("service_catalogue_nodes")
          .set({
            name: v.name,
            description: v.description,
            details: v.details,
            service_key: row.service_key === null ? null : v.serviceKey,
            updated_at: at.toISOString(),
          })
          .where("id", "=", row.id)
          .returning(NODE_COLUMNS)
          .executeTakeFirstOrThrow();
        await writeIdsEvent(trx, SERVICE_CATALOGUE_CHANGED, [row.id], at);
        return present(saved);
      });
    },

    /** One place up or down among its siblings (the first stays first, the last last). */
    async reorder(actor: Actor, input: unknown): Promise<CatalogueNode> {
      requireEditor(actor);
      const v = parseInput(orderSchema, input);
      const row = await find(v.id);
      return db.transaction().execute(async (trx) => {
        const order = (await siblings(trx, row).select("id").orderBy("sort").orderBy("id").execute()).map((r) => r.id);
        const from = order.indexOf(row.id);
        const to = v.direction === "up" ? from - 1 : from + 1;
        if (to >= 0 && to < order.length) {
          [order[from], order[to]] = [order[to]!, order[from]!];
          // The siblings numbered afresh from 0: ties of old numbers never leave the order in doubt.
          for (const [sort, id] of order.entries())
            await trx.updateTable("service_catalogue_nodes").set({ sort }).where("id", "=", id).execute();
        }
        return present(row);
      });
    },

    /** Under another category of the same catalogue, last among its children; the subtree's paths follow. */
    async move(actor: Actor, input: unknown): Promise<CatalogueNode> {
      requireEditor(actor);
      const v = parseInput(moveSchema, input);
      const row = await find(v.id);
      const target = await find(v.parentId, "parentId");
      if (target.kind !== row.kind) throw invalid(t.otherCatalogue, { parentId: t.otherCatalogue });
      if (target.id === row.id || target.path.startsWith(`${row.path}/`)) throw invalid(t.cycle(row.name), { parentId: t.cycle(row.name) });
      if (target.service_key !== null) throw invalid(t.leafHasNoChildren(target.name), { parentId: t.leafHasNoChildren(target.name) });
      if (target.archived === 1) throw notFound(t.nodeNotFound, { parentId: t.nodeNotFound });
      const at = now();
      const newPath = `${target.path}/${row.id}`;
      return db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom("service_catalogue_nodes")
          .where("parent_id", "=", target.id)
          .select((eb) => eb.fn.max("sort").as("sort"))
          .executeTakeFirst();
        await trx
          .updateTable("service_catalogue_nodes")
          .set({ parent_id: target.id, sort: Number(last?.sort ?? -1) + 1, updated_at: at.toISOString() })
          .where("id", "=", row.id)
          .execute();
        // The node's and its descendants' paths: the new prefix and the rest of each as it was (one statement).
        const moved = await trx
          .updateTable("service_catalogue_nodes")
          .set({ path: sql<string>`cast(${newPath} as text) || substr(path, cast(${row.path.length + 1} as integer))` })
          .where((eb) => eb.or([eb("path", "=", row.path), eb("path", "like", `${row.path}/%`)]))
          .returning("id")
          .execute();
        await writeIdsEvent(
          trx,
          SERVICE_CATALOGUE_CHANGED,
          moved.map((r) => r.id),
          at,
        );
        return present({ ...row, parent_id: target.id, path: newPath });
      });
    },

    /** Deleted when empty; kept in the archive (hidden) when tickets hold it; refused by name while it has children. */
    async remove(actor: Actor, input: unknown): Promise<{ archived: boolean; parentId: number | null }> {
      requireEditor(actor);
      const v = parseInput(nodeRefSchema, input);
      const row = await find(v.id);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const child = await trx
          .selectFrom("service_catalogue_nodes")
          .select("id")
          .where("parent_id", "=", row.id)
          .limit(1)
          .executeTakeFirst();
        if (child) throw invalid(t.notEmpty(row.name), { id: t.notEmpty(row.name) });
        const ticket = await trx
          .selectFrom("service_catalogue_tickets")
          .select("claim_id")
          .where("node_id", "=", row.id)
          .limit(1)
          .executeTakeFirst();
        if (ticket) {
          await trx
            .updateTable("service_catalogue_nodes")
            .set({ archived: 1, updated_at: at.toISOString() })
            .where("id", "=", row.id)
            .execute();
        } else {
          await trx.deleteFrom("service_catalogue_nodes").where("id", "=", row.id).execute();
        }
        await writeIdsEvent(trx, SERVICE_CATALOGUE_CHANGED, [row.id], at);
        return { archived: ticket !== undefined, parentId: row.parent_id };
      });
    },
  };
}

export type CatalogueEdits = ReturnType<typeof createCatalogueEdits>;
