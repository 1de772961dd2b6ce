// /service-catalogue/{id}: an editor's page of a node. Its trail, its name and description (a leaf's service
// and a training's dates too), its children with the up/down forms, adding a category or a request form
// under a category, moving it under another category (a select: no JavaScript needed; never under itself
// or its descendant), and deleting it (archived when tickets hold it, refused by name while it has children).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { Link } from "~/shared/ui/link";
import { BreadcrumbTrail } from "~/shared/ui/breadcrumbs";
import styles from "../ui/catalogue.css";
import { adminAction, adminNodeLoader } from "../server/admin-pages.server";
import { DeleteForm, MoveForm, NodeForm, NodeRows } from "../ui/admin";
import { editHref } from "../addresses";
import { messages as t } from "../messages";

export { RefusalBoundary as ErrorBoundary } from "~/shared/ui/refusal";
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data ? refusalMeta(error) : pageTitle(`${data.node.name} — ${t.adminTitle}`);
export const handle = { title: t.adminTitle, backTo: "/service-catalogue" };
export const loader = adminNodeLoader;
export const action = adminAction;

export default function CatalogueNodeAdminPage() {
  const { node, trail, children, targets, services } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const empty = { name: "", description: "", details: "", serviceKey: null };
  return (
    <div className="catalogue catalogue-admin">
      <BreadcrumbTrail
        label={t.trail}
        items={[{ name: t.backToRoots, to: editHref() }, ...trail.map((n) => ({ name: n.name, to: editHref(n.id) }))]}
      />
      <h1 className="page-title">
        {node.name}
        {node.archived ? <span className="catalogue__mark">{t.archivedMark}</span> : null}
      </h1>
      <p className="catalogue__links">{node.archived ? null : <Link to={node.href}>{t.view}</Link>}</p>
      <NodeForm
        formKey={`update-${node.id}`}
        title={t.editNode}
        intent="update"
        hidden={{ id: node.id }}
        initial={node}
        services={node.isLeaf ? services : null}
        reply={reply}
      />
      {node.isLeaf ? null : (
        <>
          <section className="card" aria-labelledby="catalogue-children">
            <h2 id="catalogue-children" className="card__title">
              {t.children}
            </h2>
            {children.length === 0 ? <p role="status">{t.empty}</p> : <NodeRows rows={children} reply={reply} />}
          </section>
          <NodeForm
            formKey={`create-${node.id}`}
            title={t.addCategory}
            intent="create"
            hidden={{ parentId: node.id }}
            initial={empty}
            services={null}
            reply={reply}
          />
          <NodeForm
            formKey={`create-leaf-${node.id}`}
            title={t.addLeaf}
            intent="create"
            hidden={{ parentId: node.id, leaf: 1 }}
            initial={empty}
            services={services}
            reply={reply}
          />
        </>
      )}
      <MoveForm id={node.id} targets={targets} reply={reply} />
      <DeleteForm id={node.id} reply={reply} />
    </div>
  );
}
