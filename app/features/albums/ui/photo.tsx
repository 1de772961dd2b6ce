// A photo's page without JavaScript, for every owner (issue #36; the group albums' of issue #14 point 9): the
// photo (LARGE, MEDIUM in its srcset), its description — a form for whoever may edit it — the previous and next
// photos of the album, a link to the original, and delete after `?dialog=delete` asks again.
import { Form } from "@remix-run/react";
import { Link, useBasePath } from "~/shared/ui/link";
import { albumMessages as t } from "../messages";
import { PHOTO_DESCRIPTION_MAX } from "../limits";
import type { PhotoImage } from "../server/rows.server";
import { ConfirmDelete } from "./albums";

interface ShownPhoto {
  id: number;
  description: string;
  canEdit: boolean;
  image: PhotoImage;
}

export function PhotoPanel({
  photo,
  here,
  back,
  prev,
  next,
  asking,
  result,
}: {
  photo: ShownPhoto;
  /** This page's address (the delete question's Cancel). */
  here: string;
  back: string;
  prev: string | null;
  next: string | null;
  /** `?dialog=delete`: the question asked. */
  asking: boolean;
  /** The description form's refusal, with what was typed. */
  result?: { error: string; description: string } | undefined;
}) {
  const base = useBasePath();
  const { image } = photo;
  return (
    <>
      <div className="album-bar">
        <Link to={back}>{t.back}</Link>
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
        {prev ? <Link to={prev} rel="prev">{`← ${t.previous}`}</Link> : <span />}
        <a href={base + image.original} target="_blank" rel="noreferrer">
          {t.original}
        </a>
        {next ? <Link to={next} rel="next">{`${t.next} →`}</Link> : <span />}
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
        asking ? (
          <ConfirmDelete question={t.deletePhotoConfirm} cancelTo={here} />
        ) : (
          <p className="album-photo__actions">
            <Link to={`${here}${here.includes("?") ? "&" : "?"}dialog=delete`} className="button button--danger-outline">
              {t.deletePhoto}
            </Link>
          </p>
        )
      ) : null}
    </>
  );
}
