// The company gallery (issue #36): /gallery, the company albums (/gallery/photos…, the albums feature's
// albums of owner kind "gallery") and /media, the newest photos (and videos) the reader may see. Other
// features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import type { AlbumsService } from "~/features/albums/index.server";
import type { VideosService } from "~/features/videos/index.server";
import { ROLE_EDIT_GALLERY } from "./policy";
import { createGallery } from "./server/gallery.server";
import { galleryOwner } from "./server/owner.server";
import { galleryApi } from "./server/api.server";
import { galleryNames } from "./messages.server";
import { seedGallery } from "./seed.server";
import { GALLERY_PHOTO } from "./files";
import { GALLERY } from "./paths";

export type { GalleryService } from "./server/gallery.server";
export type { MediaItem, VideoCard, VideoSource } from "./server/media.server";

export const galleryFeature = defineFeature({
  name: "gallery",
  needs: ["albums", "videos"],
  // The landing's strip and /media show the videos feature's newest cards beside the photos.
  services: (_deps, needs: { albums: AlbumsService; videos: VideosService }) => {
    needs.albums.registerOwner(galleryOwner);
    return { gallery: createGallery(needs.albums, needs.videos) };
  },
  api: galleryApi,
  roles: [ROLE_EDIT_GALLERY],
  roleGroups: [{ type: "GALLERY", ...galleryNames.roleGroup, roles: [ROLE_EDIT_GALLERY] }],
  fileKinds: [GALLERY_PHOTO],
  // One entry: the landing links to the albums and to /media (a submenu of the header's last entry would open
  // past the right edge of the page).
  menu: [{ name: galleryNames.menu, link: GALLERY, order: 9 }],
  seed: seedGallery,
});
