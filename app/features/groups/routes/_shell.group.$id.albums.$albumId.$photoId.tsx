// /group/{id}/albums/{albumId}/{photoId}: the photo (LARGE, MEDIUM in its srcset), its description —
// a form for whoever may edit it (its author, the group's managers, administrators) — the previous and
// next photos of the album, a link to the original, and delete after `?dialog=delete` asks again.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { isDomainError } from "~/platform/errors";
import { readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { Link, useBasePath } from "~/shared/ui/link";
import { albumMessages as t } from "~/features/albums/index";
import { PHOTO_DESCRIPTION_MAX } from "~/features/albums/index";
import { photoDescription, photoPage } from "~/features/groups/server/albums-pages.server";
import { ConfirmDelete } from "~/features/albums/index";
import { albumPath, photoPath } from "~/features/groups/ui/album-urls";
import { albumStyles as styles } from "~/features/albums/styles";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { group, photo, prevId, nextId } = await photoPage(context, actor, params);
  return { groupId: group.id, photo, prevId, nextId };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { group, photo } = await photoPage(context, actor, params);
  const form = await readForm(request);
  const description = String(form.get("description") ?? "");
  try {
    if (form.get("intent") === "delete") {
      await context.services.groupAlbums.removePhoto(actor, photo.id);
      return redirectWithToast(context, albumPath(group.id, photo.albumId), { type: "success", text: t.photoDeleted });
    }
    await context.services.groupAlbums.updatePhoto(actor, { id: photo.id, description: photoDescription(description) });
    return redirectWithToast(context, photoPath(group.id, photo.albumId, photo.id), { type: "success", text: t.saved });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data({ error: error.message, description }, { status: error.kind === "forbidden" ? 403 : 400 });
  }
}

export default function Photo() {
  const { groupId, photo, prevId, nextId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const base = useBasePath();
  const here = photoPath(groupId, photo.albumId, photo.id);
  const { image } = photo;
  return (
    <section aria-label={t.title}>
      <div className="album-bar">
        <Link to={albumPath(groupId, photo.albumId)}>{t.back}</Link>
      </div>
      <figure className="card album-photo">
        <img
          className="album-photo__image"
          src={base + image.large}
          srcSet={`${base + image.medium} 800w, ${base + image.large} 1600w`}
          sizes="(max-width: 991px) 100vw, 60vw"
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          alt={photo.description || image.originalFileName}
        />
        {photo.description && !photo.canEdit ? <figcaption className="album-description">{photo.description}</figcaption> : null}
      </figure>
      <nav className="album-photo__nav" aria-label={t.title}>
        {prevId ? <Link to={photoPath(groupId, photo.albumId, prevId)} rel="prev">{`← ${t.previous}`}</Link> : <span />}
        <a href={base + image.original} target="_blank" rel="noreferrer">
          {t.original}
        </a>
        {nextId ? <Link to={photoPath(groupId, photo.albumId, nextId)} rel="next">{`${t.next} →`}</Link> : <span />}
      </nav>
      {photo.canEdit ? (
        <Form method="post" className="card album-upload">
          <input type="hidden" name="intent" value="describe" />
          <div className={result?.error ? "field field--error" : "field"}>
            <label htmlFor="photo-description">{t.fieldDescription}</label>
            <textarea
              id="photo-description"
              name="description"
              rows={3}
              maxLength={PHOTO_DESCRIPTION_MAX}
              defaultValue={result?.description ?? photo.description}
              aria-invalid={result?.error ? true : undefined}
              aria-describedby={result?.error ? "photo-description-error" : undefined}
            />
            {result?.error ? (
              <p className="field__error" id="photo-description-error">
                {result.error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary">
            {t.save}
          </button>
        </Form>
      ) : null}
      {photo.canEdit ? (
        search.get("dialog") === "delete" ? (
          <ConfirmDelete question={t.deletePhotoConfirm} cancelTo={here} />
        ) : (
          <p className="album-photo__actions">
            <Link to={`${here}?dialog=delete`} className="button button--danger-outline">
              {t.deletePhoto}
            </Link>
          </p>
        )
      ) : null}
    </section>
  );
}
