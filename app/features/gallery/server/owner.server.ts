// The company gallery as an album owner (issue #36): one owner (id 1), read by everyone signed in; editors
// (ROLE_EDIT_GALLERY) and administrators create albums, add photos and edit anybody's; an author without
// the role any more still edits her own.
import type { AlbumOwnerKind } from "~/features/albums/index.server";
import { serverMessages as s } from "../messages.server";
import { canEditGallery, canReadGallery } from "../policy";
import { galleryAlbumPath } from "../paths";

export const GALLERY_OWNER = "gallery";
/** The gallery's one owner id: the company. */
export const COMPANY = 1;

export const galleryOwner: AlbumOwnerKind = {
  kind: GALLERY_OWNER,
  fileType: "GALLERY_PHOTO",
  refusals: { ownerNotFound: s.notFound, closed: s.closed, notContributor: s.forbidden, notEditor: s.notEditor },
  rights: async (reader, ids) =>
    new Map(
      ids
        .filter((id) => id === COMPANY)
        .map((id) => [id, { read: canReadGallery(reader), add: canEditGallery(reader), manage: canEditGallery(reader) }]),
    ),
  readableWhere: () => true,
  albumPath: (_company, albumId) => galleryAlbumPath(albumId),
};
