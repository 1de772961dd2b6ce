// The edit page's photos (issue #36): a caption per photo and a box that deletes it, sent together in one
// plain form (JavaScript off too); a refused caption comes back beside its photo with what was typed.
import { Form } from "@remix-run/react";
import { PHOTO_DESCRIPTION_MAX, Thumb, type PhotoView } from "~/features/albums/index";
import { messages as t } from "../messages";

export function CaptionsForm({
  photos,
  offset,
  typed,
  errors,
}: {
  photos: readonly PhotoView[];
  offset: number;
  /** What was typed, by photo id, after a refused post. */
  typed: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <Form method="post" className="card album-upload" aria-labelledby="captions-title">
      <h2 id="captions-title">{t.captionsTitle}</h2>
      <input type="hidden" name="intent" value="photos" />
      <ul className="captions">
        {photos.map((photo, i) => {
          const error = errors[photo.id];
          const id = `caption-${photo.id}`;
          return (
            <li key={photo.id} className={error ? "captions__item field field--error" : "captions__item field"}>
              <input type="hidden" name="ids" value={photo.id} />
              <Thumb image={photo.image} alt="" />
              <label htmlFor={id}>{t.captionOf(offset + i + 1)}</label>
              <textarea
                id={id}
                name={id}
                rows={2}
                maxLength={PHOTO_DESCRIPTION_MAX}
                defaultValue={typed[photo.id] ?? photo.description}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error ? (
                <p className="field__error" id={`${id}-error`}>
                  {error}
                </p>
              ) : null}
              <label className="captions__delete">
                <input type="checkbox" name="delete" value={photo.id} /> {t.deleteChecked(offset + i + 1)}
              </label>
            </li>
          );
        })}
      </ul>
      <button type="submit" className="button button--primary">
        {t.saveCaptions}
      </button>
    </Form>
  );
}
