// The bench's gallery targets (issue #36 "Measured": /media and an album of 2,000 photos, the same statements for
// 20 and 2,000) on the set of `npm run generate -- gallery` (scripts/lib/gallery-generate.ts): /media, the
// 2,000-photo album and the landing, then the statements /media and the album's first page take.
//   BENCH_GALLERY: sqlite (default), postgres, both or off.
import { actingAs } from "../../app/platform/actor";
import type { GalleryReport } from "./gallery-generate";
import { statementsOn } from "./generated-set";
import { defineSetBench } from "./set-bench";

export const galleryBench = defineSetBench({
  name: "gallery",
  env: "GALLERY",
  targetCount: 3,
  title: (set: { report: GalleryReport & { databaseBytes: number } }) =>
    `Gallery set (an album of ${set.report.sizes.largestAlbum} photos, ${set.report.groups.photos} group photos): generated in ` +
    `${(set.report.ms / 1000).toFixed(1)} s, database ${(set.report.databaseBytes / 1024 / 1024).toFixed(1)} MB`,
  count: (set) =>
    statementsOn(set, {
      media: (portal) => portal.services.gallery.media(actingAs(3), { after: null, pageSize: 60 }),
      album: (portal) =>
        portal.services.gallery.albumWithPhotos(actingAs(3), { albumId: set.report.largestAlbumId, after: null, pageSize: 50 }),
    }),
  targets: (set) => [
    { label: "/media", path: "/media" },
    { label: `/gallery/photos/{album of ${set.report.sizes.largestAlbum}}`, path: `/gallery/photos/${set.report.largestAlbumId}` },
    { label: "/gallery", path: "/gallery" },
  ],
  statements: (counted) => `/media ${counted.media}, the album's first page ${counted.album} (the same for 20 photos: the gallery's tests)`,
});
