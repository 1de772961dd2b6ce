// Who owns an album (issue #36): the one album implementation keeps albums and photos of every owner kind —
// a group's albums ("group"), the company gallery's ("gallery"), later a hall-of-fame board's ("walkfame") —
// and asks the owner's feature who reads, adds and edits. Albums import no owner: an owner's feature names
// "albums" in its manifest's `needs` and registers its kind when its services are built:
//
//   services: (deps, needs: { albums: AlbumsService }) => {
//     needs.albums.registerOwner({ kind: "walkfame", fileType: "WALKFAME_PHOTO", refusals, rights, readableOwnerIds });
//     return { boardAlbums: needs.albums.of("walkfame") };
//   }
//
// and declares its photos' kind of file (its files.ts, with variants like GALLERY_PHOTO's). That is all: the
// service, the pages' parts (ui/), /media and the search index then serve the new kind.
import type { Expression, SqlBool } from "kysely";
import type { SignedIn } from "~/platform/actor";

/** What the reader may do with one owner's albums. */
export interface OwnerRights {
  /** Open its albums and photos (and their files). */
  read: boolean;
  /** Create albums and add photos. */
  add: boolean;
  /** Edit and delete anybody's albums and photos (an author always edits her own). */
  manage: boolean;
}

export interface AlbumOwnerKind {
  /** Stored as albums.owner_kind: short, never renamed. */
  kind: string;
  /** The kind of file its photos are stored as (fileType of the files service): the upload and photos/add check it. */
  fileType: string;
  /** The refusals in the owner's words. */
  refusals: {
    /** An owner that does not exist (or is deleted). */
    ownerNotFound: string;
    /** An owner the reader may not read (a closed group). */
    closed: string;
    /** Adding an album or photos without `add`. */
    notContributor: string;
    /** Editing another's album or photo without `manage`. */
    notEditor: string;
  };
  /** The reader's rights on each of these owners, in one statement whatever their number; an owner left out does not exist. */
  rights(reader: SignedIn, ownerIds: readonly number[]): Promise<ReadonlyMap<number, OwnerRights>>;
  /**
   * The owners whose albums the reader reads, in SQL, for lists across owners (/media, search): true for all,
   * else a condition on the column `ownerId` names (e.g. `ownerId in (readable groups)`), so a page of photos
   * is one statement whatever its size.
   */
  readableWhere(reader: SignedIn, ownerId: Expression<number>): true | Expression<SqlBool>;
  /** The page an album of this owner lives on (its link in /media and search). */
  albumPath(ownerId: number, albumId: number): string;
}
