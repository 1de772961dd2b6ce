// /admin/emilia (spec part 2 §7): Эмилия's images, a page at a time, each with its phrase count, a link to its
// phrases, a form that replaces its picture and a link that asks to delete it (with its phrases): `?delete={id}`
// shows the confirming form in its place, so a slip of the finger deletes nothing; on top, the upload of a new one. Plain multipart forms: everything works without JavaScript, and a refusal is shown beside its form.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { acceptOf } from "~/shared/files/rules";
import { EMILIA_IMAGE } from "../files";
import { messages as t } from "../messages";
import { MoreLink } from "../ui/more-link";
import { EMILIA_UPLOAD_MAX_BYTES, imagesPageAction, imagesPageLoader, type ImagesReply } from "../server/pages.server";
import styles from "../ui/emilia.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/admin" };
/** The upload's body limit (server/pages.ts reads it). */
export const uploadLimit = EMILIA_UPLOAD_MAX_BYTES;

export const loader = imagesPageLoader;
export const action = imagesPageAction;

const accept = `${acceptOf(EMILIA_IMAGE)},image/jpeg,image/png,image/webp`;

export default function EmiliaImagesPage() {
  const { images, more } = useLoaderData<typeof loader>();
  const reply = useActionData<ImagesReply>();
  const [params] = useSearchParams();
  const deleting = Number(params.get("delete"));
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <section className="card" aria-labelledby="emilia-new">
        <h2 id="emilia-new" className="card__title">
          {t.addImage}
        </h2>
        <FileForm intent="upload" id={null} label={t.fileLabel} button={t.upload} reply={reply?.imageId === null ? reply : undefined} />
      </section>
      {images.length === 0 ? <p className="card empty-state">{t.empty}</p> : null}
      <ul className="emilia-images">
        {images.map((image) => {
          const mine = reply && reply.imageId === image.id ? reply : undefined;
          return (
            <li key={image.id} id={`image-${image.id}`} className="card emilia-image">
              <img src={image.src} alt={t.imageAlt(image.id)} width={120} height={120} />
              <p>
                <Link to={`/admin/emilia/${image.id}`}>{t.openPhrases}</Link>{" "}
                <span className="muted">{t.phrasesOf(image.phraseCount)}</span>
              </p>
              <FileForm intent="replace" id={image.id} label={t.replaceLabel(image.id)} button={t.replace} reply={mine} />
              {deleting === image.id ? (
                <Form method="post" replace className="emilia-confirm">
                  <p>{t.deleteImageConfirmText(image.id, image.phraseCount)}</p>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={image.id} />
                  <button type="submit" className="button button--danger">
                    {t.deleteImageConfirm}
                  </button>{" "}
                  <Link to={`/admin/emilia#image-${image.id}`} className="button">
                    {t.cancel}
                  </Link>
                </Form>
              ) : (
                <Link to={`?delete=${image.id}#image-${image.id}`} className="button" aria-label={t.deleteImageOf(image.id)}>
                  {t.deleteImage}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <MoreLink to={more} />
    </>
  );
}

function FileForm({
  intent,
  id,
  label,
  button,
  reply,
}: {
  intent: string;
  id: number | null;
  label: string;
  button: string;
  reply?: ImagesReply;
}) {
  const key = id === null ? "new" : String(id);
  const errorId = `emilia-file-${key}-error`;
  const hintId = `emilia-file-${key}-hint`;
  return (
    <Form method="post" encType="multipart/form-data" replace>
      <input type="hidden" name="intent" value={intent} />
      {id === null ? null : <input type="hidden" name="id" value={id} />}
      <div className={reply ? "field field--error" : "field"}>
        <label htmlFor={`emilia-file-${key}`}>{label}</label>
        <input
          id={`emilia-file-${key}`}
          type="file"
          name="file"
          accept={accept}
          aria-describedby={reply ? `${hintId} ${errorId}` : hintId}
        />
        <p className="field__hint" id={hintId}>
          {t.fileHint}
        </p>
        {reply ? (
          <p className="field__error" id={errorId} role="alert">
            {reply.error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary">
        {button}
      </button>
    </Form>
  );
}
