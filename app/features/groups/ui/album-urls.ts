// Where a group's albums live (issue #14 point 9): /group/{id}/albums[/{albumId}[/{photoId}]], handed to the
// albums' page parts (~/features/albums) as their AlbumPaths.
import type { AlbumPaths } from "~/features/albums/index";

export const albumsPath = (groupId: number) => `/group/${groupId}/albums`;
export const albumPath = (groupId: number, albumId: number) => `${albumsPath(groupId)}/${albumId}`;
export const photoPath = (groupId: number, albumId: number, photoId: number) => `${albumPath(groupId, albumId)}/${photoId}`;

export const groupAlbumPaths = (groupId: number): AlbumPaths => ({
  albums: albumsPath(groupId),
  album: (albumId) => albumPath(groupId, albumId),
  photo: (albumId, photoId) => photoPath(groupId, albumId, photoId),
});
