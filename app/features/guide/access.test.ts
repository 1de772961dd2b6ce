// The guide's access rule on a small tree (docs/decisions/0009-guide-access.md).
import { describe, expect, it } from "vitest";
import { guideAccessOf, type AccessPerson, type AccessTree } from "./access";

// 1 Open ─ 2 Open child ─ 3 Restricted grandchild (department 20)
// 4 Managers (role 7) ─ 5 Open child of a restricted section
// 6 Personal (user 100 or department 10) ─ 8 Editors' corner (editor: user 300)
const tree: AccessTree = {
  sections: [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
    { id: 4, parentId: null },
    { id: 5, parentId: 4 },
    { id: 6, parentId: null },
    { id: 8, parentId: 6 },
  ],
  access: [
    { sectionId: 3, kind: "DEPARTMENT", objectId: 20 },
    { sectionId: 4, kind: "ROLE", objectId: 7 },
    { sectionId: 6, kind: "USER", objectId: 100 },
    { sectionId: 6, kind: "DEPARTMENT", objectId: 10 },
  ],
  editors: [{ sectionId: 8, userId: 300 }],
};

const person = (over: Partial<AccessPerson> = {}): AccessPerson => ({
  userId: 1,
  departmentIds: new Set(),
  roleIds: new Set(),
  guideEditor: false,
  ...over,
});
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe("guideAccessOf", () => {
  it("opens sections with an empty access list to everyone, and nothing restricted", () => {
    const a = guideAccessOf(tree, person());
    expect(sorted(a.readable)).toEqual([1, 2]);
    expect(sorted(a.editable)).toEqual([]);
  });

  it("lets a department (or a department below it: the caller passes ancestors) read its section", () => {
    expect(sorted(guideAccessOf(tree, person({ departmentIds: new Set([20, 2]) })).readable)).toEqual([1, 2, 3]);
    expect(sorted(guideAccessOf(tree, person({ departmentIds: new Set([21]) })).readable)).toEqual([1, 2]);
  });

  it("matches any entry: the listed person or the listed department", () => {
    expect(sorted(guideAccessOf(tree, person({ userId: 100 })).readable)).toEqual([1, 2, 6, 8]);
    expect(sorted(guideAccessOf(tree, person({ departmentIds: new Set([10]) })).readable)).toEqual([1, 2, 6, 8]);
  });

  it("lets members of a listed role read the section and what is below it; others read neither", () => {
    expect(sorted(guideAccessOf(tree, person({ roleIds: new Set([7]) })).readable)).toEqual([1, 2, 4, 5]);
    // 5 has no list of its own, but its parent is closed: restrictions inherit down.
    expect(guideAccessOf(tree, person({ roleIds: new Set([8]) })).readable.has(5)).toBe(false);
  });

  it("lets a section editor read and edit the section and everything below it, nothing else", () => {
    const a = guideAccessOf(tree, person({ userId: 300 }));
    expect(sorted(a.editable)).toEqual([8]);
    expect(a.readable.has(8)).toBe(true);
    expect(a.readable.has(6)).toBe(false);
    const deeper = guideAccessOf({ ...tree, editors: [{ sectionId: 1, userId: 300 }] }, person({ userId: 300 }));
    expect(sorted(deeper.editable)).toEqual([1, 2, 3]);
    expect(sorted(deeper.readable)).toEqual([1, 2, 3]);
  });

  it("lets guide editors read and edit everything", () => {
    const a = guideAccessOf(tree, person({ guideEditor: true }));
    expect(sorted(a.readable)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(sorted(a.editable)).toEqual([1, 2, 3, 4, 5, 6, 8]);
  });

  it("ends at a cycle of parents instead of looping", () => {
    const cyclic: AccessTree = {
      sections: [
        { id: 1, parentId: 2 },
        { id: 2, parentId: 1 },
      ],
      access: [],
      editors: [],
    };
    expect(() => guideAccessOf(cyclic, person())).not.toThrow();
  });
});
