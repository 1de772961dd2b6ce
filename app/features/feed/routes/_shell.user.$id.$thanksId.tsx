// `/user/{id}/{thanksId}`: a thanks the person received (issue #12 point 11); another thanks, or one
// received by someone else: 404 «Благодарность не найдена». The profile's own pages (/user/{id}/edit,
// /user/{id}/notification) are static segments and outrank this one; the profile's paths not built yet
// (/user/{id}/club-card) keep their "coming soon" page.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { oneThanksAction, userThanksLoader } from "~/features/feed/server/pages.server";
import { feedThanksMessages as t } from "~/features/feed/messages";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { ComingSoonPage } from "~/shared/ui/coming-soon";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/feed/ui/feed.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data?.title ?? t.thanksTitle);
export const handle = { title: t.thanksTitle };

export const loader = (args: LoaderFunctionArgs) => userThanksLoader(args);
export const action = (args: ActionFunctionArgs) => oneThanksAction(args);

export { RefusalBoundary as ErrorBoundary };

/** A block the server rendered to HTML. */
const html = (markup: string) => <div dangerouslySetInnerHTML={{ __html: markup }} />;

export default function UserThanksPage() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "soon") return <ComingSoonPage title={page.title} />;
  return <PageOnlyBlock as="div" id="thanks" className="feed feed--single" value={page.thanks} render={html} />;
}
