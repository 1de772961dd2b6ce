// /admin: the start page of the admin area, listing the admin pages (named by the features' manifests) this
// person holds a role of, in their groups (platform/admin.ts ADMIN_SECTIONS), each group with its icon; for
// anyone holding none, the refusal page.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { Icon, type IconName } from "~/shared/ui/icons";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { ADMIN_SECTIONS, type AdminSection } from "~/platform/admin";
import { pageTitle } from "~/shared/ui/meta";
import { admin, adminSections } from "../messages";
import styles from "~/features/admin/ui/admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(admin.title);
export const handle = { title: admin.title };

/** Each group's icon, from the portal's set. */
const ICONS: Record<AdminSection, IconName> = {
  people: "user",
  content: "pencil",
  requests: "bell",
  statistics: "search",
  system: "build",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  // The admin pages each feature's manifest names, those whose roles this person holds (none: 403).
  const pages = context.services.admin.pagesFor(actor);
  if (pages.length === 0) throw refusePage(403, { pageTitle: admin.title });
  const groups = ADMIN_SECTIONS.map((section) => ({
    section,
    pages: pages.filter((p) => p.section === section).map((p) => ({ to: p.path, title: p.title, hint: p.hint })),
  })).filter((g) => g.pages.length > 0);
  return { groups };
}

export default function AdminStartPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{admin.title}</h1>
      <p className="muted">{admin.lead}</p>
      {groups.map((group) => (
        <section key={group.section} aria-labelledby={`admin-${group.section}`} className="admin-group">
          <h2 id={`admin-${group.section}`} className="admin-group__title">
            <Icon name={ICONS[group.section]} />
            {adminSections[group.section]}
          </h2>
          <ul className="admin-sections">
            {group.pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="card">
                  <strong>{page.title}</strong>
                  <br />
                  <span className="muted">{page.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
