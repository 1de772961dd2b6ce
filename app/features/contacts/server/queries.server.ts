// The queries and presenters every use case of the directory shares: category chains (the path from
// the top), categories, the cards a person may see and the card presenter. Every list is filtered in
// SQL; presenters shape what leaves the server (views.ts).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { notFound } from "~/platform/errors";
import type { CategoryView, ContactCard, ContactStatus, Crumb } from "~/features/contacts/views";
import { contactsRefusals as t } from "~/features/contacts/messages.server";
import * as ru from "~/shared/messages";

export type Db = Kysely<Database> | Transaction<Database>;

/** Deeper trees are not walked (a guard against a cycle in bad data). */
export const MAX_DEPTH = 64;
/** The favourites type of contact cards. */
export const CONTACT = "CONTACT";

function statusesOf(workStatus: string | null): ContactStatus[] {
  return workStatus ? [{ statusName: workStatus, statusDesc: ru.workStatus[workStatus] ?? workStatus }] : [];
}

/** Phone lines, each a number as people should dial it, from texts of one number per line. */
export function phoneLines(...values: (string | null | undefined)[]): string[] {
  return values
    .flatMap((v) => (v ?? "").split(/\r?\n/))
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Each category's chain from the top, for the given categories (a recursive walk up in SQL). */
export async function chains(db: Db, ids: number[]): Promise<Map<number, Crumb[]>> {
  const unique = [...new Set(ids)];
  const result = new Map<number, Crumb[]>();
  if (unique.length === 0) return result;
  const { rows } = await sql<{ start_id: number; id: number; name: string; depth: number }>`
    with recursive up(start_id, id, parent_id, name, depth) as (
      select id, id, parent_id, name, 0 from contact_categories where id in (${sql.join(unique)})
      union all
      select up.start_id, c.id, c.parent_id, c.name, up.depth + 1
      from contact_categories c join up on c.id = up.parent_id
      where up.depth < ${MAX_DEPTH}
    )
    select start_id, id, name, depth from up order by start_id, depth desc`.execute(db);
  for (const row of rows) {
    const start = Number(row.start_id);
    const chain = result.get(start) ?? [];
    chain.push({ id: Number(row.id), name: row.name });
    result.set(start, chain);
  }
  return result;
}

/** "1/5/12": the ids of a chain, the path of /v2/contacts/{path}. */
export const pathOf = (chain: Crumb[] | undefined) => (chain ?? []).map((c) => c.id).join("/");

export function categoryQuery(db: Db) {
  return db
    .selectFrom("contact_categories as cc")
    .select((eb) => [
      "cc.id",
      "cc.name",
      "cc.parent_id",
      "cc.department_id",
      "cc.sort",
      eb.exists(eb.selectFrom("contact_categories as ch").select("ch.id").whereRef("ch.parent_id", "=", "cc.id")).as("has_children"),
    ]);
}
type CategoryRow = Awaited<ReturnType<ReturnType<typeof categoryQuery>["execute"]>>[number];

export const presentCategory = (row: CategoryRow): CategoryView => ({
  id: row.id,
  name: row.name,
  hasChildren: Boolean(Number(row.has_children)),
  parent: row.parent_id,
  departmentId: row.department_id,
  sort: row.sort,
});

/** The category `id`, or not found. */
export async function requireCategory(db: Db, id: number): Promise<void> {
  const row = await db.selectFrom("contact_categories").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(t.categoryNotFound);
}

/** The cards anyone may see: employee cards of blocked accounts are hidden. */
export function visibleCards(db: Db) {
  return db
    .selectFrom("contacts as c")
    .leftJoin("users as u", "u.id", "c.user_id")
    .where((eb) => eb.or([eb("c.kind", "=", "another"), eb("u.blocked", "=", 0)]));
}

/** Whether the card `id` exists and can be seen. */
export async function cardExists(db: Db, id: number): Promise<boolean> {
  const row = await visibleCards(db).select("c.id").where("c.id", "=", id).executeTakeFirst();
  return Boolean(row);
}

/** The visible cards with what the presenter needs, and whether each is in `actorId`'s favourites. */
export function cardQuery(db: Db, actorId: number) {
  return visibleCards(db)
    .innerJoin("contact_categories as cat", "cat.id", "c.category_id")
    .leftJoin("favorites as f", (join) => join.onRef("f.object_id", "=", "c.id").on("f.user_id", "=", actorId).on("f.type", "=", CONTACT))
    .select([
      "c.id",
      "c.category_id",
      "c.kind",
      "c.user_id",
      "c.name",
      "c.surname",
      "c.middlename",
      "c.position",
      "c.telephone",
      "c.ip_phone",
      "c.email",
      "c.address",
      "c.sort",
      "cat.name as category_name",
      "u.name as u_name",
      "u.surname as u_surname",
      "u.middlename as u_middlename",
      "u.position as u_position",
      "u.work_phone as u_work_phone",
      "u.work_mobile_phone as u_work_mobile_phone",
      "u.address as u_address",
      "u.email as u_email",
      "u.avatar_path as u_avatar_path",
      "u.ip_phone as u_ip_phone",
      "u.work_status as u_work_status",
      "f.object_id as favorite_id",
    ]);
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

/**
 * The card presenter. Employees: everything from the profile (phones: work phone, then work mobile).
 * Service records: their own fields; a record linked to a person falls back to the person's data
 * for the fields it leaves empty, and shows the person's photo and work status.
 */
export function presentCard(row: CardRow, chain: Crumb[] | undefined, actorId: number): ContactCard {
  const employee = row.kind === "user";
  const person = row.user_id != null && row.u_name != null;
  const own = <T>(value: T | null, fromPerson: T | null): T | null => (employee ? fromPerson : (value ?? (person ? fromPerson : null)));
  const ownName = !employee && row.name != null;
  const recordPhones = phoneLines(row.telephone);
  const personPhones = phoneLines(row.u_work_phone, row.u_work_mobile_phone);
  const workStatus = person ? row.u_work_status : null;
  return {
    id: row.id,
    userId: row.user_id,
    name: (ownName ? row.name : row.u_name) ?? row.name ?? "",
    surname: ownName ? row.surname : person ? row.u_surname : row.surname,
    middlename: ownName ? row.middlename : person ? row.u_middlename : row.middlename,
    position: own(row.position, row.u_position),
    telephone: employee ? personPhones : recordPhones.length > 0 ? recordPhones : person ? personPhones : [],
    address: own(row.address, row.u_address),
    emailUser: own(row.email, row.u_email),
    avatarFile: person && row.u_avatar_path ? { filePath: row.u_avatar_path } : null,
    ipPhone: own(row.ip_phone, row.u_ip_phone),
    categoryIdBreadCrumb: pathOf(chain),
    workStatus,
    statuses: statusesOf(workStatus),
    favorite: row.favorite_id != null,
    kind: row.kind,
    own: row.user_id != null && row.user_id === actorId,
    sort: row.sort,
    category: { id: row.category_id, name: row.category_name },
  };
}

/** Presents rows of several categories: their chains are read in one query. */
export async function presentCards(db: Db, rows: CardRow[], actorId: number): Promise<ContactCard[]> {
  const paths = await chains(
    db,
    rows.map((r) => r.category_id),
  );
  return rows.map((row) => presentCard(row, paths.get(row.category_id), actorId));
}

/** The card `id` as `actorId` sees it, or null when it does not exist or is hidden. */
export async function cardById(db: Db, actorId: number, id: number): Promise<ContactCard | null> {
  const row = await cardQuery(db, actorId).where("c.id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [card] = await presentCards(db, [row], actorId);
  return card ?? null;
}
