// Group albums and their photos (issue #14 point 9), kept by the albums feature (issue #36: one album
// implementation): services.groupAlbums is the albums of owner kind "group" seen in the groups' words (groupId).
// Readers of a group read its albums; members add albums and photos; the author, the group's managers and
// administrators edit and delete (policy: canReadGroup, canContribute, canManageGroup). Photos are GROUP_PHOTO
// files; the albums' file read guard asks this owner who reads them.
import { expressionBuilder } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import type { AlbumOwnerKind, AlbumsService, OwnerRights } from "~/features/albums/index.server";
import type { AlbumFields, AlbumView as OwnedAlbum, PhotoView as OwnedPhoto } from "~/features/albums/index.server";
import { groupAlbumMessages as a } from "../messages/album";
import { groupRefusals as g } from "../messages.server";
import { canContribute, canManageGroup, canReadGroup } from "../policy";
import { readableGroupIds } from "./feed-seam.server";
import type { AlbumListQuery, PhotoListQuery, PhotosAdd, PhotoUpdate, AlbumUpdate } from "../schema-albums";

/** A group's album as its calls and pages show it. */
export type AlbumView = Omit<OwnedAlbum, "ownerKind" | "ownerId"> & { groupId: number };
export type PhotoView = Omit<OwnedPhoto, "ownerKind" | "ownerId" | "postId"> & { groupId: number };
export type { PhotoImage } from "~/features/albums/index.server";

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Where a page's address puts a photo: /group/{groupId}/albums/{albumId}/{photoId}. */
export interface PhotoAddress {
  groupId: number;
  albumId: number;
}

export const GROUP_OWNER = "group";

/** The group as an album owner: its rules (policy.ts) in the albums' terms. */
export function groupAlbumOwner({ db }: Deps): AlbumOwnerKind {
  return {
    kind: GROUP_OWNER,
    fileType: "GROUP_PHOTO",
    refusals: { ownerNotFound: g.notFound, closed: g.closed, notContributor: a.notMember, notEditor: a.notEditor },
    async rights(reader: SignedIn, ids: readonly number[]): Promise<ReadonlyMap<number, OwnerRights>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("groups as g")
        .leftJoin("group_members as m", (j) => j.onRef("m.group_id", "=", "g.id").on("m.user_id", "=", reader.userId))
        .select(["g.id", "g.config_close", "m.user_id as member_id", "m.is_manager"])
        .where("g.id", "in", [...ids])
        .where("g.is_delete", "=", 0)
        .execute();
      return new Map(
        rows.map((row) => {
          const standing = { member: row.member_id !== null, manager: row.is_manager === 1 };
          return [
            row.id,
            {
              read: canReadGroup(reader, { closed: row.config_close === 1 }, standing),
              add: canContribute(reader, standing),
              manage: canManageGroup(reader, standing),
            },
          ];
        }),
      );
    },
    readableWhere: (reader, ownerId) => expressionBuilder<Database>()(ownerId, "in", readableGroupIds(reader)),
    albumPath: (groupId, albumId) => `/group/${groupId}/albums/${albumId}`,
  };
}

const groupAlbum = ({ ownerKind: _kind, ownerId, ...album }: OwnedAlbum): AlbumView => ({ ...album, groupId: ownerId });
const groupPhoto = ({ ownerKind: _kind, ownerId, postId: _post, ...photo }: OwnedPhoto): PhotoView => ({ ...photo, groupId: ownerId });

export function createGroupAlbums(albums: AlbumsService) {
  const of = albums.of(GROUP_OWNER);
  return {
    /** GET /groups/albums/list?groupId&after&pageSize: newest first, each with its cover; canAdd: may create one. */
    async list(actor: Actor, input: AlbumListQuery): Promise<Page<AlbumView> & { canAdd: boolean }> {
      const page = await of.list(actor, { ownerId: input.groupId, after: input.after, pageSize: input.pageSize });
      return { ...page, items: page.items.map(groupAlbum) };
    },
    /** GET /groups/albums/get?id */
    get: async (actor: Actor, id: number) => groupAlbum(await of.get(actor, id)),
    /** POST /groups/albums/create {groupId, name, description}: the group's members. */
    create: async (actor: Actor, input: AlbumFields & { groupId: number }) =>
      groupAlbum(await of.create(actor, { ownerId: input.groupId, name: input.name, description: input.description })),
    /** POST /groups/albums/update {id, name, description} */
    update: async (actor: Actor, input: AlbumUpdate) => groupAlbum(await of.update(actor, input)),
    /** POST /groups/albums/delete {id}: the album with its photos (their files stay with their uploaders). */
    async remove(actor: Actor, id: number): Promise<{ id: number; groupId: number }> {
      const { ownerId } = await of.remove(actor, id);
      return { id, groupId: ownerId };
    },
    /** GET /groups/albums/photos?albumId&after&pageSize: oldest first (the order they were added in). */
    async photos(actor: Actor, input: PhotoListQuery): Promise<Page<PhotoView>> {
      const page = await of.photos(actor, input);
      return { ...page, items: page.items.map(groupPhoto) };
    },
    /** The album page: the album of the address's group and a page of its photos; another group's is not found. */
    async albumWithPhotos(actor: Actor, input: PhotoListQuery & { groupId: number }) {
      const { album, photos } = await of.albumWithPhotos(actor, { ...input, ownerId: input.groupId });
      return { album: groupAlbum(album), photos: { ...photos, items: photos.items.map(groupPhoto) } };
    },
    /** GET /groups/albums/photos/get?id: the photo with its neighbours; `at`: the address's album and group. */
    async photo(actor: Actor, id: number, at?: PhotoAddress) {
      const found = await of.photo(actor, id, at && { ownerId: at.groupId, albumId: at.albumId });
      return { ...found, photo: groupPhoto(found.photo) };
    },
    /** POST /groups/albums/photos/add {albumId, fileIds}: members add GROUP_PHOTO files they uploaded; all or none. */
    addPhotos: async (actor: Actor, input: PhotosAdd) => (await of.addPhotos(actor, input)).map(groupPhoto),
    /** POST /groups/albums/photos/update {id, description} */
    updatePhoto: async (actor: Actor, input: PhotoUpdate) => groupPhoto(await of.updatePhoto(actor, input)),
    /** POST /groups/albums/photos/delete {id}: the photo leaves its album (the count with it). */
    async removePhoto(actor: Actor, id: number): Promise<{ id: number; albumId: number; groupId: number }> {
      const { albumId, ownerId } = await of.removePhoto(actor, id);
      return { id, albumId, groupId: ownerId };
    },
    /** The demo's and the generator's big albums: rows sharing files already added (albums' repeatPhotos). */
    repeatPhotos: of.repeatPhotos,
  };
}

export type GroupAlbumsService = ReturnType<typeof createGroupAlbums>;
