// The administrator's people (issue #32 point 5): a page of people with their state, and the changes of it:
// blocking, unblocking, ending sessions. The people are the users feature's, their sessions the sign-in's,
// their push devices the notifications': this feature reads the people and departments itself and reaches the
// rest only through those features' exports. A change, its consequences and its audit entry are written in one
// transaction: they land or fail together, and a refusal writes nothing.
import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { recordAudit } from "~/platform/audit.server";
import { escapeLike } from "~/platform/db/like";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { searchKey } from "~/shared/search-key";
import { rolesFromList, rolesListOf, setBlocked } from "~/features/users/index.server";
import { endSessionsOf, lastSignInOf } from "~/features/auth/index.server";
import { forgetPushDevices, pushDevicesOf } from "~/features/notifications/index.server";
import { fullName } from "~/features/contacts/index.server";
import { mayAdministerPeople } from "../policy";
import { peopleAdminRefusals as refusals } from "../messages.server";
import type { PeopleFilter, StateChange } from "../schema";

type Db = Kysely<Database> | Transaction<Database>;

/** A person as the list and the calls show her: never her password or tokens, only whether she has them. */
export interface PersonState {
  id: number;
  surname: string;
  name: string;
  middlename: string | null;
  department: { id: number; name: string } | null;
  blocked: boolean;
  passwordSet: boolean;
  /** When she last signed in or used a web session (ISO); null: none of her sessions is kept (ended, or never one). */
  lastSignIn: string | null;
  pushDevices: number;
  /** Her roles, her own and her role groups', alphabetically. */
  roles: string[];
}

export interface PeoplePage {
  people: PersonState[];
  /** The `after` of the next page; null: this is the last. */
  nextAfter: number | null;
}

/** The administrator, or the refusal: signed out (401), anyone else (by name). */
export function requireAdministrator(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!mayAdministerPeople(user)) throw forbidden(refusals.noRight);
  return user;
}

/**
 * People with their state, in one statement however many rows it has: the roles, the last sign-in and the
 * push devices are columns of it (the owners' column helpers), not a statement a row.
 */
const peopleRows = (db: Db) =>
  db
    .selectFrom("users as u")
    .leftJoin("departments as d", "d.id", "u.department_id")
    .select((eb) => [
      "u.id",
      "u.surname",
      "u.name",
      "u.middlename",
      "u.blocked",
      "d.id as department_id",
      "d.name as department_name",
      sql<number>`case when u.password_hash is null then 0 else 1 end`.as("password_set"),
      lastSignInOf(eb.ref("u.id")).as("last_sign_in"),
      pushDevicesOf(eb.ref("u.id")).as("push_devices"),
      rolesListOf(eb.ref("u.id")).as("roles"),
    ]);

type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleRows>["executeTakeFirstOrThrow"]>>;

const present = (r: PersonRow): PersonState => ({
  id: r.id,
  surname: r.surname,
  name: r.name,
  middlename: r.middlename,
  department: r.department_id != null ? { id: r.department_id, name: r.department_name ?? "" } : null,
  blocked: r.blocked === 1,
  passwordSet: Number(r.password_set) === 1,
  lastSignIn: r.last_sign_in,
  pushDevices: Number(r.push_devices),
  roles: rolesFromList(r.roles),
});

/** The person's name for a refusal or a toast; not found: the refusal. */
async function namedPerson(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom("users").select(["surname", "name", "middlename"]).where("id", "=", userId).executeTakeFirst();
  if (!row) throw notFound(refusals.personNotFound);
  return fullName(row);
}

export function createPeopleAdmin({ db, now }: Deps) {
  /** Blocks or unblocks (by `blocked`) a person, with the reason in the audit log; her name, for the toast. */
  async function changeState(actor: Actor, { userId, reason }: StateChange, blocked: boolean): Promise<string> {
    const admin = requireAdministrator(actor);
    if (blocked && userId === admin.userId) throw invalid(refusals.selfBlock);
    return db.transaction().execute(async (trx) => {
      const name = await namedPerson(trx, userId);
      const at = now();
      // Only a change is written: another administrator's block a moment earlier leaves this one refused.
      if (!(await setBlocked(trx, userId, blocked, at)))
        throw conflict(blocked ? refusals.alreadyBlocked(name) : refusals.notBlocked(name));
      // Blocking stops her at once: no session, token or push device outlives it (unblocking brings none back).
      if (blocked) {
        await endSessionsOf(trx, userId);
        await forgetPushDevices(trx, userId);
      }
      await recordAudit(trx, {
        actorId: admin.userId,
        action: blocked ? "USER_BLOCK" : "USER_UNBLOCK",
        entity: "USER",
        entityId: userId,
        before: { blocked: !blocked },
        after: { blocked, reason },
        at,
      });
      return name;
    });
  }

  return {
    /** A page of people by id after `after`, filtered by the name's start, department and state. */
    async list(actor: Actor, filter: PeopleFilter): Promise<PeoplePage> {
      requireAdministrator(actor);
      let query = peopleRows(db).where("u.id", ">", filter.after);
      if (filter.query) query = query.where(sql<SqlBool>`u.search_name like ${`${escapeLike(searchKey(filter.query))}%`} escape '\\'`);
      if (filter.departmentId !== undefined) query = query.where("u.department_id", "=", filter.departmentId);
      if (filter.state !== "all") query = query.where("u.blocked", "=", filter.state === "blocked" ? 1 : 0);
      // One row past the page says whether there is a next one.
      const rows = await query
        .orderBy("u.id")
        .limit(filter.pageSize + 1)
        .execute();
      const people = rows.slice(0, filter.pageSize).map(present);
      return { people, nextAfter: rows.length > filter.pageSize ? people.at(-1)!.id : null };
    },

    /** One person as the list shows her; not found: the refusal. */
    async person(actor: Actor, userId: number): Promise<PersonState> {
      requireAdministrator(actor);
      const row = await peopleRows(db).where("u.id", "=", userId).executeTakeFirst();
      if (!row) throw notFound(refusals.personNotFound);
      return present(row);
    },

    /** The departments to filter by, by name. */
    async departments(actor: Actor): Promise<{ id: number; name: string }[]> {
      requireAdministrator(actor);
      return db.selectFrom("departments").select(["id", "name"]).orderBy("name").orderBy("id").execute();
    },

    /** Blocks a person: her sessions, tokens and push devices end with it. Not oneself. */
    block: (actor: Actor, change: StateChange) => changeState(actor, change, true),

    /** Unblocks a person: she signs in again herself. */
    unblock: (actor: Actor, change: StateChange) => changeState(actor, change, false),

    /** Ends every session, token and push device of a person (a lost phone), not her account. Not one's own. */
    async endSessions(actor: Actor, { userId }: { userId: number }): Promise<string> {
      const admin = requireAdministrator(actor);
      if (userId === admin.userId) throw invalid(refusals.selfSessions);
      return db.transaction().execute(async (trx) => {
        const name = await namedPerson(trx, userId);
        const sessions = await endSessionsOf(trx, userId);
        const pushDevices = await forgetPushDevices(trx, userId);
        await recordAudit(trx, {
          actorId: admin.userId,
          action: "USER_SESSIONS_END",
          entity: "USER",
          entityId: userId,
          before: { sessions, pushDevices },
          after: { sessions: 0, pushDevices: 0 },
          at: now(),
        });
        return name;
      });
    },
  };
}

export type PeopleAdmin = ReturnType<typeof createPeopleAdmin>;
