// The part of the category tree a directory page draws (shared/drawn-tree.ts): the top categories, the
// breadcrumb's branches and one level more under the current category. On the start page the top
// categories are open and the level more is under them. A category whose subcategories are not drawn is
// marked `more`: its link leads to its page, where its branch is open.
import type { CategoryView } from "./contacts.server";
import type { StructureNode } from "~/features/contacts/views";
import { drawnTree } from "~/shared/drawn-tree";

export interface TreeNode {
  id: number;
  name: string;
  parent: number | null;
  /** It has subcategories this page does not draw. */
  more: boolean;
}

type Category = Pick<CategoryView, "id" | "name" | "parent">;
interface Nested {
  category: Category;
  id: number;
  parent: number | null;
  children: Nested[];
  hasChildren: boolean;
}

/** `all` in tree order (allCategories); `openPath` the current category's breadcrumb ids, [] on the start page. */
export function visibleTree(all: Category[], openPath: number[], openTop: boolean): TreeNode[] {
  const byId = new Map<number, Nested>(all.map((c) => [c.id, { category: c, id: c.id, parent: null, children: [], hasChildren: false }]));
  const roots: Nested[] = [];
  for (const c of all) {
    const node = byId.get(c.id)!;
    // A category whose parent is missing (deleted) stands at the top, as the tree draws it.
    const parent = c.parent != null ? byId.get(c.parent) : undefined;
    if (parent) {
      node.parent = parent.id;
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  const tops = roots.map((r) => r.id);
  const current = openPath.at(-1);
  const drawn = drawnTree(
    roots,
    (n) => n.children,
    (n, children) => ({ ...n, children }),
    {
      open: new Set(openPath),
      // The start page: the top categories' subcategories, and theirs one level more.
      frontier: new Set<number | null>(current !== undefined ? [current] : openTop ? [null, ...tops] : []),
    },
  );
  const flat: TreeNode[] = [];
  const walk = (list: Nested[]) => {
    for (const n of list) {
      flat.push({ id: n.id, name: n.category.name, parent: n.parent, more: n.hasChildren && n.children.length === 0 });
      walk(n.children);
    }
  };
  walk(drawn);
  return flat;
}

/** A department as /structure draws it: its drawn subdepartments, and how many it has that are not drawn. */
export type DrawnDepartment = Omit<StructureNode, "children"> & { children: DrawnDepartment[]; hidden: number };

/** At most this many departments on one /structure page: the levels that fit, whole; the rest behind links. */
export const STRUCTURE_DRAWN_MAX = 300;

/**
 * The levels of the structure that fit in STRUCTURE_DRAWN_MAX departments, from the top (the first always):
 * a department of the last drawn level with subdepartments links to its own /structure?id= page. 3,600
 * departments made a page of megabytes; a level is never cut in the middle, so a list is whole or absent.
 */
export function drawnStructure(roots: StructureNode[], max = STRUCTURE_DRAWN_MAX): DrawnDepartment[] {
  let levels = 1;
  let drawn = roots.length;
  for (let level = roots; ; levels++) {
    const next = level.flatMap((node) => node.children);
    if (next.length === 0 || drawn + next.length > max) break;
    drawn += next.length;
    level = next;
  }
  const cut = (node: StructureNode, depth: number): DrawnDepartment => ({
    ...node,
    children: depth + 1 < levels ? node.children.map((child) => cut(child, depth + 1)) : [],
    hidden: depth + 1 < levels ? 0 : node.children.length,
  });
  return roots.map((root) => cut(root, 0));
}
