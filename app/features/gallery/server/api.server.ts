// The company gallery's /api calls (issue #36, ours: the spec shows no gallery paths), shaped like the group
// albums' (groups/api.md) without the group: each parses its input at this edge and calls services.gallery.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import {
  addPhotosSchema,
  albumFormSchema,
  albumRefSchema,
  listAlbumsSchema,
  listPhotosSchema,
  photoRefSchema,
  updateAlbumSchema,
  updatePhotoSchema,
} from "~/features/albums/index.server";

export const galleryApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/gallery/albums/list",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.list(actor, parseInput(listAlbumsSchema, input)),
  },
  {
    method: "GET",
    path: "/gallery/albums/get",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.get(actor, parseInput(albumRefSchema, input).id),
  },
  {
    method: "GET",
    path: "/gallery/albums/photos",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.photos(actor, parseInput(listPhotosSchema, input)),
  },
  {
    method: "GET",
    path: "/gallery/albums/photos/get",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.photo(actor, parseInput(photoRefSchema, input).id),
  },
  {
    method: "POST",
    path: "/gallery/albums/create",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.create(actor, parseInput(albumFormSchema, input)),
  },
  {
    method: "POST",
    path: "/gallery/albums/update",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.update(actor, parseInput(updateAlbumSchema, input)),
  },
  {
    method: "POST",
    path: "/gallery/albums/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.remove(actor, parseInput(albumRefSchema, input).id),
  },
  {
    method: "POST",
    path: "/gallery/albums/photos/add",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.addPhotos(actor, parseInput(addPhotosSchema, input)),
  },
  {
    method: "POST",
    path: "/gallery/albums/photos/update",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.updatePhoto(actor, parseInput(updatePhotoSchema, input)),
  },
  {
    method: "POST",
    path: "/gallery/albums/photos/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.removePhoto(actor, parseInput(photoRefSchema, input).id),
  },
  {
    method: "GET",
    path: "/media/list",
    access: "user",
    handler: ({ services, actor, input }) => services.gallery.media(actor, parseInput(listAlbumsSchema, input)),
  },
];
