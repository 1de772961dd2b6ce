// The gallery's large data set (issue #36 "Measured"): a company album of 2,000 photos (scale 1) beside the
// demo's, and the groups' set at a twentieth (100 groups, 10 % closed, 50 albums, 1,000 photos) so /media
// mixes the gallery's photos with groups' open and closed ones. The photos share one stored image (the
// statements, not the files, are what the set measures), added as an upload adds them and then as rows by
// the albums' repeatPhotos.
import sharp from "sharp";
import { actingAs } from "../../app/platform/actor";
import type { Portal } from "../../app/portal/open.server";
import { generateGroups, type GroupsSizes } from "./groups-generate";

export interface GallerySizes {
  /** Photos of the big company album. */
  largestAlbum: number;
  /** The groups' set's scale. */
  groupsScale: number;
}

export const gallerySizes = (scale: number): GallerySizes => ({
  largestAlbum: Math.max(20, Math.round(2_000 * scale)),
  groupsScale: scale / 20,
});

export interface GalleryReport {
  sizes: GallerySizes;
  groups: GroupsSizes;
  /** The big company album's id: /gallery/photos/{id}. */
  largestAlbumId: number;
  ms: number;
}

export async function generateGallery(portal: Portal, options: { scale: number; log?: (line: string) => void }): Promise<GalleryReport> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const sizes = gallerySizes(options.scale);
  const groups = await generateGroups(portal, { scale: sizes.groupsScale, log });
  const admin = await portal.db.kysely.selectFrom("users").select("id").where("phone", "=", "9000000001").executeTakeFirstOrThrow();
  const editor = actingAs(admin.id, ["ROLE_ADMINISTRATOR"]);
  const album = await portal.services.gallery.create(editor, { name: "Фотоотчёт с конференции", description: "Все снимки за три дня" });
  const bytes = await sharp({ create: { width: 640, height: 427, channels: 3, background: "#3d5a80" } })
    .jpeg()
    .toBuffer();
  const file = await portal.services.files.saveUpload(editor, { fileType: "GALLERY_PHOTO", originalFileName: "IMG_0001.jpg", bytes });
  await portal.services.gallery.addPhotos(editor, { albumId: album.id, fileIds: [file.id] });
  await portal.services.gallery.repeatPhotos(album.id, editor.userId, sizes.largestAlbum - 1);
  log(`gallery: an album of ${sizes.largestAlbum} photos (${album.id})`);
  return { sizes, groups: groups.sizes, largestAlbumId: album.id, ms: performance.now() - started };
}
