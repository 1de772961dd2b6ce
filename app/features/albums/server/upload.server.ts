// The album page's multipart upload, for every owner (issue #36): each chosen file is stored as the owner's
// kind of photo file (judged by its content, not its name) and the stored ones are added to the album in one
// call; a refused file is named with why, the accepted ones are kept.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { MULTIPART_FRAMING_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { acceptOf, extensionOf, type FileKind } from "~/shared/files/rules";
import { albumMessages as t } from "../messages";
import { PHOTOS_PAGE, PHOTOS_PER_UPLOAD } from "../limits";
import type { OwnerAlbums } from "./albums.server";

/** An album page's body limit (its route exports it as uploadLimit): 20 photos at their largest. */
export const uploadLimitOf = (kind: FileKind) => PHOTOS_PER_UPLOAD * kind.maxBytes + MULTIPART_FRAMING_BYTES;

/** The upload field's `accept`, handed to the page by its loader: the files' rules stay out of its scripts. */
export const photoAcceptOf = (kind: FileKind) => acceptOf(kind);

/**
 * Where an upload leads: the album lists oldest first, so when the new photos fall past its first page the
 * page opens at them (after the older ones, counted on for their names), with a link back to the start;
 * before, the person saw the first 50 and not what they had just added.
 */
export function uploadedPath(album: string, countBefore: number, firstId: number): string {
  return countBefore < PHOTOS_PAGE ? album : `${album}?after=${firstId - 1}&from=${countBefore}#photo-${firstId}`;
}

export async function uploadPhotos(
  request: Request,
  context: AppLoadContext,
  actor: SignedIn,
  target: { albums: OwnerAlbums; albumId: number; kind: FileKind },
): Promise<{ added: number; problems: string[]; firstId: number | null }> {
  const { kind } = target;
  const { form, cleanup, pathOf, tooBig } = await readUploadForm(request, kind.maxBytes);
  const problems: string[] = [];
  const fileIds: number[] = [];
  try {
    if (tooBig) problems.push(kind.tooBig);
    const files = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0 && f.name !== "");
    if (files.length === 0 && !tooBig) return { added: 0, problems: [t.filesRequired], firstId: null };
    if (files.length > PHOTOS_PER_UPLOAD) return { added: 0, problems: [t.tooManyFiles], firstId: null };
    for (const file of files) {
      if (!kind.extensions.includes(extensionOf(file.name))) {
        problems.push(t.uploadFailedOf(file.name, t.notImage));
        continue;
      }
      try {
        const onDisk = pathOf(file);
        const saved = await context.services.files.saveUpload(actor, {
          fileType: kind.type,
          originalFileName: file.name,
          ...(onDisk ? { path: onDisk, size: file.size } : { bytes: new Uint8Array(await file.arrayBuffer()) }),
        });
        fileIds.push(saved.id);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        problems.push(t.uploadFailedOf(file.name, error.message));
      }
    }
  } finally {
    await cleanup();
  }
  if (fileIds.length === 0) return { added: 0, problems, firstId: null };
  const photos = await target.albums.addPhotos(actor, { albumId: target.albumId, fileIds });
  return { added: fileIds.length, problems, firstId: Math.min(...photos.map((p) => p.id)) };
}
