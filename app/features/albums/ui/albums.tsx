// The album pages' parts of every owner (issue #36; the group albums' of issue #14 point 9): album cards, an
// album's thumbnails and its upload form, the delete confirmation (the create form is album-form.tsx: only its
// page loads conform and zod). Where they lead is the owner's (AlbumPaths). Plain links and forms: everything works without JavaScript. Thumbnails are 150 px
// high (CSS lowers them on narrow screens, part 2 §9), lazy, with THUMB_2X for dense screens.
import { ImagePreviews, useImagePreviews } from "~/shared/ui/image-previews";
import { Form } from "@remix-run/react";
import type { MouseEvent } from "react";
import { Link, useBasePath } from "~/shared/ui/link";
import { PageDialog } from "~/shared/ui/page-dialog";
import { albumMessages as t } from "../messages";
import { PHOTOS_PER_UPLOAD } from "../limits";
import type { AlbumPaths } from "../links";
import type { PhotoImage } from "../server/rows.server";

/** What the cards need of an album (a group's view or the gallery's). */
interface CardAlbum {
  id: number;
  name: string;
  photoCount: number;
  cover: PhotoImage | null;
}

interface GridPhoto {
  id: number;
  albumId: number;
  description: string;
  image: PhotoImage;
}

/** Width of a thumbnail of `height` px keeping the photo's proportions (a square when unknown). */
/** What a thumbnail needs of an image (a slim page's data carries no more). */
export type ThumbImage = Pick<PhotoImage, "thumb" | "thumb2x" | "width" | "height">;

const widthAt = (image: ThumbImage, height: number) =>
  image.width && image.height ? Math.max(1, Math.round((image.width * height) / image.height)) : height;

export function Thumb({ image, alt }: { image: ThumbImage; alt: string }) {
  const base = useBasePath();
  return (
    <img
      className="album-thumb"
      src={base + image.thumb}
      srcSet={`${base + image.thumb} 1x, ${base + image.thumb2x} 2x`}
      width={widthAt(image, 150)}
      height={150}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

export function AlbumCards({ paths, albums }: { paths: AlbumPaths; albums: CardAlbum[] }) {
  return (
    <ul className="album-cards">
      {albums.map((album) => (
        <li key={album.id} className="card album-card">
          <Link to={paths.album(album.id)} className="album-card__link">
            {album.cover ? <Thumb image={album.cover} alt="" /> : <span className="album-card__empty" aria-hidden="true" />}
            <span className="album-card__name">{album.name}</span>
          </Link>
          <span className="album-card__count muted">{t.photos(album.photoCount)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * An album's thumbnails, each to its photo's page (the page without JavaScript); `data-viewer` marks them for
 * the image viewer that loads after hydration (viewer.client.tsx) and opens them in place.
 */
export function PhotoGrid({
  paths,
  photos,
  offset,
  viewer = false,
}: {
  paths: AlbumPaths;
  photos: GridPhoto[];
  offset: number;
  /** Opened in place by the image viewer once the page is hydrated (the gallery); else each link opens its page. */
  viewer?: boolean;
}) {
  const base = useBasePath();
  return (
    <ul className="album-grid" data-viewer={viewer ? "" : undefined}>
      {photos.map((photo, i) => (
        <li key={photo.id} id={`photo-${photo.id}`}>
          <Link
            to={paths.photo(photo.albumId, photo.id)}
            data-photo={photo.id}
            data-large={base + photo.image.large}
            data-caption={photo.description || t.photoAlt(offset + i + 1)}
          >
            <Thumb image={photo.image} alt={photo.description || t.photoAlt(offset + i + 1)} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Up to 20 photos in one multipart post; what was refused comes back named, the rest is kept. */
/** `accept`: the file types of the owner's photos, from the loader (the files' rules stay out of this page's scripts). */
export function UploadForm({ problems, accept }: { problems: string[]; accept: string }) {
  const chosen = useImagePreviews();
  return (
    <Form method="post" encType="multipart/form-data" className="card album-upload">
      <input type="hidden" name="intent" value="upload" />
      <div className={problems.length ? "field field--error" : "field"}>
        <label htmlFor="album-files">{t.upload}</label>
        <input
          id="album-files"
          type="file"
          name="files"
          multiple
          accept={accept}
          aria-describedby="album-files-note"
          onChange={chosen.onChange}
        />
        <ImagePreviews previews={chosen.previews} label={t.chosenImages} />
        {problems.length ? (
          <ul className="field__error" id="album-files-note" role="alert">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          <p className="field__hint" id="album-files-note">
            {t.uploadHint.replace("20", String(PHOTOS_PER_UPLOAD))}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary">
        {t.uploadSubmit}
      </button>
    </Form>
  );
}

/**
 * A delete asked again (`?dialog=delete`): the question, Delete and Cancel — the page's only content without
 * JavaScript, a modal over the page with it (PageDialog).
 */
export function ConfirmDelete({ question, cancelTo }: { question: string; cancelTo: string }) {
  return (
    <PageDialog label={question} closeTo={cancelTo}>
      <ConfirmDeleteForm question={question} cancelTo={cancelTo} />
    </PageDialog>
  );
}

function ConfirmDeleteForm({ question, cancelTo }: { question: string; cancelTo: string }) {
  return (
    <Form method="post" className="card album-confirm" role="alertdialog" aria-label={question}>
      <input type="hidden" name="intent" value="delete" />
      <p>{question}</p>
      <div className="form-buttons">
        <button type="submit" className="button button--danger">
          {t.confirmDelete}
        </button>
        <Link to={cancelTo} className="button">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}

/** «Показать ещё»: a link to the next page; with JavaScript `onMore` appends it in place (useMorePages). */
export function ShowMore({ more, onMore }: { more: string | null; onMore?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  if (!more) return null;
  return (
    <p className="album-more">
      <Link to={more} className="button" onClick={onMore}>
        {t.showMore}
      </Link>
    </p>
  );
}
