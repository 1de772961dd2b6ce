// The gallery's client-safe exports: its addresses (the videos' pages link back to /gallery).
export { GALLERY, GALLERY_PHOTOS, MEDIA, galleryAlbumPath } from "./paths";
