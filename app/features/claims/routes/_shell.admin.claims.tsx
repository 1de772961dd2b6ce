// /admin/claims (our design): every claim for claims administrators (ROLE_EDIT_USER_CLAIMS, even
// without ROLE_ADMINISTRATOR, and administrators), newest first, 20 a page, filtered by status and type
// with a GET form; a row opens the claim on the administrator's own approvement page, where every move
// is theirs to make. Anyone else: 403.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { claimPageMessages as t } from "~/features/claims/messages";
import { isClaimsAdmin } from "~/features/claims/policy";
import { LIST_PAGE_SIZE } from "~/features/claims/schema";
import { listRow, pageOf, withMore } from "~/features/claims/server/pages.server";
import { ClaimPager, ClaimTable, pagerLinks } from "~/features/claims/ui/claim-list";
import styles from "~/features/claims/ui/claims.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.adminTitle);
export const handle = { title: t.adminTitle, backTo: "/admin" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!isClaimsAdmin(actor)) throw refusePage(403, { pageTitle: t.adminTitle });
  const { claims } = context.services;
  const query = new URL(request.url).searchParams;
  const choices = claims.filterChoices();
  // Only a known choice filters: anything else in the address shows all, as the empty choice does.
  const status = choices.statuses.find((s) => s.name === query.get("status"))?.name ?? null;
  const type = choices.types.find((s) => s.name === query.get("type"))?.name ?? null;
  const page = pageOf(request);
  const filter = { status, type, pageSize: LIST_PAGE_SIZE };
  const shown = withMore(await claims.listAll(actor, { ...filter, pageNumber: page, lookahead: true }), LIST_PAGE_SIZE);
  const kept = { ...(status ? { status } : {}), ...(type ? { type } : {}) };
  return {
    choices,
    status,
    type,
    rows: shown.rows.map(listRow),
    claimBase: `/user/${actor.userId}/approvement-requests`,
    ...pagerLinks("/admin/claims", page, shown.more, kept),
  };
}

export default function AdminClaims() {
  const page = useLoaderData<typeof loader>();
  return (
    <section className="card claims-page">
      <h1 className="page-title">{t.adminTitle}</h1>
      <Form method="get" className="claims-filters" aria-label={t.filters}>
        <ChoiceField
          id="claims-status"
          name="status"
          label={t.column.status}
          all={t.allStatuses}
          choices={page.choices.statuses}
          value={page.status}
        />
        <ChoiceField id="claims-type" name="type" label={t.column.type} all={t.allTypes} choices={page.choices.types} value={page.type} />
        <div className="field">
          <button type="submit" className="button">
            {t.apply}
          </button>
        </div>
      </Form>
      <ClaimTable rows={page.rows} hrefOf={(id) => `${page.claimBase}/${id}`} caption={t.adminTitle} />
      <ClaimPager newer={page.newer} older={page.older} label={t.adminTitle} />
    </section>
  );
}

/** One filter: a select of named choices, the empty one meaning "all". */
function ChoiceField(props: {
  id: string;
  name: string;
  label: string;
  all: string;
  choices: readonly { name: string; description: string }[];
  value: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ""}>
        <option value="">{props.all}</option>
        {props.choices.map((c) => (
          <option key={c.name} value={c.name}>
            {c.description}
          </option>
        ))}
      </select>
    </div>
  );
}
