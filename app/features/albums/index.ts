// The albums' client-safe exports (issue #36): the pages' parts every owner's pages draw (a group's albums,
// the gallery's, later a hall-of-fame board's), their strings, limits and links. The server side is
// index.server.ts; how an owner kind is added: owners.server.ts.
export { AlbumCards, ConfirmDelete, PhotoGrid, ShowMore, Thumb, UploadForm, type ThumbImage } from "./ui/albums";
export { PhotoPanel } from "./ui/photo";
export { PhotoViewer } from "./ui/viewer";
export { albumMessages } from "./messages";
export { ALBUM_DESCRIPTION_MAX, ALBUM_NAME_MAX, ALBUMS_PAGE, PHOTO_DESCRIPTION_MAX, PHOTOS_PAGE, PHOTOS_PER_UPLOAD } from "./limits";
export { photoHash, photoIdOfHash, photoLink, postPath, type AlbumPaths } from "./links";
export type { AlbumView, PhotoImage, PhotoView } from "./server/rows.server";
