// A section's access list (departments, people, wiki roles) and its section editors: read with their
// names, checked to name existing records, and written. Only guide editors change them (sections.server.ts).
import type { GuideAccessKind } from "../tables";
import { invalid } from "~/platform/errors";
import { guideApiMessages as t } from "../messages.server";
import type { IdName } from "../types";
import { fullName, type Db, type Guide } from "./loaded-guide.server";

/** The four lists as the schemas give them: a list left out (undefined) stays as it is. */
export interface SectionLists {
  departmentIds?: number[] | undefined;
  userIds?: number[] | undefined;
  roleIds?: number[] | undefined;
  editorIds?: number[] | undefined;
}

export async function names(trx: Db, kind: GuideAccessKind | "EDITOR", ids: number[]): Promise<IdName[]> {
  if (ids.length === 0) return [];
  const rows =
    kind === "DEPARTMENT"
      ? await trx.selectFrom("departments").select(["id", "name"]).where("id", "in", ids).execute()
      : kind === "ROLE"
        ? await trx.selectFrom("wiki_roles").select(["id", "name"]).where("id", "in", ids).execute()
        : (await trx.selectFrom("users").select(["id", "name", "surname"]).where("id", "in", ids).execute()).map((u) => ({
            id: u.id,
            name: fullName(u),
          }));
  return rows.sort((a, b) => a.name.localeCompare(b.name, "ru") || a.id - b.id);
}

/** Refuses ids that name nothing, before anything is written. */
export async function requireExisting(trx: Db, lists: SectionLists) {
  const check = async (kind: GuideAccessKind | "EDITOR", ids: number[] | undefined, message: string, field: string) => {
    if (ids?.length && (await names(trx, kind, ids)).length !== ids.length) throw invalid(message, { [field]: message });
  };
  await check("DEPARTMENT", lists.departmentIds, t.departmentNotFound, "departmentIds");
  await check("USER", lists.userIds, t.userNotFound, "userIds");
  await check("ROLE", lists.roleIds, t.roleNotFound, "roleIds");
  await check("EDITOR", lists.editorIds, t.userNotFound, "editorIds");
}

export function currentLists(g: Guide, id: number) {
  const of = (kind: GuideAccessKind) => g.entries.filter((e) => e.sectionId === id && e.kind === kind).map((e) => e.objectId);
  return {
    departmentIds: of("DEPARTMENT"),
    userIds: of("USER"),
    roleIds: of("ROLE"),
    editorIds: g.editors.filter((e) => e.sectionId === id).map((e) => e.userId),
  };
}

export async function writeLists(trx: Db, id: number, lists: SectionLists) {
  const kinds: [GuideAccessKind, number[] | undefined][] = [
    ["DEPARTMENT", lists.departmentIds],
    ["USER", lists.userIds],
    ["ROLE", lists.roleIds],
  ];
  for (const [kind, ids] of kinds) {
    if (!ids) continue;
    await trx.deleteFrom("guide_section_access").where("section_id", "=", id).where("kind", "=", kind).execute();
    if (ids.length)
      await trx
        .insertInto("guide_section_access")
        .values(ids.map((objectId) => ({ section_id: id, kind, object_id: objectId })))
        .execute();
  }
  if (lists.editorIds) {
    await trx.deleteFrom("guide_section_editors").where("section_id", "=", id).execute();
    if (lists.editorIds.length)
      await trx
        .insertInto("guide_section_editors")
        .values(lists.editorIds.map((userId) => ({ section_id: id, user_id: userId })))
        .execute();
  }
}
