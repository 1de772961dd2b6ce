// Albums and photos across owners (issue #36): /media's newest photos, the gallery landing's newest albums and
// the search index. Each owner kind says in SQL which of its owners a reader reads (readableWhere), so a page
// is one statement whatever its size, and a closed group's photo — its file's URL with it — never reaches an
// outsider.
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { sql } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { requireUser } from "~/features/users/index.server";
import type { AlbumOwnerKind } from "../owners.server";
import { photoLink } from "../links";
import { albumQuery, NO_RIGHTS, photoQuery, presentAlbum, presentPhoto, type AlbumView, type PhotoView } from "./rows.server";

/** A photo of /media: where it leads (its album's page at the photo, or its post). */
export type MediaPhoto = PhotoView & { href: string; albumName: string };
export type MediaAlbum = AlbumView & { href: string };

export interface AcrossQuery {
  /** The keyset: the last id of the previous page (newest first); null for the first. */
  after: number | null;
  pageSize: number;
  /** Only these owner kinds (the gallery's landing: "gallery"); all registered when absent. */
  kinds?: readonly string[];
}

type Owners = ReadonlyMap<string, AlbumOwnerKind>;

/** The reader's readable rows of `alias` (albums `al` or photos `p`): one OR over the owner kinds asked for. */
export function readableBy<A extends "al" | "p">(
  eb: ExpressionBuilder<Database & Record<A, Database[A extends "al" ? "albums" : "album_photos"]>, A>,
  owners: Owners,
  reader: SignedIn,
  alias: A,
  kinds?: readonly string[],
): Expression<SqlBool> {
  const anyEb = eb as unknown as ExpressionBuilder<{ t: { owner_kind: string; owner_id: number } }, "t">;
  const kindCol = `${alias}.owner_kind` as unknown as "t.owner_kind";
  const idCol = `${alias}.owner_id` as unknown as "t.owner_id";
  const ors = [...owners.values()]
    .filter((o) => !kinds || kinds.includes(o.kind))
    .map((o) => {
      const where = o.readableWhere(reader, anyEb.ref(idCol));
      return where === true ? anyEb(kindCol, "=", o.kind) : anyEb.and([anyEb(kindCol, "=", o.kind), where]);
    });
  return ors.length ? anyEb.or(ors) : sql<SqlBool>`1 = 0`;
}

export function createAcrossOwners({ db }: Deps, owners: Owners) {
  const albumHref = (album: { ownerKind: string; ownerId: number; id: number }) =>
    owners.get(album.ownerKind)?.albumPath(album.ownerId, album.id) ?? "";

  return {
    /** /media: the newest photos of every owner the reader reads, newest first (two statements per page). */
    async newestPhotos(actor: Actor, input: AcrossQuery): Promise<{ items: MediaPhoto[]; nextCursor: string | null }> {
      const user = requireUser(actor);
      let query = photoQuery(db)
        .innerJoin("albums as al", "al.id", "p.album_id")
        .select("al.name as album_name")
        .where((eb) => readableBy(eb as never, owners, user, "p", input.kinds));
      if (input.after !== null) query = query.where("p.id", "<", input.after);
      const rows = await query
        .orderBy("p.id", "desc")
        .limit(input.pageSize + 1)
        .execute();
      const items = rows.slice(0, input.pageSize).map((row) => {
        const photo = presentPhoto(user, row, NO_RIGHTS);
        return { ...photo, albumName: row.album_name, href: photoLink(albumHref({ ...photo, id: photo.albumId }), photo) };
      });
      return { items, nextCursor: rows.length > input.pageSize ? String(items.at(-1)!.id) : null };
    },

    /** The newest albums of the owners the reader reads (the gallery's landing and list), newest first. */
    async newestAlbums(actor: Actor, input: AcrossQuery): Promise<{ items: MediaAlbum[]; nextCursor: string | null }> {
      const user = requireUser(actor);
      let query = albumQuery(db).where((eb) => readableBy(eb as never, owners, user, "al", input.kinds));
      if (input.after !== null) query = query.where("al.id", "<", input.after);
      const rows = await query
        .orderBy("al.id", "desc")
        .limit(input.pageSize + 1)
        .execute();
      const items = rows.slice(0, input.pageSize).map((row) => {
        const album = presentAlbum(user, row, NO_RIGHTS);
        return { ...album, href: albumHref(album) };
      });
      return { items, nextCursor: rows.length > input.pageSize ? String(items.at(-1)!.id) : null };
    },

    /** The page an album lives on, by its owner kind. */
    albumHref,
  };
}
