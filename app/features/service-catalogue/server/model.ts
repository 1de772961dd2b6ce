// The catalogues' shapes as the pages and /api see them, and the rows they are made from.
import { nodeHref, type CatalogueKind } from "../addresses";

export interface NodeRow {
  id: number;
  kind: string;
  parent_id: number | null;
  path: string;
  name: string;
  description: string;
  details: string;
  service_key: string | null;
  archived: number;
}

export const NODE_COLUMNS = ["id", "kind", "parent_id", "path", "name", "description", "details", "service_key", "archived"] as const;

/** A node as a page or a call shows it. */
export interface CatalogueNode {
  id: number;
  kind: CatalogueKind;
  parentId: number | null;
  name: string;
  description: string;
  details: string;
  /** A leaf (a ticket form) names its service; a category does not. */
  isLeaf: boolean;
  serviceKey: string | null;
  archived: boolean;
  /** The ids from the root, "/1/5/12". */
  path: string;
  /** Its page: a category's, or the leaf's form. */
  href: string;
}

export function present(row: NodeRow): CatalogueNode {
  const kind = row.kind as CatalogueKind;
  const isLeaf = row.service_key !== null;
  return {
    id: row.id,
    kind,
    parentId: row.parent_id,
    name: row.name,
    description: row.description,
    details: row.details,
    isLeaf,
    serviceKey: row.service_key,
    archived: row.archived === 1,
    path: row.path,
    href: nodeHref(kind, { id: row.id, path: row.path, isLeaf }),
  };
}

/** The ids of a path, root first. */
export const idsOfPath = (path: string) => path.split("/").filter(Boolean).map(Number);
export const pathOfIds = (ids: readonly number[]) => `/${ids.join("/")}`;

/** A node's page: its trail from the root (itself last) and its children. */
export interface NodePage {
  node: CatalogueNode;
  trail: CatalogueNode[];
  children: CatalogueNode[];
  canEdit: boolean;
}

/** A leaf's form page: the leaf, its trail (itself last), the service its form is. */
export interface TicketPlace {
  leaf: CatalogueNode;
  trail: CatalogueNode[];
  serviceKey: string;
  canEdit: boolean;
}
