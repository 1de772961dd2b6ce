// Achievement kinds in the portal search (block «Достижения», index ACHIEVEMENT): one document per kind, its
// title and description; the list and the archive are both open to everyone signed in, so the scope is "all".
// Every change of a kind writes ACHIEVEMENT_KINDS_CHANGED with its id in its own transaction (kinds.server.ts).
import type { Deps } from "~/platform/deps.server";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { filePathOf } from "~/platform/files/address.server";
import { achievementsNames } from "../messages.server";
import { ACHIEVEMENT_KINDS_CHANGED } from "./events";

export const ACHIEVEMENT_INDEX = "ACHIEVEMENT";

/** A found kind as GET /search-v2/find gives it. */
export interface AchievementSearchItem {
  id: number;
  name: string;
  description: string;
  archived: boolean;
  image: { id: number; filePath: string } | null;
}

/** The catalogue's address of a kind: its own page of holders. */
export const kindUrl = (id: number) => `/achievements?kind=${id}`;

export function achievementsSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: ACHIEVEMENT_INDEX,
    block: { header: achievementsNames.searchBlock, order: 12 },

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx.selectFrom("achievement_kinds").select(["id", "title", "description", "updated_at"]).where("id", "in", part).execute(),
      );
      return rows.map((r) => ({ objectId: r.id, scopeId: null, title: r.title, body: r.description, freshAt: r.updated_at }));
    },

    idsAfter: idsAfterOf((db) => db.selectFrom("achievement_kinds").select("id")),

    events: { [ACHIEVEMENT_KINDS_CHANGED]: idsOfEvent },

    scope: async () => "all",

    async present(_reader, ids): Promise<AchievementSearchItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db
          .selectFrom("achievement_kinds as k")
          .leftJoin("files as f", "f.id", "k.image_file_id")
          .select(["k.id", "k.title", "k.description", "k.archived", "f.id as file_id", "f.url_key", "f.original_name"])
          .where("k.id", "in", part)
          .execute(),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.title,
        description: r.description.length > 200 ? `${r.description.slice(0, 199)}…` : r.description,
        archived: r.archived === 1,
        image:
          r.file_id !== null && r.url_key && r.original_name
            ? { id: r.file_id, filePath: filePathOf(r.file_id, r.url_key, r.original_name) }
            : null,
      }));
    },

    target: (object) => (hasId(object) ? kindUrl(object.id) : "/achievements"),
  };
}
