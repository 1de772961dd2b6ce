// What a directory page draws of the category tree (server/tree.server.ts): the open branches and one
// level more under the current category, never the whole company's.
import { describe, expect, it } from "vitest";
import { drawnStructure, visibleTree } from "../server/tree.server";
import { TREE_DRAWN_MAX } from "~/shared/drawn-tree";
import type { StructureNode } from "../views";

/** A company: one head office (1) with three departments (10, 20, 30), each with three teams, each with three groups. */
function company() {
  const all: { id: number; name: string; parent: number | null }[] = [{ id: 1, name: "Управляющая компания", parent: null }];
  for (const dept of [10, 20, 30]) {
    all.push({ id: dept, name: `Департамент ${dept}`, parent: 1 });
    for (const team of [1, 2, 3].map((i) => dept * 10 + i)) {
      all.push({ id: team, name: `Отдел ${team}`, parent: dept });
      for (const group of [1, 2, 3].map((i) => team * 10 + i)) all.push({ id: group, name: `Группа ${group}`, parent: team });
    }
  }
  return all;
}
const ids = (nodes: { id: number }[]) => nodes.map((n) => n.id);
const more = (nodes: { id: number; more: boolean }[]) => nodes.filter((n) => n.more).map((n) => n.id);

describe("the tree a page draws", () => {
  it("on the start page: the top categories open, and their subcategories closed with one level under them", () => {
    const nodes = visibleTree(company(), [], true);
    expect(ids(nodes)).toEqual([1, 10, 101, 102, 103, 20, 201, 202, 203, 30, 301, 302, 303]);
    expect(more(nodes)).toEqual([101, 102, 103, 201, 202, 203, 301, 302, 303]);
  });

  it("on a team's page: its breadcrumb open, the team's groups, and the other branches as links that open them", () => {
    const nodes = visibleTree(company(), [1, 20, 202], false);
    // 202's groups are drawn; the departments beside 20 are links, the teams beside 202 too.
    expect(ids(nodes)).toEqual([1, 10, 20, 201, 202, 2021, 2022, 2023, 203, 30]);
    expect(more(nodes)).toEqual([10, 201, 203, 30]);
  });

  it("on a department's page: its teams closed with their groups, so a team opens in place", () => {
    const nodes = visibleTree(company(), [1, 10], false);
    expect(ids(nodes)).toEqual([1, 10, 101, 1011, 1012, 1013, 102, 1021, 1022, 1023, 103, 1031, 1032, 1033, 20, 30]);
    expect(more(nodes)).toEqual([20, 30]);
  });

  it("draws a tenth of a 3,600-department company on a page, in linear time", () => {
    const all: { id: number; name: string; parent: number | null }[] = [{ id: 1, name: "Компания", parent: null }];
    let id = 1;
    for (let d = 0; d < 15; d++) {
      const dept = ++id;
      all.push({ id: dept, name: `Д${dept}`, parent: 1 });
      for (let t = 0; t < 15; t++) {
        const team = ++id;
        all.push({ id: team, name: `О${team}`, parent: dept });
        for (let g = 0; g < 15; g++) all.push({ id: ++id, name: `Г${id}`, parent: team });
      }
    }
    expect(all.length).toBeGreaterThan(3600);
    expect(visibleTree(all, [], true).length).toBeLessThan(all.length / 10);
    const deep = all.at(-1)!;
    const team = all.find((c) => c.id === deep.parent)!;
    expect(visibleTree(all, [1, team.parent!, team.id, deep.id], false).length).toBeLessThan(all.length / 10);
  });

  it("draws only the breadcrumb's branches when the level more would pass TREE_DRAWN_MAX (43 regions of 89 shops)", () => {
    const all: { id: number; name: string; parent: number | null }[] = [];
    for (let r = 1; r <= 43; r++) {
      all.push({ id: r, name: `Регион ${r}`, parent: null });
      for (let s = 1; s <= 89; s++) all.push({ id: r * 1000 + s, name: `Магазин ${r}-${s}`, parent: r });
    }
    const start = visibleTree(all, [], true);
    expect(ids(start)).toEqual(Array.from({ length: 43 }, (_, i) => i + 1));
    expect(more(start)).toHaveLength(43);
    const shop = visibleTree(all, [7, 7005], false);
    expect(shop.length).toBe(43 + 89);
    expect(shop.length).toBeLessThanOrEqual(TREE_DRAWN_MAX);
    expect(shop.find((n) => n.id === 7005)?.more).toBe(false);
  });

  it("puts a category whose parent is gone at the top", () => {
    const nodes = visibleTree([{ id: 5, name: "Сирота", parent: 99 }], [], true);
    expect(nodes).toEqual([{ id: 5, name: "Сирота", parent: null, more: false }]);
  });
});

describe("the structure a page draws", () => {
  const node = (id: number, children: StructureNode[] = []): StructureNode => ({
    id,
    name: `Подразделение ${id}`,
    city: null,
    categoryId: null,
    categoryIdBreadCrumb: null,
    head: null,
    headcount: 1,
    totalHeadcount: 1,
    secretaries: [],
    children,
  });
  const regions = (count: number, shops: number) =>
    Array.from({ length: count }, (_, r) =>
      node(
        r + 1,
        Array.from({ length: shops }, (_, s) => node((r + 1) * 1000 + s)),
      ),
    );

  it("draws a small company whole", () => {
    const drawn = drawnStructure([node(1, [node(2, [node(3)]), node(4)])]);
    expect(drawn[0]!.children.map((c) => c.id)).toEqual([2, 4]);
    expect(drawn[0]!.children[0]!.children.map((c) => c.id)).toEqual([3]);
    expect(drawn[0]!.hidden).toBe(0);
  });

  it("draws 43 regions of 89 shops as the regions, each linking its shops", () => {
    const drawn = drawnStructure(regions(43, 89));
    expect(drawn).toHaveLength(43);
    expect(drawn.every((r) => r.children.length === 0 && r.hidden === 89)).toBe(true);
  });

  it("never cuts a level in the middle", () => {
    const drawn = drawnStructure(regions(3, 4), 14);
    expect(drawn.map((r) => r.children.length)).toEqual([0, 0, 0]);
    expect(drawnStructure(regions(3, 4), 15).map((r) => r.children.length)).toEqual([4, 4, 4]);
  });
});
