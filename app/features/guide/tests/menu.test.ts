// What a guide page's side menu draws of the section tree (server/menu.server.ts).
import { describe, expect, it } from "vitest";
import { drawnMenu } from "../server/menu.server";
import { TREE_DRAWN_MAX as MENU_DRAWN_MAX } from "~/shared/drawn-tree";
import type { SectionNode } from "../types";

const section = (id: number, parentId: number | null, children: SectionNode[] = []): SectionNode => ({
  id,
  name: `Раздел ${id}`,
  parentId,
  sort: id,
  hasChildren: children.length > 0,
  canEdit: false,
  childrenList: children,
});
/** `tops` top sections of `per` subsections of `per` subsections each. */
function guide(tops: number, per: number): SectionNode[] {
  return Array.from({ length: tops }, (_, t) => {
    const top = t + 1;
    return section(
      top,
      null,
      Array.from({ length: per }, (_, c) => {
        const child = top * 100 + c;
        return section(
          child,
          top,
          Array.from({ length: per }, (_, g) => section(child * 100 + g, child)),
        );
      }),
    );
  });
}
const ids = (nodes: SectionNode[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.childrenList)]);

describe("the guide's side menu", () => {
  it("draws a small guide's start page with the top sections' subsections, one level", () => {
    const drawn = drawnMenu(guide(2, 3), []);
    expect(ids(drawn)).toEqual([1, 100, 101, 102, 2, 200, 201, 202]);
    expect(drawn[0]!.childrenList[0]!.hasChildren).toBe(true);
  });

  it("draws the path's branches and one level under the current section", () => {
    const drawn = drawnMenu(guide(3, 3), [2, 201]);
    expect(ids(drawn)).toEqual([1, 2, 200, 201, 20100, 20101, 20102, 202, 3]);
  });

  it("draws only the top sections of 106 with 28 subsections each on the start page", () => {
    const drawn = drawnMenu(guide(106, 28), []);
    expect(ids(drawn)).toHaveLength(106);
    expect(ids(drawnMenu(guide(106, 28), [5, 510])).length).toBeLessThanOrEqual(MENU_DRAWN_MAX);
  });
});
