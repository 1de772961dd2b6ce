// The part of a big tree a page draws (the directory's categories, the guide's sections). A company of
// 3,600 departments or a guide of 3,000 sections drew every node on every page, and sent them again as the
// page's data. A page draws the top level, the children of every open node (its path), and one level more
// under the `frontier` (the current node), so a closed branch there still opens in place without
// JavaScript. Past TREE_DRAWN_MAX nodes it draws only the open branches. A level is whole or absent, so a
// list an editor orders is always whole; a node whose children are not drawn is a link to its own page.
export const TREE_DRAWN_MAX = 300;

export interface DrawnBranches {
  /** Nodes whose children are drawn. */
  open: ReadonlySet<number>;
  /** Nodes whose children's children are drawn too (null: the top level's). */
  frontier: ReadonlySet<number | null>;
}

export function drawnTree<T extends { id: number }>(
  roots: T[],
  childrenOf: (node: T) => T[],
  withChildren: (node: T, children: T[]) => T,
  generous: DrawnBranches,
  max = TREE_DRAWN_MAX,
): T[] {
  const cut = ({ open, frontier }: DrawnBranches) => {
    const walk = (list: T[], parent: number | null): T[] =>
      list.map((node) => withChildren(node, open.has(node.id) || frontier.has(parent) ? walk(childrenOf(node), node.id) : []));
    return walk(roots, null);
  };
  const count = (list: T[]): number => list.reduce((n, node) => n + 1 + count(childrenOf(node)), 0);
  const drawn = cut(generous);
  return count(drawn) <= max ? drawn : cut({ open: generous.open, frontier: new Set() });
}
