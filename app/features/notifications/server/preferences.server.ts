// Per-family preferences (issue #13 point 1, our design): "На портале" (notify() skips a family turned
// off) and "Push" (stored for the push sender to come). A row only for a family not left at the
// default, both on: most people never change anything and have no rows.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { requireUser } from "~/platform/require-user";
import { familyLabel, familyNames } from "../links";
import { registeredTypes } from "./engine.server";

export interface FamilyPreference {
  family: string;
  /** Its name on the settings page (its feature's). */
  label: string;
  onPortal: boolean;
  push: boolean;
}

/** The families of the registered types, in the registry's order (what the settings page lists). */
export function registeredFamilies(): string[] {
  const used = new Set([...registeredTypes().values()].map((def) => def.family));
  return familyNames().filter((family) => used.has(family));
}

export function createPreferences({ db }: Deps) {
  return {
    /** One's choice for every family (the default where one has not chosen). */
    async preferences(actor: Actor): Promise<FamilyPreference[]> {
      const rows = await db
        .selectFrom("notification_preferences")
        .select(["family", "on_portal", "push"])
        .where("user_id", "=", requireUser(actor).userId)
        .execute();
      const chosen = new Map(rows.map((r) => [r.family, r]));
      return registeredFamilies().map((family) => {
        const row = chosen.get(family);
        return { family, label: familyLabel(family), onPortal: row ? row.on_portal === 1 : true, push: row ? row.push === 1 : true };
      });
    },

    /** Saves the settings form: the families ticked in each column; every other registered family is off. */
    async savePreferences(actor: Actor, ticked: { onPortal: readonly string[]; push: readonly string[] }): Promise<void> {
      const userId = requireUser(actor).userId;
      const rows = registeredFamilies()
        .map((family) => ({
          user_id: userId,
          family,
          on_portal: ticked.onPortal.includes(family) ? 1 : 0,
          push: ticked.push.includes(family) ? 1 : 0,
        }))
        .filter((row) => row.on_portal === 0 || row.push === 0);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("notification_preferences").where("user_id", "=", userId).execute();
        if (rows.length > 0) await trx.insertInto("notification_preferences").values(rows).execute();
      });
    },
  };
}
