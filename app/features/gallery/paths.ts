// The gallery's addresses (part 1 §1: /gallery, /gallery/photos[/create|/{albumId}[/edit]]), client-safe.
import type { AlbumPaths } from "~/features/albums/index";

export const GALLERY = "/gallery";
export const GALLERY_PHOTOS = "/gallery/photos";
export const MEDIA = "/media";
export const galleryAlbumPath = (albumId: number) => `${GALLERY_PHOTOS}/${albumId}`;
/** The page of one photo without JavaScript: the album page with ?photo= (previous and next links). */
export const galleryPhotoPath = (albumId: number, photoId: number) => `${galleryAlbumPath(albumId)}?photo=${photoId}`;
export const galleryEditPath = (albumId: number) => `${galleryAlbumPath(albumId)}/edit`;

export const galleryAlbumPaths: AlbumPaths = { albums: GALLERY_PHOTOS, album: galleryAlbumPath, photo: galleryPhotoPath };
