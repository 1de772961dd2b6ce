// The people in the portal search (issue #16, USER): one document per person not blocked, the full name as its
// title. No block on the results pages (people show there as contact cards); the calls and the finder ask it.
// Scoped by the person itself, so a blocked person is never found even before the blocking's event is
// delivered, and withoutMe leaves the reader out before the total. Creating or editing a person (syncPerson,
// through the directory's syncPersonInDirectory) and blocking or unblocking one (setBlocked) write
// PERSON_CHANGED in their transaction.
import type { Deps } from "~/platform/deps.server";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent } from "~/platform/events.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { fullName, peopleScope, PERSON_CHANGED } from "~/features/contacts/index.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";

/** A found person as GET /search-v2/find gives it (USER). */
export interface UserItem {
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  department: { id: number; name: string } | null;
  avatarFile: { filePath: string } | null;
  userWorkStatus: string | null;
}

export function userSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: "USER",
    block: null,
    allPrefix: true,

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx
          .selectFrom("users")
          .select(["id", "name", "surname", "middlename", "updated_at"])
          .where("id", "in", part)
          .where("blocked", "=", 0)
          .execute(),
      );
      return rows.map((r) => ({ objectId: r.id, scopeId: r.id, title: fullName(r), body: "", freshAt: r.updated_at }));
    },

    idsAfter: idsAfterOf((db) => db.selectFrom("users").select("id").where("blocked", "=", 0)),

    events: { [PERSON_CHANGED]: idsOfEvent },

    scope: async (reader, options) => peopleScope(db, options?.withoutMe ? reader.userId : null, false),

    async present(_reader, ids): Promise<UserItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db
          .selectFrom("users")
          .leftJoin("departments", "departments.id", "users.department_id")
          .select([
            "users.id",
            "users.name",
            "users.surname",
            "users.middlename",
            "users.position",
            "users.avatar_path",
            "users.work_status",
            "departments.id as department_id",
            "departments.name as department_name",
          ])
          .where("users.id", "in", part)
          .where("users.blocked", "=", 0)
          .execute(),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        surname: r.surname,
        middlename: r.middlename,
        position: r.position,
        department: r.department_id != null ? { id: r.department_id, name: r.department_name ?? "" } : null,
        avatarFile: r.avatar_path ? { filePath: r.avatar_path } : null,
        userWorkStatus: r.work_status,
      }));
    },

    // The person's profile page.
    target: (object) => (hasId(object) ? `/user/${object.id}` : "/v2/contacts"),
    finderLabel(object) {
      const u = object as UserItem;
      const hint = [u.position, u.department?.name].filter(Boolean).join(" · ") || null;
      return { label: [u.surname, u.name, u.middlename].filter(Boolean).join(" "), hint };
    },
  };
}
