// /structure: the company's departments as a tree with their heads and headcounts (the department's
// own and with all its subdepartments); ?id= shows one department's subtree. Nested lists and
// <details>, readable and foldable without JavaScript; every department links to its contacts. A large
// company's page draws the levels that fit (server/tree.server.ts) and links the rest to their own pages.
// An unknown department is a 404 the loader throws, rendered by this page's own ErrorBoundary (the
// page sits outside /v2/contacts, so the directory's layout is not its parent).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageOnly, requireSignedIn, refusePage } from "~/platform/remix.server";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { isMissing } from "~/platform/errors";
import { parseInput, structureSchema } from "~/features/contacts/server/payloads.server";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { drawnStructure, type DrawnDepartment } from "~/features/contacts/server/tree.server";
import { Avatar } from "~/shared/ui/avatar";
import { WorkStatus } from "~/shared/ui/work-status";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/contacts/ui/contacts.css";
import { structure as t } from "~/features/contacts/messages/structure";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.title));
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = new URL(request.url).searchParams.get("id");
  try {
    const roots = drawnStructure(await context.services.contacts.companyStructure(actor, parseInput(structureSchema, { id })));
    return {
      // The departments are only shown: in the page's HTML once, not again as its data (ADR 0016).
      roots: pageOnly(context, "structure", roots),
      title: id && roots[0] ? roots[0].name : t.title,
      subtree: Boolean(id),
      empty: roots.length === 0,
      basePath: context.basePath,
    };
  } catch (error) {
    if (isMissing(error)) throw refusePage(404, { pageTitle: t.title });
    throw error;
  }
}

export default function Structure() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="structure">
      <h1 className="page-title">{view.title}</h1>
      <p className="muted">{t.intro}</p>
      {view.subtree ? (
        <p>
          <Link to="/structure">{t.wholeCompany}</Link>
        </p>
      ) : null}
      {view.empty ? (
        <p className="empty-state card">{t.empty}</p>
      ) : (
        <PageOnlyBlock
          as="div"
          id="structure-tree"
          value={view.roots}
          render={(roots) => (
            <ul className="structure__tree">
              {roots.map((node) => (
                <Department key={node.id} node={node} depth={0} basePath={view.basePath} />
              ))}
            </ul>
          )}
        />
      )}
    </div>
  );
}

export { RefusalBoundary as ErrorBoundary };

function Department({ node, depth, basePath }: { node: DrawnDepartment; depth: number; basePath: string }) {
  const title = node.categoryIdBreadCrumb ? <Link to={`/v2/contacts/${node.categoryIdBreadCrumb}`}>{node.name}</Link> : node.name;
  const card = (
    <div className="department card">
      <div className="department__title">
        <h2 className="department__name">{title}</h2>
        {node.city ? <span className="muted">{node.city}</span> : null}
      </div>
      <p className="department__count">
        {t.staff(node.headcount)}
        {node.children.length > 0 ? <span className="muted"> · {t.total(node.totalHeadcount)}</span> : null}
      </p>
      {node.head ? (
        <div className="department__head">
          <Avatar
            id={node.head.userId}
            name={node.head.name}
            surname={node.head.surname}
            filePath={node.head.avatarFile?.filePath}
            basePath={basePath}
            size={40}
          />
          <div>
            <span className="muted department__role">{t.head}</span>
            <Link to={`/user/${node.head.userId}`}>
              {[node.head.surname, node.head.name, node.head.middlename].filter(Boolean).join(" ")}
            </Link>
            {node.head.position ? <span className="department__position">{node.head.position}</span> : null}
            <WorkStatus status={node.head.workStatus} />
          </div>
        </div>
      ) : (
        <p className="muted">{t.noHead}</p>
      )}
    </div>
  );
  return (
    <li>
      {card}
      {node.hidden > 0 ? (
        <p className="department__more">
          <Link to={`/structure?id=${node.id}`}>{t.subdepartments(node.hidden, node.name)}</Link>
        </p>
      ) : null}
      {node.children.length > 0 ? (
        <details className="department__children" open={depth < 2}>
          <summary>{t.subdepartments(node.children.length, node.name)}</summary>
          <ul>
            {node.children.map((child) => (
              <Department key={child.id} node={child} depth={depth + 1} basePath={basePath} />
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
