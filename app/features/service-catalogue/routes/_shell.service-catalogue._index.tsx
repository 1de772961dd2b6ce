// /service-catalogue: the editors' first page (policy.ts: the catalogues' editors, the services' and the
// portal's administrators; anyone else gets the 403 page). Both catalogues' roots in order with the up/down
// forms, and a form that adds a root. Every form is a plain POST that works without JavaScript.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { Link } from "~/shared/ui/link";
import styles from "../ui/catalogue.css";
import { adminAction, adminRootsLoader } from "../server/admin-pages.server";
import { NodeForm, NodeRows } from "../ui/admin";
import { CATALOGUE_BASE, CATALOGUE_KINDS } from "../addresses";
import { messages as t } from "../messages";

export { RefusalBoundary as ErrorBoundary } from "~/shared/ui/refusal";
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.adminTitle));
export const handle = { title: t.adminTitle };
export const loader = adminRootsLoader;
export const action = adminAction;

export default function CatalogueAdminPage() {
  const { roots } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="catalogue catalogue-admin">
      <h1 className="page-title">{t.adminTitle}</h1>
      <p className="catalogue__intro">{t.adminHint}</p>
      {CATALOGUE_KINDS.map((kind) => (
        <section key={kind} className="card" aria-labelledby={`catalogue-roots-${kind}`}>
          <h2 id={`catalogue-roots-${kind}`} className="card__title">
            <Link to={CATALOGUE_BASE[kind]}>{t.titles[kind]}</Link>
          </h2>
          <NodeRows rows={roots.filter((r) => r.kind === kind)} reply={reply} />
        </section>
      ))}
      <NodeForm
        formKey="create-root"
        title={t.addRoot}
        intent="create"
        hidden={{}}
        initial={{ name: "", description: "", details: "", serviceKey: null }}
        services={null}
        chooseKind
        reply={reply}
      />
    </div>
  );
}
