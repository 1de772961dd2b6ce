// /admin/stickers: the stickers people send in comments, each with «Удалить», and «Добавить» for new ones
// (several PNG or JPEG files of at most 512 KB, one sticker each). Plain forms; sticker managers
// (ROLE_UPDATE_STICKER) and administrators only.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { STICKERS_UPLOAD_MAX_BYTES, stickersPageAction, stickersPageLoader } from "~/features/feed/server/stickers-page.server";
import { feedCommentMessages as c } from "~/features/feed/messages";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/feed/ui/feed.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(c.stickersTitle));
export const handle = { title: c.stickersTitle, backTo: "/admin" };
/** The upload's body limit (server/pages.ts reads it). */
export const uploadLimit = STICKERS_UPLOAD_MAX_BYTES;

export const loader = (args: LoaderFunctionArgs) => stickersPageLoader(args);
export const action = (args: ActionFunctionArgs) => stickersPageAction(args);

export { RefusalBoundary as ErrorBoundary };

export default function StickersPage() {
  const { stickers } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const error = reply && "error" in reply ? reply.error : null;
  return (
    <>
      <h1 className="page-title">{c.stickersTitle}</h1>
      <Form method="post" encType="multipart/form-data" className="card">
        <label className="field">
          <span>{c.stickersFiles}</span>
          <input
            type="file"
            name="files"
            multiple
            accept="image/png,image/jpeg"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "stickers-error" : undefined}
          />
        </label>
        {error ? (
          <p id="stickers-error" className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary">
          {c.stickersAdd}
        </button>
      </Form>
      {stickers.length === 0 ? <p className="card empty-state">{c.stickersEmpty}</p> : null}
      <ul className="stickers">
        {stickers.map((sticker) => (
          <li key={sticker.id} id={`sticker-${sticker.id}`} className="card">
            <img src={sticker.src} alt={c.sticker(sticker.id)} width={96} height={96} loading="lazy" />
            <Form method="post">
              <input type="hidden" name="id" value={sticker.id} />
              <button type="submit" className="button button--small">
                {c.remove}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </>
  );
}
