// /gallery/photos/{albumId}/edit (issue #36): whoever may edit the album (its author, the gallery's editors,
// administrators) renames and describes it (the albums' form, checked as /api checks it), captions and
// deletes its photos 50 a page, and deletes the album after `?dialog=delete` asks again. Everyone else is
// refused: editing another's album needs the gallery's role.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { pageTitle } from "~/shared/ui/meta";
import { Link } from "~/shared/ui/link";
import { AlbumForm } from "~/features/albums/forms";
import { albumMessages as ta, ConfirmDelete } from "~/features/albums/index";
import { albumFormSchema } from "~/features/albums/index.server";
import { albumStyles } from "~/features/albums/styles";
import { messages as t } from "../messages";
import { serverMessages } from "../messages.server";
import { galleryAlbumPath, galleryEditPath, GALLERY_PHOTOS } from "../paths";
import { galleryAlbumPage, photoDescription } from "../server/pages.server";
import { CaptionsForm } from "../ui/captions";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: albumStyles }];
export const meta: MetaFunction = () => pageTitle(t.editTitle);
export const handle = { title: t.editTitle };

async function editable(request: Request, context: LoaderFunctionArgs["context"], albumId: string | undefined, after: string | null) {
  const actor = requireSignedIn(request, context);
  const page = await galleryAlbumPage(context, actor, albumId, after);
  if (!page.album.canEdit) throw refusePage(403, { pageTitle: t.editTitle, title: t.editTitle, text: serverMessages.notEditor });
  return { actor, ...page };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const { album, photos } = await editable(request, context, params.albumId, search.get("after"));
  return { album, photos, offset: search.has("after") ? Number(search.get("from") ?? 0) : 0 };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const { actor, album } = await editable(request, context, params.albumId, null);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "delete") {
    await context.services.gallery.remove(actor, album.id);
    return redirectWithToast(context, GALLERY_PHOTOS, { type: "success", text: ta.albumDeleted });
  }
  if (intent === "photos") return savePhotos(formData);
  const submission = parseWithSchema(formData, albumFormSchema);
  if (submission.status !== "success") return data({ album: submission.reply(), photos: null }, { status: 400 });
  try {
    await context.services.gallery.update(actor, { id: album.id, ...submission.value });
  } catch (error) {
    return data({ album: replyWithDomainError(submission, error), photos: null }, { status: 400 });
  }
  return redirectWithToast(context, galleryAlbumPath(album.id), { type: "success", text: t.albumSaved });

  /** Each photo of the page its caption, the checked ones deleted; refusals by photo, what was typed kept. */
  async function savePhotos(form: FormData) {
    const deleted = new Set(form.getAll("delete").map((v) => toId(v)));
    const typed: Record<string, string> = {};
    const errors: Record<string, string> = {};
    for (const id of form.getAll("ids").map((v) => toId(v))) {
      if (id === null) continue;
      const caption = String(form.get(`caption-${id}`) ?? "");
      typed[id] = caption;
      try {
        if (deleted.has(id)) await context.services.gallery.removePhoto(actor, id);
        else await context.services.gallery.updatePhoto(actor, { id, description: photoDescription(caption) });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        errors[id] = error.message;
      }
    }
    if (Object.keys(errors).length) return data({ album: null, photos: { typed, errors } }, { status: 400 });
    const back = search.has("after") ? `${galleryEditPath(album.id)}?${search.toString()}` : galleryEditPath(album.id);
    return redirectWithToast(context, back, { type: "success", text: t.captionsSaved });
  }
}

export default function EditGalleryAlbum() {
  const { album, photos, offset } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const here = galleryEditPath(album.id);
  return (
    <section aria-labelledby="album-edit-title">
      <div className="album-bar">
        <h1 className="page-title" id="album-edit-title">
          {t.editTitle}
        </h1>
        <Link to={galleryAlbumPath(album.id)}>{ta.back}</Link>
      </div>
      <div className="card album-upload">
        <AlbumForm
          id="album-edit"
          lastResult={result?.album}
          defaultValue={{ name: album.name, description: album.description }}
          submitLabel={ta.save}
          cancelTo={galleryAlbumPath(album.id)}
        />
      </div>
      {photos.items.length ? (
        <CaptionsForm photos={photos.items} offset={offset} typed={result?.photos?.typed ?? {}} errors={result?.photos?.errors ?? {}} />
      ) : null}
      {photos.nextCursor ? (
        <p className="album-more">
          <Link to={`${here}?after=${photos.nextCursor}&from=${offset + photos.items.length}`} className="button">
            {ta.showMore}
          </Link>
        </p>
      ) : null}
      {search.get("dialog") === "delete" ? (
        <ConfirmDelete question={ta.deleteAlbumConfirm} cancelTo={here} />
      ) : (
        <p>
          <Link to={`${here}?dialog=delete`} className="button button--danger-outline">
            {ta.deleteAlbum}
          </Link>
        </p>
      )}
    </section>
  );
}
