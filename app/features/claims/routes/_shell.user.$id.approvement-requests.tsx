// /user/{id}/approvement-requests: the claims this person handles. «Ожидают действия» first (claims in
// a status where a handler has a move to make, up to 100), then the rest, newest first, 20 a page
// (?page), each claim listed once; past 100 awaiting (a backlog) the list holds every claim instead.
// Another person's id is refused (403).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { claimPageMessages as t } from "~/features/claims/messages";
import { LIST_PAGE_SIZE } from "~/features/claims/schema";
import { listRow, pageOf, requireOwnAddress, withMore } from "~/features/claims/server/pages.server";
import { ClaimPager, ClaimTable, pagerLinks } from "~/features/claims/ui/claim-list";
import styles from "~/features/claims/ui/claims.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.approverTitle);
export const handle = { title: t.approverTitle };

/** The "Ожидают действия" block's length. */
const AWAITING_SHOWN = 100;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  requireOwnAddress(actor, params.id, t.forbiddenApprover, t.approverTitle);
  const { claims } = context.services;
  const page = pageOf(request);
  const base = `/user/${actor.userId}/approvement-requests`;
  // The awaiting ones are few by nature (they wait for this person): one block, up to AWAITING_SHOWN. Past
  // that (a backlog) the list below holds every claim, the awaiting ones too, so none is out of reach.
  const awaiting = withMore(
    await claims.listForApprover(actor, { pageNumber: 0, pageSize: AWAITING_SHOWN, awaiting: true, lookahead: true }),
    AWAITING_SHOWN,
  );
  const rest = withMore(
    await claims.listForApprover(actor, {
      pageNumber: page,
      pageSize: LIST_PAGE_SIZE,
      awaiting: false,
      rest: !awaiting.more,
      lookahead: true,
    }),
    LIST_PAGE_SIZE,
  );
  return {
    base,
    awaiting: page === 0 ? awaiting.rows.map(listRow) : [],
    backlog: awaiting.more,
    rest: rest.rows.map(listRow),
    ...pagerLinks(base, page, rest.more),
  };
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
            <>
              <ClaimTable rows={page.awaiting} hrefOf={hrefOf} caption={t.awaiting} />
              {page.backlog ? <p className="muted">{t.awaitingBacklog(AWAITING_SHOWN)}</p> : null}
            </>
          ) : (
            <p className="muted">{t.awaitingEmpty}</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="claims-rest">
        <h2 id="claims-rest" className="card__title">
          {page.backlog ? t.all : t.rest}
        </h2>
        <ClaimTable rows={page.rest} hrefOf={hrefOf} caption={t.rest} />
        <ClaimPager newer={page.newer} older={page.older} label={t.approverTitle} />
      </section>
    </section>
  );
}
