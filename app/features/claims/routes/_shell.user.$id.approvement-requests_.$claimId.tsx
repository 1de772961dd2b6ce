// /user/{id}/approvement-requests/{claimId}: one claim as a handler or a claims administrator sees it,
// the same page as the owner's (fields, moves as «Взять в работу», «На доработку»..., comments, history). The address is the person's own (403 otherwise); a claim they may not see
// is «Заявка не найдена» (404), exactly as an unknown id.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { appPathname, readForm, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { claimPageMessages as t } from "~/features/claims/messages";
import { claimPageAction, loadClaimPage, requireOwnAddress } from "~/features/claims/server/pages.server";
import { ClaimView } from "~/features/claims/ui/claim-view";
import styles from "~/features/claims/ui/claims.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? t.claimTitle(data.claim.id) : t.notFound);
export const handle = { title: t.approverTitle };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireOwnAddress(actor, params.id, t.forbiddenApprover, t.approverTitle);
  return { claim: await loadClaimPage(context, actor, params.claimId), backTo: `/user/${actor.userId}/approvement-requests` };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireOwnAddress(actor, params.id, t.forbiddenApprover, t.approverTitle);
  return claimPageAction(context, actor, params.claimId, await readForm(request), appPathname(request, context));
}

export default function ApproverClaim() {
  const { claim, backTo } = useLoaderData<typeof loader>();
  return <ClaimView claim={claim} lastResult={useActionData<typeof action>()} backTo={backTo} />;
}
