// The part of the guide's section tree a page's side menu draws (shared/drawn-tree.ts): the top sections,
// the path's branches and one level under the current section (under the top ones on the start page). At
// 3,000 sections every guide page drew and sent them all (a guide article cost 100 ms of server time). A
// section whose subsections are not drawn keeps hasChildren, and its link opens it.
import type { SectionNode } from "~/features/guide/types";
import { drawnTree } from "~/shared/drawn-tree";

export function drawnMenu(menu: SectionNode[], openPath: readonly number[]): SectionNode[] {
  return drawnTree(
    menu,
    (n) => n.childrenList,
    (n, childrenList) => ({ ...n, childrenList }),
    {
      open: new Set(openPath),
      frontier: new Set([openPath.at(-1) ?? null]),
    },
  );
}
