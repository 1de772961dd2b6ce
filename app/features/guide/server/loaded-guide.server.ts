// The guide as one person sees it, loaded once per call: the section tree (small), the access lists,
// the section editors and the person's departments and wiki roles, run through the one access rule
// (guideAccessOf in ../access.ts). Every use case of the guide starts with loadGuide and asks this
// module which sections show where, and refuses through it.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { forbidden, notFound } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { guideAccessOf, type AccessPerson, type AccessTree, type GuideAccess } from "../access";
import { isGuideEditor } from "../policy";
import { guideApiMessages as t } from "../messages.server";
import type { FlatSection, IdName, SectionNode } from "../types";
import type { FileWriter } from "./article-files.server";

export type Db = Kysely<Database> | Transaction<Database>;

/** What the guide's use cases are built from (createGuide passes its Deps). */
export type GuideDeps = Pick<Deps, "db" | "now" | "rate">;

export interface SectionRow {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  version: number;
}

/** The guide as one person sees it, loaded once per call. */
export interface Guide {
  user: SignedIn;
  sections: Map<number, SectionRow>;
  /** Sections that are not deleted, by parent, in their order. */
  children: Map<number | null, SectionRow[]>;
  access: GuideAccess;
  entries: AccessTree["access"];
  editors: AccessTree["editors"];
}

export const fullName = (p: { surname: string; name: string }) => `${p.surname} ${p.name}`.trim();

export async function loadTree(trx: Db) {
  const rows = await trx
    .selectFrom("guide_sections")
    .select(["id", "parent_id", "name", "sort", "version"])
    .where("is_deleted", "=", 0)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return { rows, tree: { sections: rows.map((r) => ({ id: r.id, parentId: r.parent_id })), ...(await loadAccessLists(trx)) } };
}

/** Every section's access list entries and section editors. */
async function loadAccessLists(trx: Db): Promise<Pick<AccessTree, "access" | "editors">> {
  const entries = (await trx.selectFrom("guide_section_access").select(["section_id", "kind", "object_id"]).execute()).map((e) => ({
    sectionId: e.section_id,
    kind: e.kind,
    objectId: e.object_id,
  }));
  const editors = (await trx.selectFrom("guide_section_editors").select(["section_id", "user_id"]).execute()).map((e) => ({
    sectionId: e.section_id,
    userId: e.user_id,
  }));
  return { access: entries, editors };
}

/**
 * Departments above each department, and the wiki roles of each position (plus all-employees roles). `of` one
 * person's department and position: only her department's chain and her position's roles are read (a page or a
 * search of hers needs no other; 3,600 departments took longer to read than her access took to work out).
 */
export async function loadMembership(trx: Db, of?: { departmentId: number | null; positionId: number | null }) {
  const departments = !of
    ? await trx.selectFrom("departments").select(["id", "parent_id"]).execute()
    : of.departmentId === null
      ? []
      : // union, not union all: a corrupt cycle of parents ends
        (
          await sql<{ id: number; parent_id: number | null }>`with recursive up(id, parent_id) as (
            select id, parent_id from departments where id = ${of.departmentId}
            union select d.id, d.parent_id from departments d join up on d.id = up.parent_id
          ) select id, parent_id from up`.execute(trx)
        ).rows;
  const parentOf = new Map(departments.map((d) => [Number(d.id), d.parent_id === null ? null : Number(d.parent_id)]));
  const rolePositions = !of
    ? await trx.selectFrom("wiki_role_positions").select(["role_id", "position_id"]).execute()
    : of.positionId === null
      ? []
      : await trx.selectFrom("wiki_role_positions").select(["role_id", "position_id"]).where("position_id", "=", of.positionId).execute();
  const everyone = (await trx.selectFrom("wiki_roles").select("id").where("all_employees", "=", 1).execute()).map((r) => r.id);
  return {
    person(user: { userId: number; departmentId: number | null; positionId: number | null; guideEditor: boolean }): AccessPerson {
      const departmentIds = new Set<number>();
      for (let d = user.departmentId; d !== null && d !== undefined && !departmentIds.has(d); d = parentOf.get(d) ?? null)
        departmentIds.add(d);
      const roleIds = new Set(everyone);
      for (const rp of rolePositions) if (rp.position_id === user.positionId) roleIds.add(rp.role_id);
      return { userId: user.userId, departmentIds, roleIds, guideEditor: user.guideEditor };
    },
  };
}

/** The signed-in person as the access rule sees her. */
async function loadPerson(trx: Db, user: SignedIn): Promise<AccessPerson> {
  const me = await trx.selectFrom("users").select(["department_id", "position_id"]).where("id", "=", user.userId).executeTakeFirst();
  const of = { departmentId: me?.department_id ?? null, positionId: me?.position_id ?? null };
  return (await loadMembership(trx, of)).person({ userId: user.userId, ...of, guideEditor: isGuideEditor(user) });
}

/**
 * Every live section's id and parent as one string ("id:parent,…"; string_agg on both databases): 3,000 rows
 * made into objects one by one took 1.3 ms of a search's time, this 0.5.
 */
