// The company gallery (issue #36): services.gallery — the company's albums (the albums feature's, of owner
// kind "gallery": one owner, the company), the /gallery landing and /media. Videos are another feature's
// (issue #36's videos): a VideoSource handed in merges their cards by date; without one the lists are photos.
import type { Actor } from "~/platform/actor";
import type { AlbumFields, AlbumsService, MediaAlbum, MediaPhoto, PhotoListQuery } from "~/features/albums/index.server";
import { COMPANY, GALLERY_OWNER } from "./owner.server";
import { mergeByDate, type MediaItem, type VideoSource } from "./media.server";

/** Newest company albums on the landing. */
export const LANDING_ALBUMS = 8;
/** Videos in the landing's strip. */
export const LANDING_VIDEOS = 6;

export function createGallery(albums: AlbumsService, videos: VideoSource | null = null) {
  const of = albums.of(GALLERY_OWNER);
  return {
    /** GET /gallery/albums/list?after&pageSize: the company albums, newest first; canAdd: may create one. */
    list: (actor: Actor, input: { after: number | null; pageSize: number }) => of.list(actor, { ...input, ownerId: COMPANY }),
    get: of.get,
    /** POST /gallery/albums/create: editors of the gallery and administrators. */
    create: (actor: Actor, input: AlbumFields) => of.create(actor, { ...input, ownerId: COMPANY }),
    update: of.update,
    remove: of.remove,
    photos: of.photos,
    /** The album page: a company album and a page of its photos (another owner's album is not found). */
    albumWithPhotos: (actor: Actor, input: PhotoListQuery) => of.albumWithPhotos(actor, { ...input, ownerId: COMPANY }),
    /** A photo of a company album with its neighbours; `albumId`: the address's album. */
    photo: (actor: Actor, id: number, albumId?: number) =>
      of.photo(actor, id, albumId === undefined ? undefined : { ownerId: COMPANY, albumId }),
    addPhotos: of.addPhotos,
    updatePhoto: of.updatePhoto,
    removePhoto: of.removePhoto,
    repeatPhotos: of.repeatPhotos,

    /** /gallery: the newest company albums and the newest videos (two statements, and the videos'). */
    async landing(actor: Actor): Promise<{ albums: MediaAlbum[]; videos: MediaItem[]; canAdd: boolean }> {
      const [newest, { canAdd }] = await Promise.all([
        albums.newestAlbums(actor, { after: null, pageSize: LANDING_ALBUMS, kinds: [GALLERY_OWNER] }),
        of.list(actor, { ownerId: COMPANY, after: null, pageSize: 1 }),
      ]);
      const cards = videos ? await videos.newest(actor, LANDING_VIDEOS) : [];
      return { albums: newest.items, videos: cards.map((video) => ({ type: "video" as const, ...video })), canAdd };
    },

    /**
     * /media: the newest photos of the gallery and of the groups the reader reads, by keyset (the last photo's
     * id), with the videos of the same span merged in by date on the first page.
     */
    async media(
      actor: Actor,
      input: { after: number | null; pageSize: number },
    ): Promise<{ items: MediaItem[]; nextCursor: string | null }> {
      const photos = await albums.newestPhotos(actor, input);
      const photoItems = photos.items.map((photo: MediaPhoto) => ({ type: "photo" as const, ...photo }));
      if (!videos || input.after !== null) return { items: photoItems, nextCursor: photos.nextCursor };
      const cards = await videos.newest(actor, input.pageSize);
      return { items: mergeByDate(photoItems, cards, photos.nextCursor !== null), nextCursor: photos.nextCursor };
    },
  };
}

export type GalleryService = ReturnType<typeof createGallery>;
