// `/thanks/{id}`: one thanks (issue #12 point 11; THANKS notifications link here), with «Удалить» for its
// giver and news editors. Unknown or deleted: 404 «Благодарность не найдена».
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { oneThanksAction, oneThanksLoader } from "~/features/feed/server/pages.server";
import { feedThanksMessages as t } from "~/features/feed/messages";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/feed/ui/feed.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.thanksTitle));
export const handle = { title: t.thanksTitle, backTo: "/thanks" };

export const loader = (args: LoaderFunctionArgs) => oneThanksLoader(args);
export const action = (args: ActionFunctionArgs) => oneThanksAction(args);

export { RefusalBoundary as ErrorBoundary };

/** A block the server rendered to HTML. */
const html = (markup: string) => <div dangerouslySetInnerHTML={{ __html: markup }} />;

export default function OneThanksPage() {
  const page = useLoaderData<typeof loader>();
  return <PageOnlyBlock as="div" id="thanks" className="feed feed--single" value={page.thanks} render={html} />;
}
