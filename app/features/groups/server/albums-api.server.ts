// The group albums' /api calls (issue #14 point 9, ours: the spec shows no album paths). Each parses its
// input at this edge and calls services.groupAlbums.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import {
  addPhotosSchema,
  albumRefSchema,
  createAlbumSchema,
  listAlbumsSchema,
  listPhotosSchema,
  photoRefSchema,
  updateAlbumSchema,
  updatePhotoSchema,
} from "../schema-albums";

export const groupAlbumsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/groups/albums/list",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.list(actor, parseInput(listAlbumsSchema, input)),
  },
  {
    method: "GET",
    path: "/groups/albums/get",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.get(actor, parseInput(albumRefSchema, input).id),
  },
  {
    method: "GET",
    path: "/groups/albums/photos",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.photos(actor, parseInput(listPhotosSchema, input)),
  },
  {
    method: "GET",
    path: "/groups/albums/photos/get",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.photo(actor, parseInput(photoRefSchema, input).id),
  },
  {
    method: "POST",
    path: "/groups/albums/create",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.create(actor, parseInput(createAlbumSchema, input)),
  },
  {
    method: "POST",
    path: "/groups/albums/update",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.update(actor, parseInput(updateAlbumSchema, input)),
  },
  {
    method: "POST",
    path: "/groups/albums/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.remove(actor, parseInput(albumRefSchema, input).id),
  },
  {
    method: "POST",
    path: "/groups/albums/photos/add",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.addPhotos(actor, parseInput(addPhotosSchema, input)),
  },
  {
    method: "POST",
    path: "/groups/albums/photos/update",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.updatePhoto(actor, parseInput(updatePhotoSchema, input)),
  },
  {
    method: "POST",
    path: "/groups/albums/photos/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.groupAlbums.removePhoto(actor, parseInput(photoRefSchema, input).id),
  },
];
