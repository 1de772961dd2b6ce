// /gallery/videos/create: an editor adds a video — a file (mp4, avi, mov up to 500 MB, streamed to disk and
// converted in the background) or a YouTube link. The same rendered form saves once; others get 403.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/videos.css";
import { messages as t } from "../messages";
import { createAction, createLoader, VIDEO_FORM_MAX_BYTES } from "../server/pages.server";
import { LIST_PATH } from "../constants";
import { VideoForm } from "../ui/video-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.createTitle));
export const handle = { title: t.createTitle, backTo: LIST_PATH };
/** The form's body limit, the video included (server/pages.ts reads it). */
export const uploadLimit = VIDEO_FORM_MAX_BYTES;
export const loader = createLoader;
export const action = createAction;

const EMPTY = { title: "", description: "", link: "", keptFileId: "", keptFileName: "" };

export default function CreateVideoPage() {
  const { formToken } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  return (
    <div className="videos">
      <h1 className="page-title">{t.createTitle}</h1>
      <VideoForm id="videos-new" values={EMPTY} result={result} formToken={formToken} submitLabel={t.create} cancelTo={LIST_PATH} />
    </div>
  );
}
