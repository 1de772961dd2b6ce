// The part of the category tree a page draws. A company of 3,600 departments drew all of them on every
// directory page (and sent them again as the page's data): a megabyte of HTML for a side menu. A page now
// draws the top categories, every open one's subcategories (the current category's breadcrumb, and on the
// start page the top categories), and one level more under the current category (the top ones on the
// start page), so a closed branch there still opens in place without JavaScript. A category whose
// subcategories are not drawn is marked `more`: its link leads to its page, where its branch is open. When
// that is still too many (TREE_DRAWN_MAX), only the breadcrumb's branches are drawn.
import type { CategoryView } from "./contacts.server";
import type { StructureNode } from "~/features/contacts/views";

export interface TreeNode {
  id: number;
  name: string;
  parent: number | null;
  /** It has subcategories this page does not draw. */
  more: boolean;
}

/**
 * At most this many categories drawn with the level more: past it (a company of 43 regions of 89 shops each)
 * a page draws only its breadcrumb's branches, and every other branch is a link.
 */
export const TREE_DRAWN_MAX = 300;

/** `all` in tree order (allCategories); `openPath` the current category's breadcrumb ids, [] on the start page. */
export function visibleTree(all: Pick<CategoryView, "id" | "name" | "parent">[], openPath: number[], openTop: boolean): TreeNode[] {
  const generous = drawnTree(all, openPath, openTop, true);
  return generous.length <= TREE_DRAWN_MAX ? generous : drawnTree(all, openPath, false, false);
}

function drawnTree(
  all: Pick<CategoryView, "id" | "name" | "parent">[],
  openPath: number[],
  openTop: boolean,
  levelMore: boolean,
): TreeNode[] {
  const ids = new Set(all.map((c) => c.id));
  // A category whose parent is missing (deleted) stands at the top, as the tree draws it.
  const parentOf = (c: { parent: number | null }) => (c.parent != null && ids.has(c.parent) ? c.parent : null);
  const parentById = new Map(all.map((c) => [c.id, parentOf(c)]));
  const hasChildren = new Set<number>();
  for (const parent of parentById.values()) if (parent !== null) hasChildren.add(parent);
  const tops = all.filter((c) => parentOf(c) === null).map((c) => c.id);
  const open = new Set(openPath);
  if (openTop) for (const id of tops) open.add(id);
  // Where the one level more is drawn: under the current category, or under the top ones on the start page.
  const frontier = new Set(!levelMore ? [] : openPath.length > 0 ? [openPath.at(-1)!] : openTop ? tops : []);
  const drawn = new Set<number>();
  /** Whether a drawn category's subcategories are drawn too. */
  const drawsChildren = (id: number, parent: number | null) => open.has(id) || (parent !== null && frontier.has(parent));
  const nodes: TreeNode[] = [];
  // Tree order: a parent comes before its children, so its decision is known when they come.
  for (const c of all) {
    const parent = parentById.get(c.id)!;
    const shown = parent === null || (drawn.has(parent) && drawsChildren(parent, parentById.get(parent)!));
    if (!shown) continue;
    drawn.add(c.id);
    nodes.push({ id: c.id, name: c.name, parent, more: hasChildren.has(c.id) && !drawsChildren(c.id, parent) });
  }
  return nodes;
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
