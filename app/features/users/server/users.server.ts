// People: the short user the shell and /api show, the welcome flag, and creation for the CLI and seed.
import { sql, type Expression, type Insertable, type RawBuilder } from "kysely";
import type { Actor } from "~/platform/actor";
import type { UserTable } from "../tables";
import type { Deps } from "~/platform/deps.server";
import { invalid, notFound } from "~/platform/errors";
import { hashPassword } from "~/platform/crypto.server";
import { requireUser } from "~/platform/require-user";
import { setBlocked, syncPerson } from "./person-writes.server";
import { userSearchIndexer } from "./user-index.server";
import { usersRefusals } from "~/features/users/messages.server";
import * as ru from "~/shared/messages";
import { api as apiMessages } from "~/shared/messages.server";
import { rolesFromList, rolesListOf, rolesOf } from "./roles.server";

export const WORK_STATUSES = ["DISTANT", "BUSINESS_TRIP", "VACATION", "SICK_LEAVE"] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** The spec's "User (short)" as it leaves the server. */
export interface ShortUser {
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  department: { id: number; name: string } | null;
  address: string | null;
  workPhone: string | null;
  avatarFile: { filePath: string } | null;
  roles: string[];
  needShowWelcome: boolean;
  countNotifications: number;
  countNotifications2: number;
  userWorkStatus: string | null;
}

/** Moved to the platform (files need it too); kept here for the features that import it from users. */
export { requireUser };

/** A person the demo generates: her row, without what follows from the directory (syncPerson writes it). */
export type NewPerson = Omit<Insertable<UserTable>, "id" | "search_name" | "position_id">;

export interface PersonInput {
  phone: string;
  name: string;
  surname: string;
  middlename?: string | null;
  position?: string | null;
  departmentId?: number | null;
  workPhone?: string | null;
  email?: string | null;
  address?: string | null;
  workStatus?: string | null;
  /** The hire date, "yyyy-mm-dd". */
  hiredOn?: string | null;
  password?: string | null;
  roles?: string[];
}

/**
 * What the users feature is built with from features that stand above it: they import this feature, so it
 * cannot import them, and the composition root (app/portal/registry.server.ts) passes their functions.
 */
export interface UsersWiring {
  /** How many notifications a person has not read, as a column (the notifications feature's): the short user's counts. */
  unreadNotificationsOf(userId: Expression<number>): RawBuilder<number | string>;
}

