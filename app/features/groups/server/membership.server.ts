// The pieces of a group's changes that several calls share: adding a member with the count, checking
// the images a form names, and replacing a group's named options (message subjects, resolution types).
import { sql } from "kysely";
import type { SignedIn } from "~/platform/actor";
import { notFound } from "~/platform/errors";
import { searchKey } from "~/shared/search-key";
import { groupFieldMessages as f } from "../messages/field";
import type { Db } from "./group-rows.server";

/**
 * Adds a member (a manager when `manager`) and counts them, in the caller's transaction; a member
 * already there is left as is and not counted again. Returns whether the row was added.
 */
export async function addMember(
  trx: Db,
  groupId: number,
  userId: number,
  { manager, at }: { manager: boolean; at: string },
): Promise<boolean> {
  const person = await trx.selectFrom("users").select(["name", "surname", "middlename"]).where("id", "=", userId).executeTakeFirst();
  if (!person) return false;
  const added = await trx
    .insertInto("group_members")
    .values({
      group_id: groupId,
      user_id: userId,
      is_manager: manager ? 1 : 0,
      member_key: searchKey(`${person.surname} ${person.name} ${person.middlename ?? ""}`),
      created_at: at,
    })
    .onConflict((oc) => oc.columns(["group_id", "user_id"]).doNothing())
    .returning("user_id")
    .executeTakeFirst();
  if (!added) return false;
  await trx
    .updateTable("groups")
    .set({ user_count: sql`user_count + 1` })
    .where("id", "=", groupId)
    .execute();
  return true;
}

/**
 * The avatar and cover a form names: images this person uploaded, or the group's own already; any
 * other id is refused beside its field, as if it did not exist.
 */
export async function checkImages(
  trx: Db,
  user: SignedIn,
  input: { avatarFileId?: number | undefined; coverFileId?: number | undefined },
  current: { avatarFile: { id: number } | null; coverFile: { id: number } | null } | null,
): Promise<void> {
  const fields = [
    ["avatarFileId", input.avatarFileId, current?.avatarFile?.id],
    ["coverFileId", input.coverFileId, current?.coverFile?.id],
  ] as const;
  for (const [name, id, kept] of fields) {
    if (id === undefined || id === kept) continue;
    const file = await trx.selectFrom("files").select(["user_id", "is_image"]).where("id", "=", id).executeTakeFirst();
    if (!file || file.user_id !== user.userId || file.is_image !== 1) throw notFound(f.fileInvalid, { [name]: f.fileInvalid });
  }
}

/** Replaces a group's options with `names` in order: kept names keep their ids (messages point at them). */
export async function replaceOptions(
  trx: Db,
  table: "group_subjects" | "group_resolution_types",
  groupId: number,
  names: readonly string[],
): Promise<void> {
  const existing = await trx.selectFrom(table).select(["id", "name"]).where("group_id", "=", groupId).execute();
  const byName = new Map(existing.map((o) => [o.name, o.id]));
  const gone = existing.filter((o) => !names.includes(o.name)).map((o) => o.id);
  if (gone.length > 0) await trx.deleteFrom(table).where("id", "in", gone).execute();
  for (const [sort, name] of names.entries()) {
    const id = byName.get(name);
    if (id === undefined) await trx.insertInto(table).values({ group_id: groupId, name, sort }).execute();
    else await trx.updateTable(table).set({ sort }).where("id", "=", id).execute();
  }
}
