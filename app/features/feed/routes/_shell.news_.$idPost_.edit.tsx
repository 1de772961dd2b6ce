// `/news/{idPost}/edit`: the composer filled with the post, for its author and news editors (403 for
// others); saving goes back to the post with «Все изменения сохранены», a refusal keeps what was typed.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { COMPOSER_MAX_BYTES, editPageAction, editPageLoader } from "~/features/feed/server/pages.server";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { feedMessages as t } from "~/features/feed/messages";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/feed/ui/feed.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editTitle));
export const handle = { title: t.editTitle, backTo: "/news" };
export const uploadLimit = COMPOSER_MAX_BYTES;

export const loader = (args: LoaderFunctionArgs) => editPageLoader(args);
export const action = (args: ActionFunctionArgs) => editPageAction(args);

export { RefusalBoundary as ErrorBoundary };

/** A block the server rendered to HTML (server/page-html.server.tsx). */
const html = (markup: string) => <div dangerouslySetInnerHTML={{ __html: markup }} />;

export default function EditPostPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // Pasted images and file sizes with JavaScript (ui/enhance, lazy), again on a composer rendered anew.
  useEffect(() => {
    const started = import("~/features/feed/ui/enhance/index.client").then((m) => m.enhanceComposer());
    return () => void started.then((stop) => stop());
  }, [page, reply]);
  return (
    <>
      <h1 className="page-title">{t.editTitle}</h1>
      <PageOnlyBlock as="div" id="edit-composer" value={reply && "composer" in reply ? reply.composer : page.composer} render={html} />
    </>
  );
}