export function createUsers({ db, now }: Deps, { unreadNotificationsOf }: UsersWiring) {
  const rolesOfUser = (userId: number) => rolesOf(db, userId);

  /** `knownRoles`: the roles the caller already read (the session's), so they are not read twice. */
  async function shortUser(userId: number, knownRoles?: readonly string[]): Promise<ShortUser> {
    const row = await db
      .selectFrom("users")
      .leftJoin("departments", "departments.id", "users.department_id")
      .select([
        "users.id",
        "users.name",
        "users.surname",
        "users.middlename",
        "users.position",
        "users.address",
        "users.work_phone",
        "users.avatar_path",
        "users.work_status",
        "users.need_show_welcome",
        "departments.id as department_id",
        "departments.name as department_name",
        (eb) => unreadNotificationsOf(eb.ref("users.id")).as("unread"),
        // The session's roles when the caller has them, so they are not read twice.
        (eb) => (knownRoles ? sql<string | null>`null` : rolesListOf(eb.ref("users.id"))).as("roles"),
      ])
      .where("users.id", "=", userId)
      .executeTakeFirst();
    if (!row) throw notFound(apiMessages.unauthorized);
    const roles = knownRoles ? [...knownRoles].sort() : rolesFromList(row.roles);
    const unread = Number(row.unread);
    return {
      id: row.id,
      name: row.name,
      surname: row.surname,
      middlename: row.middlename,
      position: row.position,
      department: row.department_id != null ? { id: row.department_id, name: row.department_name ?? "" } : null,
      address: row.address,
      workPhone: row.work_phone,
      avatarFile: row.avatar_path ? { filePath: row.avatar_path } : null,
      roles,
      needShowWelcome: row.need_show_welcome === 1,
      countNotifications: unread,
      countNotifications2: unread,
      userWorkStatus: row.work_status,
    };
  }

  return {
    rolesOf: rolesOfUser,
    /** The people in the portal search (USER). */
    searchIndexer: userSearchIndexer({ db }),
    getShortById: (userId: number) => shortUser(userId),

    /** GET /user/short-cur-user-info and the shell's user block. */
    async getShortCurrent(actor: Actor): Promise<ShortUser> {
      const user = requireUser(actor);
      return shortUser(user.userId, user.roles);
    },

    /** Closing the welcome message: it is not shown again. */
    async hideWelcome(actor: Actor): Promise<void> {
      const user = requireUser(actor);
      await db.updateTable("users").set({ need_show_welcome: 0, updated_at: now().toISOString() }).where("id", "=", user.userId).execute();
    },

    /** Creates a person, or updates the one with that phone. Used by the CLI and the demo seed. */
    async upsertPerson(input: PersonInput): Promise<{ id: number; created: boolean }> {
      if (!/^\d{10}$/.test(input.phone)) throw invalid(ru.validation.phoneIncomplete);
      if (input.workStatus && !(WORK_STATUSES as readonly string[]).includes(input.workStatus)) {
        throw invalid(usersRefusals.unknownStatus(input.workStatus));
      }
      const at = now().toISOString();
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const existing = await db.selectFrom("users").select("id").where("phone", "=", input.phone).executeTakeFirst();
      const fields = {
        name: input.name,
        surname: input.surname,
        ...(input.middlename !== undefined ? { middlename: input.middlename } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
        ...(input.departmentId !== undefined ? { department_id: input.departmentId } : {}),
        ...(input.workPhone !== undefined ? { work_phone: input.workPhone } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.address !== undefined ? { address: input.address } : {}),
        ...(input.workStatus !== undefined ? { work_status: input.workStatus } : {}),
        ...(input.hiredOn !== undefined ? { hired_on: input.hiredOn } : {}),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      };
      return db.transaction().execute(async (trx) => {
        let id: number;
        let created = false;
        if (existing) {
          id = existing.id;
          await trx
            .updateTable("users")
            .set({ ...fields, updated_at: at })
            .where("id", "=", id)
            .execute();
        } else {
          const row = await trx
            .insertInto("users")
            .values({ phone: input.phone, ...fields, created_at: at, updated_at: at })
            .returning("id")
            .executeTakeFirstOrThrow();
          id = row.id;
          created = true;
        }
        await syncPerson(trx, id, at);
        if (input.roles) {
          await trx.deleteFrom("user_roles").where("user_id", "=", id).execute();
          if (input.roles.length > 0) {
            await trx
              .insertInto("user_roles")
              .values(input.roles.map((role) => ({ user_id: id, role })))
              .execute();
          }
        }
        return { id, created };
      });
    },

    /**
     * Inserts people in bulk (the directory's demo: its generated employees), each filed in the directory at
     * her row's creation time as upsertPerson files one, but without search events: the search builds its
     * empty indexes whole at the first start. Their ids and departments, in the order given.
     */
    async insertPeople(rows: readonly NewPerson[]): Promise<{ id: number; department_id: number | null }[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insertInto("users")
        .values([...rows])
        .returning(["id", "department_id"])
        .execute();
      for (const [i, person] of inserted.entries()) await syncPerson(db, person.id, rows[i]!.created_at, { events: false });
      return inserted;
    },

    /**
     * Blocks or unblocks a person (HR: a dismissal, a return): the search stops or starts finding them and
     * their cards once the event written here is delivered (their sessions end on the next request).
     */
    async setBlocked(userId: number, blocked: boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (await setBlocked(trx, userId, blocked, now())) return;
        const found = await trx.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
        if (!found) throw notFound(usersRefusals.personNotFound);
      });
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
