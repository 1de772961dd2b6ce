// /admin/avatars (issue #32 point 6): administrators see the people's photos, the newest first, and remove an
// unfit one with a reason. The moment a photo was set is the profile's avatar_changes (users is the users
// feature's table), written with every upload; a removal clears the photo through the users feature, records
// the audit entry and notifies the owner in one transaction, then deletes the files.
import type { Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";
import { requireUser } from "~/platform/require-user";
import { updatePerson } from "~/features/users/index.server";
import { notify } from "~/features/notifications/index.server";
import { avatarRefusals as t } from "../messages.server";
import { avatarFiles, smallAvatarPath } from "./avatar-files.server";

export const AVATARS_PAGE = 40;
/** The notification its owner gets (family AVATAR of the profile's manifest). */
export const AVATAR_REMOVED = "AVATAR_REMOVED";

export const mayModerateAvatars = (actor: Actor) => hasAnyRole(actor, ROLE_ADMINISTRATOR);

export interface AvatarItem {
  /** The photo's place in the list: the next page's `before`. */
  id: number;
  userId: number;
  name: string;
  surname: string;
  middlename: string | null;
  department: string | null;
  filePath: string;
  smallPath: string;
  /** When it was set (ISO). */
  setAt: string;
}

/** Notes that a person's photo was set now, in the upload's transaction: a new id puts it first in the list. */
export async function avatarSet(trx: Kysely<Database>, userId: number, at: string): Promise<void> {
  await trx.deleteFrom("avatar_changes").where("user_id", "=", userId).execute();
  await trx.insertInto("avatar_changes").values({ user_id: userId, set_at: at }).execute();
}

export function createAvatarModeration({ db, now, dataDir, fileStorage }: Pick<Deps, "db" | "now" | "dataDir" | "fileStorage">) {
  const files = avatarFiles({ dataDir, fileStorage });
  function requireModerator(actor: Actor) {
    const user = requireUser(actor);
    if (!mayModerateAvatars(actor)) throw forbidden(t.noRight);
    return user;
  }

  return {
    mayModerate: mayModerateAvatars,

    /** A page of photos, newest first (keyset: `before` is the last item's id), and the next page's `before`. */
    async list(actor: Actor, { before, pageSize }: { before: number; pageSize: number }) {
      requireModerator(actor);
      // One statement whatever the page holds: the person and her department joined in.
      const rows = await db
        .selectFrom("avatar_changes as a")
        .innerJoin("users", "users.id", "a.user_id")
        .leftJoin("departments", "departments.id", "users.department_id")
        .select([
          "a.id",
          "a.set_at",
          "users.id as user_id",
          "users.name",
          "users.surname",
          "users.middlename",
          "users.avatar_path",
          "departments.name as department_name",
        ])
        .where("users.avatar_path", "is not", null)
        .$if(before > 0, (q) => q.where("a.id", "<", before))
        .orderBy("a.id", "desc")
        .limit(pageSize + 1)
        .execute();
      const items: AvatarItem[] = rows.slice(0, pageSize).map((r) => ({
        id: r.id,
        userId: r.user_id,
        name: r.name,
        surname: r.surname,
        middlename: r.middlename,
        department: r.department_name,
        filePath: r.avatar_path!,
        smallPath: smallAvatarPath(r.avatar_path!),
        setAt: r.set_at,
      }));
      return { items, next: rows.length > pageSize ? (items.at(-1)?.id ?? null) : null };
    },

    /** Removes a person's photo, telling her why; refused when she has none (already removed or replaced by none). */
    async remove(actor: Actor, { userId, reason }: { userId: number; reason: string }): Promise<void> {
      const admin = requireModerator(actor);
      const removed = await db.transaction().execute(async (trx) => {
        // The row's delete goes first: on PostgreSQL a second administrator removing the same photo waits for
        // this one and then finds nothing, so the owner is told once.
        await trx.deleteFrom("avatar_changes").where("user_id", "=", userId).execute();
        const person = await trx.selectFrom("users").select(["id", "avatar_path"]).where("id", "=", userId).executeTakeFirst();
        if (!person) throw notFound(t.notFound);
        if (!person.avatar_path) throw invalid(t.noPhoto);
        const moment = now();
        const at = moment.toISOString();
        await updatePerson(trx, userId, { avatar_path: null, updated_at: at });
        await recordAudit(trx, {
          actorId: admin.userId,
          action: "AVATAR_REMOVE",
          entity: "USER",
          entityId: userId,
          before: { avatar: person.avatar_path },
          after: { reason },
          at: moment,
        });
        await notify(trx, { recipients: [userId], type: AVATAR_REMOVED, variables: [], inline: { reason }, at });
        return person.avatar_path;
      });
      // After the commit: a failed delete leaves unreachable files, never a row naming missing ones.
      await files.remove(removed).catch(() => {});
    },
  };
}

export type AvatarModeration = ReturnType<typeof createAvatarModeration>;
