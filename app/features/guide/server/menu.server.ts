// The part of the guide's section tree a page's side menu draws. At 3,000 sections the menu was every
// section on every guide page, drawn and sent again as the page's data (a guide article cost 100 ms of
// server time). As the directory's tree (contacts/server/tree.server.ts): the top sections, every open
// section's subsections (the page's path), and one level more under the current section (under the top
// ones on the guide's start page), so a closed branch there opens in place without JavaScript. A section
// whose subsections are not drawn keeps hasChildren, and its link opens it. A level is whole or absent,
// so ordering a list in edit mode always has the whole list. Past MENU_DRAWN_MAX, only the path's branches.
import type { SectionNode } from "~/features/guide/types";

export const MENU_DRAWN_MAX = 300;

export function drawnMenu(menu: SectionNode[], openPath: readonly number[]): SectionNode[] {
  const generous = cut(menu, openPath, true);
  return count(generous) <= MENU_DRAWN_MAX ? generous : cut(menu, openPath, false);
}

function cut(menu: SectionNode[], openPath: readonly number[], levelMore: boolean): SectionNode[] {
  const open = new Set(openPath);
  // null: the guide's start page, where the top sections are the current level.
  const frontier = openPath.at(-1) ?? null;
  const walk = (list: SectionNode[], parent: number | null): SectionNode[] =>
    list.map((node) => ({
      ...node,
      childrenList: open.has(node.id) || (levelMore && parent === frontier) ? walk(node.childrenList, node.id) : [],
    }));
  return walk(menu, null);
}

const count = (nodes: SectionNode[]): number => nodes.reduce((n, node) => n + 1 + count(node.childrenList), 0);

/** The open sections of a guide address: /knowledge/guide/1/5/article/7 → [1, 5]. */
export function openPathOf(pathname: string): number[] {
  const rest = pathname.split("/knowledge/guide/")[1] ?? "";
  const ids: number[] = [];
  for (const segment of rest.split("/")) {
    if (!/^\d{1,9}$/.test(segment)) break;
    ids.push(Number(segment));
  }
  return ids;
}
