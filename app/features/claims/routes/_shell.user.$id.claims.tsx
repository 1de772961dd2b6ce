// /user/{id}/claims: one's own claims, newest first, 20 a page (?page), each row opening the claim, and
// the «Новая заявка» form: filed, it goes to the new claim's page (303); refused, conform's reply shows
// the messages by the fields with what was typed (ADR 0023). A person's claims are theirs alone: another id is refused (403).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { issueFormToken, readForm, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { claimPageMessages as t } from "~/features/claims/messages";
import { LIST_PAGE_SIZE } from "~/features/claims/schema";
import { listRow, pageOf, postNewClaim, requireOwnAddress, withMore } from "~/features/claims/server/pages.server";
import { ClaimPager, ClaimTable, pagerLinks } from "~/features/claims/ui/claim-list";
import { NewClaimForm } from "~/features/claims/ui/new-claim-form";
import styles from "~/features/claims/ui/claims.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.ownTitle);
export const handle = { title: t.ownTitle };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireOwnAddress(actor, params.id, t.forbiddenOwn, t.ownTitle);
  const { claims } = context.services;
  const page = pageOf(request);
  const shown = withMore(
    await claims.listForCurUser(actor, { pageNumber: page, pageSize: LIST_PAGE_SIZE, awaiting: false, lookahead: true }),
    LIST_PAGE_SIZE,
  );
  const own = `/user/${actor.userId}/claims`;
  return {
    own,
    rows: shown.rows.map(listRow),
    ...pagerLinks(own, page, shown.more),
    types: await claims.listTypesForUser(actor),
    formToken: await issueFormToken(context, actor),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireOwnAddress(actor, params.id, t.forbiddenOwn, t.ownTitle);
  return postNewClaim(context, actor, await readForm(request));
}

export default function OwnClaims() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="card claims-page">
      <h1 className="page-title">{t.ownTitle}</h1>
      <ClaimTable rows={page.rows} hrefOf={(id) => `${page.own}/${id}`} caption={t.ownTitle} />
      <ClaimPager newer={page.newer} older={page.older} label={t.ownTitle} />
      <NewClaimForm types={page.types} formToken={page.formToken} lastResult={lastResult} />
    </section>
  );
}
