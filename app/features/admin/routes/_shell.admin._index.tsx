// /admin: the start page of the admin area, listing the admin pages (named by the features'
// manifests) this person holds a role of; for anyone holding none, the refusal page.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { admin } from "../messages";
import styles from "~/features/admin/ui/admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(admin.title);
export const handle = { title: admin.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  // The admin pages each feature's manifest names, those whose roles this person holds (none: 403).
  const sections = context.services.admin.pagesFor(actor).map((page) => ({ to: page.path, title: page.title, hint: page.hint }));
  if (sections.length === 0) throw refusePage(403, { pageTitle: admin.title });
  return { sections };
}

export default function AdminStartPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{admin.title}</h1>
      <p className="muted">{admin.lead}</p>
      <ul className="admin-sections">
        {page.sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="card">
              <strong>{section.title}</strong>
              <br />
              <span className="muted">{section.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
