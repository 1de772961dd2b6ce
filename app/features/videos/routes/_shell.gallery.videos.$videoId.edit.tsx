// /gallery/videos/{videoId}/edit: an editor changes a video (its file stays unless another is chosen or a
// link typed) or deletes it. Others get 403; a video that is not there, 404.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/videos.css";
import { messages as t } from "../messages";
import { editAction, editLoader, VIDEO_FORM_MAX_BYTES } from "../server/pages.server";
import { LIST_PATH } from "../constants";
import { VideoForm } from "../ui/video-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editTitle));
export const handle = { title: t.editTitle, backTo: LIST_PATH };
export const uploadLimit = VIDEO_FORM_MAX_BYTES;
export const loader = editLoader;
export const action = editAction;

export default function EditVideoPage() {
  const { video } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const values = {
    title: video.title,
    description: video.description,
    link: video.link ?? "",
    keptFileId: video.fileId !== null ? String(video.fileId) : "",
    keptFileName: video.originalFileName ?? "",
  };
  return (
    <div className="videos">
      <h1 className="page-title">{t.editTitle}</h1>
      <VideoForm id={`videos-edit-${video.id}`} values={values} result={result} submitLabel={t.save} cancelTo={video.href} />
      <section className="card videos-delete" aria-labelledby="videos-delete-title">
        <h2 id="videos-delete-title">{t.deleteTitle}</h2>
        <p className="muted">{t.deleteHint}</p>
        <Form method="post">
          <button type="submit" name="intent" value="delete" className="button button--danger">
            {t.deleteButton}
          </button>
        </Form>
      </section>
    </div>
  );
}
