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
import { drawnStructure } from "~/features/contacts/server/tree.server";
import { structureTreeHtml } from "~/features/contacts/server/structure-html.server";
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
      tree: pageOnly(context, "structure", structureTreeHtml(roots, context.basePath)),
      title: id && roots[0] ? roots[0].name : t.title,
      subtree: Boolean(id),
      empty: roots.length === 0,
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
        <PageOnlyBlock as="div" id="structure-tree" value={view.tree} html={(markup) => markup} />
      )}
    </div>
  );
}

export { RefusalBoundary as ErrorBoundary };
