// What the feed asks of groups in SQL (issue #14 point 5): the ids of the groups a reader reads, belongs to
// or manages, as subqueries the feed puts into its own statements (`p.group_id in (…)`), so a feed page
// filters by the groups' rules (policy.ts) in the same query whatever its number of posts, and the feed
// never names the groups' tables or rules itself. The names of groups for its cards come in one statement.
import { expressionBuilder, type Kysely, type Transaction } from "kysely";
import { actingAs, type SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { rolesOf } from "~/features/users/index.server";
import { canReadGroup, isGroupsAdmin } from "../policy";

const groupsEb = () => expressionBuilder<Database>();

/** The reader's memberships (as a manager, when `managerOnly`) of groups not deleted. */
function memberships(reader: SignedIn, managerOnly: boolean) {
  let query = groupsEb()
    .selectFrom("group_members as sm")
    .innerJoin("groups as sg", "sg.id", "sm.group_id")
    .select("sm.group_id as id")
    .where("sm.user_id", "=", reader.userId)
    .where("sg.is_delete", "=", 0);
  if (managerOnly) query = query.where("sm.is_manager", "=", 1);
  return query;
}

/**
 * The groups whose content the reader sees (canReadGroup in SQL): open groups not deleted, closed ones she
 * belongs to, every group not deleted for administrators.
 */
export function readableGroupIds(reader: SignedIn) {
  const eb = groupsEb();
  let query = eb.selectFrom("groups as rg").select("rg.id").where("rg.is_delete", "=", 0);
  if (!isGroupsAdmin(reader)) {
    query = query.where((w) =>
      w.or([
        w("rg.config_close", "=", 0),
        w.exists(
          w
            .selectFrom("group_members as rm")
            .select("rm.group_id")
            .whereRef("rm.group_id", "=", "rg.id")
            .where("rm.user_id", "=", reader.userId),
        ),
      ]),
    );
  }
  return query;
}

/** The groups the reader belongs to (subscribedGroupIds in SQL): the main feed shows their posts. */
export const memberGroupIds = (reader: SignedIn) => memberships(reader, false);

/**
 * The groups the reader manages (canManageGroup in SQL): their managers edit, delete and pin their posts and
 * moderate comments. Administrators manage every group not deleted.
 */
export function managedGroupIds(reader: SignedIn) {
  if (!isGroupsAdmin(reader)) return memberships(reader, true);
  return groupsEb().selectFrom("groups as ag").select("ag.id").where("ag.is_delete", "=", 0);
}

/**
 * Which of these people read the group's content (canReadGroup): all for an open group, its members and
 * administrators for a closed one, nobody for a deleted or unknown one. For telling people of a group's
 * post (a mention names its title): whoever may not read it is not told. The roles are read only for
 * those outside a closed group, usually none.
 */
export async function groupReadersAmong(
  db: Kysely<Database> | Transaction<Database>,
  groupId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const group = await db
    .selectFrom("groups")
    .select("config_close")
    .where("id", "=", groupId)
    .where("is_delete", "=", 0)
    .executeTakeFirst();
  if (!group) return [];
  const members = new Set(
    (await db.selectFrom("group_members").select("user_id").where("group_id", "=", groupId).where("user_id", "in", userIds).execute()).map(
      (r) => r.user_id,
    ),
  );
  const readers: number[] = [];
  for (const id of userIds) {
    const member = members.has(id);
    const reader = actingAs(id, group.config_close === 1 && !member ? await rolesOf(db, id) : []);
    if (canReadGroup(reader, { closed: group.config_close === 1 }, { member, manager: false })) readers.push(id);
  }
  return readers;
}

/** The names of these groups (deleted ones too: a card still names its group), by id, in one statement. */
export async function groupNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom("groups").select(["id", "name"]).where("id", "in", unique).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
