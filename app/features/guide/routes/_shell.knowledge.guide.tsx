// The company guide's layout route: it loads the guide's frame (the side menu of sections, what the
// person may do, the edit-mode switch) once per request for every /knowledge/guide page, which read it
// with useGuideFrame; and its ErrorBoundary renders the refusal (403, 404) a page's loader throws,
// inside that frame.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { guideFrame } from "~/features/guide/server/pages.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { GuideRefusalPage, guideRefusalOf } from "~/features/guide/ui/refusal";
import { StatusPage } from "~/shared/ui/status-page";
import { pageTitle } from "~/shared/ui/meta";
import { contactsStyles } from "~/features/contacts/styles";
import { finderStyles } from "~/features/search/styles";
import styles from "~/features/guide/ui/guide.css";
import * as ru from "~/shared/messages";

// Every guide page's styles, in the order the form pages had them (the finder's before the guide's).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contactsStyles },
  { rel: "stylesheet", href: finderStyles },
  { rel: "stylesheet", href: styles },
];

/** Only used when a page's loader threw: a page that renders has its own title. */
export const meta: MetaFunction = ({ error }) => {
  const refusal = isRouteErrorResponse(error) ? guideRefusalOf(error.data) : null;
  return pageTitle(refusal ? refusal.title : ru.pages.errorTitle);
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return { frame: await guideFrame(request, context, actor, params) };
}

export default function GuideLayoutRoute() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const frame = useGuideFrame();
  const refusal = isRouteErrorResponse(error) ? guideRefusalOf(error.data) : null;
  if (refusal) return <GuideRefusalPage frame={frame} refusal={refusal} />;
  // Not a refusal (a bug, a failing database): the root's words, inside the shell.
  return <StatusPage code={500} title={ru.pages.errorTitle} text={ru.common.unexpected} />;
}
