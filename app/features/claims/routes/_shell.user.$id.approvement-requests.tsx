// /user/{id}/approvement-requests: the claims this person handles. «Ожидают действия» first (claims in
// a status where a handler has a move to make, up to 100), then the rest, newest first, 20 a page
// (?page). Each claim is listed once. Another person's id is refused (403).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { claimPageMessages as t } from "~/features/claims/messages";
import { HISTORY_PAGE_SIZE, LIST_PAGE_SIZE } from "~/features/claims/schema";
import { listRow, pageOf, requireOwnAddress } from "~/features/claims/server/pages.server";
import { ClaimPager, ClaimTable, pagerLinks } from "~/features/claims/ui/claim-list";
import styles from "~/features/claims/ui/claims.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.approverTitle);
export const handle = { title: t.approverTitle };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireOwnAddress(actor, params.id, t.forbiddenApprover, t.approverTitle);
  const { claims } = context.services;
  const page = pageOf(request);
  const base = `/user/${actor.userId}/approvement-requests`;
  // The awaiting ones are few by nature (they wait for this person): one block on the first page.
  const awaiting = page === 0 ? await claims.listForApprover(actor, { pageNumber: 0, pageSize: HISTORY_PAGE_SIZE, awaiting: true }) : [];
  const rest = await claims.listForApprover(actor, { pageNumber: page, pageSize: LIST_PAGE_SIZE, awaiting: false, rest: true });
  // The one row after this page (offset = pageNumber × pageSize): whether "Дальше" leads anywhere.
  const next = await claims.listForApprover(actor, { pageNumber: (page + 1) * LIST_PAGE_SIZE, pageSize: 1, awaiting: false, rest: true });
  return { base, awaiting: awaiting.map(listRow), rest: rest.map(listRow), ...pagerLinks(base, page, next.length > 0) };
}

export default function ApprovementRequests() {
  const page = useLoaderData<typeof loader>();
  const hrefOf = (id: number) => `${page.base}/${id}`;
  return (
    <section className="card claims-page">
      <h1 className="page-title">{t.approverTitle}</h1>
      {page.newer === null ? (
        <section aria-labelledby="claims-awaiting">
          <h2 id="claims-awaiting" className="card__title">
            {t.awaiting}
          </h2>
          {page.awaiting.length > 0 ? (
            <ClaimTable rows={page.awaiting} hrefOf={hrefOf} caption={t.awaiting} />
          ) : (
            <p className="muted">{t.awaitingEmpty}</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="claims-rest">
        <h2 id="claims-rest" className="card__title">
          {t.rest}
        </h2>
        <ClaimTable rows={page.rest} hrefOf={hrefOf} caption={t.rest} />
        <ClaimPager newer={page.newer} older={page.older} label={t.approverTitle} />
      </section>
    </section>
  );
}