async function sectionParents(trx: Db): Promise<[id: number, parentId: number | null][]> {
  const { rows } = await sql<{
    pairs: string | null;
  }>`select string_agg(cast(id as text) || ':' || coalesce(cast(parent_id as text), ''), ',')
    as pairs from guide_sections where is_deleted = 0`.execute(trx);
  const pairs = rows[0]?.pairs;
  if (!pairs) return [];
  return pairs.split(",").map((pair) => {
    const colon = pair.indexOf(":");
    return [Number(pair.slice(0, colon)), colon + 1 < pair.length ? Number(pair.slice(colon + 1)) : null];
  });
}

/**
 * The guide as the portal search needs it (the sections a person reads, and a found article's breadcrumb ids):
 * the sections' ids and parents only (no names, order or children lists). Nothing else may use it.
 */
export async function loadGuideForSearch(actor: Actor, trx: Db): Promise<Guide> {
  const user = requireUser(actor);
  const rows = (await sectionParents(trx)).map(([id, parentId]): SectionRow => ({
    id,
    parent_id: parentId,
    name: "",
    sort: 0,
    version: 0,
  }));
  const tree: AccessTree = { sections: rows.map((r) => ({ id: r.id, parentId: r.parent_id })), ...(await loadAccessLists(trx)) };
  const person = await loadPerson(trx, user);
  const sections = new Map(rows.map((r) => [r.id, r]));
  return { user, sections, children: new Map(), access: guideAccessOf(tree, person), entries: tree.access, editors: tree.editors };
}

export async function loadGuide(actor: Actor, trx: Db): Promise<Guide> {
  const user = requireUser(actor);
  const { rows, tree } = await loadTree(trx);
  const person = await loadPerson(trx, user);
  const sections = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number | null, SectionRow[]>();
  for (const row of rows) {
    const key = row.parent_id !== null && sections.has(row.parent_id) ? row.parent_id : null;
    if (key === null && row.parent_id !== null) continue; // under a deleted parent: gone with it
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  return { user, sections, children, access: guideAccessOf(tree, person), entries: tree.access, editors: tree.editors };
}

/** The nearest readable section above this one (null: shown at the top). */
function visibleParent(g: Guide, id: number): number | null {
  for (let p = g.sections.get(id)?.parent_id ?? null; p !== null; p = g.sections.get(p)?.parent_id ?? null) {
    if (g.access.readable.has(p)) return p;
  }
  return null;
}

/** Readable sections shown directly under `parentId` (a readable child of an unreadable one moves up). */
export function visibleChildren(g: Guide, parentId: number | null): SectionRow[] {
  const out: SectionRow[] = [];
  const walk = (id: number | null) => {
    for (const child of g.children.get(id) ?? []) {
      if (g.access.readable.has(child.id)) out.push(child);
      else walk(child.id);
    }
  };
  walk(parentId);
  return out;
}

export function nodeOf(g: Guide, row: SectionRow, deep: boolean): SectionNode {
  const kids = visibleChildren(g, row.id);
  return {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    sort: row.sort,
    hasChildren: kids.length > 0,
    canEdit: g.access.editable.has(row.id),
    childrenList: deep ? kids.map((k) => nodeOf(g, k, true)) : [],
  };
}

export function flatten(g: Guide, parentId: number | null, depth: number, skip: number | undefined, out: FlatSection[]): FlatSection[] {
  for (const row of visibleChildren(g, parentId)) {
    if (row.id === skip) continue;
    const { childrenList: _, ...node } = nodeOf(g, row, false);
    out.push({ ...node, depth });
    flatten(g, row.id, depth + 1, skip, out);
  }
  return out;
}

/** Readable sections from the top to this one (a section missing from the tree ends the chain). */
export function breadcrumbsOf(g: Guide, id: number): IdName[] {
  const chain: IdName[] = [];
  for (let s: number | null = id; s !== null; s = visibleParent(g, s)) {
    const row = g.sections.get(s);
    if (!row) break;
    chain.unshift({ id: row.id, name: row.name });
  }
  return chain;
}

export function requireReadableSection(g: Guide, id: number): SectionRow {
  const row = g.sections.get(id);
  // Missing, deleted and unreadable answer alike: a typed id leaks nothing.
  if (!row || !g.access.readable.has(id)) throw notFound(t.sectionNotFound(id));
  return row;
}

export function requireEditableSection(g: Guide, id: number): SectionRow {
  const row = requireReadableSection(g, id);
  if (!g.access.editable.has(id)) throw forbidden(t.editForbidden);
  return row;
}

/** Every section below `id` (not deleted), and the section itself. */
export function subtreeIds(g: Guide, id: number): number[] {
  const ids = [id];
  for (const parent of ids) for (const child of g.children.get(parent) ?? []) ids.push(child.id);
  return ids;
}

/** Who writes, for the file rule of article-files.server.ts. */
export const writerOf = (g: Guide): FileWriter => ({ userId: g.user.userId, readable: g.access.readable, editable: g.access.editable });

/** Orders `ids` first (in the given order), then the other records of the group as they were. */
export function reorder(all: number[], ids: number[]): number[] {
  return [...ids, ...all.filter((id) => !ids.includes(id))];
}
