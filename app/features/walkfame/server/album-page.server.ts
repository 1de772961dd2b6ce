// /walkfame/{id}/album apart from its markup (issue #36): the board, its album (none before the first upload)
// with a page of its photos by keyset, a photo of it (`?photo=`), and the posts: the editors' multipart upload
// (the album made on the first), a photo's caption and its deletion. Refusals come back as the page's own.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isDomainError, isMissing } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import {
  albumMessages as ta,
  photoAcceptOf,
  photoFormSchema,
  PHOTOS_PAGE,
  uploadedPath,
  uploadLimitOf,
  uploadPhotos,
} from "~/features/albums/index.server";
import { WALKFAME_PHOTO } from "../files";
import { serverMessages as r } from "../messages.server";
import { boardAlbumPath } from "./album.server";
import { boardOr404 } from "./pages.server";

/** The page's body limit (its route exports it as uploadLimit): 20 photos at their largest. */
export const WALKFAME_UPLOAD_MAX_BYTES = uploadLimitOf(WALKFAME_PHOTO);

const photoMissing = (boardId: number) =>
  refusePage(404, { pageTitle: ta.photoNotFound, title: ta.photoNotFound, back: { to: boardAlbumPath(boardId), label: ta.title } });

export async function boardAlbumLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const board = await boardOr404(context, actor, params.id);
  const service = context.services.walkfame.album;
  const { album, canAdd } = await service.find(actor, board.id);
  const search = new URL(request.url).searchParams;
  const after = search.get("after");
  const photos = album
    ? (await service.albums.albumWithPhotos(actor, { albumId: album.id, ownerId: board.id, after: toId(after), pageSize: PHOTOS_PAGE }))
        .photos
    : { items: [], nextCursor: null };
  const photoParam = search.get("photo");
  let shown = null;
  if (photoParam !== null) {
    const photoId = toId(photoParam);
    if (!album || photoId === null) throw photoMissing(board.id);
    try {
      shown = await service.albums.photo(actor, photoId, { ownerId: board.id, albumId: album.id });
    } catch (error) {
      if (isMissing(error)) throw photoMissing(board.id);
      throw error;
    }
  }
  const offset = after ? Number(search.get("from") ?? 0) : 0;
  return { board: { id: board.id, title: board.title }, album, canAdd, photos, shown, offset, accept: photoAcceptOf(WALKFAME_PHOTO) };
}

export async function boardAlbumAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const board = await boardOr404(context, actor, params.id);
  const service = context.services.walkfame.album;
  const here = boardAlbumPath(board.id);
  // The upload form is the page's only multipart one: its files are read as they stream in.
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const { album: found, canAdd } = await service.find(actor, board.id);
    if (!canAdd) return data({ problems: [r.forbidden], error: null, description: "" }, { status: 403 });
    const album = found ?? (await service.ensure(actor, board));
    const { added, problems, firstId } = await uploadPhotos(request, context, actor, {
      albums: service.albums,
      albumId: album.id,
      kind: WALKFAME_PHOTO,
    });
    if (problems.length === 0 && firstId !== null)
      return redirectWithToast(
        context,
        uploadedPath(here, album.photoCount, firstId),
        { type: "success", text: ta.uploaded(added) },
        { status: 303 },
      );
    return data({ problems, error: null, description: "" }, { status: added ? 200 : 400 });
  }
  const form = await readForm(request);
  const photoId = toId(new URL(request.url).searchParams.get("photo"));
  const description = String(form.get("description") ?? "");
  if (photoId === null) return data({ problems: [], error: null, description }, { status: 400 });
  try {
    const { album } = await service.find(actor, board.id);
    if (!album) throw photoMissing(board.id);
    const { photo } = await service.albums.photo(actor, photoId, { ownerId: board.id, albumId: album.id });
    if (form.get("intent") === "delete") {
      await service.albums.removePhoto(actor, photo.id);
      return redirectWithToast(context, here, { type: "success", text: ta.photoDeleted }, { status: 303 });
    }
    const checked = parseInput(photoFormSchema, { description }).description;
    await service.albums.updatePhoto(actor, { id: photo.id, description: checked });
    return redirectWithToast(context, `${here}?photo=${photo.id}`, { type: "success", text: ta.saved }, { status: 303 });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.kind === "not_found") throw photoMissing(board.id);
    return data({ problems: [], error: error.message, description }, { status: error.kind === "forbidden" ? 403 : 400 });
  }
}
