// Albums in the portal search (issue #36 point 5; block «Альбомы», index ALBUM): one document per album of any
// owner kind, its name and description. Each album is its own scope, and a reader's scope is the albums of
// the owners she reads (each kind's readableWhere, as /media filters its photos): a closed group's album is
// never found by an outsider, the gallery's by everyone. Creating, renaming and deleting an album write
// ALBUM_CHANGED {ids} in their own transaction (albums.server.ts).
import type { Kysely, Transaction } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { albumMessages as t } from "../messages";
import type { AlbumOwnerKind } from "../owners.server";
import { readableBy } from "./across.server";

export const ALBUM = "ALBUM";
/** Payload `{ ids }`: the albums created, renamed or deleted by one write. */
export const ALBUM_CHANGED = "ALBUM_CHANGED";

/** A found album as GET /search-v2/find gives it. */
export interface AlbumSearchItem {
  id: number;
  name: string;
  description: string;
  ownerKind: string;
  ownerId: number;
  /** Its page (the owner's). */
  href: string;
}

export async function albumsChanged(trx: Kysely<Database> | Transaction<Database>, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, ALBUM_CHANGED, ids, at);
}

const hasHref = (object: unknown): object is { href: string } =>
  typeof object === "object" && object !== null && typeof (object as { href?: unknown }).href === "string";

export function albumsSearchIndexer({ db }: Pick<Deps, "db">, owners: ReadonlyMap<string, AlbumOwnerKind>): SearchIndexer {
  return {
    indexName: ALBUM,
    block: { header: t.searchBlock, order: 12 },

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx.selectFrom("albums").select(["id", "owner_kind", "name", "description", "updated_at"]).where("id", "in", part).execute(),
      );
      // An album of a kind not registered (its feature gone) is taken out of the index.
      return rows
        .filter((r) => owners.has(r.owner_kind))
        .map((r) => ({ objectId: r.id, scopeId: r.id, title: r.name, body: r.description, freshAt: r.updated_at }));
    },

    idsAfter: idsAfterOf((db) => db.selectFrom("albums").select("id")),

    events: { [ALBUM_CHANGED]: idsOfEvent },

    scope: async (reader) => ({
      scopeIds: db
        .selectFrom("albums as al")
        .select("al.id")
        .where((eb) => readableBy(eb as never, owners, reader, "al")),
      allowNullScope: false,
    }),

    async present(reader, ids): Promise<AlbumSearchItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db
          .selectFrom("albums as al")
          .select(["al.id", "al.owner_kind", "al.owner_id", "al.name", "al.description"])
          .where("al.id", "in", part)
          .where((eb) => readableBy(eb as never, owners, reader, "al"))
          .execute(),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        ownerKind: r.owner_kind,
        ownerId: r.owner_id,
        href: owners.get(r.owner_kind)?.albumPath(r.owner_id, r.id) ?? "",
      }));
    },

    target: (object) => (hasHref(object) && object.href ? object.href : "/gallery"),
  };
}
