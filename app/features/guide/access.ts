// The guide's access rule in one pure function (docs/decisions/0009-guide-access.md). Callers load the
// small section table, the access lists and the section editors once per call and ask which sections a
// person reads and edits; article queries then filter with `section_id in (readable)`.
import type { GuideAccessKind } from "./tables";

export interface AccessSection {
  id: number;
  parentId: number | null;
}

export interface AccessTree {
  /** Sections that are not deleted. */
  sections: AccessSection[];
  access: { sectionId: number; kind: GuideAccessKind; objectId: number }[];
  editors: { sectionId: number; userId: number }[];
}

/** What the rule needs to know about a person. */
export interface AccessPerson {
  userId: number;
  /** Their department and every department above it. */
  departmentIds: ReadonlySet<number>;
  /** Wiki roles their position belongs to, and every all-employees role. */
  roleIds: ReadonlySet<number>;
  /** ROLE_ADMINISTRATOR or ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY (isGuideEditor in ./policy.ts). */
  guideEditor: boolean;
}

export interface GuideAccess {
  readable: Set<number>;
  editable: Set<number>;
  guideEditor: boolean;
}

/**
 * - A section with an empty access list is open to everyone; with entries, to a person matching any:
 *   their department or one above it, themselves, or a wiki role they belong to.
 * - A section is readable only if its parent is (restrictions inherit down the tree).
 * - Guide editors read and edit everything; a section editor reads and edits the section and all below.
 */
export function guideAccessOf(tree: AccessTree, person: AccessPerson): GuideAccess {
  const byId = new Map(tree.sections.map((s) => [s.id, s]));
  const entries = new Map<number, AccessTree["access"]>();
  for (const entry of tree.access) entries.set(entry.sectionId, [...(entries.get(entry.sectionId) ?? []), entry]);
  const editorOf = new Set(tree.editors.filter((e) => e.userId === person.userId).map((e) => e.sectionId));

  const matches = (sectionId: number) => {
    const list = entries.get(sectionId);
    if (!list?.length) return true;
    return list.some(
      (e) =>
        (e.kind === "DEPARTMENT" && person.departmentIds.has(e.objectId)) ||
        (e.kind === "USER" && e.objectId === person.userId) ||
        (e.kind === "ROLE" && person.roleIds.has(e.objectId)),
    );
  };

  const readMemo = new Map<number, boolean>();
  const editMemo = new Map<number, boolean>();
  const canEdit = (id: number): boolean => {
    const known = editMemo.get(id);
    if (known !== undefined) return known;
    editMemo.set(id, false); // a (corrupt) cycle of parents ends here instead of looping
    const section = byId.get(id);
    const result =
      Boolean(section) && (person.guideEditor || editorOf.has(id) || (section!.parentId !== null && canEdit(section!.parentId)));
    editMemo.set(id, result);
    return result;
  };
  const canRead = (id: number): boolean => {
    const known = readMemo.get(id);
    if (known !== undefined) return known;
    readMemo.set(id, false);
    const section = byId.get(id);
    const result = Boolean(section) && (canEdit(id) || (matches(id) && (section!.parentId === null || canRead(section!.parentId))));
    readMemo.set(id, result);
    return result;
  };

  const readable = new Set<number>();
  const editable = new Set<number>();
  for (const section of tree.sections) {
    if (canRead(section.id)) readable.add(section.id);
    if (canEdit(section.id)) editable.add(section.id);
  }
  return { readable, editable, guideEditor: person.guideEditor };
}
