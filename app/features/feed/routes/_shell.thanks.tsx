// `/thanks`: every thanks, newest first (20 a page, a plain rel="next" link), with the form «Поблагодарить
// коллегу» atop (issue #12 point 11). The cards are HTML rendered on the server (server/thanks-html.server.tsx);
// the form is rendered here, for its people finder types ahead once hydrated (issue #39). The colleague is
// found and the form sent without JavaScript too.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { thanksPageAction, thanksPageLoader } from "~/features/feed/server/pages.server";
import { feedThanksMessages as t } from "~/features/feed/messages";
import { finderStyles } from "~/features/search";
import { ThanksForm } from "~/features/feed/ui/thanks-form";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/feed/ui/feed.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: finderStyles },
];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export const loader = (args: LoaderFunctionArgs) => thanksPageLoader(args);
export const action = (args: ActionFunctionArgs) => thanksPageAction(args);

/** A block the server rendered to HTML. */
const html = (markup: string) => <div dangerouslySetInnerHTML={{ __html: markup }} />;

export default function ThanksPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <div id="thanks-compose">
        <ThanksForm {...(reply && "form" in reply ? reply.form : page.form)} />
      </div>
      <PageOnlyBlock as="div" id="thanks-list" className="feed" value={page.list} render={html} />
    </>
  );
}
