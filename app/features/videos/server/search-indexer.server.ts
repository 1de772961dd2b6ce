// The videos in the portal search (block «Видео», index VIDEO): one document per video, its title and
// description. Everyone signed in watches them, so the scope is "all". Adding, changing and deleting a video
// write VIDEOS_CHANGED with its id in their own transaction (videos.server.ts).
import type { Kysely, Transaction } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { videosNames } from "../messages.server";
import { videoHref } from "./rows.server";

type Db = Kysely<Database> | Transaction<Database>;

export const VIDEO_INDEX = "VIDEO";
/** Payload `{ ids }`: the videos added, changed or deleted by one write. */
export const VIDEOS_CHANGED = "VIDEOS_CHANGED";

/** A found video as GET /search-v2/find gives it. */
export interface VideoSearchItem {
  id: number;
  name: string;
  description: string;
}

export async function videosChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, VIDEOS_CHANGED, ids, at);
}

export function videosSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: VIDEO_INDEX,
    block: { header: videosNames.searchBlock, order: 14 },

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx.selectFrom("videos_items").select(["id", "title", "description", "updated_at"]).where("id", "in", part).execute(),
      );
      return rows.map((r) => ({ objectId: r.id, scopeId: null, title: r.title, body: r.description, freshAt: r.updated_at }));
    },

    idsAfter: idsAfterOf((db) => db.selectFrom("videos_items").select("id")),

    events: { [VIDEOS_CHANGED]: idsOfEvent },

    scope: async () => "all",

    async present(_reader, ids): Promise<VideoSearchItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db.selectFrom("videos_items").select(["id", "title", "description"]).where("id", "in", part).execute(),
      );
      return rows.map((r) => ({ id: r.id, name: r.title, description: r.description.slice(0, 200) }));
    },

    target: (object) => (hasId(object) ? videoHref(object.id) : "/gallery/videos"),
  };
}
