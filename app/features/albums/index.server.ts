// Albums (issue #36): the one album implementation — albums and photos of every owner kind (a group's, the
// company gallery's, later a hall-of-fame board's), their pages' parts, the upload, /media's and the gallery
// landing's lists across owners. An owner's feature needs "albums" and registers its kind (owners.server.ts
// says how); albums import no owner. Other features reach albums through this file and index.ts.
import { defineFeature } from "~/platform/feature";
import { createAlbums } from "./server/albums.server";
import { migrations } from "./migrations";

export type { AlbumsService, OwnerAlbums, Page, PhotoAddress } from "./server/albums.server";
export type { AlbumOwnerKind, OwnerRights } from "./owners.server";
export type { MediaAlbum, MediaPhoto } from "./server/across.server";
export { ALBUM, ALBUM_CHANGED, type AlbumSearchItem } from "./server/search-indexer.server";
export { photoAcceptOf, uploadedPath, uploadLimitOf, uploadPhotos } from "./server/upload.server";
export {
  addPhotosSchema,
  after,
  albumFields,
  albumFormSchema,
  albumRefSchema,
  listAlbumsSchema,
  listPhotosSchema,
  photoFormSchema,
  photoRefSchema,
  updateAlbumSchema,
  updatePhotoSchema,
  type AlbumFields,
  type AlbumUpdate,
  type PhotoListQuery,
  type PhotosAdd,
  type PhotoUpdate,
} from "./schema";
export { ALBUMS_PAGE, PHOTOS_PAGE, PHOTOS_PER_UPLOAD } from "./limits";
export { albumMessages } from "./messages";
export type { AlbumView, PhotoView, PhotoImage } from "./server/rows.server";

export const albumsFeature = defineFeature({
  name: "albums",
  migrations,
  services: (deps) => ({ albums: createAlbums(deps) }),
  fileReadGuards: ({ albums }) => [albums.fileReadGuard],
  searchIndexers: ({ albums }) => [albums.searchIndexer],
});
