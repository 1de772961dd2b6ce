// Application settings read by key (HOT_LINE_GROUP_ID, RME_USER_ID, FAQ_PORTAL_ID, ...).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { invalid, notFound } from "~/platform/errors";
import { readMostly } from "~/platform/read-mostly.server";
import { validation } from "~/shared/messages";
import { settings } from "~/features/settings/messages.server";

/** Settings any signed-in client may read; anything else stored there stays on the server. */
export const PUBLIC_SETTING_KEYS: readonly string[] = ["HOT_LINE_GROUP_ID", "RME_USER_ID", "FAQ_PORTAL_ID"];

/** Numeric settings come back as numbers, as the spec's clients expect response.value to be an id. */
function present(value: string): string | number {
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

/** The name parameter of /options/get as /api receives it: a text that is not blank. */
export function settingName(value: unknown): string {
  if (typeof value !== "string" || !value.trim()) throw invalid(validation.nameRequired);
  return value;
}

/**
 * A setting's stored text (null when unset), public or not, read with the caller's connection: a feature that
 * checks a setting inside its own transaction (the FAQ's help category) reads it there.
 */
export async function settingValue(db: Kysely<Database> | Transaction<Database>, key: string): Promise<string | null> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
}

/** Writes a setting with the caller's connection: a feature that changes one in its own transaction (and records it) writes it there. */
export async function writeSetting(db: Kysely<Database> | Transaction<Database>, key: string, value: string): Promise<void> {
  const existing = await db.selectFrom("settings").select("key").where("key", "=", key).executeTakeFirst();
  if (existing) await db.updateTable("settings").set({ value }).where("key", "=", key).execute();
  else await db.insertInto("settings").values({ key, value }).execute();
}

export function createSettings({ db }: Deps) {
  async function read(name: string) {
    settingName(name);
    if (!PUBLIC_SETTING_KEYS.includes(name)) return null;
    const value = await settingValue(db, name);
    return value !== null ? { name, value: present(value) } : null;
  }
  // The public settings as every page's frame reads them (the header's help link): kept, not read a page.
  const publicKept = readMostly(async () => {
    const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", PUBLIC_SETTING_KEYS).execute();
    return new Map(rows.map((row) => [row.key, row.value]));
  });
  return {
    /** GET /options/get: a missing setting is an error. */
    async get(name: string) {
      const setting = await read(name);
      if (!setting) throw notFound(settings.notFound(name));
      return setting;
    },
    /** GET /options/get-null: a missing setting is null. */
    async getOrNull(name: string) {
      return read(name);
    },
    /** A public setting's stored text (null when unset) as read at most READ_MOSTLY_MS ago: for every page's frame. */
    async keptValue(name: (typeof PUBLIC_SETTING_KEYS)[number]): Promise<string | null> {
      return (await publicKept.get()).get(name) ?? null;
    },
    async set(name: string, value: string) {
      publicKept.forget();
      await writeSetting(db, name, value);
    },
  };
}

export type Settings = ReturnType<typeof createSettings>;
