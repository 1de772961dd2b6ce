// The catalogues' addresses (spec part 1 §2.3): IT services under /v2/services, education under /education;
// a node's page is its base and its path of ids, a leaf's form `{parent's}/ticket/{id}`. Client-safe.

export const CATALOGUE_KINDS = ["IT", "EDUCATION"] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const CATALOGUE_BASE: Record<CatalogueKind, string> = { IT: "/v2/services", EDUCATION: "/education" };

/** The path of a node's parent ("/1/5" of "/1/5/12"; "" of a root). */
export const parentPathOf = (path: string) => path.slice(0, path.lastIndexOf("/"));

/** A category's page, or a leaf's form under its parent. */
export function nodeHref(kind: CatalogueKind, node: { id: number; path: string; isLeaf: boolean }): string {
  return node.isLeaf ? `${CATALOGUE_BASE[kind]}${parentPathOf(node.path)}/ticket/${node.id}` : `${CATALOGUE_BASE[kind]}${node.path}`;
}

/** Where an editor changes a node, and the catalogues' roots. */
export const editHref = (id?: number) => (id === undefined ? "/service-catalogue" : `/service-catalogue/${id}`);
