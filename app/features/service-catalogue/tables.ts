// The catalogues' tables, merged into the platform's Database by declaration merging. A node is a category
// (service_key null) or a leaf, a ticket form naming a service of the request engine; a ticket is that
// engine's request, recorded here with the leaf it was asked from. Times are ISO-8601 strings.
import type { Generated } from "kysely";

export interface ServiceCatalogueNodeTable {
  id: Generated<number>;
  /** IT or EDUCATION: which catalogue (and the request engine's family its leaves' services are of). */
  kind: string;
  /** Null: a root, the `{id}` of the catalogue's addresses. */
  parent_id: number | null;
  /** The ids from the root down to the node, "/1/5/12": its address, breadcrumbs and the move's cycle check read it. */
  path: string;
  name: string;
  description: string;
  /** A training's dates and format (education); empty elsewhere. */
  details: string;
  /** A leaf's service (service_types.key); null: a category. */
  service_key: string | null;
  /** Its place among its siblings (lower first). */
  sort: number;
  /** 1: deleted while tickets refer to it, kept for them and hidden from everyone else. */
  archived: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ServiceCatalogueTicketTable {
  /** The request's claim (one ticket per request). */
  claim_id: number;
  node_id: number;
  owner_id: number;
  created_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    service_catalogue_nodes: ServiceCatalogueNodeTable;
    service_catalogue_tickets: ServiceCatalogueTicketTable;
  }
}
